// A call's identity for repeated-work and retry counting: tool + sorted argument paths with
// whitespace-collapsed values, so key order and spacing do not matter. Bounded by walkArgs.
import { walkArgs } from "./walk-args.ts";
import { unwrapArgs } from "./surface-args.ts";

export function canonicalCall(tool: string, args: unknown): string {
  const { leaves } = walkArgs(unwrapArgs(args), 1_000);
  const parts = leaves.map((l) => `${l.path}=${typeof l.value === "string" ? collapse(l.value) : String(l.value)}`);
  parts.sort();
  return `${tool}\u0000${parts.join("\u0000")}`;
}

// most values have no whitespace to fix (only single inner spaces): skip the replace, same result
const NEEDS_COLLAPSE = /[^\S ]| {2}|^ | $/;
function collapse(v: string): string {
  return NEEDS_COLLAPSE.test(v) ? v.replace(/\s+/g, " ").trim() : v;
}
