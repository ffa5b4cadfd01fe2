// An allowance of one member does not lift a ban on its sibling the same call also writes:
// "don't update prices in catalog.products unless i ok it" beside "stock updates are fine" ~
// execute_sql {sql: "REPLACE INTO catalog.products (sku, name, price, stock) VALUES (…)"} or
// "UPDATE products SET price = 9, stock = 3" or update_product {price: 9, stock: 3}. The allowed thing
// (stock) and the banned one (price) are members of one list the call writes — a column list, a SET
// list, the keys of its arguments — so the call does the allowed act AND the banned one.
// Reads: one-word ban targets and allowed things, the call's argument keys and its values' lists.
import type { TargetSpec } from "../compile/compiled-entry.ts";
import type { CallFacts } from "../read-call/call-facts.ts";

const MAX_VALUE = 4000;

/** Whether a one-word ban target, not itself allowed, sits beside an allowed thing in a list the call writes. */
export function bansSibling(targets: readonly TargetSpec[], things: readonly TargetSpec[], facts: CallFacts): boolean {
  const allowed: string[] = [];
  for (const x of things) if (x.names.length === 1 && !x.literal && !x.glob && !x.prefix) allowed.push(x.names[0]!);
  if (!allowed.length) return false;
  for (const t of targets) {
    if (t.names.length !== 1 || t.literal || t.glob || t.prefix || t.path) continue;
    const n = t.names[0]!;
    if (allowed.includes(n)) continue;
    for (const a of allowed) if (siblings(n, a, facts)) return true;
  }
  return false;
}

function siblings(a: string, b: string, facts: CallFacts): boolean {
  if (hasKey(facts, a) && hasKey(facts, b)) return true;
  for (const values of facts.keyValues.values())
    for (const v of values) {
      if (v.length > MAX_VALUE) continue;
      const low = v.toLowerCase();
      if (member(low, a) && member(low, b)) return true;
    }
  return false;
}

function hasKey(facts: CallFacts, name: string): boolean {
  return facts.keyValues.has(name) || facts.keyValues.has(`${name}s`);
}

/** The word (or its plural) stands as a list member: after "(", "," or "set ", before ",", ")" or "=". */
function member(low: string, word: string): boolean {
  for (let at = low.indexOf(word); at >= 0; at = low.indexOf(word, at + 1)) {
    let end = at + word.length;
    if (low.charCodeAt(end) === 115 /* s */) end++;
    if (isWord(low.charCodeAt(at - 1)) || isWord(low.charCodeAt(end))) continue;
    let i = at - 1;
    while (i >= 0 && low.charCodeAt(i) === 32) i--;
    const before = low[i];
    const opens = before === "(" || before === "," || (i >= 2 && low.slice(i - 2, i + 1) === "set" && !isWord(low.charCodeAt(i - 3)));
    let j = end;
    while (j < low.length && low.charCodeAt(j) === 32) j++;
    const after = low[j];
    if (opens && (after === "," || after === ")" || after === "=")) return true;
  }
  return false;
}

function isWord(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;
}
