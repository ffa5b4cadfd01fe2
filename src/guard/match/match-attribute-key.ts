// "Don't change anyone's role" ~ updateUser {id: 12, role: "admin"}, "don't change item levels" ~
// update-item {level: "warning"}: a target whose head word is the key a write sets names the
// attribute the call changes; its other words ("ticket priorities" ~ patch_ticket {priority}) must
// be named elsewhere in the call (the joined key of a longer phrase is read in match-clause.ts).
import type { TargetSpec } from "../compile/compiled-entry.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import type { GuardRules } from "../guard-rules.ts";

// keys that say which object, not what is set on it: {user_id}, {ref}, {name}
const ADDRESS_KEY = /(?:id|ids|uuid|ref|key|name|slug)$/;

// (a kind of thing is no attribute: {namespace: "payments"} under "never delete namespaces" names
// the namespace a pod lives in, targets.yaml kinds)
// (`bare`: the call's keys without - and _, read once per call by match-clause.ts's bareKeys)
export function attributeKeyHit(t: TargetSpec, facts: CallFacts, rules: GuardRules, addressed: ReadonlySet<string>, bare: readonly { key: string; k: string }[]): { key: string } | undefined {
  if (t.names.length > 3 || t.kinds?.length || t.literal || t.command || t.channel || !facts.mutating) return undefined;
  const name = t.names[t.names.length - 1]!;
  for (let i = 0; i < t.names.length - 1; i++) if (!addressed.has(t.names[i]!)) return undefined;
  if (name.length < 4 || ADDRESS_KEY.test(name) || rules.kindWords.has(name)) return undefined;
  for (const { key, k } of bare) {
    if (k !== name && k !== `${name}s`) continue;
    if (ADDRESS_KEY.test(k)) continue;
    if (facts.keyValues.get(key)!.some((v) => v.trim())) return { key };
  }
  return undefined;
}
