// State setters that name what they set by a path-like address and give the new value beside it,
// read as if the call had set the address's last part itself:
//   ioBroker setState {id: "shelly.0.shellyplug-s-freezer.Relay0.Switch", value: false} → {Switch: false}
//   setState {id: "hm-rpc.0.LEQ1234567.1.SET_POINT_TEMPERATURE", value: 24}   → {SET_POINT_TEMPERATURE: 24}, {TEMPERATURE: 24}
//   setState {id: "modbus.0.holdingRegisters.heatpump_onoff", value: 0}         → {heatpump_onoff: false}, {onoff: false}
//   MQTT publish {topic: "zigbee2mqtt/garage_door/set", payload: "{\"state\":\"OPEN\"}"} → {garage_door: "OPEN"}, {door: "OPEN"}
//   openHAB sendCommand {item: "Kitchen_Light", command: "OFF"}                → {Kitchen_Light: false}, {Light: false}
//   OPC-UA write {node: "ns=2;s=Pump1.Run", value: 0}                         → {Run: false}
//   Home Connect {key: "Cooking.Oven.Option.SetpointTemperature", value: 180}  → {SetpointTemperature: 180}, {Temperature: 180}
// The argument states (rules/guard/arg-meanings.yaml: a switch set false turns off), the switch acts
// ({reboot: true} reboots, {mute: true} mutes: call-switch-acts.ts) and the setting and limit readers
// then read the pair as they read a plain key; the address itself stays a target (its device words).
// A 0/1 or ON/OFF value on an on-switch (state_switch_words) reads as false/true.
// Which keys hold the address and which the value, the trailing command segments (".../set") and
// the switch words: rules/guard/call-words.yaml (state_id_keys, state_topic_keys, state_item_keys, state_value_keys,
// state_id_command_segments, state_switch_words, state_id_file_ends).
// Not read: file paths and JSON pointers ("/srv/app/.env", "/environments/prod/on"), URLs, ids of
// free text, and a lone key with no sibling value (getState {id} reads).
import type { Leaf } from "./walk-args.ts";
import { splitWords } from "../split-words.ts";
import { jsonObject } from "./surface-args.ts";
import { flagOff, flagOn } from "../flag-value.ts";

const MAX_PAIRS = 10;
const MAX_FIELDS = 8; // fields of a JSON payload read as settings
// an address: one token of letters, digits and . / ; = : _ - (no spaces, no scheme)
const ADDRESS = /^[A-Za-z0-9][A-Za-z0-9_.\/;=:-]{2,199}$/;
const SEGMENT_SPLIT = /[.\/;=]/;
const ITEM = /^[A-Za-z][A-Za-z0-9_-]{0,59}$/;
type IdKind = "address" | "topic" | "item";

export interface StateIdWords {
  state_id_keys: ReadonlySet<string>;
  state_topic_keys: ReadonlySet<string>;
  state_item_keys: ReadonlySet<string>;
  state_value_keys: ReadonlySet<string>;
  state_id_command_segments: ReadonlySet<string>;
  state_switch_words: ReadonlySet<string>;
  state_id_file_ends: ReadonlySet<string>;
}

/** The setting an address names: its last segment that is not a command or an index ("Switch", "garage_door"); undefined when not an address. */
export function stateIdKey(id: string, kind: IdKind, words: StateIdWords): string | undefined {
  if (id.length > 200 || !ADDRESS.test(id) || id.includes("://")) return undefined;
  const slash = id.includes("/");
  if (slash && kind !== "topic") return undefined;
  const segs = id.split(SEGMENT_SPLIT);
  // an item named by one identifier of several words: openHAB {item: "Kitchen_Light", command: "OFF"}
  if (segs.length === 1) return kind === "item" && ITEM.test(id) && splitWords(id, 6).length >= 2 ? id : undefined;
  if (segs.length > 24) return undefined;
  const lastRaw = segs[segs.length - 1]!.toLowerCase();
  if (words.state_id_file_ends.has(lastRaw)) return undefined;
  for (let i = segs.length - 1; i >= 1; i--) {
    const s = segs[i]!;
    if (!s || /^\d+$/.test(s) || words.state_id_command_segments.has(s.toLowerCase())) continue;
    return /^[A-Za-z][A-Za-z0-9_-]{0,59}$/.test(s) ? s : undefined;
  }
  return undefined;
}

