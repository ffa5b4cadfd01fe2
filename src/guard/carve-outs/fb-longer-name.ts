// A name matches a name, not a longer name it starts: "the `payments` namespace" is not
// payments-sandbox, "don't push to main" is not main-menu-redesign, "fct_orders" is not
// fct_orders_daily. The extra words make another thing (a copy, a branch, a rollup); a number, an
// id key or a kind word does not (postgres-16, gift_card_3871331, restaurant_id, payments-service),
// nor does a stage name's suffix (prod-main is prod, $STAGING_DATABASE_URL is staging).
// Nor does the act the rule names, last in it: "merging tickets needs my ok" ~ PUT /ticket_merge/5003/5004
// is an endpoint merging tickets (only that act: users_archive stays another thing for "delete users").
import type { GuardRules } from "../guard-rules.ts";
import { singular } from "../split-words.ts";

const TOKEN = /[a-z0-9][a-z0-9_-]{0,79}/g;
const SAME_THING = /\d|^(?:id|ids|ref|uuid|name|slug|key|handle|no|num|client|cli|ctl|sdk)$/; // (clickhouse-client is clickhouse)
// an attribute of the thing, not another thing: Alarm_Arming, FrontDoor_Lock, garage_door_state,
// kitchen-light-mode, thermostat_settings, garage-door-01 are the alarm, the front door, the light, the thermostat, the garage
const ATTRIBUTE = /^(?:state|status|mode|lock|door|arming|armed|setting|settings|power|switch|toggle|enabled)$/;
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
export function onlyLongerNames(raw: string, names: readonly string[], rules: GuardRules, as?: NameAs, ruleWords?: readonly string[]): boolean {
  const syn = rules.synonyms;
  // a short name is a family's prefix more often than a name ("ext" in "they all start with ext-"),
  // unless the rule gives its kind: "the `api` app" is one app's name
  if (!names.length || lettersIn(names) < (as?.kinded ? 3 : 4) || isStage(rules.contrastSets.get(names[0]!))) return false;
  let longer = false;
  let n = 0;
  for (const m of raw.toLowerCase().matchAll(TOKEN)) {
    if (++n > MAX_TOKENS) return false; // too long to be sure: keep the match
    const parts = partsOf(m[0]);
    if (!holdsAll(parts, names, syn)) continue;
    // (the rule's own spelling counts too: "the `users` collection" reads users as customer)
    // (a kind word may come first: db-orders-archive-1 is the orders db's archive, db-orders-1 the orders db)
    const at = kindLead(parts, names, rules);
    if (!leads(parts, names, as, at) || restSame(parts, at + names.length, rules, as) || ruleActLast(parts, at + names.length, rules, ruleWords)) return false;
    longer = true;
  }
  return longer;
}

