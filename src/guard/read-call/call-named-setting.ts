// Settings named by a pair of sibling arguments, one naming the capability, attribute or trait set
// and one holding its new value, read as if the call had set that key itself:
//   homey_set_capability {capabilityId: "onoff", value: false}       → {onoff: false}
//   set_attribute {attribute: "target_temperature", value: 23}       → {target_temperature: 23}
//   execute_command {capability: "lock", command: "unlock"}          → {lock: "unlock"}
//   {capability: "switchLevel", command: "setLevel", arguments: [40]} → {switchLevel: "setLevel"}, {switchLevel: 40}
//   tuya send_commands {commands: [{code: "switch_1", value: false}]} → {switch_1: false}
// The argument states (rules/guard/arg-meanings.yaml: onoff false turns off, locked false unlocks,
// garagedoor_closed false opens), the setting and limit readers (target_temperature 23 against
// "max 21 degrees") and the key-as-target reader then read the pair as they read a plain key.
// Which keys name and which hold the value: rules/guard/call-words.yaml (setting_name_keys,
// setting_value_keys). Bounded: MAX_PAIRS pairs per call; names are one identifier-like token.
import type { Leaf } from "./walk-args.ts";

const MAX_PAIRS = 20;
// a capability / attribute name: one token of letters, digits and _ . : - (not free text, not a number)
const NAME = /^[A-Za-z][A-Za-z0-9_.:-]{0,59}$/;

export interface SettingKeys {
  setting_name_keys: ReadonlySet<string>;
  setting_value_keys: ReadonlySet<string>;
}

/** One synthetic leaf {<named capability>: <value>} per name/value pair of siblings; [] when none. */
export function namedSettingLeaves(leaves: readonly Leaf[], words: SettingKeys): Leaf[] {
  let groups: Map<string, { name?: Leaf; values: Leaf[] }> | undefined; // made on the first name/value leaf
  for (const leaf of leaves) {
    const k = leaf.key.toLowerCase();
    const isName = words.setting_name_keys.has(k);
    // a value key's own leaf (value: 23), or the first item of a list under it (arguments: [23])
    const dot = leaf.path.lastIndexOf(".");
    const last = dot < 0 ? leaf.path : leaf.path.slice(dot + 1);
    const listItem = last === "0" && words.setting_value_keys.has(k);
    const isValue = !isName && (words.setting_value_keys.has(k) && last.toLowerCase() === k || listItem);
    if (!isName && !isValue) continue;
    // siblings share the enclosing object's path (a list item's enclosing object is one level up)
    let prefix = dot < 0 ? "" : leaf.path.slice(0, dot);
    if (listItem) {
      const d2 = prefix.lastIndexOf(".");
      prefix = d2 < 0 ? "" : prefix.slice(0, d2);
    }
    let g = (groups ??= new Map()).get(prefix);
    if (!g) {
      if (groups.size >= MAX_PAIRS * 2) continue;
      groups.set(prefix, (g = { values: [] }));
    }
    if (isName) {
      if (typeof leaf.value === "string" && NAME.test(leaf.value) && !g.name) g.name = leaf;
    } else if (g.values.length < 4) g.values.push(leaf);
  }
  const out: Leaf[] = [];
  if (!groups) return out;
  for (const [prefix, g] of groups) {
    if (!g.name || !g.values.length) continue;
    const name = g.name.value as string;
    for (const v of g.values) {
      if (out.length >= MAX_PAIRS) return out;
      // a command's own name equal to the capability's says nothing new: {capability: refresh, command: refresh}
      if (typeof v.value === "string" && v.value.toLowerCase() === name.toLowerCase()) continue;
      // the path ends in the name, as a plain key's would: readers that take the last key see it
      out.push({ path: `${prefix ? `${prefix}.` : ""}(${g.name.key}+${v.key}).${name}`, key: name, parentKey: g.name.parentKey, value: v.value });
    }
  }
  return out;
}
