// cfa19 (session 21, false alarms): units that state no standing constraint and were pinned on validation14-17:
// a fix suggested for one fault in a bug thread, a closing line asking for contact or input, a tool's canonical
// error text, a report that an app no longer starts, a hedged effect or a limit that moves over time, a reply of
// one word, and the items of a changelog's release section. Sentences written for this test (new wording, not
// from any set); the rules next to them are kept.
import { test } from "node:test";
import assert from "node:assert/strict";
import { classifyText, cueVeto, oneWordVeto, structuralVeto } from "../../src/classify/classifier.ts";
import { featuresOf } from "../../src/classify/features.ts";
import { reportSpans } from "../../src/classify/message.ts";
import { normalize } from "../../src/classify/normalize.ts";
import type { Unit } from "../../src/classify/segment.ts";
import { model, rules } from "./load.ts";

const unit = (text: string): Unit => ({ start: 0, end: text.length, text, norm: normalize(text), role: "unit", bullet: false, heading: false, clause: false, quoted: false, inQuestion: false, stretch: 0, ruleList: false });
const vetoOf = (text: string): string | null => {
  const u = unit(text);
  return structuralVeto(u) ?? cueVeto(featuresOf(u, rules, false)) ?? oneWordVeto(u);
};

const VETOED: { text: string; veto: string }[] = [
  { text: "Whoever picks this up should try a smaller shard size and the 2.4 driver.", veto: "cue:veto.troubleshoot-fix" },
  { text: "The reporter should consider upgrading to the current release.", veto: "cue:veto.troubleshoot-fix" },
  { text: "You should shrink the tile count to fit the job into your GPU memory.", veto: "cue:veto.troubleshoot-fix" },
  { text: "Lower `workers:` in the config until it fits.", veto: "cue:veto.troubleshoot-fix" },
  { text: "If that does not help, try disabling the preview cache to avoid the spike at startup.", veto: "cue:veto.troubleshoot-fix" },
  { text: "If you have any questions or comments regarding the new timetable, please call the club office.", veto: "cue:veto.closing-request" },
  { text: "Please contact us to arrange a different pickup point.", veto: "cue:veto.closing-request" },
  { text: "Please email the desk to find out whether a late checkout is possible.", veto: "cue:veto.closing-request" },
  { text: "If you are interested in taking this ticket on, please leave a note below.", veto: "cue:veto.closing-request" },
  { text: "Any hints from people who know the parser would be welcome.", veto: "cue:veto.closing-request" },
  { text: "Any pointers would be much appreciated!", veto: "cue:veto.closing-request" },
  { text: "ld: cannot open output file target/app: No such file or directory", veto: "cue:veto.tool-error-text" },
  { text: "Please make sure you have the correct access rights and the repository exists.", veto: "cue:veto.tool-error-text" },
  { text: "bash: kubectl: command not found", veto: "cue:veto.tool-error-text" },
  { text: "Since yesterday's update the sync client won't launch anymore.", veto: "cue:veto.app-broken" },
  { text: "My tablet can't connect after updating the firmware to 3.1.", veto: "cue:veto.app-broken" },
  { text: "No sign of life from the tray icon either.", veto: "cue:veto.app-broken" },
  { text: "Lowering the sample rate might affect the accuracy of the chart.", veto: "cue:veto.describes-effect" },
  { text: "When demand falls, the catch limits can rise again.", veto: "cue:veto.describes-effect" },
  { text: "Always.", veto: "one-word" },
  { text: "**Never**!", veto: "one-word" },
  { text: "Never.", veto: "one-word" },
];

// rules of the same words that stay candidates: no new veto may take them
const KEPT: string[] = [
  "You should always try the staging cluster first.",
  "Try to keep each answer under 200 words.",
  "Never consider a ticket closed until QA signs off.",
  "If you have questions, ask me before touching the billing code.",
  "Please contact me before any refund over $50.",
  "Any change to the schema must be reviewed by Priya.",
  "Do not start the backup job after 6 pm.",
  "The service must not open connections to the legacy database.",
  "Skipping the lint step will result in a rejected merge.",
  "Keep the retry limit at 3.",
  "Never push.",
  "Finally.",
  "No exceptions.",
];

test("false alarms cfa19: suggested fixes, closing requests, tool errors, broken-app reports, described effects and one-word replies are vetoed", () => {
  for (const { text, veto } of VETOED) assert.equal(vetoOf(text), veto, text);
});

test("false alarms cfa19: rules with the same words are not vetoed by the new entries", () => {
  for (const text of KEPT) {
    const got = vetoOf(text);
    assert.ok(got === null || !/troubleshoot-fix|closing-request|tool-error-text|app-broken|describes-effect|one-word/.test(got), `${text} -> ${got}`);
  }
});

const RELEASE_NOTES = "## [3.1.0] - 2025-06-20\n\n### Changed\n\n- Only the new settings file is read now, the old one is ignored\n- Never show the tips dialog twice\n\n### Fixed\n\n- Crash when closing the last tab\n\n## 3.0.4\n\n- Require a restart after switching the theme\n";

test("false alarms cfa19: a changelog's release sections and their sub-headings are report lines", () => {
  const spans = reportSpans(RELEASE_NOTES, rules);
  assert.ok(spans.length > 0);
  assert.equal(spans[0]!.id, "report.release-section");
  assert.equal(spans[0]!.start, 0);
  assert.equal(spans[spans.length - 1]!.end, RELEASE_NOTES.length);
  assert.deepEqual(classifyText(RELEASE_NOTES, rules, model), []);
});

const RULE_FILES: [string, number][] = [
  // an instruction file with a section heading over rules is no release section
  ["## Security\n\n- Never commit secrets to the repo\n- Always rotate keys after an incident\n", 2],
  ["## 2. Commits\n\n- Never push directly to main\n", 1],
];

test("false alarms cfa19: headings that are not release versions leave their rules pinned", () => {
  for (const [text, n] of RULE_FILES) {
    assert.equal(reportSpans(text, rules).filter((s) => s.id === "report.release-section").length, 0, text);
    assert.equal(classifyText(text, rules, model).length, n, text);
  }
});
