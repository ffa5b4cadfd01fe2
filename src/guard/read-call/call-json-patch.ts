// JSON Patch (RFC 6902) and SCIM PatchOp operations name the field they set in a path, not a key:
//   {"op": "replace", "path": "/environments/production/on", "value": false}
// reads as the argument {"on": false} (under "production"), so the argument states that read
// {"on": false} as switching off (rules/guard/arg-meanings.yaml) read the patch the same way.
import type { Leaf } from "./walk-args.ts";

const SETTING_OPS = new Set(["add", "replace"]);
const MAX_OPS = 50;

export interface PatchOperation {
  leaf: Leaf; // the operation read as the argument it sets
  target: string; // the path it sets: "/environments/production/on"
}

/** One synthetic leaf per add/replace operation with a scalar value; [] when there is none. */
export function jsonPatchLeaves(leaves: readonly Leaf[]): PatchOperation[] {
  // op, path and value of one operation are siblings: leaves sharing the object's path prefix
  let ops: Map<string, { op?: string; path?: string; value?: Leaf }> | undefined; // made on the first op/path/value leaf
  for (const leaf of leaves) {
    const k = leaf.key.toLowerCase();
    if (k !== "op" && k !== "path" && k !== "value") continue;
    const dot = leaf.path.lastIndexOf(".");
    if (dot < 0) continue; // top-level {path, value} is a file write, not a patch operation
    const prefix = leaf.path.slice(0, dot);
    let o = (ops ??= new Map()).get(prefix);
    if (!o) {
      if (ops.size >= MAX_OPS) continue;
      ops.set(prefix, (o = {}));
    }
    if (k === "op" && typeof leaf.value === "string") o.op = leaf.value.toLowerCase();
    else if (k === "path" && typeof leaf.value === "string") o.path = leaf.value;
    else if (k === "value") o.value = leaf;
  }
  const out: PatchOperation[] = [];
  if (!ops) return out;
  for (const [prefix, o] of ops) {
    if (!o.op || !SETTING_OPS.has(o.op) || !o.path || !o.value || o.path.length > 200) continue;
    // "/environments/production/on" → key "on", parent "production"; SCIM paths may be bare: "active"
    const parts = o.path.split(/[/.]/).filter((p) => p && !/^\d+$/.test(p) && p !== "-");
    const key = parts[parts.length - 1];
    if (!key) continue;
    out.push({ leaf: { path: `${prefix}.value (${o.path})`, key, parentKey: parts[parts.length - 2] ?? key, value: o.value.value }, target: o.path });
  }
  return out;
}
