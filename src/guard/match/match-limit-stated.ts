// Quantities a count limit bounds that the call's own numbers do not state (glim19):
//   statedQuantity  the caller states the quantity in context.flags, its key made of the rule's words:
//                     "don't push more than 8,000 rows in one request" ~ {row_count: 9500}     → 9500
//                     "attachments up to 15 MB"                        ~ {attachment_size_mb: 40} → 40
//                   or a count of what is running now, which this call adds one to:
//                     "no more than 2 parallel exports"                ~ {active_exports: 2}  → 3
//                   A key with a word the rule does not say ({collection_row_count: 90000} beside
//                   "8,000 rows in one request") is another thing's number and is not read.
//   namedList       the rule writes a list argument's own name: "no more than 25 entries in
//                   recipient_ids" ~ {recipient_ids: [40 items]}: the list's length is the count,
//                   whatever act words around it are read as
//   idListOfAct     "purging more than 15 files at once? ask first" ~ purge_files {file_ids: [22 items]}:
//                   the call does the rule's act and carries one list of identifiers: each one is
//                   one thing the act is done to, so the list's length is the count of the unit
import type { Clause } from "../compile/compiled-entry.ts";
import type { CallFacts, NumberRef } from "../read-call/call-facts.ts";
import type { TargetSpec } from "../compile/compiled-entry.ts";
import { keyWords } from "../read-call/context-numbers.ts";
import { singular } from "../split-words.ts";

type Limit = Extract<Clause, { type: "limit" }>;

export interface StatedQuantity {
  value: number; // the quantity the call is, this call counted
  key: string;
  words: string[];
  running: boolean;
}

// words a count or a size key has beside what it counts: row_count, num_urls, file_size_mb
const COUNT_WORD = new Set(["count", "num", "number", "n", "qty", "quantity", "size", "total", "amount", "batch", "call", "request", "this", "in", "of", "to", "be", "selected", "requested",
  // what this call's filter or selection reaches: {matching_documents: 4200}, {affected_rows: 12}
  "matching", "matched", "affected", "targeted", "included",
  // a forecast of this call's quantity: {est_print_hours: 9}, {expected_rows: 40000}
  "est", "estimated", "expected", "projected", "planned"]);
// a count of what the session did so far, under a per-session total: {downloads_this_session: 20}
const SESSION_WORD = new Set(["session", "task", "run", "conversation", "chat"]);
const SO_FAR_WORD = new Set(["this", "so", "far", "in", "per", "current", "done", "used", "made"]);
// sizes: the factor to bytes, so that a flag in one size unit is read against a rule in another
const SIZE_BYTES: Record<string, number> = { byte: 1, bytes: 1, kb: 1024, kib: 1024, mb: 1024 ** 2, mib: 1024 ** 2, gb: 1024 ** 3, gib: 1024 ** 3, tb: 1024 ** 4, tib: 1024 ** 4 };
// what a rule's adjective group says about a size: "any file bigger than 1 MB" (the group "bigger")
const SIZE_ADJ = new Set(["big", "large", "huge", "heavy", "long", "larger", "bigger"]);
// a count of what is going on now: the call starts one more of them
const RUNNING_WORD = new Set(["running", "active", "concurrent", "inflight", "ongoing", "open", "live", "current", "currently", "progress", "parallel", "simultaneous", "busy"]);
const SIZE_UNIT = new Set(["kb", "mb", "gb", "tb", "kib", "mib", "gib", "tib", "byte", "bytes"]);
const argName = (p: string) => (p.split(" ")[0]!.split(".").pop() ?? "").toLowerCase().replace(/[_-]+/g, "");
/** The names of the call's arguments, run together (file_text → filetext): a flag may give one's size. */
export function argumentNames(facts: CallFacts): Set<string> {
  const out = new Set<string>();
  for (const list of [facts.content, facts.addressing, facts.numbers, facts.paths, facts.datetimes] as { path: string }[][]) for (const v of list) if (v.path.startsWith("args.")) out.add(argName(v.path));
  return out;
}
const MAX_FLAGS = 40;

