// A money bound on one account, card or wallet: "Max $5,000 per payment from the ops account",
// "nothing over $200 on the corporate card", "cap transfers out of the savings wallet at $1k".
// The bound holds for that one only: a call that names its account under the account's key
// (accountId: "acc_payroll") and not by the rule's name is about another one
// (match-limit-scope.ts). A call that names no account at all stays bound.
export interface MoneyScope {
  name: string; // "ops"
  noun: string; // "account"
}

const SCOPE = /\b(?:from|on|out of|off|via|using|with|against|in) (?:the |my |our |a |an )?([a-z][a-z0-9-]{1,19}) (account|card|wallet|budget|entity|subsidiary|workspace|tenant)s?\b/i;
// a word that says which kind, not which one: "from any account", "on a new card"
const NOT_A_NAME = /^(?:any|every|each|one|single|new|same|other|another|this|that|their|your|his|her|its|customer|user|bank|credit|debit|virtual|company|business|personal|own)$/i;

export function moneyScope(text: string): MoneyScope | undefined {
  const m = SCOPE.exec(text);
  if (!m || NOT_A_NAME.test(m[1]!)) return undefined;
  return { name: m[1]!.toLowerCase(), noun: m[2]!.toLowerCase() };
}
