// A setting the rule writes as a key and its value: the call sets that key to that value.
//   "don't set status AUTHORISED"             ~ {status: "AUTHORISED"}
//   "never use tax type NONE on UK invoices"  ~ {lineItems: [{taxType: "NONE"}]}
//   "never create one with waiting_room false" ~ {settings: {waiting_room: false}}
//   "nothing with visible_to_clients=true"    ~ {visible_to_clients: true}
//   "silence anything matching severity=critical" ~ amtool silence add severity=critical
// The value is what the target phrase names ("status AUTHORISED" → AUTHORISED; the rule's lemma
// "authorise" would miss the call's "authorised"); the key words before it (joined, as a call spells
// a key: taxType, waiting_room) must be the argument's key. Only a value written in capitals, a
// boolean word, or joined to its key by = counts: "don't set status back" names no value.
import type { Clause, TargetSpec } from "./compiled-entry.ts";

export interface KeyValue {
  keys: string[]; // candidate keys, lowercased without - and _: ["taxtype", "type"]
  value: string; // lowercased: "none", "false"
  eq?: string; // "severity=critical" as written, lowercased: also met inside a command line
}

// key=value (no spaces): severity=critical, visible_to_clients=true, state=7
const EQ = /(?<![\w.-])([A-Za-z][\w.-]{0,40})=([\w.-]{1,40})(?![\w=])/g;
// up to three key words, then a value in capitals or a boolean word: "tax type NONE", "waiting_room false"
const SPACED = /(?<![\w-])((?:[A-Za-z][\w]{0,30}[ ]){0,2}[A-Za-z][\w]{0,30})[ ]+(true|false|[A-Z][A-Z0-9_]{2,30})(?![\w-])/g;
const STOP = /^(?:a|an|the|to|set|use|with|no|not|never|dont|don't|any|as|is|be|on|in|of|for|or|and|its|their|it|at|every|all|only|my|our|your|his|her)$/i;

function candidates(keyPart: string): string[] {
  const words = keyPart.split(" ").filter(Boolean);
  const out: string[] = [];
  // (the nearest words first joined: "tax type" → taxtype, then type)
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const ws = words.slice(words.length - n);
    if (ws.some((w) => STOP.test(w))) continue;
    const k = ws.join("").toLowerCase().replace(/[-_.]/g, "");
    if (k.length >= 2 && !out.includes(k)) out.push(k);
  }
  return out;
}

function pairs(text: string): (KeyValue & { valueRaw: string })[] {
  const out: (KeyValue & { valueRaw: string })[] = [];
  for (const m of text.matchAll(EQ)) {
    out.push({ keys: [m[1]!.toLowerCase().replace(/[-_.]/g, "")], value: m[2]!.toLowerCase(), eq: m[0].toLowerCase(), valueRaw: m[2]! });
    if (out.length >= 8) return out;
  }
  for (const m of text.matchAll(SPACED)) {
    // ("NEVER", "DO NOT": shouting is no value; a value in capitals needs a key before it)
    if (/^(?:NOT|NEVER|ALWAYS|ONLY|DONT|PLEASE|ANY|ALL|NO|AND|OR|ASAP|FYI|OK)$/.test(m[2]!)) continue;
    const keys = candidates(m[1]!);
    if (keys.length) out.push({ keys, value: m[2]!.toLowerCase(), valueRaw: m[2]! });
    if (out.length >= 8) break;
  }
  return out;
}

/** The compiler step: marks `keyValue` on the action targets that name a written value. */
export function markKeyValues(clauses: Clause[], text: string): void {
  if (text.length > 2_000 || !/=|\btrue\b|\bfalse\b|[A-Z]{3}/.test(text)) return;
  const found = pairs(text);
  if (!found.length) return;
  for (const c of clauses) {
    if (c.type !== "action") continue;
    for (const g of c.groups) for (const t of g) readKeyValue(t, found);
  }
}

function readKeyValue(t: TargetSpec, found: ReturnType<typeof pairs>): void {
  if (t.command || t.prefix || t.glob) return;
  const words = t.raw.split(/[\s=]+/);
  for (const p of found) {
    if (!words.includes(p.valueRaw) && !(p.eq && t.raw.toLowerCase().includes(p.eq))) continue;
    t.keyValue = { keys: p.keys, value: p.value, ...(p.eq ? { eq: p.eq } : {}) };
    return;
  }
}
