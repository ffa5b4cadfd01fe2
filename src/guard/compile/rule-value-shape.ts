// Reads a rule on the FORM of a named value, and a value reserved for a case:
//   "migration names in snake_case"            → the name a migration gets must be snake_case
//   "Keep Airflow DAG ids lowercase with underscores" → dag_id snake
//   "branch names must start with feature/ or fix/"   → a new branch's name starts with one of them
//   "price ids starting price_1Q"               → price / price_id start with price_1q
//   "priority 1 (urgent) is reserved for incidents" → priority 1 only on calls that show "incident"
// The named value is "<thing> <head>" (value_heads in rule-settings.yaml: names, ids, keys): its keys
// are thing_head, thing, and head alone where the call shows the thing (migrate-dev {name}).
import type { GuardRules } from "../guard-rules.ts";
import type { RuleSentence, RuleToken } from "./rule-text.ts";
import { spellings } from "./rule-settings.ts";
import { canonical, singular, splitWords } from "../split-words.ts";
import type { RequirementPin } from "./rule-value-forms.ts";

// shapes as plain character classes: no nested quantifier, linear on any input (values are capped at 200)
export const SHAPES: ReadonlyMap<string, RegExp> = new Map([
  ["snake", /^[a-z0-9][a-z0-9_]*$/],
  ["kebab", /^[a-z0-9][a-z0-9-]*$/],
  ["camel", /^[a-z][a-zA-Z0-9]*$/],
  ["pascal", /^[A-Z][a-zA-Z0-9]*$/],
  ["lower", /^[^A-Z]*$/],
  ["upper", /^[^a-z]*$/],
]);

const PART_OF_VALUE = /^(?:keywords?|reserved|functions?|operators?|commands?|clauses?)$/;
const PREFIX_CUE = /^(?:start|starts|starting|begin|begins|beginning|prefixed|prefix)$/;
// ("branches you create must …": the relative clause says who makes the thing, it names no value)
const SKIP = /^(?:the|a|an|all|any|every|each|new|your|our|my|their|must|should|always|be|are|is|keep|use|in|with|only|please|of|you|we|i|they|create|creates|created|open|opens|opened|make|makes|made|add|adds|added|name|set)$/;
const STOP = new Set(["or", ",", "/", "and"]);

