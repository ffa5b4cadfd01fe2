// The compiled form of one ledger entry: what the evaluator runs. Plain data, cached by content.
import type { DateWindow } from "./rule-date-window.ts";
import type { RollEnd } from "./rule-time-rolling.ts";
import type { AgeBound } from "./rule-age-bound.ts";
import type { Effect, PinKind } from "../../contract/ledger-entry.ts";
import type { AllowedAct } from "../carve-outs/fb-allowed-act.ts";
import type { Defer } from "../carve-outs/fb-deferred.ts";
import type { LiteralBan } from "./rule-literal-ban.ts";
import type { ContentBan } from "./rule-content-ban.ts";
import type { MessageTopic } from "./rule-message-topic.ts";
import type { StateMark } from "../carve-outs/fb-state-qualifier.ts";

export interface TargetSpec {
  raw: string; // as written in the rule: "the billing channel"
  names: string[]; // canonical name words, all must match one value: ["billing"]
  path: boolean; // a folder: matches a directory segment of a path argument
  prefix?: string; // an explicit path: "/repo/docs"
  stem?: boolean; // the prefix ends inside a name ("tank/db*"): tank/dbbackup-old and tank/db@snap are under it (match-clause.ts)
  command: boolean; // a program: matches only what is run (sudo, npm)
  channel: boolean; // "#billing": the channel's own name
  literal?: string; // quoted or code text: `rm -rf`
  keyword?: boolean; // a command word in capitals the call must write itself, never a command table's gloss ("use SCAN not KEYS": fb-preferred-kin.ts)
  adjective?: boolean; // only descriptive words ("generated"), dropped beside a path
  via?: string; // the preposition that introduced it ("in TypeScript code")
  kinds?: string[]; // what kind of thing it names ("repo" in "the payments repo")
  dest?: boolean; // where the change lands: "merge into release/*", "PRs against legacy-v1
  described?: boolean; // descriptor words dropped from names ("the postgres unit" → postgres): raw keeps them (rule-target-role.ts)
  platform?: boolean; // a scope label ("Cloudflare: …"): the product, skipped when the call names none
  acronyms?: string[]; // names the rule wrote in capitals ("CRDs" → crd): a value may spell them out (rule-target-acronym.ts)
  month?: number; // "dated in October": 1–12, matched against the call's ISO dates (rule-target-month.ts)
  year?: number; // "in December 2026": the month's year, when written
  place?: boolean; // a heading that is no product ("Board 'Q3 Launch': don't archive cards"): where, supporting
  glob?: string; // a name pattern: "indices matching logs-*", "buckets named *-uploads" (one piece of a call value must match it)
  host?: boolean; // the machine it runs on ("on db-primary", "on the edge boxes"): a shell call naming no host runs there (rule-target-host.ts)
  vendor?: boolean; // a product written before the kind ("Contentful entries"): a platform the call need not name (rule-target-place.ts)
  ids?: string[]; // opaque ids the rule writes for it ("page 1f2e3d4c-…", "(-100188812)"): a call value carrying one is it (rule-target-ids.ts)
  keyIds?: string[]; // short ids ("id 99120", "uid sre", "Pipeline 57"): the whole value of an id argument (rule-target-ids.ts)
  idPrefixes?: string[]; // ids written cut short ("uuid 9f1e..."): an opaque id a call value carries starts with one (rule-target-ids.ts)
  keyValue?: { keys: string[]; value: string; eq?: string }; // "status AUTHORISED", "waiting_room false": a key set to that value (rule-target-keyvalue.ts)
  kindClass?: string; // "any serverless endpoint": a class of things; a tool whose name's head noun is this kind acts on one (rule-target-kind-class.ts)
  kindClassNoun?: boolean; // "any automation rules": the class is told by a noun, which a name could carry too (rule-target-kind-class.ts)
  quoted?: string[]; // names the rule quotes beside other words ("the 'All Users' segment"): a call value must carry one as written, words in order (rule-target-quoted.ts)
  domain?: string; // a host name the rule writes ("competitor-labs.com"): an address or URL at it or under it (rule-target-domain.ts)
}
/** Alternatives ("the primary or the cache") form one group; every group must match. */
export type TargetGroups = TargetSpec[][];

