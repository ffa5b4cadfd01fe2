// Value surface: spaces around a string argument, as a form or a sloppy client sends them. Every
// reader trims what it compares, so the value is the same.
import { mapCalls, type Perturbation } from "./types.ts";

function pad(v: unknown, depth = 0): unknown {
  if (depth > 30) return v;
  if (typeof v === "string") return v.trim() && v.length <= 200 && !v.includes("\n") ? ` ${v} ` : v;
  // an argv array's items are separate arguments: " -lc " would be another argument, not the same one
  if (Array.isArray(v)) return v.every((x) => typeof x === "string") ? v : v.map((x) => pad(x, depth + 1));
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, pad(x, depth + 1)]));
  return v;
}

export const valuePerturbations: Perturbation[] = [
  {
    kind: "value-spaces",
    family: "values",
    apply: (s) => (JSON.stringify(pad(s.call.args)) !== JSON.stringify(s.call.args) ? mapCalls(s, (c) => ({ ...c, args: pad(c.args) }), false) : undefined),
  },
];
