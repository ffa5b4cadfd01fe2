// Capped traversal of call arguments: every scalar with its dotted path, at most MAX_DEPTH deep,
// MAX_NODES nodes, strings cut to MAX_STRING for matching. Never recursive JSON.stringify, so
// 1,000-deep nesting and megabyte strings cost bounded work.
export const MAX_DEPTH = 32;
export const MAX_NODES = 2_000;
export const MAX_STRING = 8_192;

export interface Leaf {
  path: string; // "records.0.Id"
  key: string; // last non-index key: "Id"
  parentKey: string; // key of the enclosing object: "records"
  value: string | number | boolean;
}

export interface WalkResult {
  leaves: Leaf[];
  /** keys of objects, with their path, for enum-like and action-object checks */
  keys: { path: string; key: string; parentKey: string }[];
  truncated: string | undefined;
}

const isPad = (first: number, last: number) => first === 32 || first === 9 || last === 32 || last === 9;

/** `trim`: " prod " reads as "prod" (the call reader's walk; off for identity keys and the plain walk). */
export function walkArgs(args: unknown, maxNodes = MAX_NODES, trim = false): WalkResult {
  const leaves: Leaf[] = [];
  const keys: WalkResult["keys"] = [];
  let truncated: string | undefined;
  let nodes = 0;
  // explicit stack, no recursion; one flat array of 5-slot frames (value, path, key, parentKey,
  // depth) rather than an object per node or five parallel arrays (this runs for every call and
  // every canonicalCall: each array grew to 17 slots on its first push, ~0.6 KB per walk)
  const stack: unknown[] = [args, "", "", "", 0];
  while (stack.length) {
    const depth = stack.pop() as number;
    const parentKey = stack.pop() as string;
    const key = stack.pop() as string;
    const path = stack.pop() as string;
    const v = stack.pop();
    if (++nodes > maxNodes) {
      truncated ??= `more than ${maxNodes} argument nodes; the rest was not read`;
      break;
    }
    if (v === null || v === undefined) continue;
    if (typeof v === "string") {
      // " prod " is "prod": spaces around a one-line value are no part of it (a typed "ls\n" keeps its Enter)
      const t = trim && v.length > 0 && isPad(v.charCodeAt(0), v.charCodeAt(v.length - 1)) && !v.includes("\n") ? v.trim() : v;
      if (t.length > MAX_STRING) truncated ??= `string at args.${path} longer than ${MAX_STRING} characters; matched on its start`;
      leaves.push({ path, key, parentKey, value: t.length > MAX_STRING ? t.slice(0, MAX_STRING) : t });
    } else if (typeof v === "number" || typeof v === "boolean") {
      leaves.push({ path, key, parentKey, value: v });
    } else if (typeof v === "object") {
      if (depth >= MAX_DEPTH) {
        truncated ??= `arguments nested deeper than ${MAX_DEPTH} at args.${path}; not read further`;
        continue;
      }
      const room = maxNodes - nodes;
      // children pushed in reverse, so the walk reads in document order
      if (Array.isArray(v)) {
        const n = Math.min(v.length, room);
        if (v.length > room) truncated ??= `array at args.${path} has ${v.length} items; read the first ${room}`;
        for (let i = n - 1; i >= 0; i--) {
          const k = String(i);
          stack.push(v[i], path ? `${path}.${k}` : k, key, parentKey, depth + 1);
        }
      } else {
        // own enumerable keys in for-in order (a JSON object has no others)
        const own = Object.keys(v);
        const n = Math.min(own.length, room);
        if (own.length > room) truncated ??= `object at args.${path} has more keys than the node budget; the rest was not read`;
        // keys are listed in the order the original walk listed them: last key first
        for (let i = n - 1; i >= 0; i--) {
          const k = own[i]!;
          const childPath = path ? `${path}.${k}` : k;
          keys.push({ path: childPath, key: k, parentKey: key });
          stack.push((v as Record<string, unknown>)[k], childPath, k, key, depth + 1);
        }
      }
    }
  }
  return { leaves, keys, truncated };
}