export interface ActionSpec {
  families: string[];
  words: string[]; // rule words that chose the families
  groups: TargetGroups;
  outsidePaths: string[];
  outsideDomains: string[];
  destination?: boolean; // outsidePaths: a call with any path inside them places there and is fine (rule-destination.ts)
  destEmails?: boolean; // outsideDomains are where recipients may be, not hosts (rule-destination.ts)
  allow?: string[]; // verbs the rule allows before its ban: "append to notes, never overwrite" (fb-allowance.ts)
  support?: boolean[]; // per group: only describes the thing, may go unnamed (rule-target-role.ts)
  allowNouns?: string[]; // things another sentence allows: "Internal notes are fine" (rule-allow-sentence.ts)
  allowActs?: AllowedAct[]; // acts another clause allows: "Restarts of allocs are ok" (fb-allowed-act.ts)
  defer?: Defer; // a ban on doing it now: "never cancel immediately" (fb-deferred.ts)
  sqlPair?: [string, string]; // "INSERT OVERWRITE": an SQL act written as two keywords needs both (fb-sql-scope.ts)
  except?: { verb: string; kept: string }; // "no GRANT of anything beyond SELECT": the thing set apart (fb-sql-scope.ts)
  always?: string; // "(always --private)": a switch the act must carry; a call carrying it keeps the rule (fb-sql-scope.ts)
  dataAct?: "export" | "ddl" | `statement:${string}`; // "never export them out of tidb", "dont drop tables", "any ALTER": the narrower data act (fb-data-act.ts)
  roles?: string[]; // "the patroni leader": a role context.flags may say who holds (fb-sql-scope.ts)
  star?: boolean; // a ban on SELECT *: a query naming its columns does not break it (fb-star-select.ts)
  alt?: string[][]; // the allowed way the ban names: "; use `uv lock`", "remove from lists instead" (fb-alternative.ts)
  states?: StateMark; // "never delete a sent invoice": the state words saying which things (fb-state-qualifier.ts)
  turn?: string; // "ask before starting the dryer": the one direction a rule with no act word names (fb-opposite-act.ts)
  elseOf?: string[]; // "the 'edge-cache' db is disposable, anything else don't destroy": names set apart (fb-anything-else.ts)
}

/** "tickets you open need a priority", "docker builds must use --pull": the call is about the subject
 * when it runs `program` `sub`, or its tool acts on `object`, or it shows one of `families`;
 * then it must carry the field (rule-require-field.ts, match-require-object.ts). */
export interface RequiredField {
  object?: string[];
  families?: string[];
  program?: string;
  sub?: string;
  create?: boolean; // "new tickets": only a call that creates one
}

/** A sequence whose sides are events of sequence-events.yaml (rule-sequence-events.ts,
 * match-history-event.ts): "run the tests before any tag", "--check first, then the real run". */
export interface SequenceEvents {
  triggerEvents: string[]; // event ids the call must show (empty: the trigger ActionSpec / verbs)
  prereqEvents: string[]; // event ids an earlier call must show
  preview: boolean; // the prerequisite is a dry run / plan of the same program
  confirm: boolean; // the prerequisite is a yes, which a truthy context flag also gives
  verbs: string[]; // preview rules: the words of the real run ("apply", "up", "sync")
  programs: string[]; // "Ansible: …": the program the rule is about
  triggerFamilies: string[];
}

/** effect: "Off-cycle payments: ask me first, and never above $2k": a ban part of an approval entry
 * keeps its own deny (rule-mixed-effect.ts); absent, the entry's effect holds. */
export type Clause = ClauseBody & { effect?: Effect };

