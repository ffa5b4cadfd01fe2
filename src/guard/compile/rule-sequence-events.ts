// Sequence rules whose sides are EVENTS named by a noun or a phrase rather than an action verb:
// "Run the test suite before any tag/release", "take a backup before any migration",
// "Ansible: always --check --diff first, then the real run", "list the details and obtain an
// explicit yes from the user before updating the booking". The events come from
// rules/guard/sequence-events.yaml; the matcher is match-history-event.ts.
//
// One reading of the order words in one place:
//   "X before Y" / "X prior to Y"          prerequisite X, trigger Y
//   "Before Y, X"                          trigger first, prerequisite after the comma
//   "X first, then Y" / "X, then Y"        prerequisite X, trigger Y
//   "Y only after X" / "Y only once X"     trigger Y, prerequisite X
import { z } from "zod";
import { entryBase } from "../../rules/rule-entry.ts";
import { assertUniqueIds, parseRuleFile, type RuleFiles } from "../../rules/rule-files.ts";
import type { ActionSpec, SequenceEvents } from "./compiled-entry.ts";
import type { GuardRules } from "../guard-rules.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";
import { findAction } from "./rule-action.ts";
import { singular } from "../split-words.ts";

const Words = z.array(z.string().min(1).max(80)).max(200);
const EventsFile = z
  .object({
    events: z.array(
      z
        .object({
          ...entryBase,
          rule_words: Words.min(1),
          call_words: Words.min(1),
          preview: z.boolean().optional(),
          confirm: z.boolean().optional(),
        })
        .strict(),
    ),
  })
  .strict();

export interface SequenceEventDef {
  id: string;
  phrases: string[][]; // rule words, each phrase as its words (plurals folded)
  callWords: ReadonlySet<string>;
  preview: boolean;
  confirm: boolean;
}
export interface SequenceRules {
  events: readonly SequenceEventDef[];
  byId: ReadonlyMap<string, SequenceEventDef>;
}

