// A call's identity for repeated-work and retry counting: tool + sorted argument paths with
// whitespace-collapsed values, so key order and spacing do not matter. Bounded by walkArgs.
import { walkArgs } from "./walk-args.ts";
import { unwrapArgs } from "./surface-args.ts";

export function canonicalCall(tool: string, args: unknown): string {
  const { leaves } = walkArgs(unwrapArgs(args), 1_000);
  const parts = leaves.map((l) => `${l.path}=${typeof l.value === "string" ? collapse(l.value) : String(l.value)}`);
  if (parts.length <= SMALL) sortSmall(parts);
  else parts.sort();
  return `${tool}\u0000${parts.join("\u0000")}`;
}

// Array.prototype.sort sets up its merge state (about 0.8 KB) even for two elements, and a shell
// call is canonicalized on every decision whose history holds the same tool: a few parts are put
// in order in place. Same order as the default sort: strings by UTF-16 code units, stable.
const SMALL = 16;
function sortSmall(a: string[]): void {
  for (let i = 1; i < a.length; i++) {
    const x = a[i]!;
    let j = i - 1;
    for (; j >= 0 && a[j]! > x; j--) a[j + 1] = a[j]!;
    a[j + 1] = x;
  }
}

// most values have no whitespace to fix (only single inner spaces): skip the replace, same result
const NEEDS_COLLAPSE = /[^\S ]| {2}|^ | $/;
function collapse(v: string): string {
  return NEEDS_COLLAPSE.test(v) ? v.replace(/\s+/g, " ").trim() : v;
}