type ClauseBody =
  // scope: with only, the groups that say when the rule applies, not what "only" restricts (fb-only-scope.ts)
  // age: "older than 180 days", "added in the last 24h": the object's age the ban holds for (rule-age-bound.ts)
  | ({ type: "action"; trigger?: ActionSpec; only?: boolean; onlyFlag?: string; scope?: ("name" | "kind" | "")[]; appos?: string[][]; age?: AgeBound } & ActionSpec)
  | {
      type: "limit";
      sense: "money" | "count" | "retries" | "attempts" | "frequency" | "length";
      max: number;
      min?: number; // "never fewer than 3 replicas": the value must not go below
      strict?: true; // "needs approval unless less than 25%": the bound itself breaks it (v >= max; rule-limit-unless.ts)
      rule: string; // "$500"
      families: string[];
      cumulative: boolean;
      unitWords: string[]; // "rows", "replicas"
      groups?: TargetGroups; // count limits about a named target: "replicas of the api deployment in prod"
      perTarget: boolean;
      perObject?: string[]; // "once per order": the object counted per (fb-per-object.ts)
      exportOnly?: boolean; // "limit any single export to 1M rows": only a call that exports (fb-sql-scope.ts)
      countOf?: string; // "3 orders per day": what a frequency counts, read from a count flag ({orders_today: 3}, match-flag-count.ts)
      countPeriod?: "hour" | "day" | "week" | "month"; // …and the period of that count
      period?: string; // a total over history: "per day", "in this task" (rule-sequence-total.ts)
      unitPhrase?: string[]; // what a total counts: "job applications" → job, application
      perHead?: true; // "under $30 a head": the call's money split over its headcount
      heads?: number; // "$15 a head, 6 people": the headcount the rule states (the call's own wins)
      window?: { days?: number[]; beforeMin?: number; afterMin?: number; tz?: string; rule: string }; // "max 19 at night (23:00-06:00)": the limit holds only then
      withTip?: true; // "incl. tip": the tip counts toward the amount
      scope?: { name: string; noun: string }; // "from the ops account": the one account the money bound holds for (rule-limit-scope.ts)
      perUnit?: "night" | "ticket" | "seat" | "item" | "room" | "passenger"; // "max EUR 180 per night": the price of one unit (rule-limit-per-unit.ts)
      per?: "day" | "week" | "month" | "quarter" | "year"; // "$2,500/month": the period the money is per (rule-limit-period.ts)
      subjectUnit?: true; // "party of up to 6 max": the unit words are the words before the number (rule-limit-unit.ts)
      loose?: boolean[]; // per group: descriptive, may go unnamed when the call states the quantity (rule-limit-loose.ts)
      percentOf?: string; // "no discounts over 10%": what the percentage is of (a tax_percent is another one)
    }
  // anyOf: the day or the clock alone breaks it ("after 6pm or on Saturdays"); else both must hold
  // dates: "until Dec 1", "Dec 14-18": the calendar days the rule holds on (rule-date-window.ts)
  // ofThing: "nothing departing after 10pm" — the clock is a property of the thing (its departure),
  // read from the call's own times, never from the clock the call is made at (rule-time-words.ts)
  | { type: "time"; days?: number[]; beforeMin?: number; afterMin?: number; anyOf?: true; tz?: string; rule: string; families: string[]; groups: TargetGroups; dates?: DateWindow; ofThing?: true; roll?: RollEnd; unless?: string[] } // roll: "until Monday 08:00", the end of a rolling ban (rule-time-rolling.ts) // unless: words of an exception the call may show (rule-time-exception.ts)
  | { type: "sequence"; trigger: ActionSpec; prereq: ActionSpec; rule: string; all?: boolean; seq?: SequenceEvents }
  | { type: "keywords"; words: string[]; families: string[]; rule: string; commit?: boolean } // commit: the text must also promise
  | { type: "region"; allowed: string[]; prefixes: string[]; rule: string }
  | { type: "size"; maxType: string; maxRank: number }
  | { type: "format"; format: string; values: string; rule: string } // formats.yaml id: "Conventional Commits"
  // first: the rule puts it before the act ("run the tests first"): an earlier call may carry it (fb-done-before.ts)
  // when: the commands named after "before": the requirement holds only on a call carrying them (rule-before-code.ts)
  | { type: "require"; trigger?: ActionSpec; triggerAlt?: ActionSpec; tokens: string[]; keyValue?: { key: string; value: string }; rule: string; anyOf?: true; field?: RequiredField; first?: true; when?: string[]; messages?: true }
  // "only ever use the dev-eu context": a call that sets the context to another value breaks it
  // (names: each allowed value as canonical words; the value must carry all words of one)
  | { type: "setting"; setting: string; keys: string[]; allowed: string[][]; toolWords?: string[]; writesOnly?: boolean; rule: string } & ValuePin
  // "exclude tenant_id = 0 from every report query": a read query must name the column (rule-exclude-rows.ts)
  | { type: "exclude-rows"; column: string; value: string; rule: string }
  // "Deletes must always have a WHERE clause", "queries on RAW.EVENTS must have a date filter" (rule-sql-clause.ts)
  // column: "must filter on event_date": the WHERE part must name that column
  | { type: "sql-clause"; part: "where" | "date" | "limit"; kind?: string; table?: string[]; column?: string; rule: string }
  // "open PRs as drafts": a call creating/changing the subject must not set the opposite state
  // where: ids or channels the rule names ("(chat -1001882734)", "#ops"): the call must name one of them
  | { type: "state"; state: string; word: string; subjects: string[]; where?: string[]; rule: string }
  // "take an etcdctl snapshot save before any defrag": commands named by their words; a call doing a
  // trigger step needs an earlier call doing a prereq step (same: on the same object) (rule-command-order.ts)
  | { type: "command-order"; trigger: CommandStep[]; prereq: CommandStep[]; same?: true; rule: string }
  // "numcopies stays at 2 or more", "stay at min 3 nodes": a value set under that name must not go below min
  | { type: "floor"; names: string[]; unit: string[]; min: number; rule: string };

