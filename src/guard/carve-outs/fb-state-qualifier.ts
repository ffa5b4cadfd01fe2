// A state word that says WHICH things a ban is about ("never delete a SENT invoice", "dont delete
// APPROVED absences", "never ignore anything with severity ERROR"), against a flag that says which
// state the call's object is in ({"invoice_state": "draft"}, {"absence_status": "pending"},
// {"severity": "warning"}). The compiler drops the state word from the target (the thing is the
// invoice), so without this reading a draft invoice's delete broke the ban on sent ones.
//   Lifecycles are data (rules/guard/state-chains.yaml): a flag at an EARLIER stage than the rule's
//   word ("draft" before "sent") lifts the clause; a later one holds it (a paid invoice was sent);
//   a stage marked exact ("pending", "draft") is only itself, so a later flag lifts it too.
//   A state word is read only in the sentence of the clause's act, before the thing or after a
//   "that is / already", never after an exception ("unless approved") or a verb that SETS the
//   state ("mark invoices paid": paid is the act's result, not which invoices).
//   A flag is read only when its key says it is a state (…_status, …_state, severity) and its
//   other words name the rule's thing (invoice_state beside "invoice"); a flag value outside the
//   word's lifecycle, or no such flag, leaves the clause as it was.
//   The words that rule a state word out (exceptions, setters, negations), the links allowed between
//   the thing and its state, and the key words of a state flag are data: state-chains.yaml `words`.
import { z } from "zod";
import { entryBase } from "../../rules/rule-entry.ts";
import type { RuleFiles } from "../../rules/rule-files.ts";
import { assertUniqueIds, parseRuleFile } from "../../rules/rule-files.ts";
import { roleWordEntry, roleWordSets } from "../../rules/role-words.ts";
import { singular } from "../split-words.ts";

const FILE = "guard/state-chains.yaml";
// exception: before the state word (within a few words) it is an exception or a time, not which things
// setter: a verb that sets the state ("mark invoices paid", "move orders to shipped", "set it as approved")
// negation: "not sent", "non-approved"
// link: what may stand between the thing and its state after it ("invoices that are already posted")
// state_key: key words that say a flag holds a state; key_filler: key words a state flag may also carry
const ROLES = ["exception", "setter", "negation", "link", "state_key", "key_filler"] as const;
type Role = (typeof ROLES)[number];
const phrase = z.string().min(1).max(40);
const schema = z
  .object({
    chains: z
      .array(
        z
          .object({
            ...entryBase,
            key: z.array(phrase).max(10).optional(),
            stages: z
              .array(z.object({ words: z.array(phrase).max(40), values: z.array(phrase).max(40), exact: z.boolean().optional() }).strict())
              .min(2)
              .max(10),
          })
          .strict(),
      )
      .max(60),
    words: z.array(roleWordEntry(ROLES, { wordLength: 40, words: 60 })),
  })
  .strict();

interface Stage {
  words: ReadonlySet<string>; // the rule may write them (and a flag may hold them)
  values: ReadonlySet<string>; // only a flag value
  exact: boolean;
}
export interface StateChain {
  id: string;
  key?: ReadonlySet<string>;
  stages: Stage[];
}
/** The lifecycles and the reader's word lists (one set per role). */
export interface StateChains {
  chains: readonly StateChain[];
  words: Readonly<Record<Role, ReadonlySet<string>>>;
}

const low = (w: string) => w.trim().toLowerCase().replace(/[_-]+/g, " ");

export function parseStateChains(files: RuleFiles): StateChains {
  const f = parseRuleFile(files, FILE, schema);
  assertUniqueIds(FILE, [...f.chains, ...f.words]);
  const chains = f.chains.map((c) => ({
    id: c.id,
    key: c.key ? new Set(c.key.map(low)) : undefined,
    stages: c.stages.map((s) => ({ words: new Set(s.words.map(low)), values: new Set(s.values.map(low)), exact: s.exact ?? false })),
  }));
  return { chains, words: roleWordSets(FILE, ROLES, f.words) };
}

/** What a clause keeps for the match: the state words and the words of its sentence (a flag key's
 * other words must be among them). */
export interface StateMark {
  words: string[];
  near: string[];
}

