// Matches a sequence clause whose sides are events (rule-sequence-events.ts) against the call and
// the history: the call is the trigger ("git tag v2.4.0" for "… before any tag/release") and no
// earlier call is the prerequisite ("pnpm test", "npx vitest run" for "run the test suite").
//   preview   the prerequisite is a dry run of the SAME program ("ansible-playbook … --check"
//             before "ansible-playbook …") against the same target (no flag of both with another
//             value: "-i inventories/staging" is no check of "-i inventories/prod"); a dry run is
//             never itself the real run
//   confirm   a truthy context flag that says yes ({user_confirmed: true}) is the prerequisite;
//             a falsy one says it was asked and not given
// History absent or empty: the prerequisite did not happen.
import type { CallFacts } from "../read-call/call-facts.ts";
import type { ActionSpec, SequenceEvents } from "../compile/compiled-entry.ts";
import type { GuardRules } from "../guard-rules.ts";
import type { Evidence, MatchContext } from "./match-clause.ts";
import type { SequenceEventDef } from "../compile/rule-sequence-events.ts";
import { isConsentKey } from "../carve-outs/fb-confirmed.ts";
import { sameThing } from "./match-sequence-same.ts";
import { flagOn } from "../flag-value.ts";

type MatchAction = (spec: ActionSpec, facts: CallFacts, ctx: MatchContext) => Evidence[] | undefined;
type Seq = { trigger: ActionSpec; prereq: ActionSpec; rule: string; seq: SequenceEvents };

const WORDS = Symbol("event words"); // a call's words as the events read them, on its memo
/** The words a call shows for an event: its action words (tool, argv, flags, subcommands) and its
 * non-content words, lowercased, read once per call. */
function callWords(facts: CallFacts): ReadonlySet<string> {
  let w = facts.memo.get(WORDS) as Set<string> | undefined;
  if (!w) {
    w = new Set<string>();
    for (const k of facts.actionWords.keys()) {
      w.add(k);
      // "pg:backups:capture", "db:migrate": the parts too
      if (k.includes(":") && !k.startsWith("key:")) for (const p of k.split(":")) if (p) w.add(p);
    }
    for (const k of facts.allWords) w.add(k);
    for (const k of facts.commandWords) w.add(k);
    facts.memo.set(WORDS, w);
  }
  return w;
}

function shows(e: SequenceEventDef, facts: CallFacts): string | undefined {
  const w = callWords(facts);
  for (const c of e.callWords) if (w.has(c)) return c;
  return undefined;
}

const ACTS = Symbol("event act words");
/** What a call DOES, strictly: the tool's words, or the programs, subcommands and first operands
 * of its commands ("python manage.py migrate" → python, manage.py, migrate), never flag values
 * ("npm publish --tag next" does no tag) nor words implied by the lexicon. */
function actWords(facts: CallFacts): ReadonlySet<string> {
  let w = facts.memo.get(ACTS) as Set<string> | undefined;
  if (!w) {
    w = new Set<string>();
    const add = (s: string) => {
      const l = s.toLowerCase();
      w!.add(l);
      for (const p of l.split(/[:/]/)) if (p) w!.add(p);
    };
    if (!facts.commands.length) for (const t of facts.toolWords) add(t);
    for (const c of facts.commands.slice(0, 8)) {
      add(c.program);
      for (const p of c.program.split(/[-_.]/)) if (p) w.add(p.toLowerCase());
      for (const x of c.subcommands.slice(0, 4)) add(x);
      for (const x of c.operands.slice(0, 4)) add(x);
    }
    facts.memo.set(ACTS, w);
  }
  return w;
}
function does(e: SequenceEventDef, facts: CallFacts): string | undefined {
  const w = actWords(facts);
  for (const c of e.callWords) if (w.has(c)) return c;
  return undefined;
}

const LISTING = ["--list", "list", "ls", "status", "show", "history", "describe", "view", "current"];
/** A call the lexicon reads as only reading ("prisma migrate status", "terraform plan"). */
function readOnly(facts: CallFacts): boolean {
  if (!facts.families.size) return false;
  // "git tag --list", "alembic history", "migrate status": a listing beside the event's word
  if (facts.families.has("read") || facts.families.has("query")) for (const w of LISTING) if (facts.actionWords.has(w)) return true;
  return !facts.mutating;
}

/** The preview words a call shows among its action words (argv, flags), not in its values. */
function previewWord(e: SequenceEventDef, facts: CallFacts): string | undefined {
  for (const c of e.callWords) if (facts.actionWords.has(c) && !(c[0] !== "-" && flagOnly(c, facts))) return c;
  return undefined;
}
/** "diff" only as the flag "--diff" (ansible-playbook --diff applies and shows the changes), not as
 * a subcommand ("kubectl diff", "helm diff upgrade"). */
