// Which calls a time rule's act reaches when the call reader gives the call no act of its own
// (match-clause.ts matchTime):
//   quietAct    "no music after 22:00" ~ SpotifyPlayback {action: "start"}, "don't trigger backfills
//               during business hours" ~ trigger_dag {dag_id: "events_backfill"}, "no maintenance mode
//               during business hours" ~ maintenance_on: the rule names no verb (its target is the
//               act), the call is read as doing nothing known and its tool does not only read; the
//               rule's targets (all of them must be named) tie it to the call
//   thingAtTime "no meetings before 10:00" ~ create_booking {start}, "Fridays are no-meeting days" ~
//               respond-to-event {response: "accepted", start}: a calendar rule meets a call that
//               makes, takes or answers a calendar thing (booking, event, appointment, reservation…)
//               at a start time the call states; that time is the one the rule speaks of
//               (generic record APIs name the thing in a model/resource argument: execute_method
//               {model: "calendar.event", method: "write", args: [[55], {start: "2026-12-11 14:00:00"}]},
//               {doctype: "Event"}, {resource: "appointments"}; an HTTP call's resource: POST /v1/interviews,
//               a JSON:API {type: "interviews"})
import type { CallFacts } from "../read-call/call-facts.ts";
import { TOOL_READ_VERBS } from "../tool-read-verbs.ts";
import { splitWords } from "../split-words.ts";

const READ_WORDS = new Set([...TOOL_READ_VERBS, "status", "state", "inspect", "watch", "export", "download", "preview", "history", "logs", "log", "check", "validate", "list"]);

/** The call is read as doing nothing known, and no word of its tool says it only reads. */
export function quietAct(facts: CallFacts): boolean {
  if (facts.mutating || facts.families.size || facts.dryRun) return false;
  for (const w of facts.toolWords) if (READ_WORDS.has(w)) return false;
  return facts.toolWords.length > 0;
}

const OPERATION_KEY = /^(?:operation|op|action|verb|subcommand|sub_command|cmd|command|mode|intent)$/;
/** The call says which act it does in an operation argument ({operation: "cordon"}): a rule whose
 * verb no family knows ("no drains") and which the call does not show is about another act. */
export function namesOwnAct(facts: CallFacts): boolean {
  for (const [k, vs] of facts.keyValues) if (OPERATION_KEY.test(k) && vs.some((v) => v.length > 0 && v.length <= 40)) return true;
  return false;
}

// the things a calendar holds (words of the tool's name or of an enum-like value)
const CALENDAR_THINGS = new Set(["booking", "bookings", "book", "event", "events", "appointment", "appointments", "reservation", "reservations", "reserve", "meeting", "meetings", "slot", "slots", "invite", "invitation", "calendar", "session", "call", "interview", "rsvp"]);
/** "no appointments on saturday mornings": the rule's act is a calendar thing's noun. */
export function calendarThingWord(family: string): boolean {
  return family.startsWith("word:") && CALENDAR_THINGS.has(family.slice(5));
}
const UNDO_WORDS = ["decline", "declined", "reject", "rejected", "cancel", "cancelled", "canceled", "delete", "remove", "no"];
const UNDO_VALUE = /^(?:declined?|reject(?:ed)?|cancel(?:l?ed)?|no|deleted?|removed?)$/i;
// a start of the thing, not a deadline or a record stamp
const THING_START = /start|begin|^at$|^when$|date_?time|^datetime|^time$|^date$|slot/i;

/** The start time(s) a call states for the calendar thing it makes or answers (not a call that only reads). */
export function thingAtTime(facts: CallFacts): CallFacts["datetimes"] | undefined {
  if (!(facts.mutating || quietAct(facts)) || facts.dryRun || !facts.datetimes.length) return undefined;
  // declining, cancelling or deleting takes a thing off the calendar: nothing is put at that time
  if (facts.families.has("delete") || facts.families.has("cancel")) return undefined;
  for (const w of UNDO_WORDS) if (facts.allWords.has(w)) return undefined;
  // {response: "declined"}, {status: "cancelled"}: a short value saying so
  let n = 0;
  for (const vs of facts.keyValues.values()) {
    if (++n > 40) break;
    for (const v of vs) if (v.length <= 24 && UNDO_VALUE.test(v)) return undefined;
  }
  let named = false;
  for (const w of facts.toolWords) if (CALENDAR_THINGS.has(w)) named = true;
  if (!named) for (const w of splitWords(facts.tool, 6)) if (CALENDAR_THINGS.has(w)) named = true;
  if (!named) named = modelNamesThing(facts) || resourceNamesThing(facts);
  if (!named) return undefined;
  const out = facts.datetimes.filter((d) => THING_START.test(d.key) && !/end|until|created|updated|modified|expire/i.test(d.key));
  return out.length ? out : undefined;
}