export function findShapePins(sent: RuleSentence, rules: GuardRules): RequirementPin[] {
  const toks = sent.tokens;
  if (toks.length > 40 || rules.prohibitionRe.test(sent.text)) return [];
  const shape = shapeAt(toks, rules);
  // "Format SQL with uppercase keywords": the shape is of some words inside the value (its keywords),
  // not of the whole value, which also holds names and literals (gmoney15)
  if (shape && PART_OF_VALUE.test(toks[shape.end]?.lower ?? "")) return [];
  if (shape) {
    const named = namedValue(toks, shape.at, shape.end, rules);
    if (named) return [pin(named, `${named.raw} ${shape.raw}`, { shape: shape.shape })];
  }
  const pre = toks.findIndex((t) => t.kind === "word" && PREFIX_CUE.test(t.lower));
  if (pre > 0) {
    let i = pre + 1;
    if (/^(?:with|by)$/.test(toks[i]?.lower ?? "")) i++;
    const values: string[] = [];
    for (; i < toks.length && values.length < 6; i++) {
      const t = toks[i]!;
      if (STOP.has(t.lower) || t.text === ",") continue;
      // "exp-", "agent:": a word and the mark written against it are one prefix
      const mark = toks[i + 1];
      const joined = t.kind === "word" && mark?.kind === "punct" && /^[-:/_.]$/.test(mark.text) && mark.start === t.start + t.text.length;
      if (joined) {
        values.push(`${t.lower}${mark.text}`);
        i++;
        continue;
      }
      if (!["word", "path", "code", "quote"].includes(t.kind) || (t.kind === "word" && !/[_\d/:.-]/.test(t.text) && t.text === t.lower)) break;
      values.push(t.lower.replace(/^[`'"]|[`'"]$/g, ""));
    }
    // "prefix your keys with agent:" names the thing after the cue
    const named = namedValue(toks, pre, pre + 1, rules) ?? (toks[pre]!.lower === "prefix" ? namedValue(toks, toks.findIndex((t, k) => k > pre && t.lower === "with"), pre + 1, rules) : undefined);
    if (values.length && named) return [pin(named, `${named.raw} starting ${values.join(" or ")}`, { prefix: values })];
  }
  return [];
}

function pin(named: Named, rule: string, extra: Partial<RequirementPin>): RequirementPin {
  return {
    type: "setting",
    setting: "value.form",
    keys: named.keys,
    allowed: [],
    writesOnly: true,
    rule,
    ...(named.headKeys.length ? { headKeys: named.headKeys, headWhere: named.subject } : {}),
    ...(named.valueKind ? { valueKind: named.valueKind } : {}),
    ...extra,
  };
}

/** "snake_case", "lowercase with underscores", "kebab case": the longest shape phrase (up to 4 words) */
function shapeAt(toks: readonly RuleToken[], rules: GuardRules): { shape: string; at: number; end: number; raw: string } | undefined {
  const shapes = rules.settings.values.shapes;
  for (let i = 0; i < toks.length; i++) {
    for (let n = Math.min(4, toks.length - i); n >= 1; n--) {
      const raw = toks.slice(i, i + n).map((t) => t.lower).join(" ");
      const s = shapes.get(raw.replace(/[\s_-]+/g, " "));
      // ("underscores" alone is a shape only after lowercase/with: "no underscores" is not one)
      if (s && !(n === 1 && toks[i]!.lower === "underscores")) return { shape: s, at: i, end: i + n, raw: toks.slice(i, i + n).map((t) => t.text).join(" ") };
    }
  }
  return undefined;
}

interface Named {
  keys: string[];
  headKeys: string[];
  subject: string[];
  raw: string;
  valueKind?: string;
}
// things whose new values the call reader finds itself (match-clause.ts formatValues): a branch
// checked out is no branch named, only one created is
const VALUE_KINDS: Record<string, string> = { branch: "branch_name" };

/** The named value nearest the cue: "<thing> <head>" before it, or after "for" ("snake_case for new columns"). */
function namedValue(toks: readonly RuleToken[], at: number, end: number, rules: GuardRules): Named | undefined {
  if (at < 0) return undefined;
  const heads = rules.settings.values.heads;
  const near = (from: number, to: number): Named | undefined => {
    for (let i = from; i >= 0 && i < toks.length && i !== to; i += from < to ? 1 : -1) {
      const t = toks[i]!;
      if (t.kind !== "word" || SKIP.test(t.lower)) continue;
      if (heads.has(t.lower)) {
        const thing = toks[i - 1];
        if (!thing || thing.kind !== "word" || SKIP.test(thing.lower) || heads.has(thing.lower)) {
          // "keys with agent:" alone: the head is the value
          return { keys: spellings(singular(t.lower)), headKeys: [], subject: [], raw: t.text };
        }
        return named(thing.root || thing.lower, singular(t.lower), `${thing.text} ${t.text}`, rules);
      }
      // "snake_case for new columns", "branches must start with": the thing is named, its name is the value
      if ((t.tags.has("Noun") || t.tags.has("Plural")) && !rules.settings.values.shapes.has(t.lower) && !/^(?:case|underscores?|dashes|hyphens|catalog|prefix)$/.test(t.lower)) return named(t.root || t.lower, "name", t.text, rules);
      return undefined;
    }
    return undefined;
  };
  const before = near(at - 1, -1);
  if (before) return before;
  const forAt = toks.findIndex((t, k) => k >= end && t.lower === "for");
  return forAt > 0 ? near(forAt + 1, toks.length) : undefined;
}

function named(thing0: string, head: string, raw: string, rules: GuardRules): Named {
  const thing = singular(canonical(thing0, rules.synonyms));
  if (VALUE_KINDS[thing]) return { keys: [], headKeys: [], subject: [], raw, valueKind: VALUE_KINDS[thing] };
  const keys = [...spellings(`${thing}_${head}`), ...spellings(thing)];
  if (head === "name") keys.push(...spellings(`${thing}name`));
  // "migration" → migrate: the tool is named for the act (migrate-dev, db:migrate)
  const subject = [thing, `${thing}s`, thing0];
  if (thing.endsWith("ation")) subject.push(thing.slice(0, -5) + "ate");
  return { keys: [...new Set(keys)], headKeys: spellings(head), subject: [...new Set(subject.flatMap((w) => splitWords(w, 4)))], raw };
}
