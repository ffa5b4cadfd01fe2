// Order rules whose two sides are COMMANDS written as command words (a CLI name and its
// subcommands, or a bare subcommand), and floors on a setting's value, for rules no other reader
// gives a clause (compile-rule.ts reads them only when the entry would be uncompilable, or when
// the one reading it got is a flag requirement the order words explain better):
//   "take a pg_dump backup before any vacuum full or reindex"      prereq [pg_dump backup], trigger [vacuum full] | [reindex]
//   "before any helm upgrade, run helm lint (the chart check) first" trigger [helm upgrade], prereq [helm lint] | [chart check]
//   "always run terraform validate before terraform apply/import"    trigger [terraform apply] | [terraform import]
//   "before any reboot of a host, cordon it first"                   prereq [cordon], same object as the call
//   "artifacts only go to s3://prod-bucket/ after a gpg verify"      trigger: a write whose destination names the literal
//   "run mycli sync without --apply first, before running it with --apply"  the same command, flag absent then present
//   "replicas stay at 2 or more", "pool keeps min 4 workers"         floor: a value set under that name must not go below
// The matcher is match/match-command-order.ts. Plain string code: no regex runs over unbounded text.
import type { Clause, CommandStep } from "./compiled-entry.ts";
import { foldWord } from "../command-word.ts";

// words that only say how or when: never command words
const FILLER = new Set(
  "a an the any every each all always first then ever just please you your we our must should also only really properly actually one some this that these those be is are was were been being it's its".split(" "),
);
// verbs that only carry the command: "run X", "take a X", "do a X"
const LIGHT = new Set("run runs running take taking do doing make making perform performing execute executing kick trigger have get got use using".split(" "));
// nouns that name no command: "any power action", "a restart operation"
const GENERIC = new Set("action actions operation operations command commands step steps thing things stuff job jobs task tasks".split(" "));
// a word that ends the command words of a side: what the command is done to, where, or why
const BOUNDARY = new Set("on in to into onto for from at of under over against with without via by so because since as when whenever if unless until while after across".split(" "));
const PRONOUN = new Set(["it", "them", "that", "those", "the same", "same"]);
const FLAG = /^--?[a-z][a-z0-9-]{0,40}$/;
// a literal place: a host, an image or bucket path (registry.example.io/prod/, s3://bucket/x)
// ("upload/run" is two alternatives, not a path)
const isLiteral = (w: string) => w.length >= 4 && /[a-z]/.test(w) && (w.includes("://") || w.startsWith("/") || (w.includes(".") && !w.endsWith(".") && /\.[a-z]{2,}/.test(w)));
const WORD = /^[a-z][a-z0-9_-]{1,40}$/;


interface SideRead {
  steps: CommandStep[];
  pronoun: boolean;
}

/** The backticked spans of a side ("after you checked `pcs status`"), at most 4. */
function backticked(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  while (out.length < 4) {
    const a = text.indexOf("`", from);
    if (a < 0) break;
    const b = text.indexOf("`", a + 1);
    if (b < 0) break;
    if (b > a + 1) out.push(text.slice(a + 1, b));
    from = b + 1;
  }
  return out;
}

/** The command steps one side names; alternatives split at "or", "/" and ",". A side that quotes a
 * command in backticks names exactly that command ("only after you checked `pcs status`": the
 * words around it, "checked", are no command words), one step per span. */
