// "the 'edge-cache' db is disposable, anything else don't destroy", "only touch files in
// src/payments/. Everything else is read-only", "tmp_ tables can be dropped; anything else needs a
// DBA OK": the ban (or the ask) is on everything ELSE — what the words before "anything else" name
// is set apart. A call that carries one of those names (turso db destroy edge-cache, Write
// src/payments/refund.ts) is the excepted thing, not a breach.
//   Only a clause-initial "anything/everything/all else" sets apart: "never run pg:reset or anything
//   else that drops the db" widens the ban, "don't recreate collections with anything else" names
//   what the ban is about.
//   The names set apart are the ones written as names: quoted or code text, and identifiers with a
//   separator in them (edge-cache, src/payments/, tmp_, php-fpm), not plain words.
import type { CallFacts } from "../read-call/call-facts.ts";

// at a clause start: after punctuation or a dash, optionally "but" / "and"
const ELSE = /(?:^|[;,.:(—–]\s{0,3}|\s[-–—]\s{1,3})(?:but\s+|and\s+|for\s+)?(?:everything|anything|all)\s+else\b/i;
const QUOTED = /[`'"‘’“”]([^`'"‘’“”\s][^`'"‘’“”]{1,60}?)[`'"‘’“”]/g;
// an identifier with a separator inside: edge-cache, src/payments/, tmp_, analytics.events, preview/*
const IDENT = /(?:^|[\s(,:;])((?:~\/|\.\/|\/)?[a-z0-9][a-z0-9]{0,40}(?:[-_./][a-z0-9]{0,40}){1,8}[*/_-]?)/gi;
const MAX_NAMES = 12;

/** The names the words before a clause-initial "anything else" set apart (lower case), or undefined. */
export function elseExcepted(text: string): string[] | undefined {
  const m = ELSE.exec(text);
  if (!m || m.index < 3) return undefined;
  const before = text.slice(0, m.index);
  const out = new Set<string>();
  for (const q of before.matchAll(QUOTED)) out.add(norm(q[1]!));
  for (const q of before.matchAll(IDENT)) {
    const raw = q[1]!;
    // "e.g", "i.e", a version (3.12), a time (9.30): no names
    if (/^(?:e\.g|i\.e|etc)\.?$/i.test(raw) || /^[\d._/-]+$/.test(raw)) continue;
    out.add(norm(raw));
  }
  const names = [...out].filter((n) => n.replace(/[*/_.-]{1,8}$/, "").length >= 3).slice(0, MAX_NAMES);
  return names.length ? names : undefined;
}

// "from anything except main", "any branch other than `release`", "everything but staging": one
// name after the exception word (an article or "for" may stand before it)
const EXCEPT = /\b(?:anything|everything|any\s+[a-z]{2,20}|all\s+[a-z]{2,20})\s+(?:except|but|other\s+than|besides|apart\s+from)\s+(?:for\s+)?(?:the\s+)?(?:`([A-Za-z0-9][\w.\/*-]{0,60}?)`|'([A-Za-z0-9][\w.\/*-]{0,60}?)'|"([A-Za-z0-9][\w.\/*-]{0,60}?)"|([A-Za-z0-9][\w.\/*-]{0,60}?))(?=$|[\s,.;:!?)])/i;
const EXCEPT_NOT_NAME = /^(?:the|a|an|when|if|with|for|in|on|at|by|via|through|what|that|this|those|these|my|our|your|me|us|you|it|them|one|ones|read|reads|reading)$/i;

/** The name a "… anything except X" sets apart (lower case), or undefined. */
export function exceptExcepted(text: string): string[] | undefined {
  const m = EXCEPT.exec(text);
  if (!m) return undefined;
  // (the name in its quotes, or bare; the bare name's trailing dots trimmed in code, not by a regex)
  let name = m[1] ?? m[2] ?? m[3] ?? m[4]!;
  let end = name.length;
  while (end > 0 && name[end - 1] === ".") end--;
  name = name.slice(0, end);
  if (name.length < 2 || EXCEPT_NOT_NAME.test(name)) return undefined;
  return [norm(name)];
}

const norm = (s: string) => s.trim().toLowerCase().replace(/^(?:~\/|\.\/)/, "").replace(/^\//, "");

/** The call carries a name set apart (as a whole name, or as the prefix a name ending in - _ / * gives). */
export function namesExcepted(names: readonly string[], facts: CallFacts): boolean {
  for (const v of facts.addressing) {
    if (v.path === "tool" || v.path.endsWith("(key)")) continue;
    const raw = v.raw.length > 2000 ? v.raw.slice(0, 2000).toLowerCase() : v.raw.toLowerCase();
    for (const n of names) if (holds(raw, n)) return true;
  }
  return false;
}

const WORDCH = /[a-z0-9]/;
function holds(raw: string, name: string): boolean {
  const prefix = /[*/_-]$/.test(name);
  const core = name.replace(/[*]{1,8}$/, "").replace(/\/{1,8}$/, prefix && name.endsWith("/") ? "/" : "");
  let at = raw.indexOf(core);
  while (at >= 0) {
    const before = at === 0 ? "" : raw[at - 1]!;
    const after = raw[at + core.length] ?? "";
    if (!WORDCH.test(before) && (prefix || !WORDCH.test(after) || after === "")) {
      // (a name is not the start of a longer one: edge-cache is not edge-cache-v2)
      if (prefix || !/[-_]/.test(after) || !WORDCH.test(raw[at + core.length + 1] ?? "")) return true;
    }
    at = raw.indexOf(core, at + 1);
  }
  return false;
}