/** A group of the rule that only names a calendar thing ("no slots before 9"): the thing the call makes is one. */
export function calendarGroup(names: readonly string[]): boolean {
  if (!names.length) return false;
  for (const n of names) if (!CALENDAR_THINGS.has(n) && !CALENDAR_THINGS.has(`${n}s`)) return false;
  return true;
}

// the address of an HTTP call: its last path segments name the resource it makes (POST /v1/interviews)
const URL_KEY = /^(?:url|uri|path|endpoint|route)$/;
/** The resource of an HTTP call's address, or a JSON:API {type: "interviews"}, names a calendar thing. */
function resourceNamesThing(facts: CallFacts): boolean {
  for (const [k, vs] of facts.keyValues) {
    const url = URL_KEY.test(k);
    if (!url && k !== "type") continue;
    for (const v of vs) {
      if (v.length > 300) continue;
      let p = v;
      if (url) {
        const q = p.indexOf("?");
        if (q >= 0) p = p.slice(0, q);
        const h = p.indexOf("://");
        if (h >= 0) p = p.slice(p.indexOf("/", h + 3) + 1 || p.length);
        const segs = p.split("/").filter((x) => x.length > 0);
        p = segs.slice(-2).join(" ");
      } else if (v.length > 40) continue;
      for (const w of splitWords(p, 8)) if (CALENDAR_THINGS.has(w) || (w.endsWith("s") && CALENDAR_THINGS.has(w.slice(0, -1)))) return true;
    }
  }
  return false;
}

// the argument of a generic record API that says which kind of record the call touches
const MODEL_KEY = /^(?:model|model_name|res_model|doctype|resource|resource_type|object|object_type|entity|entity_type|collection|record_type)$/;
/** A model/resource argument names a calendar thing ({model: "calendar.event"}, {doctype: "Event"}). */
function modelNamesThing(facts: CallFacts): boolean {
  for (const [k, vs] of facts.keyValues) {
    if (!MODEL_KEY.test(k)) continue;
    for (const v of vs) {
      if (v.length > 60) continue;
      for (const w of splitWords(v, 6)) if (CALENDAR_THINGS.has(w)) return true;
    }
  }
  return false;
}

// ---- a flag that says whether now is in the rule's window (only read with no context.now) ----
//   {"after_20h_recipient_time": true}  "after 20:00"  → in it; false → not
//   {"after_19h": true}                 "after 22:00"  → says nothing (19:00 may be before 22:00)
//   {"quiet_hours": true}, {"night": true}      a window across midnight ("between 22:00 and 07:00", "after 21:00")
//   {"business_hours": false}                   a daytime window ("8-18", "between 09:00 and 17:00")
const AT_HOUR = /(?:^|[_-])(after|before|past)[_-]?(\d{1,2})(?:h|00|_?hrs?|_?o_?clock)?(?=$|[_-])/i;
const NIGHT = /(?:^|[_-])(?:quiet[_-]?hours|night|nighttime|night[_-]?time|after[_-]?hours|overnight)(?=$|[_-])/i;
const DAYTIME = /(?:^|[_-])(?:business[_-]?hours|work(?:ing)?[_-]?hours|office[_-]?hours|daytime)(?=$|[_-])/i;

/** The flag key that says the rule's window holds (the key), that it does not (false), or nothing. */
export function windowFlag(flags: Readonly<Record<string, unknown>>, beforeMin: number | undefined, afterMin: number | undefined): string | false | undefined {
  if (beforeMin === undefined && afterMin === undefined) return undefined;
  const across = afterMin !== undefined && (beforeMin === undefined ? afterMin >= 19 * 60 : beforeMin < afterMin);
  const daytime = afterMin !== undefined && beforeMin !== undefined && afterMin < beforeMin && afterMin >= 6 * 60 && beforeMin <= 20 * 60;
  let n = 0;
  for (const key in flags) {
    if (++n > 50) break;
    const v = flags[key];
    if (typeof v !== "boolean") continue;
    const m = AT_HOUR.exec(key);
    if (m) {
      const h = Number(m[2]) * 60;
      if (h > 24 * 60) continue;
      const after = m[1]!.toLowerCase() !== "before";
      // the flag's bound against the rule's: "after_20h" true is inside "after 20:00" (and "after 19:00");
      // false is outside "after 20:00" (and "after 21:00"); the other way round it says nothing
      if (after && afterMin !== undefined && beforeMin === undefined) {
        if (v && h >= afterMin) return key;
        if (!v && h <= afterMin) return false;
      }
      if (!after && beforeMin !== undefined && afterMin === undefined) {
        if (v && h <= beforeMin) return key;
        if (!v && h >= beforeMin) return false;
      }
      continue;
    }
    if ((across && NIGHT.test(key)) || (daytime && DAYTIME.test(key))) return v ? key : false;
  }
  return undefined;
}