const SENTENCE_END = "\u0000";
const LOOK_BACK = 2;

/** The state words of the sentence holding one of the clause's act words (compile time). */
export function stateQualifiers(ruleWords: readonly string[] | undefined, actWords: readonly string[], chains: StateChains): StateMark | undefined {
  if (!ruleWords?.length || !actWords.length || !chains.chains.length) return undefined;
  const acts = new Set(actWords.map((w) => singular(w.toLowerCase())));
  const out = new Set<string>();
  const near = new Set<string>();
  let start = 0;
  for (let i = 0; i <= ruleWords.length; i++) {
    if (i < ruleWords.length && ruleWords[i] !== SENTENCE_END) continue;
    const sent = ruleWords.slice(start, i);
    start = i + 1;
    const at = sent.findIndex((w) => acts.has(w));
    if (at < 0) continue;
    for (let k = 0; k < sent.length; k++) {
      if (k === at) continue;
      const one = sent[k]!;
      const two = k + 1 < sent.length ? `${one} ${sent[k + 1]}` : "";
      const w = two && chainOf(two, chains) ? two : chainOf(one, chains) ? one : "";
      if (!w) continue;
      const chain = chainOf(w, chains)!;
      if (chain.key && !chain.key.has(sent[k - 1] ?? "") && !chain.key.has(sent[k + w.split(" ").length] ?? "")) continue;
      if (!qualifies(sent, k, chains.words)) continue;
      out.add(w);
    }
    for (const w of sent) if (w.length > 2) near.add(w);
  }
  if (!out.size) return undefined;
  return { words: [...out].slice(0, 6), near: [...near].slice(0, 60) };
}

function chainOf(w: string, chains: StateChains): StateChain | undefined {
  for (const c of chains.chains) for (const s of c.stages) if (s.words.has(w)) return c;
  return undefined;
}

/** The word at k says which things: no exception, setter or negation just before it or before the
 * thing it follows ("invoices that are already posted" is read; "mark invoices paid", "unless
 * approved", "not sent" are not). */
function qualifies(sent: readonly string[], k: number, words: StateChains["words"]): boolean {
  for (let j = k - 1; j >= 0 && j >= k - 6; j--) {
    const w = sent[j]!;
    if (words.exception.has(w) || words.setter.has(w) || words.negation.has(w)) return false;
    if (words.link.has(w)) continue;
    // the thing or the act: a setter or an exception a little before it still rules the word out
    for (let i = j - 1; i >= 0 && i >= j - LOOK_BACK; i--) if (words.setter.has(sent[i]!) || (words.exception.has(sent[i]!) && sent[i] !== "only")) return false;
    break;
  }
  return true;
}

/** context.flags puts the call's object at another stage of the rule's state word (match time). */
export function otherState(mark: StateMark, flags: Readonly<Record<string, unknown>> | undefined, chains: StateChains): boolean {
  if (!flags) return false;
  let off = false;
  for (const key of Object.keys(flags)) {
    const v = flags[key];
    if (typeof v !== "string" || v.length > 60 || !v.trim()) continue;
    const words = key
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    const stateWords = words.filter((w) => chains.words.state_key.has(w));
    if (!stateWords.length) continue;
    if (!words.every((w) => chains.words.state_key.has(w) || chains.words.key_filler.has(w) || mark.near.includes(singular(w)))) continue;
    const val = low(v);
    for (const w of mark.words) {
      const reading = compare(w, val, chains, stateWords);
      if (reading === "held") return false;
      if (reading === "other") off = true;
    }
  }
  return off;
}

function compare(w: string, val: string, chains: StateChains, keyWords: readonly string[]): "held" | "other" | undefined {
  if (w === val) return "held";
  for (const c of chains.chains) {
    if (c.key && !keyWords.some((k) => c.key!.has(k))) continue;
    const i = c.stages.findIndex((s) => s.words.has(w));
    if (i < 0) continue;
    const j = c.stages.findIndex((s) => s.words.has(val) || s.values.has(val));
    if (j < 0) continue;
    if (j === i) return "held";
    return j < i || c.stages[i]!.exact ? "other" : "held";
  }
  return undefined;
}