/** One command of a command-order rule: its words (folded, all must appear), flags it must carry and
 * flags it must not, and a place the call must name (dest: as its last operand, where things go). */
export interface CommandStep {
  words: string[];
  flags?: string[];
  without?: string[];
  literal?: string;
  dest?: true;
}

/** What a value pin adds to a setting (rule-value-pin.ts, match-setting.ts):
 *   "thermostat stays between 18 and 22 C"   → range {min 18, max 22} on temperature
 *   "Net-30 terms on every invoice"          → numbers [30] (days_until_due), required on invoices created
 *   "label new bugs with `needs-triage`"     → member: the labels list must hold it */
export interface ValuePin {
  range?: { min: number; max: number };
  numbers?: number[]; // numeric forms of the allowed value: net-30 → 30
  member?: boolean; // a list that must hold one allowed value; other values beside it are fine
  required?: boolean; // leaving the attribute out breaks it ("always", "every")
  subject?: string[]; // the call must show one of these words (tool name or values) for the pin to apply
  create?: boolean; // only a call that creates the subject ("incidents you open", "new bugs")
  trigger?: string[]; // the act the pin is about ("when changing plans"): the call must show one of these
}

export interface CompiledEntry {
  effect: Effect;
  effectWhy: string;
  kind: PinKind;
  clauses: Clause[];
  aliases: { names: string[]; id: string }[];
  conditionWords: string[];
  ruleWords?: string[]; // the text's words in order, for reading context flags (rule-condition-flags.ts)
  owner?: "others" | "self"; // the ban is about others' things / the agent's own (fb-owner.ts): an owner flag may lift it
  uncompilable?: string;
  mixed?: true; // a clause has an effect of its own (rule-mixed-effect.ts): the evaluator looks on for a deny
  gate?: string[]; // families the call must show for any clause to match (absent: no such bound)
  literalBans?: LiteralBan[]; // quoted / code literals the rule bans, each a whole act (rule-literal-ban.ts)
  messageTopic?: MessageTopic; // words a sent message must not hold: "any message mentioning a promo code" (rule-message-topic.ts)
  contentBan?: ContentBan; // a kind of value the call must not write: secrets, emails (rule-content-ban.ts)
  allowOnly?: AllowedAct[]; // an entry that only allows acts ("creating new watchlists is ok"): it lifts other entries' bans on them (fb-allow-entry.ts)
}