/** On an on-switch, 0/1 and ON/OFF are false/true: {onoff: 0} turns off. */
function switchValue(key: string, v: string | number | boolean, words: StateIdWords): string | number | boolean {
  if (typeof v === "boolean") return v;
  const parts = splitWords(key, 6);
  const last = parts[parts.length - 1];
  if (!last || !words.state_switch_words.has(last)) return v;
  if (v === 0 || v === 1) return v === 1;
  if (typeof v === "string" && v.length <= 5) {
    const t = v.trim().toLowerCase();
    if (flagOff(t)) return false;
    if (flagOn(t)) return true;
  }
  return v;
}

function push(out: Leaf[], prefix: string, how: string, parentKey: string, key: string, v: string | number | boolean, words: StateIdWords) {
  const base = `${prefix ? `${prefix}.` : ""}(${how})`;
  out.push({ path: `${base}.${key}`, key, parentKey, value: switchValue(key, v, words) });
  // SET_POINT_TEMPERATURE also sets the TEMPERATURE, heatpump_onoff the onoff: the last word is the setting's kind
  const parts = splitWords(key, 6);
  if (parts.length > 1) {
    const last = parts[parts.length - 1]!;
    if (last.length >= 2 && !/^\d+$/.test(last)) out.push({ path: `${base}.${key}.${last}`, key: last, parentKey: key, value: switchValue(last, v, words) });
  }
}

// the value leaves read as a setting: the plain {value: 45} says nothing more, and read alone it is
// any number ("below 0.25 eur" is no limit on a heat pump's setpoint)
const REPLACED = new WeakSet<Leaf>();

/** Without the value leaves stateIdLeaves read as settings (a new list only when there are some). */
export function withoutReplaced(leaves: Leaf[]): Leaf[] {
  let out: Leaf[] | undefined;
  for (let i = 0; i < leaves.length; i++) {
    const l = leaves[i]!;
    if (!REPLACED.has(l)) out?.push(l);
    else if (!out) out = leaves.slice(0, i);
  }
  return out ?? leaves;
}

/** Synthetic leaves {<address's setting>: <value>} for each address/value pair of siblings; [] when none. */
export function stateIdLeaves(leaves: readonly Leaf[], words: StateIdWords): Leaf[] {
  let groups: Map<string, { id?: Leaf; kind: IdKind; values: Leaf[] }> | undefined; // made on the first address/value leaf
  for (const leaf of leaves) {
    const k = leaf.key.toLowerCase();
    const kind: IdKind = words.state_topic_keys.has(k) ? "topic" : words.state_item_keys.has(k) ? "item" : "address";
    const isId = kind !== "address" || words.state_id_keys.has(k);
    const dot = leaf.path.lastIndexOf(".");
    const last = dot < 0 ? leaf.path : leaf.path.slice(dot + 1);
    const isValue = !isId && words.state_value_keys.has(k) && last.toLowerCase() === k;
    if (!isId && !isValue) continue;
    const prefix = dot < 0 ? "" : leaf.path.slice(0, dot);
    let g = (groups ??= new Map()).get(prefix);
    if (!g) {
      if (groups.size >= MAX_PAIRS * 2) continue;
      groups.set(prefix, (g = { kind: "address" as IdKind, values: [] }));
    }
    if (isId) {
      if (typeof leaf.value === "string" && !g.id) {
        g.id = leaf;
        g.kind = kind;
      }
    } else if (g.values.length < 2) g.values.push(leaf);
  }
  const out: Leaf[] = [];
  if (!groups) return out;
  for (const [prefix, g] of groups) {
    if (!g.id || !g.values.length || out.length >= MAX_PAIRS * 2) continue;
    const key = stateIdKey(g.id.value as string, g.kind, words);
    if (!key) continue;
    for (const v of g.values) {
      // (a number only: a text value keeps its own reading too, {state: "DISARMED"} disarms)
      if (typeof v.value === "number") REPLACED.add(v);
      const how = `${g.id.key}+${v.key}`;
      // a JSON payload {"state":"OPEN","brightness":30}: a generic value field sets the address's setting, others their own
      const obj = typeof v.value === "string" && v.value.length > 2 ? jsonObject(v.value) : undefined;
      if (!obj) {
        push(out, prefix, how, g.id.parentKey, key, v.value, words);
        continue;
      }
      let n = 0;
      for (const f in obj) {
        if (++n > MAX_FIELDS) break;
        const fv = obj[f];
        if (typeof fv !== "string" && typeof fv !== "number" && typeof fv !== "boolean") continue;
        if (typeof fv === "string" && fv.length > 200) continue;
        if (words.state_value_keys.has(f.toLowerCase())) push(out, prefix, how, g.id.parentKey, key, fv, words);
        else out.push({ path: `${prefix ? `${prefix}.` : ""}(${how}).${key}.${f}`, key: f, parentKey: key, value: fv });
      }
    }
  }
  return out;
}
