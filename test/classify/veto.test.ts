import { test } from "node:test";
import assert from "node:assert/strict";
import { cueVeto, scoreUnits, structuralVeto } from "../../src/classify/classifier.ts";
import { featuresOf } from "../../src/classify/features.ts";
import { normalize } from "../../src/classify/normalize.ts";
import type { Unit } from "../../src/classify/segment.ts";
import { model, rules } from "./load.ts";

const unit = (text: string, over: Partial<Unit> = {}): Unit => ({ start: 0, end: text.length, text, norm: normalize(text), role: "unit", bullet: false, heading: false, clause: false, quoted: false, inQuestion: false, stretch: 0, ruleList: false, ...over });

const vetoOf = (u: Unit): string | null => structuralVeto(u) ?? cueVeto(featuresOf(u, rules, false));

// Descriptions, reports and labels that carry rule words but are not rules (written for this test).
const VETOED: { text: string; veto: string; over?: Partial<Unit> }[] = [
  { text: "Resolution: bumped the pool size to 40 and never looked back.", veto: "cue:veto.writeup-label" },
  { text: "Impact: no orders could be placed for twelve minutes.", veto: "cue:veto.writeup-label" },
  { text: "No page went out until the queue was full.", veto: "cue:veto.no-x-happened" },
  { text: "No backups can be performed while the volume is read-only.", veto: "cue:veto.no-x-happened" },
  { text: "IMHO the bot should close stale tickets after a week.", veto: "cue:veto.opinion" },
  { text: "I don't think you need to pin the minor version.", veto: "cue:veto.opinion" },
  { text: "This playbook covers disk pressure on the ingest nodes only.", veto: "cue:veto.doc-describes" },
  { text: "The alert fires when more than 5% of requests fail.", veto: "cue:veto.doc-describes" },
  { text: "The cron job has failed more than 4 times since midnight.", veto: "cue:veto.happened-count" },
  { text: "That would corrupt the index if you kill it mid-write.", veto: "cue:veto.consequence" },
  { text: "Bumped the retry limit from 3 to 5 in the worker config.", veto: "cue:veto.changelog" },
  { text: "should be looked at by someone on the storage team.", veto: "modal-fragment" },
  { text: "Mandatory Reading", veto: "title-label" },
  { text: "**Keep Calm**", veto: "title-label" },
  { text: "Before merging:", veto: "list-intro" },
  { text: "It seems the nightly job never started.", veto: "cue:veto.appears" },
  { text: "Downtime: about nine minutes, no orders lost.", veto: "cue:veto.writeup-label" },
  { text: "Impacted only the batch importer - the web app kept serving.", veto: "cue:veto.changelog" },
  { text: "It's fine if people reply by email rather than in the tracker.", veto: "cue:veto.judgement" },
  { text: "Users can always switch the banner off if they don't like it.", veto: "cue:veto.others-can" },
  { text: "We are dedicated to a friendly community for everyone, whatever their background.", veto: "cue:veto.mission" },
  { text: "Use this page to learn how releases are cut.", veto: "cue:veto.use-this-doc" },
  { text: "A full restart would take every node down at once instead of one by one.", veto: "cue:veto.would-consequence" },
];

// Rules that look like the vetoed shapes but must reach the model.
const KEPT: { text: string; over?: Partial<Unit> }[] = [
  { text: "No force pushes to main." },
  { text: "No secrets in the repo, ever." },
  { text: "Always update the changelog before you tag." },
  { text: "must be reviewed by two people", over: { bullet: true } },
  { text: "should stay that way.", over: { clause: true } },
  { text: "Never Force Push" },
  { text: "It's fine to reuse the staging bucket, but never touch the prod one." },
  { text: "Use this template for every incident report." , over: { bullet: true } },
  { text: "It is recommended not to merge on weekends." },
  { text: "Do not: paste tokens into the chat." },
  // past tense inside the object of an imperative in a rule list still instructs
  { text: "Report which checks were run and which were skipped.", over: { bullet: true, ruleList: true } },
];

for (const c of VETOED)
  test(`veto: ${c.text}`, () => {
    assert.equal(vetoOf(unit(c.text, c.over)), c.veto);
  });

for (const c of KEPT)
  test(`veto: kept: ${c.text}`, () => {
    const v = vetoOf(unit(c.text, c.over));
    assert.ok(v === null, `vetoed as ${v}`);
  });

// Items of a list introduced as causes or symptoms describe a system; a rule list keeps its items.
test("veto: the items of a causes/symptoms list are descriptive, a rule list's are not", () => {
  const described = scoreUnits("Likely causes:\n- No DNS servers reachable\n- Read only data volume\n\nNever delete the volume.", rules, model);
  assert.deepEqual(
    described.map((s) => s.vetoed),
    ["list-intro", "descriptive-list", "descriptive-list", null],
  );
  const ruled = scoreUnits("## House rules\n- No force pushes\n- Never skip CI", rules, model);
  assert.ok(ruled.slice(1).every((s) => s.vetoed === null));
});
