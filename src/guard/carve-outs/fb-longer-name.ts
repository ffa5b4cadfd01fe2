// A name matches a name, not a longer name it starts: "the `payments` namespace" is not
// payments-sandbox, "don't push to main" is not main-menu-redesign, "fct_orders" is not
// fct_orders_daily. The extra words make another thing (a copy, a branch, a rollup); a number, an
// id key or a kind word does not (postgres-16, gift_card_3871331, restaurant_id, payments-service),
// nor does a stage name's suffix (prod-main is prod, $STAGING_DATABASE_URL is staging).
import type { GuardRules } from "../guard-rules.ts";
import { singular } from "../split-words.ts";

const TOKEN = /[a-z0-9][a-z0-9_-]{0,79}/g;
const SAME_THING = /\d|^(?:id|ids|ref|uuid|name|slug|key|handle|no|num|client|cli|ctl|sdk)$/; // (clickhouse-client is clickhouse)
// stages and test/real data: a longer name of one is a variant of it (prod-eu, test-fleet)
const STAGE = new Set(["contrast.env", "contrast.reality"]);
const MAX_TOKENS = 64; // bounded work on long values (commands, queries)

function same(part: string, name: string, syn: ReadonlyMap<string, string>): boolean {
  if (part === name) return true;
  const s = singular(part);
  return s === name || syn.get(part) === name || syn.get(s) === name;
}
// the leading words spelled as the name itself (kube-system is not "kubernetes" + system)
const spelled = (part: string, name: string) => part === name || singular(part) === name;

/** How the rule wrote the name: its own words (before synonyms), and whether it gave a kind ("the api app"). */
export interface NameAs {
  words?: readonly string[];
  kinded?: boolean;
}

/** True when every identifier in `raw` that holds all `names` holds them only as its leading
 * words, followed by more (not a number, an id key or a kind word): `payments-sandbox` for ["payment"]. False when one
 * identifier is the name itself or holds it elsewhere (then the usual match stands). */
export function onlyLongerNames(raw: string, names: readonly string[], rules: GuardRules, as?: NameAs): boolean {
  const syn = rules.synonyms;
  // a short name is a family's prefix more often than a name ("ext" in "they all start with ext-"),
  // unless the rule gives its kind: "the `api` app" is one app's name
  if (!names.length || names.join("").length < (as?.kinded ? 3 : 4) || (rules.contrastSets.get(names[0]!) ?? []).some((id) => STAGE.has(id))) return false;
  let longer = false;
  let n = 0;
  for (const m of raw.toLowerCase().matchAll(TOKEN)) {
    if (++n > MAX_TOKENS) return false; // too long to be sure: keep the match
    const parts = m[0].split(/[-_]+/).filter(Boolean);
    if (!names.every((name) => parts.some((p) => same(p, name, syn)))) continue;
    // (the rule's own spelling counts too: "the `users` collection" reads users as customer)
    const lead = parts.length > names.length && names.every((name, i) => spelled(parts[i]!, name) || (as?.words?.length === names.length && spelled(parts[i]!, as.words[i]!)));
    if (!lead || parts.slice(names.length).every((p) => SAME_THING.test(p) || rules.kindWords.has(p))) return false;
    longer = true;
  }
  return longer;
}
