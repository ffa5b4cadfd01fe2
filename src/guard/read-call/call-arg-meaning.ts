// What structured arguments and written text MEAN, from rules/guard/arg-meanings.yaml:
//   {"assignee": "maria"}                  → action assign
//   {"state": "Completed"}                 → action close, target "done"
//   {"draft": false}                       → actions ready/undraft
//   {"cidr": "0.0.0.0/0"}, allUsers:…      → targets "world", "public"
//   new_string "// eslint-disable-next-line" → action disable, targets "eslint rules"
import type { Leaf } from "./walk-args.ts";
import { normKey, type MeaningAdds, type MeaningRules, type StateDef } from "./call-meaning-rules.ts";
import type { MeaningFact } from "./call-command-meaning.ts";

// keys whose text the call writes into a file or a resource (not what it replaces: old_string),
// or runs in a page: browser_evaluate {function: "() => document.cookie"}
const WRITTEN_KEYS = new Set(
  "newstring newstr newtext newcontent content contents filetext code source newsource manifest yaml spec template definition patch diff replacement function expression pagefunction javascript js script"
    .split(" "),
);
const MAX_SCAN = 100_000; // characters of written text read for markers
// ("false"/"no" as text: SKIP_TESTS: "false" skips nothing)
const UNSET = new Set(["", "none", "null", "unassigned", "nobody", "-", "false", "no"]);
// keys that give the name of the thing their enclosing key holds: {"status": {"name": "Done"}}
const NAME_KEYS = new Set(["name", "value", "label", "displayname", "title"]);

function fact(def: MeaningAdds, where: string): MeaningFact {
  return { id: def.id, actions: def.actions, targets: def.targets, programs: [], where: `${where} (${def.id})` };
}

/** States of structured arguments: a key holding a value of a kind. */
export function argStates(leaves: readonly Leaf[], toolWords: readonly string[], rules: MeaningRules): MeaningFact[] {
  const out: MeaningFact[] = [];
  let seen: Set<string> | undefined; // made on the first hit: most calls have none
  for (const leaf of leaves) {
    const own = rules.statesByKey.get(normKey(leaf.key)) ?? [];
    // {"assignee": {"id": "u1"}} sets the assignee too: the enclosing key counts for "set"; and
    // {"resolution": {"name": "Fixed"}} is {"resolution": "Fixed"}: under a name-like key, for values too
    const parent = leaf.parentKey && leaf.parentKey !== leaf.key ? (rules.statesByKey.get(normKey(leaf.parentKey)) ?? []).filter((d) => d.when === "set" || (NAME_KEYS.has(normKey(leaf.key)) && d.when !== "true" && d.when !== "false")) : [];
    if (!own.length && !parent.length) continue;
    for (const def of [...own, ...parent]) {
      if (seen?.has(def.id)) continue;
      if (!holds(def.when, def.values, leaf.value)) continue;
      if (def.toolWords.length && !def.toolWords.some((w) => toolWords.includes(w))) continue;
      (seen ??= new Set()).add(def.id);
      out.push(fact(def, `args.${leaf.path} ${JSON.stringify(leaf.value).slice(0, 40)}`));
    }
  }
  return out;
}

function holds(when: StateDef["when"], values: ReadonlySet<string>, v: string | number | boolean): boolean {
  switch (when) {
    case "set":
      return typeof v === "string" ? !UNSET.has(v.trim().toLowerCase()) : typeof v === "number" || v === true;
    case "true":
      return v === true || (typeof v === "string" && /^(?:true|yes)$/i.test(v));
    case "false":
      return v === false || (typeof v === "string" && /^false$/i.test(v));
    case "values":
      // (a number too, for the states an enum writes as numbers: HomeKit's LockTargetState 0 is unsecured)
      return (typeof v === "string" || typeof v === "boolean" || (typeof v === "number" && Number.isInteger(v))) && String(v).length <= 40 && values.has(normKey(String(v)));
    case "first_word": {
      // a label of several words whose first word is one of the values: "New password", "Change email"
      if (typeof v !== "string" || v.length > 60) return false;
      const sp = v.indexOf(" ");
      return sp > 0 && values.has(normKey(v.slice(0, sp)));
    }
    case "name_word": {
      // a slug or path naming a job or pipeline, any of whose words is one of the values: "deploy-production", "deploy/prod/checkout"
      if (typeof v !== "string" || v.length > 80) return false;
      for (const w of v.toLowerCase().split(/[^a-z0-9]+/)) if (w && values.has(w)) return true;
      return false;
    }
  }
}

