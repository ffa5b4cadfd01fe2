// Runs one compiled clause against the facts of the call (and of history where the clause
// needs it). Returns the evidence, or undefined when the call does not break the clause.
import { notTheDataAct } from "../carve-outs/fb-data-act.ts";
import { otherStatement, onlyExcepted, carriesSwitch, otherMember, callExports } from "../carve-outs/fb-sql-scope.ts";
import { quotedHit } from "../compile/rule-target-quoted.ts";
import { compoundHeadHit } from "./match-compound-head.ts";
import { headResourceHit, productGroup } from "./match-product-resource.ts";
import { toolNamesRelationOf } from "./match-relation-tool.ts";
import { flagCount } from "./match-flag-count.ts";
import { otherDocKind } from "./match-limit-kind.ts";
import { callNamesBatch, idListOfAct, keyNamesGroup, namedList, statedQuantity, toolSaysGroup } from "./match-limit-stated.ts";
import { matchExcludeRows } from "./match-exclude-rows.ts";
import { matchSqlClause } from "./match-sql-clause.ts";
import { isProductName, type GuardRules } from "../guard-rules.ts";
import type { ActionSpec, Clause, TargetSpec } from "../compile/compiled-entry.ts";
import { CWD_KEY, type CallFacts, type NumberRef } from "../read-call/call-facts.ts";
import { canonicalCall } from "../read-call/canonical-call.ts";
import { AWS_REGION, GCP_REGION, INSTANCE_TYPE, sizeRank } from "../compile/rule-clauses.ts";
import { azureInFamily, isRegionValue } from "../compile/region-codes.ts";
import { inRollingBan } from "../compile/rule-time-rolling.ts";
import { canonical, singular, splitWords } from "../split-words.ts";
import { actsOnPage, currentPage, sessionSetters, sessionState } from "../read-call/session-state.ts";
import { toolSessionState, toolSettersFor } from "../read-call/session-tool-state.ts";
import { matchSetting, matchState } from "./match-setting.ts";
import { matchRequiredField } from "./match-require-object.ts";
import { ruleVerbOff } from "../carve-outs/fb-switch.ts";
import { matchEventSequence } from "./match-history-event.ts";
import { matchHistoryTotal } from "./match-history-total.ts";
import { matchFlagCounter } from "./match-flag-counter.ts";
import { flagMoney, flagSoFar } from "./match-flag-money.ts";
import { ageEvidence, ofFlaggedObject } from "./match-age-bound.ts";
import { boundedArgument, isIdNumber, namedArgument, resultSize, unnamedDescriptor } from "./match-limit-unit.ts";
import { namesAnotherOne, toolNamesGroup, toolNamesUnit } from "./match-limit-loose.ts";
import { asPercent, ofAnotherThing, shareOf } from "./match-limit-percent.ts";
import { dayOfStamp, inDateWindow, pastStamp, zonedDay } from "./match-date-window.ts";
import { userZone } from "../compile/rule-time-words.ts";
import { meetsException } from "./match-time-exception.ts";
import { periodFactor } from "./match-limit-period.ts";
import { offsetClock } from "./match-time-offset.ts";
import { callDelayMs } from "./match-time-delay.ts";
import { argGiven, withoutNoun } from "../carve-outs/fb-without-arg.ts";
import { sameRecord, sameThing, withoutSameGroups } from "./match-sequence-same.ts";
import { calendarGroup, calendarThingWord, namesOwnAct, quietAct, thingAtTime, windowFlag } from "./match-time-act.ts";
import { countBeyondCall } from "../read-call/call-session-count.ts";
import { percentOff } from "./match-percent-off.ts";
import { nounVerbs } from "../read-call/call-lemma.ts";
import { onlyAllowedActs } from "../carve-outs/fb-allowance.ts";
import { onlyAllowedAct } from "../carve-outs/fb-allowed-act.ts";
import { consentFlag } from "../carve-outs/fb-confirmed.ts";
import { unmarkedOf } from "../compile/rule-target-role.ts";
import { replacedText } from "../carve-outs/fb-replaced-text.ts";
import { opaque } from "./match-silent-target.ts";
import { vendorElsewhere } from "./match-vendor.ts";
import { saysWhenNotWhat } from "../carve-outs/fb-only-when.ts";
import type { FlagWords } from "../compile/rule-condition-flags.ts";
import { dryRunAct } from "../carve-outs/fb-dry-run.ts";
import { otherState } from "../carve-outs/fb-state-qualifier.ts";
import { contrastingAct } from "../carve-outs/fb-act-contrast.ts";
import { oppositeAct } from "../carve-outs/fb-opposite-act.ts";
import { deferredCall } from "../carve-outs/fb-deferred.ts";
import { selectsStar } from "../carve-outs/fb-star-select.ts";
import { doneEarlier } from "../carve-outs/fb-done-before.ts";
import { otherObject, perObjectValues } from "../carve-outs/fb-per-object.ts";
import { metInCall, unorderedNeed } from "../carve-outs/fb-within-call.ts";
import { placeHostHit } from "./match-place-host.ts";
import { extendsWrittenId, onlyLongerNames, type NameAs } from "../carve-outs/fb-longer-name.ts";
import { otherDeviceKind } from "../carve-outs/fb-device-kind.ts";
import { namesExcepted } from "../carve-outs/fb-anything-else.ts";
import { spelledOut } from "../compile/rule-target-acronym.ts";
import { namesHost } from "../compile/rule-target-host.ts";
import { matchVisibility, visibilityWord } from "./match-visibility.ts";
import { perUnitPrice } from "./match-limit-per-unit.ts";
import { boundsUnitPrice, flagPriceTimesQuantity, notionalOf } from "./match-limit-notional.ts";
import { anotherScope } from "./match-limit-scope.ts";
import { spanLimit } from "../compile/rule-limit-span.ts";
import { globMatch } from "./glob.ts";
import { urlPath } from "../read-call/call-http-meaning.ts";
import { carriesLiteral } from "../carve-outs/fb-only-literal.ts";
import { onFlagList } from "../carve-outs/fb-flag-list.ts";
import { flagZone } from "./match-flag-zone.ts";
import { doesAlternative } from "../carve-outs/fb-alternative.ts";
import { showsMessage } from "../compile/rule-message-require.ts";
import { changesNotCreates } from "../carve-outs/fb-create-not-update.ts";
import { notARename } from "../carve-outs/fb-not-a-rename.ts";
import { notAMove } from "../carve-outs/fb-not-a-move.ts";
import { onlyFlagHeld } from "../carve-outs/fb-only-flag.ts";
import { zoneFormat } from "./zone-clock.ts";
import { attributeKeyHit } from "./match-attribute-key.ts";
import { matchCommandOrder, matchFloor } from "./match-command-order.ts";
import { channelIdName, containerHit, domainHit, idHit, keyValueHit } from "./match-target-id.ts";
import { joinedWordHit, pathIdHit, tickerHit } from "./match-cli-target.ts";

export interface Evidence {
  rule: string;
  call: string;
  path?: string;
  part: string;
}
export interface MatchContext {
  rules: GuardRules;
  facts: CallFacts;
  history: () => CallFacts[];
  canonical: () => string;
  historyCanonical: () => string[];
  historyLength: number; // calls in the request's history (known without reading them)
  aliases: Map<string, Set<string>>; // "billing" → {"c02b1ll1ng"}
  now: Date;
  flags?: Readonly<Record<string, unknown>>; // context.flags: {"friday": true} says what day it is
  heldFlags?: readonly FlagWords[]; // the flags that are the matched entry's condition and hold (rule-condition-flags.ts)
  nowText?: string; // context.now as sent: its UTC offset is the user's clock when no zone is named (match-time-offset.ts)
  ruleWords?: readonly string[]; // the matched entry's words (compiled ruleWords): which flag a limit names (match-flag-money.ts)
}

