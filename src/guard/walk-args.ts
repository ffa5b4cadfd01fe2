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

export function walkArgs(args: unknown, maxNodes = MAX_NODES): WalkResult {
  const leaves: Leaf[] = [];
  const keys: WalkResult["keys"] = [];
  let truncated: string | undefined;
  let nodes = 0;
  // explicit stack, no recursion
  const stack: { v: unknown; path: string; key: string; parentKey: string; depth: number }[] = [
    { v: args, path: "", key: "", parentKey: "", depth: 0 },
  ];
  while (stack.length) {
    const { v, path, key, parentKey, depth } = stack.pop()!;
    if (++nodes > maxNodes) {
      truncated ??= `more than ${maxNodes} argument nodes; the rest was not read`;
      break;
    }
    if (v === null || v === undefined) continue;
    if (typeof v === "string") {
      if (v.length > MAX_STRING) truncated ??= `string at args.${path} longer than ${MAX_STRING} characters; matched on its start`;
      leaves.push({ path, key, parentKey, value: v.length > MAX_STRING ? v.slice(0, MAX_STRING) : v });
    } else if (typeof v === "number" || typeof v === "boolean") {
      leaves.push({ path, key, parentKey, value: v });
    } else if (typeof v === "object") {
      if (depth >= MAX_DEPTH) {
        truncated ??= `arguments nested deeper than ${MAX_DEPTH} at args.${path}; not read further`;
        continue;
      }
      const isArr = Array.isArray(v);
      const entries: [string, unknown][] = [];
      const room = maxNodes - nodes;
      if (isArr) {
        const arr = v as unknown[];
        for (let i = 0; i < arr.length && entries.length < room; i++) entries.push([String(i), arr[i]]);
        if (arr.length > room) truncated ??= `array at args.${path} has ${arr.length} items; read the first ${room}`;
      } else {
        for (const k in v as object) {
          if (entries.length >= room) {
            truncated ??= `object at args.${path} has more keys than the node budget; the rest was not read`;
            break;
          }
          if (Object.hasOwn(v as object, k)) entries.push([k, (v as Record<string, unknown>)[k]]);
        }
      }
      // push in reverse so the walk reads in document order
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i]!;
        const childPath = path ? `${path}.${k}` : k;
        if (!isArr) keys.push({ path: childPath, key: k, parentKey: key });
        stack.push({ v: child, path: childPath, key: isArr ? key : k, parentKey: isArr ? parentKey : key, depth: depth + 1 });
      }
    }
  }
  return { leaves, keys, truncated };
}