/** The count the caller states in context.flags for a count limit (no period: a period's total is
 * match-history-total.ts's), or undefined. */
export function statedQuantity(c: Limit, flags: Readonly<Record<string, unknown>> | undefined, ruleWords: readonly string[] | undefined, facts?: CallFacts): StatedQuantity | undefined {
  const session = c.period === "session";
  if (!flags || c.sense !== "count" || (c.period && !session) || c.min !== undefined || !ruleWords?.length) return undefined;
  const units = new Set([...c.unitWords, ...(c.unitPhrase ?? [])]);
  const ruleSize = [...units, ...ruleWords].find((w) => SIZE_BYTES[w] !== undefined && w !== "byte" && w !== "bytes") ?? (units.has("byte") ? "byte" : undefined);
  const said = new Set(ruleWords);
  for (const g of c.groups ?? []) for (const t of g) for (const w of t.names) said.add(w);
  let n = 0;
  let best: StatedQuantity | undefined;
  let args: ReadonlySet<string> | undefined; // the call's argument names, read on the first key that needs them
  for (const key in flags) {
    if (++n > MAX_FLAGS) break;
    const v = flags[key];
    const value = typeof v === "number" ? v : typeof v === "string" && /^\d{1,9}(?:\.\d{1,4})?$/.test(v) ? Number(v) : NaN;
    if (!Number.isFinite(value) || value < 0) continue;
    const words = keyWords(key).map(singular);
    if (!words.length) continue;
    // a per-session total counts what the session did so far: this call is one more
    if (session && !words.some((w) => SESSION_WORD.has(w))) continue;
    const running = session || words.some((w) => RUNNING_WORD.has(w));
    // a size in another size unit than the rule's: converted to the rule's ({file_bytes: 3145728} → 3 MB)
    const sizeWord = words.find((w) => SIZE_UNIT.has(w));
    if (sizeWord && (!ruleSize || running)) continue;
    const scaled = sizeWord && ruleSize ? (value * SIZE_BYTES[sizeWord]!) / SIZE_BYTES[ruleSize]! : value;
    // the key names the unit (rows, mb) or, for a running count, a thing the rule names (builds)
    const names = !!sizeWord || words.some((w) => units.has(w) || (running && said.has(w) && !COUNT_WORD.has(w) && !RUNNING_WORD.has(w)));
    if (!names) continue;
    // every other word of the key is the rule's own, a count word or (running) a state word; or the
    // words besides the unit are the name of one of the call's arguments ({file_text_bytes} ~ args.file_text)
    const other = words.filter((w) => !units.has(w) && !SIZE_UNIT.has(w) && !COUNT_WORD.has(w));
    const ownWords = words.every((w) => units.has(w) || said.has(w) || COUNT_WORD.has(w) || SIZE_UNIT.has(w) || (running && (RUNNING_WORD.has(w) || SESSION_WORD.has(w) || SO_FAR_WORD.has(w))));
    if (!ownWords && !(sizeWord && other.length && facts && (args ??= argumentNames(facts)).has(other.join("")))) continue;
    const q = { value: running ? scaled + 1 : scaled, key, words, running };
    if (!best || q.value > best.value) best = q;
  }
  return best;
}

/** A group the stated quantity's key names: "file size" ~ {file_size_mb: 40}. */
export function keyNamesGroup(g: readonly TargetSpec[], q: StatedQuantity): boolean {
  // ("any file bigger than 1 MB" ~ {file_text_bytes: …}: the size adjective is met by a stated size)
  const size = q.words.some((w) => SIZE_UNIT.has(w));
  return g.some((t) => t.names.length > 0 && t.names.every((w) => q.words.includes(w) || (size && SIZE_ADJ.has(w))));
}

