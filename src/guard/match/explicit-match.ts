// The structured parts of an entry: `match` (tool globs + argument conditions) and `requires`
// (a prerequisite call in history, with argument correlation). No caller regex: globs only.
import type { ArgCondition, Matcher, Requirement, Scalar } from "../../contract/ledger-entry.ts";
import type { ToolCall } from "../../contract/guard.ts";
import { globMatch } from "./glob.ts";
import type { Evidence } from "./match-clause.ts";

const MAX_VALUES = 200;

/** Values at a dotted path with * for any key or index ("items.*.amount"). Bounded. */
export function valuesAt(args: unknown, path: string): unknown[] {
  let nodes: unknown[] = [args];
  for (const seg of path.split(".").slice(0, 32)) {
    const next: unknown[] = [];
    for (const n of nodes) {
      if (n === null || typeof n !== "object") continue;
      if (seg === "*") {
        const vals = Array.isArray(n) ? n : Object.values(n as object);
        for (const v of vals) if (next.length < MAX_VALUES) next.push(v);
      } else if (Object.hasOwn(n as object, seg)) next.push((n as Record<string, unknown>)[seg]);
    }
    nodes = next;
    if (!nodes.length) break;
  }
  return nodes;
}

function testCondition(c: ArgCondition, v: unknown): boolean {
  if (c.equals !== undefined && !scalarEquals(c.equals, v)) return false;
  if (c.glob !== undefined && !(typeof v === "string" && globMatch(c.glob, v))) return false;
  if (c.contains !== undefined && !(typeof v === "string" && v.toLowerCase().includes(c.contains.toLowerCase()))) return false;
  const num = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" && !Number.isNaN(Number(v)) ? Number(v) : undefined;
  if (c.gt !== undefined && !(num !== undefined && num > c.gt)) return false;
  if (c.gte !== undefined && !(num !== undefined && num >= c.gte)) return false;
  if (c.lt !== undefined && !(num !== undefined && num < c.lt)) return false;
  if (c.lte !== undefined && !(num !== undefined && num <= c.lte)) return false;
  return true;
}
function scalarEquals(a: Scalar, v: unknown): boolean {
  if (typeof a === "string" && typeof v === "string") return a.toLowerCase() === v.toLowerCase();
  return a === v;
}

export function matchExplicit(m: Matcher, call: ToolCall): Evidence[] | undefined {
  const out: Evidence[] = [];
  if (m.tools?.length) {
    const g = m.tools.find((t) => globMatch(t, call.tool));
    if (!g) return undefined;
    out.push({ rule: `tool ${g}`, call: call.tool, path: "tool", part: "action" });
  }
  for (const c of m.args ?? []) {
    const hit = valuesAt(call.args, c.path).find((v) => testCondition(c, v));
    if (hit === undefined) return undefined;
    // never stringify a matched object: it may be nested arbitrarily deep
    const shown = typeof hit === "string" ? hit.slice(0, 60) : hit !== null && typeof hit === "object" ? (Array.isArray(hit) ? "[…]" : "{…}") : String(hit);
    out.push({ rule: describe(c), call: shown, path: `args.${c.path}`, part: "argument" });
  }
  return out;
}

function describe(c: ArgCondition): string {
  const parts = Object.entries(c)
    .filter(([k]) => k !== "path")
    .map(([k, v]) => `${k} ${JSON.stringify(v)}`);
  return `${c.path} ${parts.join(" ")}`;
}

/** The call breaks `requires` unless an earlier call matches the tool glob and correlated args. */
export function missingPrerequisite(r: Requirement, call: ToolCall, history: readonly ToolCall[]): Evidence | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i]!;
    if (!globMatch(r.tool, h.tool)) continue;
    const ok = (r.correlate ?? []).every((c) => {
      const mine = valuesAt(call.args, c.call);
      const theirs = valuesAt(h.args, c.earlier);
      return mine.some((a) => theirs.some((b) => typeof a !== "object" && a === b));
    });
    if (ok) return undefined;
  }
  return { rule: `requires an earlier ${r.tool}${r.correlate?.length ? ` with the same ${r.correlate.map((c) => c.call).join(", ")}` : ""}`, call: "none in history", path: "history", part: "requires" };
}
