// Does the call write a value of a kind a rule bans (rule-content-ban.ts)?
//   secret: an argument / env entry / URL parameter whose key is a secret word (token, password) or a
//           name the rule gives (HF_TOKEN), set to a literal; "password is Zx9!kq-22" in text; a vendor
//           key shape (ghp_…, hf_…, sk-…) anywhere
//   email, phone: the shape in a value the call writes (not a recipient or a lookup: address_keys)
// A reference is no value: {{ RUNPOD_SECRET_hf }}, ${HF_TOKEN}, $VK, <token>, %TOKEN%.
// A ban bounded to a folder needs the call to reach a path under it.
import type { CallFacts } from "../read-call/call-facts.ts";
import type { ContentBan, ContentKindRule, ContentValues } from "../compile/rule-content-ban.ts";
import type { Evidence } from "./match-clause.ts";
import { splitWords } from "../split-words.ts";

interface Leaf {
  path: string;
  key: string; // lowercased last key ("" in a list)
  value: string;
}
const LEAVES = Symbol("content-ban leaves");
const MAX_LEAVES = 400;
const MAX_VALUE = 20000;

function leavesOf(facts: CallFacts, args: unknown): Leaf[] {
  let out = facts.memo.get(LEAVES) as Leaf[] | undefined;
  if (out) return out;
  out = [];
  walkStrings(out, args, "args", "", 0);
  facts.memo.set(LEAVES, out);
  return out;
}

// (a top-level function, not a closure made per call: under tsx a named closure costs a defineProperty)
function walkStrings(out: Leaf[], v: unknown, path: string, key: string, depth: number): void {
  if (out.length >= MAX_LEAVES || depth > 8) return;
  if (typeof v === "string") out.push({ path, key, value: v.length > MAX_VALUE ? v.slice(0, MAX_VALUE) : v });
  else if (Array.isArray(v)) for (let i = 0; i < v.length; i++) walkStrings(out, v[i], `${path}[${i}]`, key, depth + 1);
  else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walkStrings(out, x, `${path}.${k}`, k.toLowerCase(), depth + 1);
}

// {{ RUNPOD_SECRET_x }}, ${VAR}, $VAR, <token>, %VAR%, env:VAR, secret://…
const REFERENCE = /^\s{0,4}(?:\{\{|\$\{|\$[A-Za-z_]|<[^>]{1,80}>\s{0,4}$|%[A-Za-z_][A-Za-z0-9_]{0,60}%|env:|secret:|vault:|op:\/\/|arn:)/;
const isLiteral = (v: string) => !REFERENCE.test(v) && !/\s/.test(v.trim()) && v.trim().length >= 6 && /\d/.test(v);
// URL / form parameters: ?token=…, &api_key=…
const PARAM = /[?&]([A-Za-z][A-Za-z0-9_.-]{0,40})=([^&\s#'"]{1,200})/g;

function keyIsSecret(key: string, k: ContentKindRule, names: readonly string[]): boolean {
  if (!key) return false;
  if (names.includes(key)) return true;
  const ws = splitWords(key, 8);
  return ws.some((w) => k.keyWords.has(w)) || ws.join("").includes("apikey");
}

function underPath(leaves: readonly Leaf[], under: string): string | undefined {
  const u = under.toLowerCase();
  for (const l of leaves) {
    const v = l.value.toLowerCase();
    for (let at = v.indexOf(u); at >= 0; at = v.indexOf(u, at + 1)) {
      const before = at === 0 ? " " : v[at - 1]!;
      const after = v[at + u.length];
      if (/[\s'"=>:]/.test(before) && (after === undefined || after === "/" || /[\s'"]/.test(after))) return l.path;
    }
  }
  return undefined;
}

function firstMatch(re: RegExp, s: string): string | undefined {
  re.lastIndex = 0;
  const m = re.exec(s);
  re.lastIndex = 0;
  return m?.[0];
}

function secretIn(leaves: readonly Leaf[], k: ContentKindRule, names: readonly string[]): { path: string; call: string } | undefined {
  for (const l of leaves) {
    if (keyIsSecret(l.key, k, names) && isLiteral(l.value)) return { path: l.path, call: `${l.key}=${l.value.slice(0, 40)}` };
    const shape = firstMatch(k.shapeRe, l.value);
    if (shape) return { path: l.path, call: shape.slice(0, 60) };
    if (k.statedRe) {
      const stated = firstMatch(k.statedRe, l.value);
      if (stated) return { path: l.path, call: stated.slice(0, 60) };
    }
    if (l.value.includes("=")) {
      PARAM.lastIndex = 0;
      for (const m of l.value.matchAll(PARAM)) if (keyIsSecret(m[1]!.toLowerCase(), k, names) && isLiteral(m[2]!)) return { path: l.path, call: m[0].slice(1, 60) };
    }
  }
  return undefined;
}

function personalIn(leaves: readonly Leaf[], k: ContentKindRule, cv: ContentValues): { path: string; call: string } | undefined {
  for (const l of leaves) {
    if (cv.addressKeys.has(l.key)) continue;
    const shape = firstMatch(k.shapeRe, l.value);
    if (shape) return { path: l.path, call: shape };
  }
  return undefined;
}

export function matchContentBan(ban: ContentBan, facts: CallFacts, args: unknown, cv: ContentValues): Evidence[] | undefined {
  if (facts.dryRun) return undefined;
  const leaves = leavesOf(facts, args);
  if (!leaves.length) return undefined;
  const ev: Evidence[] = [];
  if (ban.under) {
    const at = underPath(leaves, ban.under);
    if (!at) return undefined;
    ev.push({ rule: ban.under, call: ban.under, path: at, part: "target" });
  }
  for (const kind of ban.kinds) {
    const k = cv.kinds.find((x) => x.kind === kind);
    if (!k) continue;
    const hit = kind === "secret" ? secretIn(leaves, k, ban.names) : personalIn(leaves, k, cv);
    if (hit) return [{ rule: ban.raw, call: hit.call, path: hit.path, part: "content" }, ...ev];
  }
  return undefined;
}