const FILE = "guard/sequence-events.yaml";
const fold = (w: string) => singular(w.toLowerCase().replace(/^['"`]+|['"`]+$/g, ""));

export function parseSequenceRules(files: RuleFiles): SequenceRules {
  const f = files.has(FILE) ? parseRuleFile(files, FILE, EventsFile) : { events: [] };
  assertUniqueIds(FILE, f.events);
  const events = f.events.map((e) => ({
    id: e.id,
    phrases: e.rule_words.map((p) => p.split(/\s+/).map(fold)),
    callWords: new Set(e.call_words.map((w) => w.toLowerCase())),
    preview: e.preview ?? false,
    confirm: e.confirm ?? false,
  }));
  return { events, byId: new Map(events.map((e) => [e.id, e])) };
}

// words of a side that name neither the act nor what it is about: "the real run", "any change"
const FILLER = new Set(
  "a an the any every each all always then first real actual proper one ones thing things it them run runs running do doing done make sure you your we our please must should never only ever just again also step steps time times".split(" "),
);
// the one who gives the yes is the rule's author: "confirm with me", "my OK"
const SELF = new Set(["me", "us", "my", "our", "i", "we", "i've", "we've", "i'd", "we'd"]);
const THIRD = new Set(["user", "customer", "client", "guest", "passenger", "holder", "subscriber", "requester", "caller", "member", "buyer", "owner"]);
const PRIOR = /^(?:before|prior|ahead)$/;
const SCOPE_LABEL = /^\s*([a-z][a-z0-9.-]{1,24})\s*:\s/i;

/** The words of a token list, "tag/release" split at the slash, plurals folded. */
function sideWords(toks: readonly RuleToken[]): string[] {
  const out: string[] = [];
  for (const t of toks) {
    if (t.kind === "punct") continue;
    for (const w of t.lower.split("/")) if (w) out.push(fold(w));
  }
  return out;
}

/** The events a side names: every phrase of an event found as consecutive words. */
export function eventsIn(words: readonly string[], seq: SequenceRules): SequenceEventDef[] {
  const out: SequenceEventDef[] = [];
  for (const e of seq.events)
    if (e.phrases.some((p) => words.some((_, i) => p.every((w, k) => words[i + k] === w)))) out.push(e);
  return out;
}

/** The order of the two sides, or undefined when the sentence has no order words. */
function splitSides(toks: RuleToken[]): { prereq: RuleToken[]; trigger: RuleToken[] } | undefined {
  const cut = (side: RuleToken[]) => {
    // "… before apply, and apply the saved plan file": the trigger ends at its clause
    const end = side.findIndex((t, i) => i > 0 && (t.text === "," || t.text === ";" || t.lower === "—"));
    return end > 0 ? side.slice(0, end) : side;
  };
  const bi = toks.findIndex((t, i) => PRIOR.test(t.lower) && (t.lower !== "prior" || toks[i + 1]?.lower === "to"));
  if (bi > 0) return { prereq: toks.slice(0, bi), trigger: cut(toks.slice(toks[bi]!.lower === "prior" ? bi + 2 : bi + 1)) };
  if (bi === 0) {
    const comma = toks.findIndex((t) => t.text === ",");
    if (comma > 1) return { trigger: toks.slice(1, comma), prereq: toks.slice(comma + 1) };
    return undefined;
  }
  const then = toks.findIndex((t, i) => i > 0 && t.lower === "then" && (toks[i - 1]!.text === "," || toks[i - 1]!.lower === "first" || toks[i - 1]!.lower === "and"));
  if (then > 0) {
    const pre = toks.slice(0, then).filter((t) => t.lower !== "first" && t.text !== "," && t.lower !== "and");
    return { prereq: pre, trigger: cut(toks.slice(then + 1)) };
  }
  const after = toks.findIndex((t, i) => i > 0 && (t.lower === "after" || t.lower === "once") && toks[i - 1]!.lower === "only");
  if (after > 1) return { trigger: toks.slice(0, after - 1), prereq: toks.slice(after + 1) };
  return undefined;
}

/** A sequence whose prerequisite is an event of sequence-events.yaml; undefined leaves the
 * sentence to the verb-based reading (findSequence). */
export function findEventSequence(sent: RuleSentence, rules: GuardRules): { trigger: ActionSpec; prereq: ActionSpec; seq: SequenceEvents } | undefined {
  const seq = rules.sequences;
  if (!seq.events.length) return undefined;
  // "Ansible: …", "rclone: …": a one-word label names the program the rule is about
  const label = SCOPE_LABEL.exec(sent.text);
  const toks = label ? sent.tokens.filter((t) => t.start >= label[0].length) : sent.tokens;
  const sides = splitSides(toks);
  if (!sides) return undefined;
  // "ask me before …", "Jest snapshots: confirm with me before updating them": the user's own
  // approval is an approval gate (effects.yaml), not an event in history
  // (a yes from the user / customer is an event the harness records: flags, a confirm call)
  const preWords = sideWords(sides.prereq);
  if (preWords.some((w) => SELF.has(w)) || (preWords.includes("ask") && !preWords.some((w) => THIRD.has(w)))) return undefined;
  const pre = eventsIn(preWords, seq);
  if (!pre.length) return undefined;
  const trigWords = sideWords(sides.trigger);
  const trigEvents = eventsIn(trigWords, seq).filter((e) => !e.preview && !e.confirm && !pre.includes(e));
  const trigger = findAction(sides.trigger, rules).spec;
  const preview = pre.some((e) => e.preview);
  const confirm = pre.some((e) => e.confirm);
  // the verbs the trigger side says ("apply", "up", "sync") for a preview-first rule
  const eventWords = new Set(trigEvents.flatMap((e) => e.phrases.flat()));
  const verbs = trigWords.filter((w) => !FILLER.has(w) && !eventWords.has(w) && /^[a-z][a-z0-9-]{1,30}$/.test(w)).slice(0, 6);
  const programs = label ? [label[1]!.toLowerCase()] : [];
  if (!trigEvents.length && !trigger.families.length && !(preview && (verbs.length || programs.length))) return undefined;
  // a confirmation alone is left to the approval reading unless the sentence orders it
  const prereq = findAction(sides.prereq, rules).spec;
  return {
    trigger: trigEvents.length || preview ? { ...trigger, families: [] } : trigger,
    prereq,
    seq: {
      triggerEvents: trigEvents.map((e) => e.id),
      prereqEvents: pre.filter((e) => !e.preview && !e.confirm).map((e) => e.id),
      preview,
      confirm,
      verbs: preview ? verbs : [],
      programs,
      triggerFamilies: trigger.families,
    },
  };
}
