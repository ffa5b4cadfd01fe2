// The call side of a money bound on one account (rule-limit-scope.ts): whether the call names
// another account than the rule's, under the account's own key.
//   "from the ops account" ~ {accountId: "acc_payroll"} → another one (the bound does not hold)
//   "from the ops account" ~ {accountId: "acc_ops"}     → the same one
//   "from the ops account" ~ {amount: 7250}             → names none: the bound holds
import type { CallFacts } from "../read-call/call-facts.ts";
import type { MoneyScope } from "../compile/rule-limit-scope.ts";

// the keys that hold what the scope noun names
const KEYS: Record<string, RegExp> = {
  account: /account|acct|source|from|funding/,
  card: /card/,
  wallet: /wallet|account|source|from/,
  budget: /budget|cost_?cent|department/,
  entity: /entity|company|subsidiary|org/,
  subsidiary: /entity|company|subsidiary|org/,
  workspace: /workspace|team|org/,
  tenant: /tenant|org/,
};

export function anotherScope(scope: MoneyScope, facts: CallFacts): boolean {
  const keyRe = KEYS[scope.noun];
  if (!keyRe) return false;
  let named = false;
  for (const [key, values] of facts.keyValues) {
    if (!keyRe.test(key) || /amount|currency|type|method|name$/.test(key)) continue;
    for (const v of values) {
      if (!v) continue;
      named = true;
      if (v.toLowerCase().split(/[^a-z0-9]+/).includes(scope.name)) return false;
    }
  }
  return named;
}