const show = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n)}…` : s);

export function matchClause(c: Clause, ctx: MatchContext): Evidence[] | undefined {
  switch (c.type) {
    case "action": {
      // "older than 180 days": the object's age, from context.flags, must break the bound (match-age-bound.ts)
      // "never delete a sent invoice" + {invoice_state: "draft"}: the object is in another state (fb-state-qualifier.ts)
      if (c.states && otherState(c.states, ctx.flags, ctx.rules.stateChains)) return undefined;
      const age = c.age ? ageEvidence(c.age, ctx) : undefined;
      if (c.age && !age) return undefined;
      // ("never pay a payee created in the last 2 days" ~ {payee_p_8830_created_hours_ago: 5}: the flag's
      // key names the payee, the call need not)
      const spec = age?.keyWords ? ofFlaggedObject(c, age.keyWords) : c;
      // "only … after the review is approved (flag schema_review_ok)" + {schema_review_ok: true} (fb-only-flag.ts)
      if (c.onlyFlag && onlyFlagHeld(c.onlyFlag, ctx.flags, ctx.rules.contextFacts)) return undefined;
      const found = c.only ? matchOnly(spec, ctx, c.scope, c.appos, c.onlyFlag) : matchActionClause(spec, c.trigger, ctx);
      return found && age ? [...found, age.evidence] : found;
    }
    case "limit":
      // a counter in context.flags ({sms_sent_today: 200}) the clause's own readers did not read (match-flag-counter.ts)
      return matchLimit(c, ctx) ?? (ctx.flags && (c.sense === "frequency" || c.sense === "count" || c.sense === "attempts") ? matchFlagCounter(c, ctx) : undefined);
    case "time":
      return matchTime(c, ctx);
    case "sequence":
      return matchSequence(c, ctx);
    case "keywords":
      return matchKeywords(c, ctx);
    case "region":
      return matchRegion(c, ctx);
    case "size":
      return matchSize(c, ctx);
    case "require":
      return matchRequire(c, ctx);
    case "format":
      return matchFormat(c, ctx);
    case "setting":
      return matchSetting(c, ctx);
    case "state":
      return matchState(c, ctx);
    case "exclude-rows":
      return matchExcludeRows(c, ctx.facts);
    case "sql-clause":
      return matchSqlClause(c, ctx.facts);
    case "command-order":
      return matchCommandOrder(c, ctx);
    case "floor":
      return matchFloor(c, ctx);
  }
}

export function matchFamilies(families: readonly string[], facts: CallFacts, rules: GuardRules): Evidence | undefined {
  return familyHit(families, facts, rules) ? { rule: hitRule, call: hitCall, path: hitPath, part: "action" } : undefined;
}

// The act found by familyHit, kept in module slots rather than an Evidence object: most family hits
// fail on their targets, and matchAction builds the object only for a match (read them right after
// the call: any later familyHit overwrites them).
let hitRule = "";
let hitCall = "";
let hitPath = "";
/** Whether the call does one of the families (matchFamilies' answer without its object). */
function familyHit(families: readonly string[], facts: CallFacts, rules: GuardRules): boolean {
  for (const f of families) {
    if (f === "*any") return setHit("(anything)", facts.tool, `tool ${facts.tool}`);
    if (f === "*mutating") {
      for (const [id, ev] of facts.families) if (!rules.families.get(id)!.readOnly) return setHit("(any change)", ev.word, ev.where);
      // an action the lexicon cannot read (bin/rails db:migrate) is not known to be safe: fail closed
      if (!facts.families.size && (facts.commands.length || facts.toolWords.length > 1)) return setHit("(any change)", facts.tool, `tool ${facts.tool}`);
      continue;
    }
    if (f.startsWith("word:")) {
      const w = f.slice(5);
      // (a state the call sets names the act done: {completed: true} under "don't complete todos")
      const where = facts.actionWords.get(w) ?? facts.actionWords.get(`${w}s`) ?? (w.length > 4 ? facts.actionWords.get(w.endsWith("e") ? `${w}d=true` : `${w}ed=true`) : undefined);
      if (where) return setHit(w, w, where);
      // "NO withdrawals" ~ POST …/capital/withdraw/apply: the act's noun names the verb the call does
      for (const v of nounVerbs(w)) if (v.length >= 4 && facts.actionWords.has(v)) return setHit(w, v, facts.actionWords.get(v)!);
      continue;
    }
    const ev = facts.families.get(f);
    if (ev) return setHit(f, ev.word, ev.where);
  }
  return false;
}
function setHit(rule: string, call: string, path: string): true {
  hitRule = rule;
  hitCall = call;
  hitPath = path;
  return true;
}

/** "Only deploy to staging": the action on anything the rule does not name. */
function matchOnly(spec: ActionSpec, ctx: MatchContext, scope?: ("name" | "kind" | "")[], appos?: string[][], onlyFlag?: string): Evidence[] | undefined {
  const act = matchFamilies(spec.families, ctx.facts, ctx.rules);
  if (!act) return undefined;
  act.rule = spec.words.join("/") || act.rule;
  // a call that names none of the rule's scope is about something else (fb-only-scope.ts)
  if (scope) for (let i = 0; i < spec.groups.length; i++) if (scope[i] === "name" && !spec.groups[i]!.some((t) => matchTarget(t, ctx.facts, ctx))) return undefined;
  // every group is scope ("whatsapp messages only to people who opted in (flag wa_opt_in)"): the
  // restriction is the flag's; a call in the scope with the flag set and not held breaks it
  if (scope && allScope(scope)) return onlyFlag && ctx.flags && onlyFlag in ctx.flags ? inScope(act, spec, ctx, onlyFlag) : undefined;
  // (the allowed things are a list kept in context.flags and the call's object is on it: fb-flag-list.ts)
  let listed: boolean | undefined; // read once, only when a group is not named (no named closure per call)
  for (let i = 0; i < spec.groups.length; i++) {
    const group = spec.groups[i]!;
    // (a group saying when, "only Tue-Thu", is the time clause's: fb-only-when.ts)
    // (the call carries the id the rule spelled in parentheses: fb-only-literal.ts)
    if (!scope?.[i] && !group.some((t) => matchTarget(t, ctx.facts, ctx)) && !saysWhenNotWhat(group, ctx.rules) && !(appos?.[i]?.length && carriesLiteral(appos[i]!, ctx.facts)) && !(listed ??= onFlagList(ctx.ruleWords, ctx.flags, ctx.facts, ctx.rules.flagLists))) return [act, { rule: `only ${group.map((t) => t.raw).join(" or ")}`, call: "the call names none of it", path: "args", part: "target" }];
  }
  return undefined;
}

function allScope(scope: readonly ("name" | "kind" | "")[]): boolean {
  for (const s of scope) if (!s) return false;
  return true;
}
/** The call names every scope group: the act and the first group's evidence, with the unmet flag. */
function inScope(act: Evidence, spec: ActionSpec, ctx: MatchContext, flag: string): Evidence[] | undefined {
  for (const group of spec.groups) {
    let hit = false;
    for (const t of group) if (matchTarget(t, ctx.facts, ctx)) { hit = true; break; }
    if (!hit) return undefined;
  }
  return [act, { rule: `only with ${flag}`, call: `flags.${flag} = ${String(ctx.flags![flag])}`, path: `context.flags.${flag}`, part: "condition" }];
}

function matchActionClause(spec: ActionSpec, trigger: ActionSpec | undefined, ctx: MatchContext): Evidence[] | undefined {
  const found = matchAction(spec, ctx.facts, ctx);
  if (!found) return undefined;
  if (trigger) {
    const t = matchAction(trigger, ctx.facts, ctx);
    if (!t) return undefined;
    found.push(...t.map((e) => ({ ...e, part: `when ${e.part}` })));
  }
  return found;
}

export function matchAction(spec: ActionSpec, facts: CallFacts, ctx: MatchContext): Evidence[] | undefined {
  // the act as three strings: its Evidence object is made only when the targets match too
  if (!familyHit(spec.families, facts, ctx.rules)) return undefined;
  const actRule = hitRule;
  const actCall = hitCall;
  const actPath = hitPath;
  // etcdctl member remove under "adding members needs my ok": the opposite act (fb-act-contrast.ts)
  if (spec.words.length && contrastingAct(spec.words, actRule, ctx.rules.contrast)) return undefined;
  // stop_program under "ask before starting the dryer", disarm under "dont arm it": the other direction (fb-opposite-act.ts)
  if (spec.words.length ? oppositeAct(spec.words, facts.actionWords, ctx.rules.polarity) : spec.turn !== undefined && oppositeAct([spec.turn], facts.actionWords, ctx.rules.polarity)) return undefined;
  // git clean -n under "never run git clean": a dry run does nothing the rule bans (fb-dry-run.ts)
  if (facts.dryRun && dryRunAct(actRule, facts.dryRun, ctx.rules)) return undefined;
  // cancel_subscription {end_of_term: true} under "never cancel immediately" (fb-deferred.ts)
  if (spec.defer && deferredCall(spec.defer, facts)) return undefined;
  // SELECT user_id, event_name … under "never SELECT * on analytics.events" (fb-star-select.ts)
  if (spec.star && !selectsStar(facts)) return undefined;
  // INSERT INTO under "INSERT OVERWRITE needs my ok"; GRANT SELECT under "no GRANT beyond SELECT";
  // --private under "(always --private)"; pg-main-2 when flags name pg-main-1 the leader (fb-sql-scope.ts)
  if (spec.sqlPair && otherStatement(spec.sqlPair, facts)) return undefined;
  if (spec.except && onlyExcepted(spec.except, facts)) return undefined;
  if (spec.always && carriesSwitch(spec.always, facts)) return undefined;
  if (spec.roles && otherMember(spec.roles, ctx.flags, facts)) return undefined;
  // SELECT under "never export them out of tidb"; DELETE … WHERE under "dont drop tables" (fb-data-act.ts)
  if (spec.dataAct && notTheDataAct(spec.dataAct, facts, ctx.rules.dataActs)) return undefined;
  // `uv lock --upgrade-package x` under "don't touch uv.lock by hand; use `uv lock`" (fb-alternative.ts)
  if (spec.alt && doesAlternative(spec.alt, facts, ctx.rules.synonyms)) return undefined;
  // save_dashboard {overwrite: false} under "never overwrite dashboards" (fb-switch.ts)
  if (spec.words.length && ruleVerbOff(spec.words, facts) !== undefined) return undefined;
  // update_record under "ask me before creating" (fb-create-not-update.ts)
  if (spec.words.length && changesNotCreates(spec.words, spec.groups, facts)) return undefined;
  // update_project {platform} / files/copy_v2 under "never move projects" (fb-not-a-move.ts)
  if (spec.words.length && notAMove(spec.words, facts, ctx.rules.moves)) return undefined;
  // create_tag / update_tag {color} under "don't rename tags" (fb-not-a-rename.ts)
  if (spec.words.length && notARename(spec.words, facts, ctx.rules.renames)) return undefined;
  // append_note under "append to notes, never overwrite" (fb-allowance.ts)
  if (spec.allow && onlyAllowedActs(spec.allow, spec.families, facts, ctx.rules)) return undefined;
  // {message_type: "note"} under "Replies need a human first. Internal notes are fine." (rule-allow-sentence.ts)
  if (spec.allowNouns && namesAllowedThing(spec.allowNouns, facts, ctx.rules.synonyms)) return undefined;
  // turso db destroy edge-cache under "'edge-cache' is disposable, anything else don't destroy" (fb-anything-else.ts)
  if (spec.elseOf && namesExcepted(spec.elseOf, facts)) return undefined;
  // nomad alloc restart under "don't stop or purge them. Restarts of allocs are ok." (fb-allowed-act.ts)
  if (spec.allowActs && onlyAllowedAct(spec.allowActs, spec, facts, ctx.rules, (t) => matchTarget(t, facts, ctx))) return undefined;
  let found: Evidence[] | undefined; // made on the first target hit: most family hits fail on their targets
  let unnamedPlatform: TargetSpec[] | undefined;
  let described: TargetSpec[][] | undefined; // supporting groups the call left unnamed (rule-target-role.ts)
  let named = false; // a required group matched
  let sharedThing: TargetSpec[][] | undefined; // groups of an outside-domain rule the call left unnamed
  for (let i = 0; i < spec.groups.length; i++) {
    const group = spec.groups[i]!;
    let hit: Evidence | undefined;
    for (const t of group) if ((hit = matchTarget(t, facts, ctx))) break;
    // "alert rules in SigNoz" ~ DELETE https://signoz.acme.net/api/v1/rules/42: the product's API names it by its head noun (match-product-resource.ts)
    if (!hit && spec.groups.length > 1 && !productGroup(group)) hit = productResource(spec.groups, i, facts, ctx);
    // a storage URL a copy only reads is no target of a ban on writes (storageUrlHit)
    if (hit?.part === "source" && !spec.families.some((f) => ctx.rules.families.get(f)?.readOnly)) hit = undefined;
    // "don't apply anything to the prod workspace" after `terraform workspace select prod`
    if (!hit && facts === ctx.facts && ctx.historyLength) hit = matchSession(group, ctx);
    // (a product written before the kind: not when the call shows another product or owner, match-vendor.ts)
    if (!hit && !unnamedPlatform && isPlatformGroup(group, ctx.rules) && !namesPlatform(facts, ctx.rules) && !(group[0]!.vendor && vendorElsewhere(spec, facts, ctx.rules))) {
      unnamedPlatform = group;
      continue;
    }
    // "never post in #announcements without me approving the text": the text describes the post
    // (a place the call says otherwise — a path, an owner, a workspace — is not left unnamed: rule-target-place.ts)
    if (!hit && spec.support?.[i] && group.every((t) => t.place) && saysWhere(facts)) return undefined;
    // "Do not stop postgres on db-primary" ~ exec {command: "systemctl stop postgresql"}: a call naming
    // no host runs where it is sent (rule-target-host.ts)
    if (!hit && group[0]!.host && group.every((t) => t.host) && !namesHost(facts)) {
      (described ??= []).push(group);
      continue;
    }
    if (!hit && spec.support?.[i] && !isPlatformGroup(group, ctx.rules)) {
      (described ??= []).push(group);
      continue;
    }
    // "Never share Drive files outside acme.com": the recipient outside the domain is the point; what
    // is shared is most often an opaque id (checked below with the recipient: rule-target-domain.ts)
    if (!hit && spec.outsideDomains.length) {
      (sharedThing ??= []).push(group);
      continue;
    }
    if (!hit) return undefined;
    if (!spec.support?.[i]) named = true;
    (found ??= [{ rule: actRule, call: actCall, path: actPath, part: "action" }]).push(hit);
  }
  // …only beside a thing the call does name, and not when it names a sibling of an unmarked value
  // ("a real card number" ~ a card marked test)
  if (described && (!named || described.some((g) => namesSibling(g, facts, ctx)))) return undefined;
  const out = found ?? [{ rule: actRule, call: actCall, path: actPath, part: "action" }];
  const act = out[0]!;
  // "Don't void invoices in QuickBooks" ~ delete_invoice {id}: the product is where the tool lives.
  // With nothing else named, only an API tool is taken to be that product's (not a shell or a file).
  if (unnamedPlatform) {
    // (a SQL statement sent to a query tool is that product's: "TRUNCATE TABLE x" ~ write_query)
    if (out.length === 1 && (facts.commands.some((c) => !SQL_STATEMENT.test(c.program)) || facts.paths.length)) return undefined;
    // "use the saved Visa, never PayPal": with no verb the product is the value chosen, not the
    // place the tool lives; a call naming no product did not choose it (browser_click "Place order")
    if (out.length === 1 && !spec.words.length) return undefined;
    out.push({ rule: unnamedPlatform.map((t) => t.raw).join(" or "), call: "no other product named", path: "tool", part: "target" });
  }
  if (spec.outsidePaths.length) {
    // an absolute prefix checks absolute paths; a relative one ("packages/web", "tmp/") is a run of
    // directories anywhere in the path, absolute or relative
    // the working directory a command runs in ({Cwd: "/Users/kim/proj"}) is where, not what: with
    // the paths it acts on named, only they count ("rm -rf build/ .cache/" stays inside build/, .cache/)
    const named = facts.paths.some((p) => !CWD_KEY.test(p.path));
    const p = facts.paths.find((p) => (!named || !CWD_KEY.test(p.path)) && (p.value.startsWith("/") || spec.outsidePaths.some((pre) => !pre.startsWith("/"))) && !spec.outsidePaths.some((pre) => within(p.value, pre)));
    if (!p) return undefined;
    // a destination ("PDFs get saved to /srv/out only"): a call that places into it is fine, whatever it read from ("cp /tmp/a.pdf /srv/out/")
    if (spec.destination && facts.paths.some((q) => spec.outsidePaths.some((pre) => within(q.value, pre)))) return undefined;
    out.push({ rule: `outside ${spec.outsidePaths.join(", ")}`, call: `${p.value} → ${resolvePath(p.value)}`, path: p.path, part: "path" });
  }
  if (spec.outsideDomains.length) {
    const e =
      facts.emails.find((e) => !e.content && !spec.outsideDomains.some((d) => inDomain(e.value, d))) ??
      // (an API's host is no recipient when the call names its recipients' addresses: ?mail=dana@acme.io)
      (spec.destEmails || facts.emails.some((e) => !e.content) ? undefined : facts.hosts.map((h) => ({ path: h.path, value: h.host, content: false })).find((h) => !spec.outsideDomains.some((d) => inDomain(`@${h.value}`, d)))) ??
      // typing into the page history left open: its host is where the text goes
      (facts === ctx.facts ? [pageOf(ctx)].filter((p) => p && !spec.outsideDomains.some((d) => inDomain(`@${p.host}`, d))).map((p) => ({ path: p!.path, value: p!.host, content: false }))[0] : undefined);
    // shared with "anyone" / made public: outside every domain
    const open = ["anyone", "allusers", "allauthenticatedusers"].find((w) => facts.actionWords.has(w));
    if (!e && !open) return undefined;
    // (…unless the call names another thing of the same kind: "HR docs" ~ a file titled "Q3 plan")
    if (sharedThing && !thingUnnamed(sharedThing, facts, ctx)) return undefined;
    out.push(e ? { rule: `outside ${spec.outsideDomains.join(", ")}`, call: e.value, path: e.path, part: "recipient" } : { rule: `outside ${spec.outsideDomains.join(", ")}`, call: open!, path: facts.actionWords.get(open!)!, part: "recipient" });
  }
  // the rule's words, joined only for a match (most family hits fail on their targets)
  act.rule = spec.words.join("/") || act.rule;
  return out;
}


/** The call reaches a host that holds the domain followed by more labels (competitor.com.example,
 * acme.com-login.net) and none that is the domain or under it. */
function lookAlikeHost(domain: string, facts: CallFacts): boolean {
  if (!domain.includes(".")) return false;
  for (const e of facts.emails) if (!e.content && longerHost(e.value.slice(e.value.lastIndexOf("@") + 1).toLowerCase(), domain)) return true;
  for (const h of facts.hosts) if (longerHost(h.host.toLowerCase(), domain)) return true;
  return false;
}
/** The host holds the domain as its leading labels followed by more (a top-level function: no closure per call). */
function longerHost(host: string, domain: string): boolean {
  const at = host.indexOf(domain);
  if (at < 0 || (at > 0 && host[at - 1] !== "." && host[at - 1] !== "@")) return false;
  const next = host[at + domain.length];
  return next === "." || next === "-";
}

export function inDomain(email: string, domain: string): boolean {
  const host = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

export function resolvePath(p: string): string {
  const out: string[] = [];
  for (const seg of p.split("/")) {
    if (!seg || seg === ".") continue;
    if (seg === "..") out.pop();
    else out.push(seg);
  }
  return `${p.startsWith("/") ? "/" : ""}${out.join("/")}`;
}
function within(value: string, prefix: string): boolean {
  const r = resolvePath(value);
  return prefix.startsWith("/") ? isUnder(r, prefix) : `/${r}/`.includes(`/${resolvePath(prefix)}/`) || r === resolvePath(prefix);
}
function isUnder(p: string, prefix: string): boolean {
  const pre = resolvePath(prefix);
  return p === pre || p.startsWith(pre.endsWith("/") ? pre : `${pre}/`);
}

// evidence that a call value is the target (a top-level function: no closure per matchTarget call)
function ev(t: TargetSpec, v: { path: string; raw?: string; value?: string }): Evidence {
  return { rule: t.raw, call: show(v.raw ?? v.value ?? ""), path: v.path, part: "target" };
}

// the product word of a ctl/cli program joined with its subcommands ("ionos datacenter delete",
// call-cli-noun.ts): it names the product with what the line acts on, not a name to spread over values
const PRODUCT_CLI_PATH = "(product)";

// the call's addressing values as channel names (lowercased, less a leading # or @), once per call
// (every channel target of every entry reads them; made again if values were added since)
const CHANNEL_NAMES = Symbol("addressing as channel names");
function channelNames(facts: CallFacts): string[] {
  let low = facts.memo.get(CHANNEL_NAMES) as string[] | undefined;
  if (!low || low.length !== facts.addressing.length) {
    low = new Array(facts.addressing.length);
    for (let i = 0; i < facts.addressing.length; i++) low[i] = facts.addressing[i]!.raw.toLowerCase().replace(/^[#@]/, "");
    facts.memo.set(CHANNEL_NAMES, low);
  }
  return low;
}

export function matchTarget(t: TargetSpec, facts: CallFacts, ctx: MatchContext): Evidence | undefined {
  // "the customers group (-100188812)" ~ {chat_id: -100188812}: the id the rule writes (match-target-id.ts)
  if (t.ids || t.keyIds || t.idPrefixes) {
    const id = idHit(t, facts);
    if (id) return ev(t, id);
    // "the savings account (ID 44120)" ~ …/monetary-account/44120/payment (match-cli-target.ts)
    for (const k of t.keyIds ?? []) {
      const p = pathIdHit(k, facts.addressing, t.kinds);
      if (p) return ev(t, p);
    }
  }
  // "the 'All Users' segment": the quoted name as written, not its synonyms (rule-target-quoted.ts)
  if (t.quoted && !t.path && !t.command && !quotedHit(t.quoted, facts, ctx.flags)) return undefined;
  // "the hr catalog" ~ SELECT … FROM hr.payroll.employees (match-target-id.ts)
  // (whether the target is "<name> catalog/schema/dataset/database" is read once per compiled target)
  if (!t.command && !t.literal && t.raw.length < 60) {
    const c = containerHit(t, facts);
    if (c) return c.source ? { ...ev(t, c), part: "source" } : ev(t, c);
  }
  // "don't set status AUTHORISED" ~ {status: "AUTHORISED"} (rule-target-keyvalue.ts)
  if (t.keyValue) {
    const kv = keyValueHit(t.keyValue, facts);
    if (kv) return ev(t, kv);
  }
  // "dated in October" ~ {trandate: "2026-10-31"} (rule-target-month.ts)
  if (t.month) {
    for (const d of facts.datetimes) if (+d.value.slice(5, 7) === t.month && (!t.year || +d.value.slice(0, 4) === t.year)) return ev(t, d);
    // ("no prod deploys in December" ~ a deploy that carries no date: it happens now)
    if (!facts.datetimes.length && ctx.now.getUTCMonth() + 1 === t.month && (!t.year || ctx.now.getUTCFullYear() === t.year))
      return { rule: t.raw, call: `now ${ctx.now.toISOString().slice(0, 10)}`, path: "now", part: "target" };
    return undefined;
  }
  if (t.dest) {
    const d = matchDestination(t, facts, ctx);
    if (d !== "unknown") return d;
  }
  if (t.prefix) {
    // "s3://acme-raw-events": a storage URL is an argument or an operand, not a file path
    if (t.prefix.includes("://")) return storageUrlHit(t, t.prefix, facts);
    // ".env" names its family of files: .env.local, .env.production (not .envrc); ".pem" its extension
    const dotFamily = DOT_FAMILY.test(t.prefix) ? `${t.prefix.slice(0, -1)}.` : undefined;
    const pre = dotFamily ? t.prefix.slice(0, -1) : t.prefix;
    for (const p of facts.paths) {
      const r = resolvePath(p.value);
      // (".pem files": the extension names them too, api.pem)
      // (.env.example, .env.sample: a template holds no values)
      if (dotFamily && !TEMPLATE_FILE.test(r) && (r.slice(r.lastIndexOf("/") + 1).startsWith(dotFamily) || (r.endsWith(pre) && r.length > pre.length && r[r.length - pre.length - 1] !== "/"))) return ev(t, p);
      if (pre.startsWith("/") ? isUnder(r, pre) : `/${r}/`.includes(`/${resolvePath(pre)}/`)) return ev(t, p);
      // "tank/db*": a name starting with the stem, at a segment's start (tank/dbbackup-old, tank/db@snap)
      if (t.stem && (pre.startsWith("/") ? r.startsWith(pre) : `/${r}`.includes(`/${resolvePath(pre)}`))) return ev(t, p);
    }
    return undefined;
  }
  if (t.glob) return globHit(t, t.glob, facts);
  // "anyone at @competitor-labs.com" ~ {to: "jan@competitor-labs.com"}, "linkedin.com" ~ https://www.linkedin.com/in/…
  if (t.domain) {
    const d = domainHit(t.domain, facts);
    if (d) return ev(t, d);
    // "invitations to @competitor.com" ~ sam@competitor.com.example: a longer host that only starts
    // with the name is another domain (a look-alike), not the one the rule names
    if (lookAlikeHost(t.domain, facts)) return undefined;
  }
  if (t.path) {
    // the folder's name is one whole directory: db/migrations/x.sql, not migrations_helper.py
    const dirsOf = pathDirs(facts, ctx.rules);
    if (!dirsOf.length) return undefined; // no path: nothing to join the name for
    const name = t.names.join(" ");
    for (const { p, dirs } of dirsOf) if (dirs.includes(name)) return ev(t, p);
    return undefined;
  }
  if (t.command && t.literal) return matchCommandLiteral(t, facts);
  // "Nothing public on Mastodon" ~ {visibility: "public"}, "public repos" ~ {private: false}
  const vis = !t.command && !t.literal && !t.channel ? visibilityWord(t, ctx.rules) : undefined;
  if (vis) {
    const v = matchVisibility(t, vis, facts, ctx.rules);
    if (v) return ev(t, v);
  }
  if (t.command) {
    const name = t.names[0]!;
    if (facts.commandWords.has(name)) return { rule: t.raw, call: name, path: "command", part: "target" };
    if (t.literal) return matchCommandLiteral(t, facts);
    if (facts.toolWords.includes(name)) return { rule: t.raw, call: facts.tool, path: "tool", part: "target" };
    // "the mysql application", "the redis service": a program's name typed by a kind names a thing
    // another program acts on (juju remove-unit mysql/2), so it is looked for like any name below
    if (!t.kinds?.length) return undefined;
  }
  if (t.literal && t.literal.includes("@")) {
    const e = facts.emails.find((e) => !e.content && e.value === t.literal);
    return e ? ev(t, e) : undefined;
  }
  // most ledgers define no alias: skip building the key
  const aliasIds = ctx.aliases.size ? ctx.aliases.get(t.names.join(" ")) : undefined;
  if (t.channel) {
    const lows = channelNames(facts);
    for (let i = 0; i < facts.addressing.length; i++) {
      const v = facts.addressing[i]!;
      const raw = lows[i]!;
      // "#ext-*": a channel family by its prefix
      if (raw === t.names[0] || aliasIds?.has(raw) || (/[-_]$/.test(t.names[0]!) && raw.startsWith(t.names[0]!))) return ev(t, v);
      // a room or channel id around its name: "!security-private:acme.chat", "19:general@thread.tacv2" (match-target-id.ts)
      if (raw.length > t.names[0]!.length + 1 && channelIdName(raw) === t.names[0]) return ev(t, v);
    }
    return undefined;
  }
  // "the payments repo": when the call has a repo argument, the name must be in it (not in a branch)
  if (t.kinds?.length && !t.literal) {
    let typed = false;
    let readable = false; // a value of the kind's key a name could be in (not only opaque ids)
    const bareKind = t.names.every((n) => t.kinds!.includes(n));
    for (const kv of keyWordValues(facts, ctx.rules)) {
      // (a joined key spells the kind too: sheetname, repoid)
      if (!t.kinds.some((k) => kv.kw.includes(k) || (kv.key.length > k.length && kv.key.toLowerCase().startsWith(k) && KIND_KEY_REST.test(kv.key.slice(k.length))))) continue;
      typed = true;
      if (!readable && !kv.raw.every(opaque)) readable = true;
      const key = kv.key;
      // "Baserow DB: never delete rows" ~ {row_ids: [17]}: a bare kind is any object of that kind,
      // and a key of that kind is the call acting on one (rule-target-object.ts)
      if (bareKind) return { rule: t.raw, call: key, path: `args.${key}`, part: "target" };
      for (const { value, words } of (kv.values ??= kv.raw.map((value) => ({ value, words: splitWords(value, 40).map((w) => canonical(w, ctx.rules.synonyms)) }))))
        if (t.names.every((n) => words.includes(n) || aliasIds?.has(value.toLowerCase().replace(/^[#@]/, ""))) && !longerName(t, value, ctx)) return { rule: t.raw, call: value.slice(0, 60), path: `args.${key}`, part: "target" };
    }
    // "S3 buckets" ~ aws s3api delete-bucket --bucket old-landing: the command's lexicon entry names
    // the class itself ("s3 bucket"), so the rule is about every bucket, not one named "s3"
    if (typed) {
      const kinds = t.kinds;
      const cls = facts.addressing.find((v) => LEXICON_TARGET.test(v.path) && kinds.some((k) => v.words.includes(k)) && t.names.every((n) => v.words.includes(n)));
      if (cls) return { rule: t.raw, call: cls.raw, path: cls.path, part: "target" };
      // "the Runbook pages" ~ {page_id: "884211", title: "Runbook: Payments failover"}: an opaque id
      // says nothing of the name; the call's other values (its title, its tool) may (fallthrough below)
      if (readable) return undefined;
    }
  }
  // "@everyone": a mention is found in the text too; so is code the rule quotes ("never use `any`"),
  // in what the call writes (not in what it replaces: old_string)
  const pool = t.raw.startsWith("@")
    ? [...facts.addressing, ...facts.content]
    : t.literal && !t.command
      ? [...facts.addressing.filter((v) => !replacedText(v)), ...facts.content.filter((v) => !/old/i.test(v.path))]
      : facts.addressing;
  // "@channel" in free text is the mention itself ("@channel", "<!channel>"), not the word channel
  const mentionRaw = t.raw.startsWith("@") ? t.raw.toLowerCase() : undefined;
  // speed: a name no addressed value holds (in its words or pairs) rules out every value below,
  // one by one or spread over several; only aliases remain (same answer, no per-value work)
  const absent = pool === facts.addressing && !hasAll(addressedWords(facts, ctx.rules.synonyms), t.names);
  let longer: unknown[] | undefined;
  if (!absent || aliasIds) for (const v of pool) {
    // a literal is text the call writes, not a command table's gloss of it ("KEYS" ~ FLUSHDB's "keys")
    if (t.keyword && LEXICON_TARGET.test(v.path)) continue;
    if (mentionRaw && v.path !== "tool" && facts.content.includes(v)) {
      const low = v.raw.toLowerCase();
      if (low.includes(mentionRaw) || low.includes(`<!${mentionRaw.slice(1)}>`)) return ev(t, v);
      continue;
    }
    const words = wordsAndPairs(v, ctx.rules.synonyms);
    // delete_env_var under "don't remove environments": in a tool's name the kind must be its head
    // noun, not a modifier of another one (rule-target-place.ts)
    if (v.path === "tool" && t.kinds?.length && t.place === undefined && t.names.every((n) => t.kinds!.includes(n)) && !kindIsHead(v.words, t.names, facts)) continue;
    // deleteOrganizationMembership under "never delete an organization": a tie to the thing (match-relation-tool.ts)
    if (v.path === "tool" && !t.literal && toolNamesRelationOf(v.words, t.names)) continue;
    if (hasAll(words, t.names)) {
      if (v.path === "tool" || (!longerName(t, v.raw, ctx) && !factLongerName(t, v, ctx))) return ev(t, v);
      (longer ??= []).push(v); // payments-sandbox under "the payments namespace" (fb-longer-name.ts)
      continue;
    }
    if (aliasIds?.has(v.raw.toLowerCase().replace(/^[#@]/, ""))) return { ...ev(t, v), rule: `${t.raw} (= ${v.raw})` };
  }
  // "never change someone's manager in factorial" ~ https://api.factorialhr.com/… (match-place-host.ts)
  if (t.via && !t.literal) {
    const h = placeHostHit(t, facts);
    if (h) return ev(t, h);
  }
    // "hbac rule" ~ ipa hbacrule-add-user, "sudo rules" ~ sudorule-add: the name's words written as one (call-cli-noun.ts)
  if (!t.literal && !t.command && t.raw.includes(" ")) {
    const j = joinedWordHit(t, pool, addressedWords(facts, ctx.rules.synonyms));
    if (j) return ev(t, j);
  }
// "CRDs" ~ {kind: CustomResourceDefinition}, "PR branches" ~ update_pull_request_branch (rule-target-acronym.ts)
  if (t.acronyms) {
    const hit = acronymHit(t, t.acronyms, facts, ctx.rules.synonyms);
    if (hit) return hit;
    // "BTC" ~ {symbol: "BTCUSDT"}: the base asset of a market symbol (match-cli-target.ts)
    if (t.names.length === 1 && t.acronyms.length === 1) {
      const tk = tickerHit(t.acronyms[0]!, facts.addressing);
      if (tk) return ev(t, tk);
    }
  }
  // "deal stages" ~ {dealstage: "won"}, "due date" ~ {due_date: …}: the phrase joined is the key
  // ("a resolved-in version" ~ {resolvedInVersion: "2.4.1"}: a name and its kind joined are the key too)
  if ((t.names.length > 1 || t.described || t.kinds?.length) && !t.literal) {
    const joined = joinedName(t);
    if (joined.length >= 6)
      // the key of an id set to a value names the thing too: {payment_method_id: "gc_9"} ~ "payment method"
      for (const { key, k } of bareKeys(facts)) if (k === joined || k === `${joined}s` || (k.startsWith(joined) && ID_SUFFIX.test(k.slice(joined.length)) && facts.keyValues.get(key)?.some((v) => v.trim()))) return { rule: t.raw, call: key, path: `args.${key}`, part: "target" };
  }
  // "on behalf of customers" ~ {customer_id: "guess:tim@…"}: a class of people is named by the key
  // of one's id, set to someone (not to the user themself: {customer_id: "me"})
  if (t.names.length === 1 && !t.literal) {
    const joined = joinedName(t);
    if (ctx.rules.personClasses.has(joined))
      for (const { key, k } of bareKeys(facts)) if (k.startsWith(joined) && ID_SUFFIX.test(k.slice(joined.length)) && facts.keyValues.get(key)?.some(someoneElse)) return { rule: t.raw, call: key, path: `args.${key}`, part: "target" };
  }
  // "don't change anyone's role" ~ updateUser {role: "admin"}: the attribute a write sets (match-attribute-key.ts)
  if (t.names.length <= 3 && !t.literal) {
    const a = attributeKeyHit(t, facts, ctx.rules, addressedWords(facts, ctx.rules.synonyms), bareKeys(facts));
    if (a) return { rule: t.raw, call: a.key, path: `args.${a.key}`, part: "target" };
  }
  // the names of one phrase spread over several arguments: {name: "api", namespace: "prod"}
  if (t.names.length > 1 && !t.literal && !absent) {
    // (a value holding a name the rule writes joined only inside a longer one is out too: fb-longer-name.ts)
    const hits = t.names.map((n) => pool.find((v) => v.words.includes(n) && !longer?.includes(v) && !v.path.endsWith(PRODUCT_CLI_PATH) && !factLongerName(t, v, ctx) && !extendsWrittenId(v.raw, t.raw, ctx.rules, ctx.ruleWords)));
    if (hits.every(Boolean)) return { rule: t.raw, call: hits.map((h) => h!.raw).join(" + ").slice(0, 80), path: hits[0]!.path, part: "target" };
  }
  // "flex fares" ~ {fare_class: "flex"}: the key names part of the phrase, its value the rest
  if (t.names.length > 1 && !t.literal && absent && t.names.some((n) => addressedWords(facts, ctx.rules.synonyms).has(n)))
    for (const kv of keyWordValues(facts, ctx.rules)) {
      const rest = t.names.filter((n) => !kv.kw.includes(n));
      if (!rest.length || rest.length === t.names.length) continue;
      for (const { value, words } of (kv.values ??= kv.raw.map((value) => ({ value, words: splitWords(value, 40).map((w) => canonical(w, ctx.rules.synonyms)) }))))
        if (rest.every((n) => words.includes(n)) && !longerName({ ...t, names: rest }, value, ctx)) return { rule: t.raw, call: `${kv.key}: ${value.slice(0, 60)}`, path: `args.${kv.key}`, part: "target" };
    }
  // "any serverless endpoint" ~ delete-endpoint {endpointId}: the tool's name carries the class's kind as its head (rule-target-kind-class.ts)
  if (t.kindClass) {
    const tool = facts.addressing.find((v) => v.path === "tool");
    // ("any automation rules" ~ delete_rule {ruleId: 7}; not delete_rule {rule: "porch-lights"}: a readable name says which rule)
    if (tool && tool.words.includes(t.kindClass) && kindIsHead(tool.words, [t.kindClass], facts) && !(t.kindClassNoun && namesOneOfKind(t.kindClass, facts, ctx.rules))) return ev(t, tool);
  }
  // "feature flags" ~ delete_feature, "retention policy" ~ …/retentions/7: the API names it by its first word (match-compound-head.ts)
  if (t.names.length === 2) {
    const c = compoundHeadHit(t, facts, (w, k) => kindIsHead(w, k, facts));
    if (c) return ev(t, c);
  }
  // "VIP-tagged tickets" with flags.ticket_tagged_vip = true: the flag says the call's ticket is one
  if (ctx.heldFlags && facts === ctx.facts && t.names.length) return heldFlagTarget(t, ctx.heldFlags, ctx.rules.synonyms);
  return undefined;
}

/** "logs-*" ~ "http://es-1:9200/logs-app-2026.10.*", "*-uploads" ~ "s3://acme-prod-uploads/tmp": one name
 * inside a call value (between slashes, quotes, colons, equals signs or spaces) matches the pattern */
function globHit(t: TargetSpec, glob: string, facts: CallFacts): Evidence | undefined {
  for (const v of facts.addressing) {
    if (v.raw.length > 400) continue;
    for (const piece of v.raw.split(NAME_SEPARATORS)) if (piece.length > 1 && globMatch(glob, piece)) return ev(t, v);
  }
  return undefined;
}
const NAME_SEPARATORS = /[\s'"\/:=,;()[\]{}]+/;
const TEMPLATE_FILE = /\.(?:example|sample|template|tmpl|dist|defaults)$/i;
const DOT_FAMILY = /^\.[A-Za-z][\w-]{0,40}\*$/;
/** A call value at or under the storage URL ("s3://acme-raw-events/2024/", not "s3://acme-raw-events-old"). */
function storageUrlHit(t: TargetSpec, prefix: string, facts: CallFacts): Evidence | undefined {
  let source: Evidence | undefined;
  for (const v of facts.addressing) {
    const low = v.raw.length >= prefix.length ? v.raw.toLowerCase() : "";
    if (!low.startsWith(prefix) || (low.length !== prefix.length && low[prefix.length] !== "/")) continue;
    // "gsutil cp gs://x/a ./data": the bucket is what the copy reads, not what it writes
    if (!copySource(facts, v.raw)) return ev(t, v);
    source ??= { ...ev(t, v), part: "source" };
  }
  return source;
}
const COPY_WORDS = new Set(["cp", "copy", "sync", "rsync", "download", "get", "pull"]);
function copySource(facts: CallFacts, value: string): boolean {
  for (const c of facts.commands) {
    if (!COPY_WORDS.has(c.program) && !c.subcommands.some((w) => COPY_WORDS.has(w))) continue;
    const i = c.operands.indexOf(value);
    if (i >= 0 && i < c.operands.length - 1) return true;
  }
  return false;
}

// a name, not a longer name it starts; flags, code and a family the rule writes as a prefix
// ("the billing_* DAGs") keep their own matching
function longerName(t: TargetSpec, raw: string, ctx: MatchContext): boolean {
  if ((t.literal && /^-|\s/.test(t.literal)) || /[-_*]$/.test(t.raw)) return false;
  // "any window actuator": a class after any/every/all; a longer name (window_actuator_office) is one of its members
  return (!t.kindClassNoun && onlyLongerNames(raw, t.names, ctx.rules, nameAs(t), ctx.ruleWords)) || extendsWrittenId(raw, t.raw, ctx.rules, ctx.ruleWords) || otherDeviceKind(raw, t.names, ctx.ruleWords, ctx.rules);
}
// the rule's own words of a target's name (before synonyms), once per compiled target (fb-longer-name.ts)
const NAME_AS = new WeakMap<TargetSpec, NameAs>();
function nameAs(t: TargetSpec): NameAs {
  let as = NAME_AS.get(t);
  if (!as) {
    const kinds = new Set(t.kinds ?? []);
    const words = t.raw.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w && !kinds.has(w) && !kinds.has(singular(w)) && !/^(?:the|a|an|our|my)$/.test(w)).map((w) => singular(w));
    NAME_AS.set(t, (as = { words, kinded: kinds.size > 0 }));
  }
  return as;
}

/** An argument value (not the tool's name) names a thing another sentence of the rule allows. */
function namesAllowedThing(nouns: readonly string[], facts: CallFacts, syn: ReadonlyMap<string, string>): boolean {
  for (const v of facts.addressing) {
    if (v.path === "tool") continue;
    const words = wordsAndPairs(v, syn);
    for (const n of nouns) if (words.has(n)) return true;
  }
  return false;
}

/** A context fact's value is one object's whole name (call-context-facts.ts): "Exec Staff
 * Assistants" is not the 'Exec Staff' space, "security-events-test" not the `security-events`
 * stream. A name of two words or more, leading the value and followed by more words, is another
 * thing (fb-longer-name.ts, over the value's words joined); one word describes more often ("the
 * payments monitors": payments-webhook is one of them). */
function factLongerName(t: TargetSpec, v: { path: string; raw: string }, ctx: MatchContext): boolean {
  if (!v.path.startsWith(FACT_PATH) || /[-_*]$/.test(t.raw) || v.raw.length > 120) return false;
  const joined = v.raw.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const own = new Set(joined.split("-").map((w) => singular(w)));
  // the rule's own spelling of the names the value holds ("events", not its synonym "meeting")
  const held = (nameAs(t).words ?? []).filter((w) => own.has(w));
  return held.length > 1 && onlyLongerNames(joined, held, ctx.rules);
}
const FACT_PATH = "context.flags.";

/** A held condition flag whose words hold every name of the target (area_is_kids_room ~ "kids'
 * rooms"); the flag already stands together in the rule's words (rule-condition-flags.ts). */
function heldFlagTarget(t: TargetSpec, held: readonly FlagWords[], syn: ReadonlyMap<string, string>): Evidence | undefined {
  for (const f of held) {
    // ("orders older than 90 days": the rule's "older" is read by its root, the flag's as written)
    if (!t.names.every((n) => f.words.includes(n) || f.words.some((w) => syn.get(w) === n || w === `${n}er` || w === `${n}r`))) continue;
    return { rule: t.raw, call: "true", path: `context.flags.${f.key}`, part: "target" };
  }
  return undefined;
}


// keys that say where a call acts: a place the rule names must then be among them
const WHERE_KEY = /^(?:owner|org|organization|organisation|workspace|account|team|tenant|site|domain|host|server|cluster)(?:id|name|slug)?$/;
// (an API endpoint on one object is the address a request reaches, not a folder it acts in:
// DELETE /api/v1/features/old-banner, /tasks/IEAAAOH5; a nested one says where: /collections/products/documents)
const ENDPOINT_ARG = /^args\.(?:endpoint|url|uri|href|request_?url)$/i;
const HTTP_METHOD = /^(?:get|post|put|patch|delete)$/i;
function saysWhere(facts: CallFacts): boolean {
  // ({method: "DELETE", path: "/api/dashboard/42"}: beside an HTTP method, a path argument is the endpoint)
  const http = facts.keyValues.get("method")?.some((m) => HTTP_METHOD.test(m)) ?? false;
  if (facts.paths.some((p) => !(ENDPOINT_ARG.test(p.path) || (http && p.path === "args.path")) || nestedEndpoint(p.value))) return true;
  for (const key of facts.keyValues.keys()) if (WHERE_KEY.test(key.replace(/[-_]/g, "").toLowerCase())) return true;
  return false;
}

// an endpoint whose path names a parent object and a child collection, or an object by a dated name
function nestedEndpoint(value: string): boolean {
  const path = urlPath(value);
  let words = 0;
  for (const seg of path.split("/").slice(0, 20)) {
    if (!seg || /^(?:api|rest|json|v\d{1,3})$/i.test(seg) || opaque(seg)) continue;
    if (/[a-z]\d{3}|\d{3}[a-z]|[-_]\d{3}/i.test(seg)) return true;
    words++;
  }
  return words >= 3;
}

/** A value that holds the target's other names and spells out each acronym by its words' initials. */
function acronymHit(t: TargetSpec, acronyms: readonly string[], facts: CallFacts, syn: ReadonlyMap<string, string>): Evidence | undefined {
  const rest = t.names.filter((n) => !acronyms.includes(n));
  for (const v of facts.addressing) {
    if (v.raw.length > 200) continue;
    const words = splitWords(v.raw, 40);
    if (!acronyms.every((a) => spelledOut(v.raw, words, a, v.path === "tool"))) continue;
    if (rest.length && !hasAll(wordsAndPairs(v, syn), rest)) continue;
    return { rule: t.raw, call: show(v.raw), path: v.path, part: "target" };
  }
  return undefined;
}

/** Whether, in the tool's words, only act words follow the kind (service_delete, delete_timers; not delete_env_var). */
function kindIsHead(words: readonly string[], kinds: readonly string[], facts: CallFacts): boolean {
  const at = words.findLastIndex((w) => kinds.includes(w) || kinds.includes(singularish(w)));
  if (at < 0) return true;
  const acts = new Set([...facts.families.values()].map((e) => e.word.toLowerCase()));
  return words.slice(at + 1).every((w) => acts.has(w) || w === "all");
}

const KIND_KEY_REST = /^[-_]?(?:name|id|title|key|ref)s?$/i;
const ID_SUFFIX = /^(?:id|ids|ref|uuid)$/;
const SELF_VALUE = /^(?:me|self|myself|mine|current|current_user|currentuser)$/i;
function someoneElse(v: string): boolean {
  return v.trim() !== "" && !SELF_VALUE.test(v.trim());
}

// a target a command's lexicon entry gives: 'args.command "aws s3api delete-bucket" (aws.s3-bucket-delete)'
const LEXICON_TARGET = /" \([\w.-]{1,80}\)$/;

// "into X" / "against X" names the side a change lands on. A call with a destination argument
// ({head: "backport/legacy-v1-x", base: "main"}) is checked on that argument only; `git merge X`
// names the source, so only a branch checked out before it can be the destination.
const DEST_KEY = /^(?:base|basebranch|baseref|targetbranch|into|destination|dest|destinationbranch|tobranch|onto)$/;
function matchDestination(t: TargetSpec, facts: CallFacts, ctx: MatchContext): Evidence | undefined | "unknown" {
  const values: { path: string; value: string }[] = [];
  for (const [key, list] of facts.keyValues) if (DEST_KEY.test(key.replace(/[-_]/g, ""))) for (const v of list) values.push({ path: `args.${key}`, value: v });
  const merge = facts.commands.some((c) => c.program === "git" && /^(?:merge|rebase|cherry-pick)$/.test(c.subcommands[0] ?? ""));
  if (merge)
    for (const c of facts.commands)
      if (c.program === "git" && (c.subcommands[0] === "checkout" || c.subcommands[0] === "switch")) for (const o of c.operands) if (o !== c.subcommands[0] && !o.startsWith("-")) values.push({ path: "args command (checked out)", value: o });
  if (!values.length && !merge) return "unknown";
  for (const { path, value } of values) {
    const hit = t.prefix
      ? `/${resolvePath(value)}/`.includes(`/${resolvePath(t.prefix)}/`) || (t.prefix.startsWith("/") && isUnder(resolvePath(value), t.prefix))
      : t.names.length > 0 && t.names.every((n) => wordsAndPairs({ words: splitWords(value, 40).map((w) => ctx.rules.synonyms.get(w) ?? singularish(w)) }, ctx.rules.synonyms).has(n));
    if (hit) return { rule: t.raw, call: show(value), path, part: "target" };
  }
  return undefined;
}

// the session state as facts of their own (addressing and paths only), built once per call
const sessionMemo = factsSlot<CallFacts | null>();
function matchSession(group: TargetSpec[], ctx: MatchContext): Evidence | undefined {
  let pseudo = sessionMemo.get(ctx.facts);
  if (pseudo === undefined) {
    // no history or no setter for what this call runs: no state, and the history is not read
    const setters = ctx.historyLength ? sessionSetters(ctx.facts, ctx.rules) : [];
    const values = setters.length ? sessionState(ctx.history(), ctx.facts, ctx.rules, setters) : [];
    // git_checkout {branch_name: "main"}, then git_commit {repo_path}: structured tools (session-tool-state.ts)
    const toolSetters = ctx.historyLength ? toolSettersFor(ctx.facts, ctx.rules.sessionToolSetters) : [];
    if (toolSetters.length) values.push(...toolSessionState(ctx.history(), ctx.facts, toolSetters, ctx.rules.synonyms));
    // a browser call acts on the page history left open ("on LinkedIn" ~ click "Send" there)
    const page = pageOf(ctx);
    if (page) values.push({ path: page.path, raw: page.host, words: splitWords(page.host, 20).map((w) => canonical(w, ctx.rules.synonyms)) });
    pseudo = values.length
      ? { ...ctx.facts, addressing: values, content: [], paths: values.filter((v) => v.raw.includes("/")).map((v) => ({ path: v.path, value: v.raw })), keyValues: new Map(), emails: [], hosts: [], commands: [], memo: new Map() }
      : null;
    sessionMemo.set(ctx.facts, pseudo);
  }
  if (!pseudo) return undefined;
  for (const t of group) {
    if (t.command || t.literal || t.dest) continue;
    const hit = matchTarget(t, pseudo, ctx);
    if (hit) return { ...hit, part: "target (session)" };
  }
  return undefined;
}

const pageMemo = factsSlot<ReturnType<typeof currentPage> | null>();
function pageOf(ctx: MatchContext): ReturnType<typeof currentPage> {
  if (!ctx.historyLength || !actsOnPage(ctx.facts)) return undefined; // not a browser call: no history read
  let p = pageMemo.get(ctx.facts);
  if (p === undefined) pageMemo.set(ctx.facts, (p = currentPage(ctx.history(), ctx.facts) ?? null));
  return p ?? undefined;
}

/** A per-call memo slot kept on the call's facts (cheaper than a WeakMap on the hot path). */
function factsSlot<V>() {
  const key = Symbol();
  return { get: (f: CallFacts) => f.memo.get(key) as V | undefined, set: (f: CallFacts, v: V) => void f.memo.set(key, v) };
}

// Per-call reads that every target of the ledger would otherwise redo: computed on first use,
// kept as long as the call's facts.
type PathDirs = { p: { path: string; value: string }; dirs: string[] }[];
const pathDirsMemo = factsSlot<PathDirs>();
function pathDirs(facts: CallFacts, rules: GuardRules): PathDirs {
  let out = pathDirsMemo.get(facts);
  if (out) return out;
  out = [];
  for (const p of facts.paths) {
    const segs = resolvePath(p.value).split("/").filter(Boolean);
    const last = segs.at(-1) ?? "";
    const dirs = last.includes(".") ? segs.slice(0, -1) : segs;
    out.push({ p, dirs: dirs.map((s) => splitWords(s, 6).map((w) => rules.synonyms.get(w) ?? singularish(w)).join(" ")) });
  }
  pathDirsMemo.set(facts, out);
  return out;
}
// value words are split only under a key of the kind asked for (values, on first use)
type KeyWordValues = { key: string; kw: string[]; raw: string[]; values?: { value: string; words: string[] }[] }[];
const keyWordsMemo = factsSlot<KeyWordValues>();
/** A value of a key of the kind that is a readable name, not only opaque ids: {rule: "porch-lights"}. */
function namesOneOfKind(kind: string, facts: CallFacts, rules: GuardRules): boolean {
  return keyWordValues(facts, rules).some((kv) => kv.kw.includes(kind) && !kv.raw.every(opaque));
}

function keyWordValues(facts: CallFacts, rules: GuardRules): KeyWordValues {
  let out = keyWordsMemo.get(facts);
  if (out) return out;
  out = [];
  for (const [key, raw] of facts.keyValues) out.push({ key, kw: splitWords(key, 4).map((w) => rules.synonyms.get(w) ?? singularish(w)), raw });
  keyWordsMemo.set(facts, out);
  return out;
}

/** A value's words plus what its adjacent pairs also spell, built once per value of the call:
 * "NameNode" splits to name + node, and the rule's "namenode" is the pair joined (6+ letters);
 * "pull request" is a PR (the pair's synonym group). */
function wordsAndPairs(v: { words: string[]; pairs?: Set<string> }, syn: ReadonlyMap<string, string>): Set<string> {
  let set = v.pairs;
  if (set) return set;
  const words = v.words;
  // the words of a short value are one shared array per value and synonym table (call-facts
  // canonWords), so its set is built once per distinct value, not once per call (read-only)
  if (syn !== pairsSyn) {
    pairsSyn = syn;
    pairsOf = new WeakMap();
  }
  set = pairsOf.get(words);
  if (set) return (v.pairs = set);
  set = new Set(words);
  for (let i = 0; i + 1 < words.length && i < 60; i++) {
    const a = words[i]!;
    const b = words[i + 1]!;
    if (a.length + b.length >= 6) set.add(a + b);
    const g = pairSynonym(syn, a, b); // = syn.get(`${a}-${b}`)
    if (g !== undefined) set.add(g);
  }
  pairsOf.set(words, set);
  v.pairs = set;
  return set;
}
let pairsSyn: ReadonlyMap<string, string> | undefined;
let pairsOf = new WeakMap<readonly string[], Set<string>>();

/** syn.get(`${a}-${b}`) without building the string for every adjacent pair of every value: the
 * hyphenated keys ("pull-request" → pr) indexed by the part before each of their hyphens. */
export function pairSynonym(syn: ReadonlyMap<string, string>, a: string, b: string): string | undefined {
  if (syn !== pairSyn) {
    pairIndex = new Map();
    for (const [k, g] of syn)
      for (let i = k.indexOf("-"); i >= 0; i = k.indexOf("-", i + 1)) {
        const first = k.slice(0, i);
        let rest = pairIndex.get(first);
        if (!rest) pairIndex.set(first, (rest = new Map()));
        rest.set(k.slice(i + 1), g);
      }
    pairSyn = syn;
  }
  return pairIndex.get(a)?.get(b);
}
let pairSyn: ReadonlyMap<string, string> | undefined;
let pairIndex = new Map<string, Map<string, string>>();

/** The words and pairs of every addressed value of the call, one set (built once per call):
 * a target name outside it is in no single value's words and pairs. */
const addressedMemo = factsSlot<Set<string>>();
function addressedWords(facts: CallFacts, syn: ReadonlyMap<string, string>): Set<string> {
  let all = addressedMemo.get(facts);
  if (all) return all;
  all = new Set();
  for (const v of facts.addressing) for (const w of wordsAndPairs(v, syn)) all.add(w);
  addressedMemo.set(facts, all);
  return all;
}

// the call's keys without - and _ (due_date → duedate), in keyValues order, once per call
const bareKeysMemo = factsSlot<{ key: string; k: string }[]>();
function bareKeys(facts: CallFacts): { key: string; k: string }[] {
  let out = bareKeysMemo.get(facts);
  if (out) return out;
  out = [];
  for (const key of facts.keyValues.keys()) out.push({ key, k: key.replace(/[-_]/g, "") });
  bareKeysMemo.set(facts, out);
  return out;
}

// "deal stages" → "dealstage": a function of the rule's words alone, joined once per target
const joinedNames = new WeakMap<TargetSpec, string>();
function joinedName(t: TargetSpec): string {
  let joined = joinedNames.get(t);
  if (joined === undefined) joinedNames.set(t, (joined = t.raw.toLowerCase().split(/[\s-]+/).map((w) => singular(w)).join("")));
  return joined;
}

/** every name in the set (a loop: this runs per target and call value, no closure each time) */
function hasAll(words: Set<string>, names: readonly string[]): boolean {
  for (const n of names) if (!words.has(n)) return false;
  return true;
}

function singularish(w: string): string {
  return w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w;
}

// long flags and their usual one-letter spelling: --force = -f
const LONG_FLAGS: Record<string, string> = { force: "f", recursive: "r", all: "a", yes: "y", quiet: "q", verbose: "v", global: "g", delete: "d", hard: "hard" };
// -rf = -r -f = --recursive --force in any order (top-level: no named closure per segment)
const letters = (f: string) => (/^-[a-z]+$/i.test(f) ? [...f.slice(1)] : [LONG_FLAGS[f.replace(/^-+/, "")] ?? f.replace(/^-+/, "")]);
function matchCommandLiteral(t: TargetSpec, facts: CallFacts): Evidence | undefined {
  const want = t.names;
  for (const seg of facts.commands) {
    // -rf = -r -f = --recursive --force in any order
    const have = new Set([seg.program, ...seg.prefixes, ...seg.subcommands, ...seg.flags.flatMap(letters), ...seg.flags.flatMap((f) => splitWords(f, 4))]);
    if (seg.flags.includes("--recursive")) have.add("r");
    if (seg.flags.includes("--force")) have.add("f");
    const wantFlags = (t.literal ?? "").split(/\s+/).filter((x) => x.startsWith("-")).flatMap(letters);
    const wantWords = (t.literal ?? "").split(/\s+/).filter((x) => x && !x.startsWith("-")).flatMap((x) => splitWords(x, 6));
    if (t.literal && wantWords.every((w) => have.has(w)) && wantFlags.every((w) => have.has(w))) return { rule: t.raw, call: [seg.program, ...seg.subcommands, ...seg.flags].join(" "), path: "command", part: "target" };
    if (!t.literal && want.every((w) => have.has(w))) return { rule: t.raw, call: [seg.program, ...seg.subcommands, ...seg.flags].join(" "), path: "command", part: "target" };
  }
  return undefined;
}

// ---- numeric limits ----------------------------------------------------------------------

interface Money {
  value: number;
  path: string;
  note: string;
}
// the same call is asked for its money by every money limit of the ledger: read once
const moneyMemo = factsSlot<{ m: Money | undefined }>();
export function moneyOf(facts: CallFacts, rules: GuardRules): Money | undefined {
  let memo = moneyMemo.get(facts);
  if (!memo) moneyMemo.set(facts, (memo = { m: readMoney(facts, rules) }));
  return memo.m && { ...memo.m };
}
// "cus_R8d2", "in_1QK9", "pi_3Nx…": a prefix then an id with a digit in it ("in_progress" is no id)
const STRIPE_ID_TAIL = /^(?=[A-Za-z]{0,40}\d)[A-Za-z0-9]{4,40}$/;
const isStripeId = (raw: string, at: number) => STRIPE_ID_TAIL.test(raw.slice(at));
/** "pi_3Nx…", or a segment of a URL path naming one: /payments/pay_mbab…/refunds (gmoney15) */
function centsIdIn(raw: string, prefixes: readonly string[]): boolean {
  const parts = raw.includes("/") && raw.length <= 2048 ? raw.split(/[/?#]/) : [raw];
  return parts.some((part) => prefixes.some((p) => part.startsWith(p) && isStripeId(part, p.length)));
}
/** api.paddle.com, platform.brexapis.com: a label of the host is (or starts with) a cents platform's name. */
function hostNamesCents(host: string, words: ReadonlySet<string>): boolean {
  if (host.length > 253) return false;
  for (const label of host.toLowerCase().split(".")) for (const w of words) if (label === w || (label.startsWith(w) && label.length <= w.length + 4)) return true;
  return false;
}
/** recipient.address.value: a part of the path before the key names an address, a phone or an account (glim25) */
function underIdentity(path: string, parts: ReadonlySet<string>): boolean {
  if (path.length > 512) return false;
  const segs = path.split(".");
  for (let i = 0; i < segs.length - 1; i++) {
    const seg = segs[i]!;
    if (seg === "args" || /^\d+$/.test(seg)) continue;
    const words = seg.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(/[\s_-]+/);
    for (const w of words) if (parts.has(w)) return true;
  }
  return false;
}
function readMoney(facts: CallFacts, rules: GuardRules): Money | undefined {
  let best: Money | undefined;
  const stripeLike =
    facts.toolWords.some((w) => rules.centsToolWords.has(w)) ||
    facts.addressing.some((v) => centsIdIn(v.raw, rules.centsIdPrefixes)) ||
    // curl https://api.paddle.com/…: the platform the request reaches (glimit12)
    facts.hosts.some((h) => hostNamesCents(h.host, rules.centsToolWords));
  const sums = new Map<string, Money>();
  // lineItems.0.quantity × lineItems.0.unitAmount: each line's price times its count
  let lines: Map<string, { qty?: number; price?: number }> | undefined;
  for (const n of facts.numbers) {
    if (LINE_QTY.test(n.key) || LINE_PRICE.test(n.key)) {
      const dot = n.path.lastIndexOf(".");
      if (dot > 0 && /\.\d+$/.test(n.path.slice(0, dot))) {
        const line = (lines ??= new Map()).get(n.path.slice(0, dot)) ?? {};
        if (LINE_QTY.test(n.key)) line.qty = n.value;
        else line.price = n.value;
        lines.set(n.path.slice(0, dot), line);
      }
    }
    const money = rules.senseKeys.get(n.key) === "money" || n.keyWords.some((w) => rules.senseKeys.get(w) === "money");
    if (!money || n.keyWords.some((w) => /^(?:currency|count|quantity|qty|percent|id|rate)$/.test(w))) continue;
    if (rules.genericMoneyKeys.has(n.key) && underIdentity(n.path, rules.identityParts)) continue;
    let value = n.value;
    let note = "";
    if (n.keyWords.some((w) => rules.centsKeyWords.has(w))) {
      value /= 100;
      note = " (cents)";
    } else if (stripeLike && Number.isInteger(n.value) && (n.keyWords.includes("amount") || /amount\.value$/i.test(n.path))) {
      value /= 100;
      note = ` (cents: Stripe-style amount, = ${value})`;
    } else if (/_money\.amount$|money\.amount$/i.test(n.path) && Number.isInteger(n.value)) {
      value /= 100;
      note = ` (cents: Square-style amount_money, = ${value})`;
    }
    if (!best || value > best.value) best = { value, path: n.path, note: `${n.value}${note}` };
    // transactions.0.amount + transactions.1.amount: the call moves their sum
    const group = n.path.replace(/\.\d+\./g, ".*.");
    if (group !== n.path) {
      const s = sums.get(group);
      sums.set(group, s ? { value: s.value + value, path: group, note: `${s.note} + ${n.value}${note}` } : { value, path: group, note: `${n.value}${note}` });
    }
  }
  for (const s of sums.values()) if (best && s.value > best.value) best = { ...s, note: `${s.note} = ${fmt(s.value)}` };
  if (lines && !stripeLike) {
    const totals = new Map<string, Money>();
    for (const [at, l] of lines) {
      if (l.qty === undefined || l.price === undefined) continue;
      const group = at.replace(/\.\d+$/, ".*");
      const t = totals.get(group);
      const v = l.qty * l.price;
      totals.set(group, { value: (t?.value ?? 0) + v, path: group, note: `${t ? `${t.note} + ` : ""}${l.qty} × ${l.price}` });
    }
    for (const t of totals.values()) if (!best || t.value > best.value) best = { ...t, note: `${t.note} = ${fmt(t.value)}` };
  }
  return best;
}
const HEADCOUNT = /^(?:headcount|head_count|people|persons|guests|party_?size|covers|pax|diners|num_?people|number_?of_?people|attendees_?count)$/i;
const TIP = /^(?:tip|tip_?amount|gratuity|dasher_?tip|driver_?tip)$/i;
/** The money of the call as the rule counts it: plus the tip ("incl. tip"), divided by the headcount ("a head"). */
function perHeadShare(c: Extract<Clause, { type: "limit" }>, facts: CallFacts, m: Money): { value: number; note: string } | undefined {
  let value = m.value;
  let note = m.note;
  if (c.withTip) {
    const tip = facts.numbers.find((n) => TIP.test(n.key) && n.path !== m.path);
    if (tip) {
      value += tip.value;
      note = `${note} + tip ${tip.value}`;
    }
  }
  if (!c.perHead) return { value, note: `${note} = ${fmt(value)}` };
  const heads = facts.numbers.find((n) => HEADCOUNT.test(n.key) && n.value >= 1 && n.value <= 10000)?.value ?? c.heads;
  if (!heads) return undefined;
  return { value: value / heads, note: `(${note}) / ${heads} people = ${fmt(value / heads)} a head` };
}
/** 100 when the call's money was read in cents (its raw number over its value), else 1. */
function centsOf(facts: CallFacts, m: Money): number {
  const raw = facts.numbers.find((n) => n.path === m.path)?.value;
  return raw !== undefined && m.value > 0 && Math.round(raw / m.value) === 100 ? 100 : 1;
}
// the count and the unit price of one line of an order or invoice
const LINE_QTY = /^(?:quantity|qty)$/;
const LINE_PRICE = /^(?:unitamount|unit_amount|unitprice|unit_price|price|unitcost|unit_cost|itemcost|item_cost|itemprice|item_price|rate)$/;

function matchLimit(c: Extract<Clause, { type: "limit" }>, ctx: MatchContext): Evidence[] | undefined {
  const { facts, rules } = ctx;
  // "no lights above 30% after 8pm": outside its window the limit does not hold
  if (c.window && !inLimitWindow(c.window, ctx.now)) return undefined;
  if (c.exportOnly && !callExports(facts)) return undefined;
  // "credit notes fine up to 500 eur" ~ posting an invoice: another kind of document (match-limit-kind.ts)
  if ((c.sense === "money" || c.sense === "count") && otherDocKind(rules.docKinds, ctx.ruleWords, facts, ctx.flags)) return undefined;
  const act = c.families.length ? matchFamilies(c.families, facts, rules) : undefined;
  // "no more than 25 entries in recipient_ids" ~ {recipient_ids: [40 items]}: the rule writes the list's
  // own name, its length is the count whatever the act words are read as (match-limit-stated.ts)
  const listed = c.sense === "count" ? namedList(c, facts) : undefined;
  if (listed) return listed.n.value > c.max ? [{ rule: listed.raw, call: listed.n.path, path: listed.n.path, part: "target" }, { rule: `limit ${c.rule}`, call: String(listed.n.value), path: listed.n.path, part: "limit" }] : undefined;
  if (c.families.length && !act) return undefined;
  const base: readonly Evidence[] = act ? [act] : NO_EVIDENCE; // most limits check no family: no array each
  switch (c.sense) {
    case "money": {
      // "from the ops account" ~ {accountId: "acc_payroll"}: another account's money (match-limit-scope.ts)
      if (c.scope && anotherScope(c.scope, facts)) return undefined;
      let m = moneyOf(facts, rules);
      // "no single order over $5,000 notional" ~ {quantity: 40, limit_price: 190}: the order's value,
      // unless the rule bounds the unit price itself (match-limit-notional.ts)
      const product = !c.perUnit && !c.perHead && !boundsUnitPrice(ctx.ruleWords, rules);
      const own = m;
      if (product) {
        const nv = notionalOf(facts, rules);
        // (0.5 ETH at 3,100 is an order of 1,550: the product stands for the price it multiplies)
        if (nv && (!m || nv.value > m.value || m.path === nv.pricePath)) m = { value: nv.value, path: nv.path, note: nv.note };
      }
      // the object's money the caller states in context.flags (match-flag-money.ts)
      const fromFlags = ctx.flags ? flagMoney(c, ctx, m) : undefined;
      if (fromFlags) m = product && !own ? flagPriceTimesQuantity(fromFlags, facts, rules) : fromFlags;
      if (!m) return undefined;
      let total = m.value;
      let earlier = 0;
      // "under $30 a head incl. tip": the tip joins the total, which is split over the headcount
      const share = c.perHead || c.withTip ? perHeadShare(c, facts, m) : undefined;
      if (c.perHead && !share) return undefined; // no headcount in the call: the share cannot be known
      if (share) {
        total = share.value;
        m.note = share.note;
      }
      // "max EUR 180 per night" ~ {nightly_price: 175, total_price: 525}: one unit's price (match-limit-per-unit.ts)
      const unitPrice = c.perUnit ? perUnitPrice(c.perUnit, facts, rules, m, centsOf(facts, m)) : undefined;
      if (unitPrice) {
        total = unitPrice.value;
        m.path = unitPrice.path;
        m.note = unitPrice.note;
      }
      // "$2,500/month" ~ {amount: 900, interval: "WEEKLY"}: the call's amount over the rule's period
      const scaled = c.per ? periodFactor(c.per, facts) : undefined;
      if (scaled) {
        total *= scaled.factor;
        m.note = `${m.note} per ${scaled.per} = ${fmt(total)} per ${c.per}`;
      }
      if (c.cumulative)
        for (const h of ctx.history()) {
          if (!matchFamilies(c.families, h, rules)) continue;
          earlier += Math.max(moneyOf(h, rules)?.value ?? 0, (product && notionalOf(h, rules)?.value) || 0);
        }
      // "paid_today_usd: 2600" beside a daily total: what the session moved before this call
      const soFar = ctx.flags ? flagSoFar(c, ctx) : undefined;
      if (soFar) {
        earlier += soFar.value;
        m.note = `${m.note} (flags.${soFar.key} ${fmt(soFar.value)} before)`;
      }
      total += earlier;
      if (c.min !== undefined ? total >= c.min : c.strict ? total < c.max : total <= c.max) return undefined;
      const call = earlier ? `${fmt(earlier)} earlier + ${m.note} = ${fmt(total)}` : m.note;
      return [...base, { rule: `limit ${c.rule}`, call, path: m.path, part: "limit" }];
    }
    case "retries":
    case "attempts": {
      // at most one identical earlier call per history item: a bound the history cannot pass needs
      // no canonical forms ("no more than 3 retries" with 2 calls of history)
      if ((c.sense === "retries" ? ctx.historyLength : ctx.historyLength + 1) <= c.max) return undefined;
      const me = ctx.canonical();
      const k = ctx.historyCanonical().filter((h) => h === me).length;
      const n = c.sense === "retries" ? k : k + 1;
      if (n <= c.max) return undefined;
      return [{ rule: `limit ${c.rule}`, call: `${c.sense === "retries" ? `retry ${n}` : `attempt ${n}`} (${k} identical earlier call${k === 1 ? "" : "s"})`, path: "history", part: "limit" }];
    }
    case "frequency": {
      if (!act) return undefined;
      const mine = new Set(facts.emails.filter((e) => !e.content).map((e) => e.value));
      let k = 0;
      const idOf = (raw: string) => (/^\+?[\d\s().-]{7,20}$/.test(raw) ? raw.replace(/\D/g, "").slice(-10) : raw.toLowerCase());
      const ids = new Set(facts.addressing.filter((v) => v.path !== "tool" && !v.path.endsWith("(key)") && v.raw.length >= 3).map((v) => idOf(v.raw)));
      const own = c.perObject ? perObjectValues(c.perObject, facts, rules.synonyms) : undefined;
      for (const h of ctx.history()) {
        if (!matchFamilies(c.families, h, rules)) continue;
        if (own && otherObject(own, h)) continue; // another order under "once per order" (fb-per-object.ts)
        if (c.perTarget && mine.size && !h.emails.some((e) => mine.has(e.value))) continue;
        if (c.perTarget && !mine.size && !h.addressing.some((v) => v.path !== "tool" && ids.has(idOf(v.raw)))) continue;
        k++;
      }
      // {orders_today: 3}: the caller's count of the period stands for calls the history does not show (match-flag-count.ts)
      const said = c.countOf ? flagCount([c.countOf], c.countPeriod, ctx.flags, rules.flagNumbers) : undefined;
      if (said && said.value > k) {
        if (said.value + 1 <= c.max) return undefined;
        return [...base, { rule: `limit ${c.rule}`, call: `call ${said.value + 1} (${said.key} = ${said.value})`, path: `context.flags.${said.key}`, part: "limit" }];
      }
      if (k + 1 <= c.max) return undefined;
      return [...base, { rule: `limit ${c.rule}`, call: `call ${k + 1} (${k} earlier)`, path: "history", part: "limit" }];
    }
    case "length": {
      const longest = facts.content.reduce<{ n: number; path: string } | undefined>((best, v) => {
        const n = /char/.test(c.unitWords[0] ?? "") ? v.raw.length : /line/.test(c.unitWords[0] ?? "") ? v.raw.split("\n").length : v.raw.split(/\s+/).filter(Boolean).length;
        return !best || n > best.n ? { n, path: v.path } : best;
      }, undefined);
      if (!longest || longest.n <= c.max) return undefined;
      return [...base, { rule: `limit ${c.rule}`, call: `${longest.n} ${c.unitWords[0] ?? ""}`.trim(), path: longest.path, part: "limit" }];
    }
    case "count": {
      const about: Evidence[] = [];
      let skipped = false;
      const groups = c.groups ?? [];
      // "workersMax 3 at most" ~ {workersMax: 5}: the rule writes the argument's own name, so that
      // argument alone is bounded and the rule's other plain words may go unnamed (match-limit-unit.ts)
      let named: NumberRef | undefined;
      let namedAt = -1;
      // {row_count: 9500}, {file_size_mb: 40}, {active_exports: 2}: the quantity the caller states (match-limit-stated.ts)
      const stated = ctx.flags ? statedQuantity(c, ctx.flags, ctx.ruleWords, facts) : undefined;
      if (c.subjectUnit) for (let gi = 0; gi < groups.length && !named; gi++) if ((named = namedArgument(groups[gi]!, facts))) namedAt = gi;
      for (let gi = 0; gi < groups.length; gi++) {
        const g = groups[gi]!;
        let hit: Evidence | undefined;
        if (named && gi === namedAt) {
          about.push({ rule: g[0]!.raw, call: named.path, path: named.path, part: "target" });
          continue;
        }
        for (const t of g) if ((hit = matchTarget(t, facts, ctx))) break;
        // "party of up to 6 max" ~ {party_size: 8}: the group names the bounded argument (match-limit-unit.ts)
        if (!hit && c.subjectUnit) hit = boundedArgument(g, facts);
        // "file size 20 MB max" ~ {file_size_mb: 85}: the stated quantity's key names the group
        // (a running or session count is of calls like this one: the tool's name must say the group's
        // word, download_paper for "downloads"; search_papers is no download)
        if (!hit && stated && keyNamesGroup(g, stated) && (!stated.running || toolSaysGroup(g, facts.toolWords, c.unitPhrase ?? c.unitWords))) hit = { rule: g[0]!.raw, call: stated.key, path: `context.flags.${stated.key}`, part: "target" };
        // "in Airtable: max 10 records", "PD overrides: …": a descriptive group or one the tool's name
        // says may go unnamed; the quantity in the rule's unit must then be found (match-limit-loose.ts)
        // ("kids' room speaker: volume 30% max" ~ {name: "Kitchen speaker"}: the call names another
        // thing of the heading's kind, so the heading tells them apart and stays required)
        if (!hit && c.unitWords.length && ((!c.subjectUnit && c.loose?.[gi] && !namesAnotherOne(groups, g, facts)) || toolNamesGroup(g, facts))) {
          skipped = true;
          continue;
        }
        if (!hit && named && unnamedDescriptor(g, facts, rules.contrastWords)) continue;
        if (!hit) return undefined;
        about.push(hit);
      }
      if (skipped && !about.length && !act && !facts.mutating) return undefined;
      const found = [...base, ...about];
      if (c.period) {
        const total = matchHistoryTotal(c, ctx, found);
        if (total) return total.length ? total : undefined;
      }
      for (const n of facts.numbers) {
        // ("ticket_ids.0": 1000, "restaurant_id": 104822 are names, not amounts; a list of them is counted)
        if (isIdNumber(n)) continue;
        if (named && n.key !== named.key) continue; // "bed temp max 70": not the extruder_temp beside it
        // ("LIMIT 1000 on every SELECT" ~ DELETE … without LIMIT: a DELETE's rows count under a limit on deleting)
        if (n.rowsOf && !c.families.includes(n.rowsOf)) continue;
        // ("DELETE … WHERE ts in one day" with no LIMIT beside {estimated_rows: 41000}: the caller's count of the
        // rows stands for the statement's unbounded reach, glim25)
        if (stated && !Number.isFinite(n.value)) continue;
        // ("25 contacts per request" ~ batch_upsert_contacts {inputs: [31 objects]}: the tool names what its list holds)
        const unitHit = !!named || idListOfAct(c, n, facts, !!act, !act && callNamesBatch(c, facts, rules.countWords)) || (c.unitWords.length && (n.keyWords.some((w) => c.unitWords.includes(w)) || ((n.keyWords.includes("object") || n.path.endsWith(" items)")) && toolNamesUnit(c.unitWords, facts)) || shareOf(c, n, rules.countWords.share) || (!facts.mutating && resultSize(c.unitWords, n))));
        const countKey = rules.senseKeys.get(n.key) === "count" || n.keyWords.some((w) => rules.senseKeys.get(w) === "count");
        // "more than 30% off" ~ {sale_price: 55} on a regular price of 89 (match-percent-off.ts)
        const off = c.rule.endsWith("%") && c.min === undefined ? percentOff(c.unitWords, n, facts.numbers, ctx) : undefined;
        if (off) {
          if (off.percent > c.max) return [...found, { rule: `limit ${c.rule}`, call: `${fmt(off.percent)}% off: ${off.note}`, path: n.path, part: "limit" }];
          continue;
        }
        // ("max 4h time range" ~ {page: {limit: 100}}: a length of time is no count of anything, rule-limit-span.ts)
        if (!unitHit && !(countKey && act && !spanLimit(c.unitWords))) continue;
        // "no discounts over 10%" ~ {tax_percent: 19}: the percentage of another thing (match-limit-percent.ts)
        if (c.percentOf && ofAnotherThing(c.percentOf, n)) continue;
        // "volume 30% max" ~ volume_level 0.55, discount 180 on 10 × 120: as a percentage (match-limit-percent.ts)
        const v = c.rule.endsWith("%") ? asPercent(n, c.max, () => moneyOf(facts, rules), shareOf(c, n, rules.countWords.share)) : n.value;
        if (c.min !== undefined ? v < c.min : c.strict ? v >= c.max : v > c.max) return [...found, { rule: `limit ${c.rule}`, call: Number.isFinite(n.value) ? String(n.value) : "no limit", path: n.path, part: "limit" }];
      }
      if (stated && stated.value > c.max)
        return [...found, { rule: `limit ${c.rule}`, call: stated.running ? `${stated.value} (${stated.key} = ${stated.value - 1}, and this one)` : String(stated.value), path: `context.flags.${stated.key}`, part: "limit" }];
      // a time left until an end, or this call counted with its history (call-session-count.ts)
      const beyond = countBeyondCall(c, ctx);
      return beyond ? [...found, ...beyond] : undefined;
    }
  }
}
/** Whether the clock now falls in a limit's window (afterMin > beforeMin: across midnight). */
function inLimitWindow(w: NonNullable<Extract<Clause, { type: "limit" }>["window"]>, now: Date): boolean {
  const clock = zoned(now, w.tz ?? "UTC");
  if (w.days && !w.days.includes(clock.day)) return false;
  if (w.afterMin !== undefined && w.beforeMin !== undefined)
    return w.afterMin < w.beforeMin ? clock.min >= w.afterMin && clock.min < w.beforeMin : clock.min >= w.afterMin || clock.min < w.beforeMin;
  return w.afterMin !== undefined ? clock.min >= w.afterMin : w.beforeMin !== undefined ? clock.min < w.beforeMin : true;
}
const NO_EVIDENCE: readonly Evidence[] = Object.freeze([]);
const fmt = (n: number) => String(Math.round(n * 100) / 100);

// ---- time ----------------------------------------------------------------------------------

const START_KEY = /start|begin|date|time|when|^at$|scheduled|due|send_?at|publish|from/i;
// "end" as a word of the key (end, end_time, endTime, ends_at), not inside one: send_at, attendees
const END_KEY = /(?:^|[_\-\s])(?:end|End|END)|[a-z0-9]End|[Uu]ntil|UNTIL|^(?:to|To|TO)$|[Cc]reated|CREATED|[Uu]pdated|UPDATED|[Mm]odified|MODIFIED|[Ee]xpire|EXPIRE/;
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function wallClock(iso: string, tz: string | undefined): { day: number; min: number; label: string } | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(iso);
  if (!m) return undefined;
  const hasOffset = /(?:Z|[+-]\d{2}:?\d{2})$/.test(iso) && m[4] !== undefined;
  if (hasOffset && tz) {
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) return undefined;
    return zoned(d, tz);
  }
  // no offset: the wall clock as written (the user's own time); with an offset and no zone named
  // in the rule, the clock of that offset
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay();
  const min = m[4] ? Number(m[4]) * 60 + Number(m[5]) : -1;
  return { day, min, label: `${DAY_NAMES[day]} ${m[4] ? `${m[4]}:${m[5]}` : ""}`.trim() };
}

function zoned(d: Date, tz: string): { day: number; min: number; label: string } {
  const f = zoneFormat(tz);
  if (!f) throw new RangeError(`Invalid time zone specified: ${tz}`); // as the formatter's constructor threw before (zone-clock.ts)
  const parts = Object.fromEntries(f.formatToParts(d).map((p) => [p.type, p.value]));
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday!);
  const min = Number(parts.hour) * 60 + Number(parts.minute);
  return { day, min, label: `${DAY_NAMES[day]} ${parts.hour}:${parts.minute} ${tz}` };
}

function matchTime(c: Extract<Clause, { type: "time" }>, ctx: MatchContext): Evidence[] | undefined {
  const { facts, rules } = ctx;
  // "… unless it's priority 5" ~ {priority: 5}: the call meets the rule's own exception (rule-time-exception.ts)
  if (c.unless && meetsException(c.unless, splitWords(ctx.canonical(), 4000))) return undefined;
  let act: Evidence | undefined;
  let named: typeof facts.datetimes | undefined;
  if (c.families.length) {
    act = matchFamilies(c.families, facts, rules);
    // "no deadlines on weekends": the word read as an unknown act names a date argument
    if (!act && facts.datetimes.length && c.families.every((f) => f.startsWith("word:"))) {
      const words = c.families.map((f) => f.slice(5));
      const dates = facts.datetimes.filter((d) => words.some((n) => splitWords(d.key, 4).includes(n) || (c.ofThing && splitWords(d.key, 4).some((k) => sameStem(k, n)))));
      if (dates.length && facts.mutating) {
        named = dates;
        act = { rule: words.join(" "), call: dates[0]!.key, path: dates[0]!.path, part: "target" };
      }
    }
    // "no standups before 10" ~ create_event {title: "Team standup"}: the kind of event a scheduling call makes
    if (!act && facts.families.has("schedule") && facts.mutating && c.families.every((f) => f.startsWith("word:"))) {
      const w = c.families.map((f) => f.slice(5)).find((n) => facts.allWords.has(n));
      if (w) act = { rule: w, call: `${facts.tool} (${w})`, path: "args", part: "action" };
    }
    // "no meetings before 10:00" ~ create_booking {start}: the calendar thing the call makes or answers, at its start (match-time-act.ts)
    // ("don't accept anything after 17:00" ~ rsvp_event {status: "yes", start_time}: accepting an invite puts it on the calendar)
    // ("no appointments on saturday mornings": the rule names the calendar thing itself)
    if (!act && (c.families.includes("schedule") || c.families.includes("approve") || c.families.includes("phone") || c.families.some(calendarThingWord))) {
      const at = thingAtTime(facts);
      if (at) {
        named = at;
        act = { rule: "schedule", call: `${facts.tool} (${at[0]!.key})`, path: at[0]!.path, part: "action" };
      }
    }
    // "don't kick off reindex jobs during business hours" ~ trigger_job: a verb no family knows, a call
    // read as doing nothing known; the rule's targets tie it (match-time-act.ts)
    if (!act && !(c.groups.length && c.families.every((f) => f.startsWith("word:")) && quietAct(facts) && !namesOwnAct(facts))) return undefined;
    // "no music after 22:00" ~ SpotifyPlayback {action: "start"}: no act read, the rule's targets tie it (match-time-act.ts)
  } else if (!facts.mutating && !facts.families.size && !(c.groups.length && quietAct(facts))) return undefined;
  // "No maintenance mode during business hours" ~ maintenance_off: a rule naming a state, not an act,
  // bans entering it; a call that only switches something off leaves it
  else if (facts.families.size === 1 && facts.families.has("disable") && facts.actionWords.has("turn-off")) return undefined;
  const targets: Evidence[] = [];
  for (const g of c.groups) {
    let hit: Evidence | undefined;
    for (const t of g) if ((hit = matchTarget(t, facts, ctx))) break;
    // "only schedule interviews after 1pm" ~ create_event {title: "Interview: …"}: the kind of event is in its title
    if (!hit && facts.families.has("schedule") && facts.mutating) hit = eventKind(g, facts);
    // "no slots before 9" ~ POST /v1/interviews {starts-at}: the calendar thing the call makes is the slot
    if (!hit && act?.rule === "schedule" && named && g.every((t) => calendarGroup(t.names))) hit = { rule: g[0]!.raw, call: act.call, path: act.path, part: "target" };
    // "no due dates on weekends" ~ {due_on: "2026-12-12"}: the date argument the rule names
    if (!hit && facts.datetimes.length) {
      const words = g.flatMap((t) => t.names.filter((n) => n.length > 2 && n !== "date" && n !== "time"));
      const dates = facts.datetimes.filter((d) => words.some((n) => splitWords(d.key, 4).includes(n) || (c.ofThing && splitWords(d.key, 4).some((k) => sameStem(k, n)))));
      if (dates.length) {
        named = dates;
        hit = { rule: g[0]!.raw, call: dates[0]!.key, path: dates[0]!.path, part: "target" };
      }
    }
    if (!hit) return undefined;
    targets.push(hit);
  }
  // the rule's own zone, else one a flag holds for "in THEIR timezone" (match-flag-zone.ts), else the
  // zone another entry says the user lives in
  const tz = c.tz ?? flagZone(ctx.ruleWords, ctx.flags, ctx.rules.flagZones) ?? (ctx.aliases.size ? userZone(ctx.aliases) : undefined);
  let stamps = named ?? facts.datetimes.filter((d) => START_KEY.test(d.key) && !END_KEY.test(d.key));
  if (!stamps.length) stamps = facts.datetimes.filter((d) => !END_KEY.test(d.key));
  // a date before today is what the call reads or fills ({conf: {start: "2026-10-01"}} of a backfill),
  // not when it acts: then the rule's clock is now (only with the caller's own now to compare)
  if (ctx.nowText && !named && stamps.length) stamps = stamps.filter((d) => !pastStamp(d.value, ctx.now));
  const checks: { clock: { day: number; min: number; label: string }; path: string; raw: string }[] = [];
  for (const s of stamps.slice(0, 10)) {
    const clock = wallClock(s.value, tz);
    if (clock) checks.push({ clock, path: s.path, raw: s.value });
  }
  if (!checks.length) {
    // "nothing departing after 10pm": a call that states no time of its thing does not break it now
    if (c.ofThing) return undefined;
    // (with no act read, the targets the call names tie the rule to it: "no reindex jobs during business hours")
    if ((!c.families.length && !(targets.length && (facts.mutating || !facts.families.has("read")))) || c.families.includes("schedule")) return undefined;
    // ({delay: "30m"}: the call acts that much later, match-time-delay.ts)
    const delay = callDelayMs(facts);
    const at = delay ? new Date(ctx.now.getTime() + delay) : ctx.now;
    const clock = tz ? zoned(at, tz) : (offsetClock(at, ctx.nowText) ?? zoned(at, "UTC"));
    // the caller may say the day instead of the clock: flags {"friday": true}, {"is_weekend": true}
    // …or the clock: {"after_20h_recipient_time": false}, {"quiet_hours": true} — with no context.now, the
    // caller's word on the window beats the server's clock (match-time-act.ts windowFlag)
    const said = !ctx.nowText && ctx.flags && !c.days && !c.dates && !c.roll ? windowFlag(ctx.flags, c.beforeMin, c.afterMin) : undefined;
    if (said === false) return undefined;
    if (said) return [...(act ? [act] : []), ...targets, { rule: c.rule, call: `${said} = true`, path: `context.flags.${said}`, part: "time" }];
    const flagged = c.days && ctx.flags ? flaggedDay(ctx.flags) : undefined;
    if (flagged) checks.push({ clock: { ...clock, day: flagged.day, label: flagged.key }, path: `context.flags.${flagged.key}`, raw: "true" });
    else checks.push({ clock, path: "now", raw: at.toISOString() });
  }
  for (const { clock, path, raw } of checks) {
    // "until Dec 1", "Dec 14-18": the calendar day must be in the window too (match-date-window.ts)
    if (c.dates) {
      const day = path === "now" ? zonedDay(ctx.now, tz) : dayOfStamp(raw);
      if (day === undefined || !inDateWindow(c.dates, day)) continue;
    }
    // "until Monday 08:00": inside the days before the end, free once it has passed (rule-time-rolling.ts)
    if (c.roll) {
      if (clock.min >= 0 && inRollingBan(c.roll, clock)) return [...(act ? [act] : []), ...targets, { rule: c.rule, call: `${raw} = ${clock.label}`, path, part: "time" }];
      continue;
    }
    const dayHit = c.days ? c.days.includes(clock.day) : true;
    const hasClock = c.beforeMin !== undefined || c.afterMin !== undefined;
    const inWindow =
      c.beforeMin !== undefined && c.afterMin !== undefined && c.afterMin < c.beforeMin
        ? clock.min >= c.afterMin && clock.min < c.beforeMin // "between 9am and 5pm"
        : (c.beforeMin !== undefined && clock.min < c.beforeMin) || (c.afterMin !== undefined && clock.min >= c.afterMin);
    const clockHit = !hasClock || clock.min < 0 ? !hasClock : inWindow;
    // "after 6pm or on Saturdays": the day alone or the clock alone
    const hit = c.anyOf ? (!!c.days && dayHit) || (hasClock && clock.min >= 0 && inWindow) : dayHit && clockHit;
    if (hit) return [...(act ? [act] : []), ...targets, { rule: c.rule, call: `${raw} = ${c.dates && !c.days && !hasClock ? raw.slice(0, 10) : clock.label}`, path, part: "time" }];
  }
  // "nothing after 5pm": a meeting from 16:30 to 17:30 runs into the forbidden hours
  const outsideWindow = c.afterMin !== undefined && !(c.beforeMin !== undefined && c.afterMin < c.beforeMin);
  if (outsideWindow && checks.length && checks[0]!.path !== "now")
    for (const e of facts.datetimes.slice(0, 10)) {
      if (!/^(?:end|endtime|end_time|enddate|end_date|ends|ends_at|endsat|until|to|finish)$/i.test(e.key)) continue;
      const clock = wallClock(e.value, tz);
      if (!clock || clock.min < 0 || clock.min <= c.afterMin! || (c.days && !c.days.includes(clock.day))) continue;
      return [...(act ? [act] : []), ...targets, { rule: c.rule, call: `ends ${e.value} = ${clock.label}`, path: e.path, part: "time" }];
    }
  return undefined;
}

// "departing" ~ departure_time, "arriving" ~ arrival_at, "landing" ~ landing_time: one stem of 4+ letters
function sameStem(key: string, name: string): boolean {
  if (name.length >= 4 && key.startsWith(name)) return true;
  let n = 0;
  while (n < key.length && n < name.length && key[n] === name[n]) n++;
  return n >= 5;
}

const TITLE_KEY = /^(?:title|summary|subject|name|topic)$/i;
/** A group's words in the title of the event a scheduling call makes (word boundaries, any case). */
function eventKind(g: readonly TargetSpec[], facts: CallFacts): Evidence | undefined {
  for (const v of facts.content) {
    if (!TITLE_KEY.test(v.path.slice(v.path.lastIndexOf(".") + 1)) || v.raw.length > 300) continue;
    const words = new Set(splitWords(v.raw, 40));
    for (const t of g) if (t.names.length && t.names.every((n) => words.has(n) || words.has(`${n}s`))) return { rule: t.raw, call: v.raw.slice(0, 60), path: v.path, part: "target" };
  }
  return undefined;
}

const DAY_FLAG_WORDS = new Map([["sunday", 0], ["monday", 1], ["tuesday", 2], ["wednesday", 3], ["thursday", 4], ["friday", 5], ["saturday", 6], ["weekend", 6]]);
/** The day a true flag names: {"friday": true} → 5, {"is_weekend": true} → 6 (Saturday). */
function flaggedDay(flags: Readonly<Record<string, unknown>>): { day: number; key: string } | undefined {
  let n = 0;
  for (const key in flags) {
    if (++n > 50) break;
    if (flags[key] !== true) continue;
    for (const w of splitWords(key, 6)) {
      const day = DAY_FLAG_WORDS.get(w);
      if (day !== undefined) return { day, key };
    }
  }
  return undefined;
}

// ---- sequences, keywords, regions, sizes, requirements ------------------------------------

function matchSequence(c: Extract<Clause, { type: "sequence" }>, ctx: MatchContext): Evidence[] | undefined {
  if (c.seq) return matchEventSequence({ ...c, seq: c.seq }, ctx, matchAction);
  // ("export before import, same db": "same db" is how the two relate, not a target, match-sequence-same.ts)
  const trigger = withoutSameGroups(c.trigger);
  const trig = matchAction(trigger, ctx.facts, ctx);
  if (!trig) return undefined;
  // "obtain an explicit yes first" with flags.user_confirmed = true (fb-confirmed.ts)
  if (consentFlag(c.rule, ctx.flags)) return undefined;
  // "no UPDATE without a WHERE" ~ UPDATE … WHERE id = 9: with no order word the call itself can hold it (fb-within-call.ts)
  // ("dont disqualify candidates without a written reason" ~ {disqualification_reason: "…"}: fb-without-arg.ts)
  if (unorderedNeed(c.rule, c.prereq) && (metInCall(c.prereq, ctx, matchTarget) || argGiven(withoutNoun(c.rule, ctx.rules), ctx.facts))) return undefined;
  const who = new Set(ctx.facts.emails.filter((e) => !e.content).map((e) => e.value));
  const history = ctx.history();
  if (c.all) {
    // each command of the chain must appear since the last trigger
    const missing = new Set(c.prereq.groups.map((_, i) => i));
    for (let i = history.length - 1; i >= 0 && missing.size; i--) {
      const h = history[i]!;
      for (const gi of [...missing]) if (c.prereq.groups[gi]!.some((t) => matchTarget(t, h, ctx))) missing.delete(gi);
      if (matchAction(trigger, h, ctx)) break;
    }
    if (!missing.size) return undefined;
    return [...trig, { rule: c.rule, call: `no earlier ${[...missing].map((gi) => c.prereq.groups[gi]![0]!.raw).join(", ")} in history`, path: "history", part: "sequence" }];
  }
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i]!;
    // (a call that names no one but reads the record the call acts on: match-sequence-same.ts sameRecord)
    const mentions = !who.size || h.emails.some((e) => who.has(e.value)) || sameRecord(h, ctx.facts);
    // (a prerequisite done to another thing: "export --db crm" before "import --db shop", match-sequence-same.ts)
    if (isPrereq(c.prereq, h, ctx) && mentions && sameThing(h, ctx.facts)) return undefined;
    // an earlier trigger for the same party used up the prerequisites before it ("git add" is a
    // write but not the commit the rule is about: when the call says the rule's verb, only that resets)
    if (mentions && matchAction(trigger, h, ctx) && (!c.trigger.words.length || c.trigger.words.some((w) => h.actionWords.has(w.toLowerCase())) || !c.trigger.words.some((w) => ctx.facts.actionWords.has(w.toLowerCase())))) break;
  }
  const party = who.size ? ` for ${[...who].slice(0, 3).join(", ")}` : "";
  return [...trig, { rule: c.rule, call: `no earlier matching call${party} in history`, path: "history", part: "sequence" }];
}

function isPrereq(p: ActionSpec, h: CallFacts, ctx: MatchContext): boolean {
  // "snapshot an RDS instance before …": a describe of the instance is not the snapshot
  if (p.families.includes("backup") && !matchFamilies(["backup"], h, ctx.rules)) return false;
  if (p.groups.some((g) => g.some((t) => !!matchTarget(t, h, ctx)))) return true;
  // "run the full test suite" ≈ npm test: any distinctive word of the prerequisite was run
  const words = p.groups.flatMap((g) => g.flatMap((t) => t.names)).filter((w) => w.length > 2);
  if (words.some((w) => h.actionWords.has(w) || h.commandWords.has(w))) return true;
  if (p.groups.length) return false;
  return !!matchFamilies(p.families, h, ctx.rules);
}

const COMMITS = /\b(?:we(?:'ll| will| shall| are going to| can guarantee)|i(?:'ll| will)|you(?:'ll| will) (?:get|receive|have)|will (?:be|get|receive|issue|refund|ship|arrive|deliver)|guarantee[sd]?|promise[sd]?|by (?:tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|end of (?:day|week))|within \d{1,3} (?:hours?|days?|business days?))\b/i;
// words of a rule that stand for any date ("no promises about dates", "don't give ETAs") and the
// ways a text says one: a weekday, tomorrow, next week, end of the month, "Dec 4", "the 4th", ISO
const DATE_WORDS = new Set(["date", "deadline", "eta", "timeline", "timeframe", "ship-date", "eta's"]);
const DATE_SAID = /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|next (?:week|month|quarter)|end of (?:the )?(?:day|week|month|quarter)|(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\.? \d{1,2}|\d{1,2}(?:st|nd|rd|th)\b|\d{4}-\d{2}-\d{2}|within \d{1,3} (?:hours?|days?|weeks?|business days?))/i;
function matchKeywords(c: Extract<Clause, { type: "keywords" }>, ctx: MatchContext): Evidence[] | undefined {
  const act = matchFamilies(c.families, ctx.facts, ctx.rules);
  if (!act) return undefined;
  for (const v of c.commit ? ctx.facts.content : [...ctx.facts.content, ...ctx.facts.addressing]) {
    const words = v.words;
    // "never promise a refund": the text must commit, not only mention ("refunds are reviewed by billing")
    if (c.commit && !COMMITS.test(v.raw)) continue;
    for (const k of c.words) {
      const ks = k.length > 4 && k.endsWith("s") ? k.slice(0, -1) : k; // "payments" also finds "payment"
      const hit = k.includes(" ") ? v.raw.toLowerCase().includes(k) : words.some((w) => w === k || w === ks || (w.startsWith(k) && w.length - k.length <= 3));
      if (hit) return [act, { rule: `mentioning "${k}"`, call: show(v.raw), path: v.path, part: "keyword" }];
      // "never promise delivery dates" ~ "will arrive by Friday the 4th": a date is said, not named
      const date = DATE_WORDS.has(ks) && v.raw.length <= 20_000 ? DATE_SAID.exec(v.raw) : null;
      if (date) return [act, { rule: `mentioning "${k}"`, call: `${show(v.raw)} (a date: "${date[0]}")`, path: v.path, part: "keyword" }];
    }
  }
  return undefined;
}

const REGION_KEY = /^(?:region|regions|location|zone|availabilityzone|az|regionname|placement|datacenter|destinationregion|targetregion|bucketregion|locationconstraint)$/;
// region and size values of a call, read once per call however many entries ask
const regionMemo = factsSlot<{ key: string; v: string; r: string }[]>();
function regionValues(facts: CallFacts) {
  let out = regionMemo.get(facts);
  if (out) return out;
  out = [];
  for (const [key, values] of facts.keyValues) {
    if (!REGION_KEY.test(key.replace(/[-_]/g, ""))) continue;
    for (const v of values) {
      const r = v.toLowerCase();
      if (AWS_REGION.test(r) || GCP_REGION.test(r) || /^[a-z]+-[a-z]+\d?-?[a-z]?$/.test(r) || isRegionValue(r)) out.push({ key, v, r });
    }
  }
  // scw instance server create zone=nl-ams-1: key=value operands of a command line
  for (const seg of facts.commands)
    for (const op of seg.operands) {
      const eq = op.indexOf("=");
      if (eq < 2 || eq > 30 || !REGION_KEY.test(op.slice(0, eq).toLowerCase().replace(/[-_]/g, ""))) continue;
      const v = op.slice(eq + 1);
      const r = v.toLowerCase();
      if (isRegionValue(r) || AWS_REGION.test(r) || GCP_REGION.test(r)) out.push({ key: op.slice(0, eq), v, r });
    }
  regionMemo.set(facts, out);
  return out;
}
/** allowed.some((a) => r === a || r.startsWith(a)) || prefixes.some((p) => r.startsWith(p)), in
 * loops: no closure per region value and clause */
function regionAllowed(r: string, allowed: readonly string[], prefixes: readonly string[]): boolean {
  for (const a of allowed) if (r === a || r.startsWith(a)) return true;
  for (const p of prefixes) if (r.startsWith(p)) return true;
  return prefixes.length > 0 && azureInFamily(r, prefixes);
}

function matchRegion(c: Extract<Clause, { type: "region" }>, ctx: MatchContext): Evidence[] | undefined {
  for (const { key, v, r } of regionValues(ctx.facts)) {
    if (!regionAllowed(r, c.allowed, c.prefixes)) return [{ rule: `keep in ${c.rule}`, call: v, path: `args ${key}`, part: "region" }];
  }
  return undefined;
}

const SIZE_KEY = /^(?:instancetype|machinetype|nodetype|instanceclass|dbinstanceclass|size|vmsize|type)$/;
const sizeMemo = factsSlot<{ v: string; path: string; rank: number }[]>();
function sizeValues(facts: CallFacts) {
  let out = sizeMemo.get(facts);
  if (out) return out;
  const candidates: { v: string; path: string }[] = [];
  for (const [key, values] of facts.keyValues) if (SIZE_KEY.test(key.replace(/[-_]/g, ""))) for (const v of values) candidates.push({ v, path: `args ${key}` });
  for (const a of facts.addressing) if (INSTANCE_TYPE.test(a.raw.toLowerCase())) candidates.push({ v: a.raw, path: a.path });
  out = [];
  for (const { v, path } of candidates) {
    const rank = sizeRank(v.replace(/^db\./, ""));
    if (rank !== undefined) out.push({ v, path, rank });
  }
  sizeMemo.set(facts, out);
  return out;
}
function matchSize(c: Extract<Clause, { type: "size" }>, ctx: MatchContext): Evidence[] | undefined {
  for (const { v, path, rank } of sizeValues(ctx.facts)) if (rank > c.maxRank) return [{ rule: `no bigger than ${c.maxType}`, call: v, path, part: "size" }];
  return undefined;
}

function matchRequire(c: Extract<Clause, { type: "require" }>, ctx: MatchContext): Evidence[] | undefined {
  if (c.field) return matchRequiredField(c, ctx);
  const { facts } = ctx;
  // (or, when the lexicon reads no act in the call, a lead's things named: "Before you run the schema
  // migrations …" ~ make migrate: fb-require-lead.ts)
  // "always sign replies with …" ~ an internal note: nothing is delivered (rule-message-require.ts)
  if (c.messages && !showsMessage(facts.families, ctx.rules)) return undefined;
  const trig = c.trigger ? (matchAction(c.trigger, facts, ctx) ?? (c.triggerAlt && !facts.families.size ? matchAction(c.triggerAlt, facts, ctx) : undefined)) : undefined;
  if (c.trigger && !trig) return undefined;
  if (c.keyValue) {
    const values = [...facts.keyValues].filter(([k]) => k.replace(/[-_]/g, "") === c.keyValue!.key).flatMap(([, v]) => v);
    if (!c.trigger && !values.length) return undefined;
    if (values.some((v) => v.toLowerCase() === c.keyValue!.value)) return undefined;
    return [...(trig ?? []), { rule: `always ${c.rule}`, call: values.length ? values.join(", ") : "(not set)", path: `args.${c.keyValue.key}`, part: "requirement" }];
  }
  // "always cc olu@acme.dev when you email a client": a recipient is required only of a call that
  // addresses people by e-mail (a chat post has no cc)
  if (c.tokens.length && c.tokens.every((tok) => tok.includes("@")) && !facts.emails.some((e) => !e.content)) return undefined;
  const carries = (tok: string) => {
    if (tok.includes("@") && facts.emails.some((e) => e.value.toLowerCase() === tok)) return true;
    const words = splitWords(tok, 10);
    return words.every((w) => facts.allWords.has(w) || facts.allWords.has(ctx.rules.synonyms.get(w) ?? w) || facts.content.some((v) => v.words.includes(w)));
  };
  // "`dolt diff` before you `dolt commit`" ~ dolt push: not the act the rule is about (rule-before-code.ts)
  if (c.when && !c.when.every(carries)) return undefined;
  const missing = c.tokens.filter((tok) => !carries(tok));
  if (!missing.length || (c.anyOf && missing.length < c.tokens.length)) return undefined;
  // "always run `make lint test` first" after a call that ran it (fb-done-before.ts)
  if (c.first && ctx.historyLength && doneEarlier(missing, ctx.history(), ctx.rules.synonyms)) return undefined;
  return [...(trig ?? []), { rule: `always ${c.rule}`, call: `no "${missing.join('", "')}" in the call`, path: "args", part: "requirement" }];
}

export { canonicalCall };

// ---- formats -------------------------------------------------------------------------------

const MESSAGE_KEYS = new Set(["message", "commit_message", "commitmessage", "commit_title", "committitle", "commit_msg"]);
const COMMIT_TOOL_WORDS = new Set(["commit", "commits", "push", "file", "files", "merge"]);
/** The values of one kind the call writes: commit messages, new branch names. */
export function formatValues(kind: string, facts: CallFacts): { path: string; value: string }[] {
  const out: { path: string; value: string }[] = [];
  for (const seg of facts.commands) {
    if (seg.program !== "git") continue;
    const sub = seg.subcommands[0];
    if (kind === "git_commit_message" && sub === "commit")
      for (const fv of seg.flagValues) if (fv.flag === "--message" || /^-[a-z]*m$/.test(fv.flag)) out.push({ path: `command git commit ${fv.flag}`, value: fv.value });
    if (kind === "branch_name" && (sub === "checkout" || sub === "switch"))
      for (const fv of seg.flagValues) if (/^-[bcBC]$|^--create$/.test(fv.flag)) out.push({ path: `command git ${sub} ${fv.flag}`, value: fv.value });
  }
  if (kind === "git_commit_message" && facts.toolWords.some((w) => COMMIT_TOOL_WORDS.has(w)))
    for (const [key, values] of facts.keyValues) if (MESSAGE_KEYS.has(key)) for (const v of values) out.push({ path: `args.${key}`, value: v });
  if (kind === "branch_name" && facts.toolWords.includes("branch") && facts.toolWords.includes("create"))
    for (const [key, values] of facts.keyValues) if (key === "branch" || key === "branch_name" || key === "branchname") for (const v of values) out.push({ path: `args.${key}`, value: v });
  return out;
}

function matchFormat(c: Extract<Clause, { type: "format" }>, ctx: MatchContext): Evidence[] | undefined {
  const f = ctx.rules.formats.find((x) => x.id === c.format);
  if (!f) return undefined;
  for (const v of formatValues(c.values, ctx.facts)) {
    const first = v.value.split("\n")[0]!.slice(0, 500);
    if (!f.re.test(first)) return [{ rule: `format ${c.rule} (${f.id})`, call: show(first), path: v.path, part: "format" }];
  }
  return undefined;
}

const SQL_STATEMENT = /^(?:select|insert|update|delete|truncate|drop|alter|create|with|merge|grant|revoke|copy|vacuum|upsert|replace)$/i;

/** A target group that only names products (targets.yaml platforms): "in QuickBooks", "in Jira". */
// a function of the compiled group and the lexicon: read once per group (per rules object)
const platformGroups = new WeakMap<readonly TargetSpec[], { rules: GuardRules; is: boolean }>();
function isPlatformGroup(group: readonly TargetSpec[], rules: GuardRules): boolean {
  const known = platformGroups.get(group);
  if (known && known.rules === rules) return known.is;
  const is = readPlatformGroup(group, rules);
  platformGroups.set(group, { rules, is });
  return is;
}
function readPlatformGroup(group: readonly TargetSpec[], rules: GuardRules): boolean {
  if (group.length && group.every((t) => t.platform)) return true;
  return group.every((t) => !t.path && !t.literal && isProductName(t.raw, rules));
}

/** Whether the call names another value of the set of an unmarked word of the group ("test" for "real"),
 * or a product while the group holds a product word ("Discord community" ~ a Slack call). */
/** An outside-domain rule's thing the call left unnamed: no file it acts on, no sibling of the kind
 * ("HR docs" ~ share {fileId} is unnamed; ~ share {path: "/reports/q3.pdf"} names another file). */
function thingUnnamed(groups: readonly TargetSpec[][], facts: CallFacts, ctx: MatchContext): boolean {
  if (facts.paths.some((p) => !CWD_KEY.test(p.path))) return false;
  return !groups.some((g) => namesSibling(g, facts, ctx));
}

function namesSibling(group: readonly TargetSpec[], facts: CallFacts, ctx: MatchContext): boolean {
  const sets = unmarkedOf(group, ctx.rules);
  if (sets.length) for (const w of addressedWords(facts, ctx.rules.synonyms)) if ((ctx.rules.contrastSets.get(w) ?? []).some((id) => sets.includes(id))) return true;
  return group.some((t) => t.names.some((w) => ctx.rules.platformWords.has(w))) && namesPlatform(facts, ctx.rules);
}

/** Whether the call names any product by the lexicon: then a product in the rule must match it. */
function namesPlatform(facts: CallFacts, rules: GuardRules): boolean {
  return facts.toolWords.some((w) => rules.platformWords.has(w)) || facts.addressing.some((v) => v.raw.length < 200 && v.raw.toLowerCase().split(/[^a-z0-9.]+/).some((w) => rules.platformWords.has(w)));
}

/** The compound of group `i` named by its head noun in a URL path, beside a product group the call meets. */
function productResource(groups: readonly TargetSpec[][], i: number, facts: CallFacts, ctx: MatchContext): Evidence | undefined {
  const h = headResourceHit(groups[i]!, facts);
  if (!h) return undefined;
  for (let j = 0; j < groups.length; j++) if (j !== i && productGroup(groups[j]!) && groups[j]!.some((t) => matchTarget(t, facts, ctx))) return ev(h.t, h);
  return undefined;
}