/** Values of a kind that mean something wherever they stand (0.0.0.0/0, allUsers). */
export function valueKinds(values: readonly { where: string; value: string }[], rules: MeaningRules): MeaningFact[] {
  const out: MeaningFact[] = [];
  let seen: Set<string> | undefined; // made on the first hit: most calls have none
  for (const { where, value } of values) {
    if (value.length > 80) continue;
    for (const k of rules.values) {
      if (seen?.has(k.id) || !k.re.test(value)) continue;
      (seen ??= new Set()).add(k.id);
      out.push(fact(k, `${where} "${value}"`));
    }
  }
  return out;
}

/** The text a call writes: new_string, file content, manifests (not old_string, not messages). */
export function writtenTexts(leaves: readonly Leaf[]): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const leaf of leaves) {
    if (typeof leaf.value !== "string" || leaf.value.length < 4) continue;
    if (WRITTEN_KEYS.has(normKey(leaf.key))) out.push({ where: `args.${leaf.path}`, text: leaf.value });
  }
  return out;
}

/** Code markers (eslint-disable, @ts-ignore, privileged: true) in the text the call writes. */
export function codeMarkers(texts: readonly { where: string; text: string }[], rules: MeaningRules): MeaningFact[] {
  const out: MeaningFact[] = [];
  let seen: Set<string> | undefined; // made on the first hit: most calls have none
  let budget = MAX_SCAN;
  for (const { where, text } of texts) {
    if (budget <= 0) break;
    const t = text.length > budget ? text.slice(0, budget) : text;
    budget -= t.length;
    if (!rules.markerRe.test(t)) continue; // one linear scan; most text holds no marker
    const low = t.toLowerCase();
    for (const m of rules.markers) {
      if (seen?.has(m.id)) continue;
      const hit = m.contains.find((c) => low.includes(c));
      if (!hit) continue;
      (seen ??= new Set()).add(m.id);
      out.push(fact(m, `${where} "${hit}"`));
    }
  }
  return out;
}