// (plain loops below, top-level: onlyLongerNames runs per target and call value, no closures each time)
/** a token's parts between - and _ (most tokens hold neither: one part, no regex split) */
function partsOf(token: string): string[] {
  return token.includes("-") || token.includes("_") ? token.split(/[-_]+/).filter(Boolean) : [token];
}
/** names.join("").length without the string */
function lettersIn(names: readonly string[]): number {
  let n = 0;
  for (const name of names) n += name.length;
  return n;
}
function isStage(ids: readonly string[] | undefined): boolean {
  if (ids) for (const id of ids) if (STAGE.has(id)) return true;
  return false;
}
/** every name is one of the parts */
function holdsAll(parts: readonly string[], names: readonly string[], syn: ReadonlyMap<string, string>): boolean {
  for (const name of names) {
    let held = false;
    for (const p of parts)
      if (same(p, name, syn)) {
        held = true;
        break;
      }
    if (!held) return false;
  }
  return true;
}
/** how many leading parts are kind words before the names (db-orders-…, svc-billing-…): at most one */
function kindLead(parts: readonly string[], names: readonly string[], rules: GuardRules): number {
  const p = parts[0]!;
  return parts.length > names.length + 1 && rules.kindWords.has(p) && !names.includes(p) && !names.includes(singular(p)) ? 1 : 0;
}
/** the names are the leading parts (after `at` kind words), and more parts follow */
function leads(parts: readonly string[], names: readonly string[], as: NameAs | undefined, at: number): boolean {
  if (parts.length <= at + names.length) return false;
  const own = as?.words?.length === names.length ? as.words : undefined;
  for (let i = 0; i < names.length; i++) if (!spelled(parts[at + i]!, names[i]!) && !(own && spelled(parts[at + i]!, own[i]!))) return false;
  return true;
}
/** "the hallway motion automations" ~ hallway_motion_notify: the part is a kind of automation and the rule names an automation */
function automationOfRule(p: string, rules: GuardRules, as: NameAs | undefined): boolean {
  const kinds = rules.callWords.automation_kinds;
  if (!kinds.has(p) || !as?.words) return false;
  for (const w of as.words) if (kinds.has(w)) return true;
  return false;
}
/** the parts after the name add nothing that makes another thing (a number, an id key, a kind word, an attribute,
 * a word of the rule's own phrase: freezer_plug is "the freezer plug", a device kind: shelly-freezer-plug) */
function restSame(parts: readonly string[], from: number, rules: GuardRules, as: NameAs | undefined): boolean {
  for (let i = from; i < parts.length; i++) {
    const p = parts[i]!;
    if (!SAME_THING.test(p) && !rules.kindWords.has(p) && !ATTRIBUTE.test(p) && !as?.words?.includes(singular(p)) && !rules.callWords.device_kinds.has(p) && !automationOfRule(p, rules, as)) return false;
  }
  return true;
}
/** one part follows the name, and it is a changing act the rule itself names (merge ~ "merging",
 * cancel ~ "cancelling"): ticket_merge under "merging tickets needs my ok" */
function ruleActLast(parts: readonly string[], from: number, rules: GuardRules, ruleWords: readonly string[] | undefined): boolean {
  if (!ruleWords || parts.length !== from + 1) return false;
  const p = parts[from]!;
  const fams = rules.wordFamilies.get(p);
  if (!fams) return false;
  let changing = false;
  for (const f of fams) if (!rules.families.get(f)?.readOnly) changing = true;
  if (!changing) return false;
  const stem = verbStem(p);
  for (const w of ruleWords) if (w === p || (stem.length >= 4 && verbStem(w) === stem)) return true;
  return false;
}
/** a verb's form without its ending: merging, merged, merges, merge → merg; cancelling → cancel */
function verbStem(w: string): string {
  let s = w.endsWith("ing") ? w.slice(0, -3) : w.endsWith("ed") ? w.slice(0, -2) : w.endsWith("es") ? w.slice(0, -2) : w.endsWith("e") || w.endsWith("s") ? w.slice(0, -1) : w;
  if (s.length > 3 && s[s.length - 1] === s[s.length - 2]) s = s.slice(0, -1);
  return s;
}