/** The tool's name says a word of the group (download_paper ~ "downloads", same stem of 4 letters). */
export function toolSaysGroup(g: readonly TargetSpec[], toolWords: readonly string[], unit: readonly string[] = []): boolean {
  // (or a word of what the rule counts: "geocoding lookups" ~ geocode_address)
  return g.some((t) => t.names.some((n) => toolSays(n, toolWords))) || unit.some((n) => toolSays(n, toolWords));
}
const stem4 = (w: string) => singular(w.toLowerCase()).slice(0, Math.max(4, Math.min(w.length, 6)));
const toolSays = (n: string, toolWords: readonly string[]) => n.length >= 4 && toolWords.some((w) => w.length >= 4 && stem4(w) === stem4(n));

const isList = (n: NumberRef) => n.path.endsWith(" items)");
// a code-like name written in the rule: include_email_tokens, externalId, user_ids
const CODE_NAME = /^[a-z][a-z0-9]{0,60}(?:[_.][a-z0-9]{1,60}){1,12}$|^[a-z]{1,60}[A-Z][A-Za-z0-9]{0,60}$/;

/** A group's raw words are a code-like argument name (include_email_tokens, externalId). */
export const writesCodeName = (raw: string): boolean => codeNames(raw).length > 0;
/** The code-like words of a group's raw text ("where member_ids" → member_ids). */
function codeNames(raw: string): string[] {
  if (raw.length > 120) return [];
  return raw.split(/\s+/).filter((w) => CODE_NAME.test(w));
}

/** The list argument a group of the rule writes by its own name ("more than 25 in recipient_ids"). */
export function namedList(c: Limit, facts: CallFacts): { n: NumberRef; raw: string } | undefined {
  // (a read of the list is no act on its members: get_users {user_ids: [...]})
  if (c.sense !== "count" || c.period || c.min !== undefined || (!facts.mutating && facts.families.has("read"))) return undefined;
  for (const g of c.groups ?? [])
    for (const t of g) {
      for (const name of codeNames(t.raw)) {
        const key = name.toLowerCase().replace(/[_.-]+/g, "");
        for (const n of facts.numbers) if (isList(n) && n.key === key) return { n, raw: name };
      }
    }
  return undefined;
}

// the last word of a list's key when its items are identifiers or addresses of things
const ID_LIST_WORD = new Set(["id", "ids", "uuid", "guid", "key", "token", "email", "address", "recipient", "url", "path", "file", "name", "sku", "handle", "number", "phone", "ref", "arn", "uri", "secret"]); // (secret: the canonical word of key and token)

/** The call's one list of identifiers, counted as the unit under a limit whose act the call does. */
export function idListOfAct(c: Limit, n: NumberRef, facts: CallFacts, actMatched: boolean, batchNamed = false): boolean {
  // (a call the rule names as its batch, callNamesBatch, acts on its ids whatever its verb is read as)
  if (!(batchNamed || (actMatched && facts.mutating)) || !isList(n) || c.period || !c.unitWords.length) return false;
  const last = n.keyWords[n.keyWords.length - 1];
  if (!last || !ID_LIST_WORD.has(singular(last))) return false;
  // two lists of identifiers: which one holds the unit is not known
  let lists = 0;
  for (const m of facts.numbers) if (isList(m) && m.keyWords.length && ID_LIST_WORD.has(singular(m.keyWords[m.keyWords.length - 1]!))) lists++;
  return lists === 1;
}

/** "max 10 new hires per onboarding batch" ~ action_launch_onboarding [[120, …, 130]]: a limit with no act
 * word whose "per …" names the kind of call (onboarding), and the call says that word: the call is one
 * such batch, so its one list of ids counts the unit (glim24). */
export function callNamesBatch(c: Limit, facts: CallFacts, words: { manner: ReadonlySet<string>; perCall: ReadonlySet<string> }): boolean {
  if (c.families.length || !c.perObject) return false;
  for (const w of c.perObject) if (w.length >= 4 && !words.manner.has(w) && !words.perCall.has(w) && facts.allWords.has(w)) return true;
  return false;
}