function readSide(text: string): SideRead {
  const spans = backticked(text);
  if (spans.length) {
    const steps: CommandStep[] = [];
    for (const span of spans) {
      // (the command's prefix: its program and subcommands, up to the first flag or operand that is no word)
      const words: string[] = [];
      for (const w of span.toLowerCase().split(/\s+/)) {
        if (!w) continue;
        if (!WORD.test(w) || words.length >= 4) break;
        words.push(foldWord(w));
      }
      if (words.length) steps.push({ words });
    }
    if (steps.length) return { steps, pronoun: false };
  }
  // "(conan test)", "(validate)": a parenthesised gloss is another way to name the command
  const glosses: string[] = [];
  let main = "";
  let depth = 0;
  let cur = "";
  for (const ch of text) {
    if (ch === "(") {
      depth++;
      continue;
    }
    if (ch === ")") {
      if (depth > 0) depth--;
      if (depth === 0 && cur.trim()) glosses.push(cur), (cur = "");
      continue;
    }
    if (depth > 0) cur += ch;
    else main += ch;
  }
  let pronoun = false;
  const steps: CommandStep[] = [];
  const read = (part: string, gloss: boolean) => {
    const toks = part.toLowerCase().replace(/[;:!?"'`]/g, " ").split(/\s+/).filter(Boolean);
    const alts: string[][] = [[]];
    const flags: string[] = [];
    const without: string[] = [];
    let literal: string | undefined;
    let dest = false;
    let bounded = false;
    let lastPrep = "";
    for (let i = 0; i < toks.length; i++) {
      let t = toks[i]!;
      if (t.endsWith(",") || t.endsWith(".")) t = trimTrailing(t, ",.");
      if (!t) continue;
      if (FLAG.test(t)) {
        (lastPrep === "without" ? without : flags).push(t);
        continue;
      }
      if (isLiteral(t)) {
        literal = t.replace(/^[a-z0-9+.-]{1,20}:\/\//, "");
        dest = lastPrep === "into" || lastPrep === "to" || lastPrep === "onto";
        continue;
      }
      if (PRONOUN.has(t)) {
        pronoun = true;
        bounded = true;
        continue;
      }
      if (BOUNDARY.has(t)) {
        lastPrep = t;
        bounded = true;
        continue;
      }
      if (bounded) continue;
      if (t === "or" || t === "and" || t === "nor") {
        if (alts[alts.length - 1]!.length) alts.push([]);
        continue;
      }
      for (const [k, piece] of t.split("/").entries()) {
        if (k > 0 && alts[alts.length - 1]!.length) alts.push([]);
        if (!WORD.test(piece) || FILLER.has(piece) || GENERIC.has(piece)) continue;
        const cur = alts[alts.length - 1]!;
        if (!cur.length && alts.length === 1 && !gloss && LIGHT.has(piece)) continue;
        cur.push(piece);
      }
    }
    const words = alts.filter((a) => a.length);
    // "esphome upload/run", "conan upload or test": later one-word alternatives share the first one's program
    const first = words[0];
    for (let k = 0; k < words.length; k++) {
      let w = words[k]!;
      if (k > 0 && first && first.length > 1 && w.length === 1) w = [...first.slice(0, first.length - 1), ...w];
      steps.push({ words: w.map(foldWord), ...(flags.length ? { flags } : {}), ...(without.length ? { without } : {}) });
    }
    if (!words.length && (flags.length || without.length || literal)) steps.push({ words: [], ...(flags.length ? { flags } : {}), ...(without.length ? { without } : {}) });
    // "images only go into registry.example.io/prod/": the place names what the words describe
    if (literal) {
      steps.length = 0;
      steps.push({ words: [], literal, ...(dest ? { dest: true as const } : {}) });
    }
  };
  read(main, false);
  for (const g of glosses) read(g, true);
  return { steps: steps.filter((s) => s.words.length || s.literal || s.flags?.length || s.without?.length), pronoun };
}

/** Where a word starts in lower-cased text, as a whole word, or -1. */
function wordAt(lower: string, word: string, from = 0): number {
  let at = lower.indexOf(word, from);
  while (at >= 0) {
    const before = at === 0 ? " " : lower[at - 1]!;
    const after = lower[at + word.length] ?? " ";
    // ("row counts before/after" names no order)
    if (!/[a-z0-9_/-]/.test(before) && !/[a-z0-9_/-]/.test(after)) return at;
    at = lower.indexOf(word, at + 1);
  }
  return -1;
}

/** The two sides of an order sentence, or undefined. */
function splitOrder(text: string): { pre: string; trig: string } | undefined {
  const lower = text.toLowerCase();
  // "before any X, Y first" / "always, before X, Y"
  const b = wordAt(lower, "before");
  const lead = lower.slice(0, Math.max(0, b)).trim();
  if (b >= 0 && (lead === "" || lead === "always" || lead === "and")) {
    const comma = lower.indexOf(",", b);
    if (comma > b) return { trig: text.slice(b + 6, comma), pre: text.slice(comma + 1) };
    return undefined;
  }
  if (b > 0) return { pre: text.slice(0, b), trig: text.slice(b + 6) };
  const p = wordAt(lower, "prior to");
  if (p > 0) return { pre: text.slice(0, p), trig: text.slice(p + 8) };
  // "X only go into R after Y", "Y only after X", "Y only once X"
  const only = wordAt(lower, "only");
  if (only > 0) {
    for (const w of ["after", "once"]) {
      const a = wordAt(lower, w, only);
      if (a > only) return { trig: text.slice(0, only) + " " + text.slice(only + 4, a), pre: text.slice(a + w.length) };
    }
  }
  // "X first, then Y"
  const then = wordAt(lower, "then");
  if (then > 0 && wordAt(lower, "first") >= 0 && wordAt(lower, "first") < then) return { pre: text.slice(0, then), trig: text.slice(then + 4) };
  return undefined;
}

const APPROVAL = /\b(?:approv\w*|ok|okay|sign-?off|signoff|go-?ahead|consent|confirm\w*|ask|me|my|permission|review\w*)\b/i;

/** A command-order clause of one sentence, or undefined. */
export function commandOrder(text: string): Clause | undefined {
  if (text.length > 400) return undefined;
  const sides = splitOrder(text);
  if (!sides) return undefined;
  // "approval before the first payment", "get my ok before any upgrade": a yes, no command (approval readers)
  if (APPROVAL.test(sides.pre)) return undefined;
  const pre = readSide(sides.pre);
  const trig = readSide(sides.trig);
  if (!pre.steps.length) return undefined;
  let trigger = trig.steps;
  // "… before applying it with --yes": the trigger is the prerequisite's command with its own flags
  if (trig.pronoun && pre.steps[0]!.words.length && trigger.every((s) => !s.literal)) {
    const flags = trigger.flatMap((s) => s.flags ?? []);
    const without = trigger.flatMap((s) => s.without ?? []);
    trigger = [{ words: pre.steps[0]!.words, ...(flags.length ? { flags } : {}), ...(without.length ? { without } : {}) }];
  }
  if (!trigger.length) return undefined;
  // a trigger that names only flags or nothing a command spells cannot be told from any call
  if (trigger.some((s) => !s.words.length && !s.literal)) return undefined;
  // the prerequisite and the trigger the same command, told apart by nothing: no order to check
  const key = (s: CommandStep) => `${s.words.join(" ")}|${(s.flags ?? []).join(" ")}|${(s.without ?? []).join(" ")}|${s.literal ?? ""}`;
  if (trigger.some((t) => pre.steps.some((p) => key(p) === key(t)))) return undefined;
  return { type: "command-order", trigger, prereq: pre.steps, ...(pre.pronoun ? { same: true as const } : {}), rule: text.trim() };
}

// ---- floors -------------------------------------------------------------------------------

const FLOOR_VERBS = new Set("stay stays remain remains keep keeps kept be is are must should always never set at goes go drop drops fall falls below under least".split(" "));
const NUMBER = /^\d{1,9}$/;

/** "numcopies stays at 2 or more", "prod pools stay at min 3 nodes", "workers at least 2": the
 * setting's words, the unit and the lowest value allowed; undefined without a floor word. */
export function findFloor(text: string): Clause | undefined {
  if (text.length > 300) return undefined;
  const toks = text.toLowerCase().replace(/[,;:!?()"'`]/g, " ").split(/\s+/).filter(Boolean).map((t) => trimTrailing(t, "."));
  for (let i = 0; i < toks.length; i++) {
    if (!NUMBER.test(toks[i]!)) continue;
    const p1 = toks[i - 1] ?? "";
    const p2 = toks[i - 2] ?? "";
    const floorBefore = p1 === "min" || p1 === "minimum" || (p2 === "at" && p1 === "least") || (p2 === "min" && p1 === "of") || (p2 === "minimum" && p1 === "of");
    const n1 = toks[i + 1] ?? "";
    const n2 = toks[i + 2] ?? "";
    const orMore = n1 === "or" && /^(?:more|above|higher|greater|over)$/.test(n2);
    const unitMore = toks[i + 2] === "or" && /^(?:more|above|higher|greater|over)$/.test(toks[i + 3] ?? "");
    if (!floorBefore && !orMore && !unitMore) continue;
    const names = toks
      .slice(0, i)
      .filter((w) => WORD.test(w) && !FILLER.has(w) && !FLOOR_VERBS.has(w) && w !== "min" && w !== "minimum" && w !== "of" && w !== "least")
      .slice(-4)
      .map(foldWord);
    const unit = !orMore && WORD.test(n1) && !FILLER.has(n1) && !BOUNDARY.has(n1) && n1 !== "or" ? [foldWord(n1)] : [];
    if (!names.length && !unit.length) return undefined;
    return { type: "floor", names, unit, min: Number(toks[i]), rule: text.trim() };
  }
  return undefined;
}

/** `s` without the run of `chars` at its end (plain code: a `/[,.]+$/` regex is quadratic on a long run). */
function trimTrailing(s: string, chars: string): string {
  let end = s.length;
  while (end > 0 && chars.includes(s[end - 1]!)) end--;
  return end === s.length ? s : s.slice(0, end);
}