const EMAIL = /^[^\s@<>"',;]{1,64}@([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8})$/;

/** Recipients from another domain than the call's own: {attendees: [ana@acme.com, tom@globex.com]}. */
export function outsideRecipients(leaves: readonly Leaf[], rules: MeaningRules): MeaningFact[] {
  const out: MeaningFact[] = [];
  for (const def of rules.outsiders) {
    const recipients: { path: string; domain: string }[] = [];
    let home: string | undefined;
    for (const l of leaves) {
      if (typeof l.value !== "string" || l.value.length > 320 || !l.value.includes("@")) continue;
      const m = EMAIL.exec(l.value.trim());
      if (!m) continue;
      const domain = m[1]!.toLowerCase();
      const top = normKey(l.path.split(".")[0]!);
      if (def.homeKeys.has(normKey(l.key)) || def.homeKeys.has(top)) home ??= domain;
      else if (def.keys.has(normKey(l.key)) || def.keys.has(normKey(l.parentKey)) || def.keys.has(top)) recipients.push({ path: l.path, domain });
      if (recipients.length >= 200) break;
    }
    if (!recipients.length) continue;
    if (!home) {
      // the domain most recipients share; on a tie the first listed
      const counts = new Map<string, number>();
      for (const r of recipients) counts.set(r.domain, (counts.get(r.domain) ?? 0) + 1);
      let best = 0;
      for (const r of recipients) if (counts.get(r.domain)! > best) [home, best] = [r.domain, counts.get(r.domain)!];
    }
    const outside = recipients.find((r) => r.domain !== home && !r.domain.endsWith(`.${home}`));
    if (outside) out.push(fact(def, `args.${outside.path} "@${outside.domain}" (not @${home})`));
  }
  return out;
}

/** What a tool does when an argument is left out: a ticket comment with no public/internal flag
 * is public; a chat message with no thread id is a new top-level message. Top-level keys only. */
export function argDefaults(args: unknown, toolWords: readonly string[], rules: MeaningRules): MeaningFact[] {
  if (!args || typeof args !== "object" || Array.isArray(args)) return [];
  const out: MeaningFact[] = [];
  let keys: string[] | undefined;
  for (const d of rules.defaults) {
    if (!anyGroupIn(d.toolWords, toolWords)) continue;
    keys ??= Object.keys(args).slice(0, 100).map(normKey);
    const present = keys.find((k) => d.presentKeys.has(k));
    if (!present || keys.some((k) => d.absentKeys.has(k))) continue;
    out.push(fact(d, `args.${present} (no ${[...d.absentKeys][0]} given)`));
  }
  return out;
}

/** Empty match-everything arguments: {"filter": {}}, {"where": {}}, top level or one level down
 * ({"body": {"query": {}}}). An empty object is no leaf, so the arguments are looked at directly. */
export function emptyArgs(args: unknown, toolWords: readonly string[], rules: MeaningRules): MeaningFact[] {
  if (!rules.empties.length || !args || typeof args !== "object" || Array.isArray(args)) return [];
  const out: MeaningFact[] = [];
  lookEmpty(args as Record<string, unknown>, "", 0, toolWords, rules, out, new Set<string>());
  return out;
}

// a top-level function, not a closure made per call (under tsx each named closure also costs a
// __name, which showed in the profile): top-level keys, and one level below
function lookEmpty(o: Record<string, unknown>, prefix: string, depth: number, toolWords: readonly string[], rules: MeaningRules, out: MeaningFact[], seen: Set<string>) {
  let n = 0;
  for (const k in o) {
    if (++n > 100) return;
    const v = o[k];
    if (!v || typeof v !== "object") continue;
    const empty = Array.isArray(v) ? v.length === 0 : isEmptyObject(v);
    if (empty) {
      for (const def of rules.empties) {
        if (seen.has(def.id) || !def.keys.has(normKey(k))) continue;
        if (def.toolWords.length && !def.toolWords.some((w) => toolWords.includes(w))) continue;
        seen.add(def.id);
        out.push(fact(def, `args.${prefix}${k} (empty)`));
      }
    } else if (depth < 1 && !Array.isArray(v)) lookEmpty(v as Record<string, unknown>, `${prefix}${k}.`, depth + 1, toolWords, rules, out, seen);
  }
}

/** Some group has all its words among the tool's words: what
 * groups.some((g) => g.every((w) => toolWords.includes(w))) says, without two closures per entry
 * and call (rules.defaults is read for every call with arguments). */
function anyGroupIn(groups: readonly (readonly string[])[], toolWords: readonly string[]): boolean {
  for (const g of groups) {
    let all = true;
    for (const w of g)
      if (!toolWords.includes(w)) {
        all = false;
        break;
      }
    if (all) return true;
  }
  return false;
}

function isEmptyObject(v: object): boolean {
  for (const _ in v) return false;
  return true;
}

/** Numbers that name a level in one family of tools: {priority: 1} on an issue tool is Urgent,
 * {status: 4} on a help-desk ticket is Resolved (rules/guard/arg-meanings.yaml enums). */
export function argEnums(leaves: readonly Leaf[], toolWords: readonly string[], rules: MeaningRules): MeaningFact[] {
  if (!rules.enums.length) return [];
  const out: MeaningFact[] = [];
  let n = 0;
  for (const leaf of leaves) {
    if (++n > 200) break;
    const v = typeof leaf.value === "number" ? leaf.value : typeof leaf.value === "string" && /^\d{1,3}$/.test(leaf.value) ? Number(leaf.value) : NaN;
    if (!Number.isInteger(v) || leaf.path.split(".").length > 2) continue;
    const k = normKey(leaf.key);
    for (const e of rules.enums) {
      if (e.equals !== v || !e.keys.has(k) || !anyGroupIn(e.toolWords, toolWords)) continue;
      out.push(fact(e, `args.${leaf.path} ${v}`));
    }
  }
  return out;
}
