// What a CLI line acts on when it writes the thing the CLI's own way (s22):
//   - a hyphenated subcommand joins the object and the verb: `ipa user-del jdoe` deletes a user,
//     `ipa hbacrule-add-user` changes an hbacrule, `virsh snapshot-delete` a snapshot, `juju
//     remove-unit` a unit. The object alone is addressed too, so "deleting users" meets user-del
//     (user-del is no longer name of "user": fb-longer-name.ts reads the verb part as another thing).
//   - a product's CLI is named for the product with a ctl/cli/adm ending: `ionosctl datacenter
//     delete` is the IONOS datacenter, `patronictl reinit` Patroni's. The product word joined with
//     the subcommands is addressed ("ionos datacenter delete"), so "any ionos datacenter" meets it.
// Plain string code, no regex over user text but one anchored, linear test of the program name.
// The short verb spellings and the program stems that name no product are data: call-words.yaml
// (cli_short_verbs, cli_not_products).
import type { GuardRules } from "../guard-rules.ts";
import type { CommandSegment } from "./command-line.ts";

// a product CLI's name: the product, then ctl / cli / adm (kubectl is "kube", not a product word a rule writes)
const PRODUCT_CLI = /^([a-z][a-z0-9]{2,19}?)[-_]?(?:ctl|cli|adm)$/;

function verbish(w: string, rules: GuardRules): boolean {
  return rules.callWords.cli_short_verbs.has(w) || rules.wordFamilies.has(w) || rules.callWords.make_verbs.has(w);
}

/** The object word of a hyphenated subcommand ("user-del" → user, "hbacrule-add-user" → hbacrule,
 * "remove-unit" → unit), or undefined when no part of it is a verb beside a noun. */
export function subcommandNoun(sub: string, rules: GuardRules): string | undefined {
  if (sub.length > 40) return undefined;
  const parts = sub.split("-");
  if (parts.length < 2 || parts.some((p) => !p)) return undefined;
  // object first (FreeIPA, virsh, kanidm): user-del, hbacrule-add-user, snapshot-create-as (the
  // object may be a word that is a verb elsewhere: snapshot-delete, backup-restore)
  if (verbish(parts[1]!, rules)) return parts[0]!.length >= 3 && /^[a-z][a-z0-9]*$/.test(parts[0]!) && !rules.callWords.cli_short_verbs.has(parts[0]!) && !rules.callWords.make_verbs.has(parts[0]!) ? parts[0] : undefined;
  // verb first, one object: remove-unit, delete-bucket
  if (parts.length === 2 && verbish(parts[0]!, rules)) return nounOf(parts[1]!, rules);
  return undefined;
}

// a word that can be an object: three letters or more, not a verb (top-level: no closure per subcommand)
function nounOf(w: string, rules: GuardRules): string | undefined {
  return w.length >= 3 && /^[a-z][a-z0-9]*$/.test(w) && !verbish(w, rules) ? w : undefined;
}

function kindWord(w: string, rules: GuardRules): boolean {
  return rules.kindWords.has(w) || rules.kindWords.has(rules.synonyms.get(w) ?? "");
}

/** "ionosctl" → "ionos", "linode-cli" → "linode"; undefined for other programs. */
export function productOfCli(program: string, rules: GuardRules): string | undefined {
  if (program.length > 24) return undefined;
  const m = PRODUCT_CLI.exec(program);
  return m && !rules.callWords.cli_not_products.has(m[1]!) ? m[1] : undefined;
}

/** The values a CLI line addresses beyond its own words: each is [where, value]. */
export function cliNouns(seg: CommandSegment, rules: GuardRules): [string, string][] {
  const out: [string, string][] = [];
  for (let k = 0; k < seg.subcommands.length && k < 3; k++) {
    const sub = seg.subcommands[k]!;
    // (after a kind word the line names one of that kind: `kubectl delete ns checkout-preview` deletes
    // a namespace called checkout-preview, no "checkout" object; `aws s3api delete-bucket` keeps it)
    if (k > 0 && kindWord(seg.subcommands[k - 1]!, rules)) break;
    const n = sub.includes("-") ? subcommandNoun(sub, rules) : undefined;
    if (n) out.push([`"${seg.program} ${sub}" (object)`, n]);
  }
  const product = productOfCli(seg.program, rules);
  if (product && seg.subcommands.length) {
    const subs = seg.subcommands.join(" ");
    out.push([`"${seg.program}" (product)`, `${product} ${subs}`]);
    // (the rule side reads a product name ending in s as a plural: "ionos" → iono)
    if (product.endsWith("s") && product.length > 4) out.push([`"${seg.program}" (product)`, `${product.slice(0, -1)} ${subs}`]);
  }
  return out;
}
