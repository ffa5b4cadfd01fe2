// A host the rule names is a target the call must reach: "never email anyone at globex.com" →
// a group matched by the call's addresses and URLs. Written in parentheses after a phrase, the host
// is what that phrase means, not a second thing the call must also name:
//   "Do not reply to anyone at competitor domains (rivalco.com)" → [competitor domains | rivalco.com]
//   "never share anything with my employer (@brightwave.com)"    → [employer | brightwave.com]
import type { ActionSpec, TargetSpec } from "./compiled-entry.ts";
import { splitWords } from "../split-words.ts";

function hostTarget(dm: string): TargetSpec {
  return { raw: dm, names: splitWords(dm, 8), path: false, command: false, channel: false, domain: dm.toLowerCase().replace(/^[@*.]+/, "") };
}

export function hostGroups(spec: ActionSpec, hosts: readonly string[], asides: ReadonlyMap<string, number> | undefined): ActionSpec {
  const groups = spec.groups.map((g) => g);
  const own: TargetSpec[] = [];
  for (const dm of hosts) {
    const at = asides?.get(dm);
    if (at !== undefined && at < groups.length) groups[at] = [...groups[at]!, hostTarget(dm)];
    else own.push(hostTarget(dm));
  }
  if (own.length) groups.push(own);
  return { ...spec, groups };
}