// a name the rule writes joined, as one identifier: acme-backups-prod, payments_kill_switch (two
// parts or more). A run of word characters and separators, started only where no such character
// stands before it, so each run is read once (one linear pass); the parts are checked in code.
const WRITTEN_ID = /(?<![a-z0-9_-])[a-z0-9][a-z0-9_-]*/g;
// what a longer identifier may add and still be the same thing: the live one of a family
// (acme-backups-prod-main, billing-db-primary)
const LIVE = /^(?:prod|production|live|primary|main|master)$/;
// a joined name the rule writes, as its parts, and the rule's next words after it
interface WrittenId {
  id: string[];
  after: string[];
}
const WRITTEN_IDS = new Map<string, WrittenId[]>();
const FAMILY_AFTER = /^[`'"]?\s(?:[a-z]{2,20}\s)?[a-z]{2,20}[^siu\s]s\b/; // (not redis, status, bus)
function writtenIds(ruleRaw: string): WrittenId[] {
  let ids = WRITTEN_IDS.get(ruleRaw);
  if (!ids) {
    ids = [];
    const low = ruleRaw.toLowerCase();
    for (const found of low.matchAll(WRITTEN_ID)) {
      let end = found[0].length; // ("ci-*", "prod-": a separator at the end is no part)
      while (end > 0 && (found[0][end - 1] === "-" || found[0][end - 1] === "_")) end--;
      const m = { 0: found[0].slice(0, end), index: found.index };
      const parts = m[0].split(/[-_]/);
      if (parts.some((p) => !p)) continue; // a doubled separator: not one joined name
      // ("prod-eu nodes", "ci-* runners": a plural kind after it names a family of things by the prefix)
      if (FAMILY_AFTER.test(low.slice(m.index + m[0].length, m.index + m[0].length + 24))) continue;
      if (parts.length < 2 || m[0].length < 6 || !parts.some((p) => /[a-z]{3}/.test(p))) continue;
      // ("the sign-up flow config" ~ sign-up-flow.yaml: the words after it in the rule go on with the name)
      const after = low.slice(m.index + m[0].length, m.index + m[0].length + 40).split(/[^a-z0-9]+/).filter(Boolean).slice(0, 3).map((w) => singular(w));
      ids.push({ id: parts.map((p) => singular(p)), after });
    }
    if (WRITTEN_IDS.size < 5000) WRITTEN_IDS.set(ruleRaw, ids);
  }
  return ids;
}

/** The rule writes a joined identifier ("the b2 bucket acme-backups-prod", "the payments_kill_switch
 * gate") and every identifier of `raw` that holds it holds it as its leading parts, followed by more
 * that make another thing: acme-backups-prod-staging, payments_kill_switch_test. A number, an id
 * key, a kind word or the live one of a family adds nothing (acme-backups-prod-2, …-prod-main). */
export function extendsWrittenId(raw: string, ruleRaw: string, rules: GuardRules, ruleWords?: readonly string[]): boolean {
  let ids = writtenIds(ruleRaw);
  // ("the prod_products index. its replicas neither (prod_products_price_asc etc)": the whole rule
  // writes the name again with more after it, so the longer names are its family, not other things)
  if (ruleWords) ids = ids.filter((w) => !writtenAgainLonger(w.id, ruleWords, rules));
  if (!ids.length) return false;
  let longer = false;
  let n = 0;
  for (const m of raw.toLowerCase().matchAll(TOKEN)) {
    if (++n > MAX_TOKENS) return false;
    const parts = m[0].split(/[-_]+/).filter(Boolean).map((p) => singular(p));
    for (const { id, after } of ids) {
      if (parts.length < id.length) continue;
      let at = -1;
      for (let i = 0; i + id.length <= parts.length && at < 0; i++) if (id.every((p, j) => parts[i + j] === p)) at = i;
      if (at < 0) continue;
      if (at > 0) return false; // held elsewhere (team-acme-backups-prod): keep the match
      const rest = parts.slice(id.length);
      if (rest.every((p, j) => after[j] === p)) return false;
      if (rest.every((p) => SAME_THING.test(p) || rules.kindWords.has(p) || LIVE.test(p))) return false;
      longer = true;
    }
  }
  return longer;
}

/** The rule's words hold the name twice or more, once followed by a word that is no kind word. */
function writtenAgainLonger(id: readonly string[], words: readonly string[], rules: GuardRules): boolean {
  let seen = 0;
  let longer = false;
  for (let i = 0; i + id.length <= words.length; i++) {
    if (!id.every((p, j) => words[i + j] === p)) continue;
    seen++;
    const next = words[i + id.length];
    if (next && next !== "\u0000" && !rules.kindWords.has(next) && /^[a-z0-9]+$/.test(next)) longer = true;
  }
  return seen > 1 && longer;
}