function flagOnly(word: string, facts: CallFacts): boolean {
  if (!facts.actionWords.has(`--${word}`)) return false;
  for (const c of facts.commands.slice(0, 8)) if (c.program === word || c.subcommands.includes(word)) return false;
  return facts.commands.length > 0;
}

/** The programs a call runs, or its tool when it runs none: what "the same thing" is. */
function programsOf(facts: CallFacts): string[] {
  return facts.commandWords.size ? [...facts.commandWords] : [facts.tool.toLowerCase()];
}

/** The dry run was of the same target: no flag both runs give ("-i inventories/staging" vs
 * "-i inventories/prod", "--context", "-n") holds another value. A dry run against staging is no
 * check of the prod run; flags one side leaves out say nothing. */
function sameTarget(h: CallFacts, facts: CallFacts): boolean {
  // (and both runs change into the same directory: "cd live/vpc && terragrunt plan" is no check of
  // "cd live/rds && terragrunt apply", match-sequence-same.ts)
  return sameThing(h, facts);
}

function confirmFlag(flags: Readonly<Record<string, unknown>> | undefined): { key: string; value: unknown } | undefined {
  if (!flags) return undefined;
  for (const [key, value] of Object.entries(flags)) {
    if (!isConsentKey(key)) continue;
    return { key, value };
  }
  return undefined;
}

export function matchEventSequence(c: Seq, ctx: MatchContext, matchAction: MatchAction): Evidence[] | undefined {
  const { seq } = c;
  const { facts, rules } = ctx;
  const events = rules.sequences.byId;
  const previewDef = rules.sequences.events.find((e) => e.preview);
  // ---- is the call the trigger?
  let trig: Evidence[] | undefined;
  if (seq.triggerEvents.length) {
    // "npm publish --dry-run", "git tag -l": a preview or a read is not the event
    if (readOnly(facts) || (previewDef && previewWord(previewDef, facts))) return undefined;
    for (const id of seq.triggerEvents) {
      const w = does(events.get(id)!, facts);
      if (w) {
        trig = [{ rule: id.replace(/^event\./, ""), call: w, path: facts.actionWords.get(w) ?? "args", part: "action" }];
        break;
      }
    }
  } else if (seq.preview) {
    // the dry run itself is not the real run; a read is neither
    if (readOnly(facts) || (previewDef && previewWord(previewDef, facts))) return undefined;
    const w = callWords(facts);
    if (seq.programs.length && !seq.programs.some((p) => w.has(p) || [...facts.commandWords].some((x) => x.startsWith(p)))) return undefined;
    const verb = seq.verbs.find((v) => actWords(facts).has(v));
    if (seq.verbs.length && !verb && !seq.programs.length) return undefined;
    if (!verb && !seq.programs.length) return undefined;
    const what = verb ?? seq.programs[0]!;
    trig = [{ rule: what, call: what, path: facts.actionWords.get(what) ?? `tool ${facts.tool}`, part: "action" }];
  } else {
    trig = matchAction(c.trigger, facts, ctx);
  }
  if (!trig) return undefined;
  // ---- did the prerequisite happen?
  if (seq.confirm) {
    const f = confirmFlag(ctx.flags);
    if (f && flagOn(f.value)) return undefined;
    if (f) return [...trig, { rule: c.rule, call: `flags.${f.key} = ${JSON.stringify(f.value)}`, path: "context.flags", part: "sequence" }];
  }
  const history = ctx.history();
  const mine = seq.preview ? new Set(programsOf(facts)) : undefined;
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i]!;
    if (seq.preview && previewDef && previewWord(previewDef, h) && programsOf(h).some((p) => mine!.has(p)) && sameTarget(h, facts)) return undefined;
    // (a backup of another database is none of this one's, match-sequence-same.ts)
    for (const id of seq.prereqEvents) if (shows(events.get(id)!, h) && sameTarget(h, facts)) return undefined;
    // a tool that records the yes: confirm_with_user, request_confirmation
    if (seq.confirm && h.toolWords.some((w) => /^confirm/.test(w))) return undefined;
  }
  const what = [...seq.prereqEvents.map((id) => id.replace(/^event\./, "")), ...(seq.preview ? ["dry run of the same program"] : []), ...(seq.confirm ? ["confirmation"] : [])].join(" / ");
  return [...trig, { rule: c.rule, call: `no earlier ${what} in history`, path: "history", part: "sequence" }];
}
