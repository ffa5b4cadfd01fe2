// Speed rewrites of per-target helpers (gperf21): fb-device-kind's otherDeviceKind, fb-longer-name's
// onlyLongerNames, match-cli-target's pathIdHit and call-cli-noun's subcommandNoun now use top-level
// functions and plain loops instead of closures made on every call (under tsx each named closure
// costs an Object.defineProperty). Each must answer exactly as the closure-based code it replaced:
// that code is kept below as the reference, and both are run over a table of own-wording cases plus
// generated ones (device names, hyphenated identifiers, REST paths, CLI subcommands).
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { rules } from "./support.ts";
import type { GuardRules } from "../../src/guard/guard-rules.ts";
import { singular } from "../../src/guard/split-words.ts";
import { otherDeviceKind } from "../../src/guard/carve-outs/fb-device-kind.ts";
import { onlyLongerNames, type NameAs } from "../../src/guard/carve-outs/fb-longer-name.ts";
import { pathIdHit } from "../../src/guard/match/match-cli-target.ts";
import { subcommandNoun } from "../../src/guard/read-call/call-cli-noun.ts";

// ---- the previous implementations (closures), as the reference ----
function refOtherDeviceKind(raw: string, names: readonly string[], ruleWords: readonly string[] | undefined, r: GuardRules): boolean {
  const kinds = r.callWords.device_kinds;
  if (!ruleWords?.length || !names.length || raw.length > 120 || !kinds.size) return false;
  const syn = r.synonyms;
  const canon = (w: string) => {
    const s = singular(w);
    return syn.get(s) ?? syn.get(w) ?? s;
  };
  let ruleKinds: Set<string> | undefined;
  for (const w of ruleWords) if (kinds.has(w) || kinds.has(singular(w))) (ruleKinds ??= new Set()).add(canon(w));
  if (!ruleKinds) return false;
  // (gstate24, merged later: in a state address only the segment holding the name counts)
  const segOf = (text: string) => {
    if (/\s/.test(text) || !/[./]/.test(text)) return text;
    const segs = text.split(/[./]/);
    if (segs.length > 24) return text;
    const holds = (ws: string[]) => ws.some((_, i) => names.every((n, j) => ws[i + j] === n || canon(ws[i + j] ?? "") === canon(n)));
    return segs.find((g) => g && holds(g.toLowerCase().match(/[a-z0-9]+/g) ?? [])) ?? text;
  };
  const words = segOf(raw).toLowerCase().match(/[a-z0-9]+/g) ?? [];
  if (words.length < 2 || words.length > 12) return false;
  const at = words.findIndex((w, i) => names.every((n, j) => words[i + j] === n || canon(words[i + j] ?? "") === canon(n)));
  if (at < 0) return false;
  let other = false;
  for (const w of words.slice(at + names.length)) {
    if (!kinds.has(w) && !kinds.has(singular(w))) continue;
    if (ruleKinds.has(canon(w))) return false;
    other = true;
  }
  return other;
}

const TOKEN = /[a-z0-9][a-z0-9_-]{0,79}/g;
const SAME_THING = /\d|^(?:id|ids|ref|uuid|name|slug|key|handle|no|num|client|cli|ctl|sdk)$/;
const ATTRIBUTE = /^(?:state|status|mode|lock|arming|armed|setting|settings|power|switch|toggle|enabled)$/;
const STAGE = new Set(["contrast.env", "contrast.reality"]);
function same(part: string, name: string, syn: ReadonlyMap<string, string>): boolean {
  if (part === name) return true;
  const s = singular(part);
  return s === name || syn.get(part) === name || syn.get(s) === name;
}
const spelled = (part: string, name: string) => part === name || singular(part) === name;
function refOnlyLongerNames(raw: string, names: readonly string[], r: GuardRules, as?: NameAs): boolean {
  const syn = r.synonyms;
  if (!names.length || names.join("").length < (as?.kinded ? 3 : 4) || (r.contrastSets.get(names[0]!) ?? []).some((id) => STAGE.has(id))) return false;
  let longer = false;
  let n = 0;
  for (const m of raw.toLowerCase().matchAll(TOKEN)) {
    if (++n > 64) return false;
    const parts = m[0].split(/[-_]+/).filter(Boolean);
    if (!names.every((name) => parts.some((p) => same(p, name, syn)))) continue;
    // (gtgt21b, merged after this rewrite: one kind word may lead the name, db-orders-archive-1)
    const at = parts.length > names.length + 1 && r.kindWords.has(parts[0]!) && !names.includes(parts[0]!) && !names.includes(singular(parts[0]!)) ? 1 : 0;
    const lead = parts.length > at + names.length && names.every((name, i) => spelled(parts[at + i]!, name) || (as?.words?.length === names.length && spelled(parts[at + i]!, as.words[i]!)));
    // (gstate24, merged later: a word of the rule's own phrase or a device kind after the name adds nothing either)
    if (!lead || parts.slice(at + names.length).every((p) => SAME_THING.test(p) || r.kindWords.has(p) || ATTRIBUTE.test(p) || as?.words?.includes(singular(p)) || r.callWords.device_kinds.has(p))) return false;
    longer = true;
  }
  return longer;
}

// ---- cases ----
const DEVICE: [string, string[], string[]][] = [
  ["Vriezer lamp (garage)", ["vriezer"], ["never", "turn", "off", "the", "vriezer", "plug"]],
  ["Vriezer", ["vriezer"], ["vriezer", "plug"]],
  ["Vriezer 2", ["vriezer"], ["vriezer", "plug"]],
  ["Vriezer plug", ["vriezer"], ["vriezer", "plug"]],
  ["Vriezer socket", ["vriezer"], ["vriezer", "plug"]],
  ["Gang sensor", ["gang"], ["the", "hall", "light", "gang"]],
  ["Hall Light Dimmer", ["hall", "light"], ["hall", "light", "plugs"]],
  ["Aquarium heater / pump switch", ["aquarium"], ["aquarium", "pump"]],
  ["porch lights camera", ["porch", "light"], ["porch", "light"]],
  ["thermostat", ["thermostat"], ["thermostat"]],
  ["x y", [], ["plug"]],
  ["kitchen lamps", ["kitchen"], []],
];
const LONGER: [string, string[], NameAs | undefined][] = [
  ["payments-sandbox", ["payment"], undefined],
  ["payments", ["payment"], undefined],
  ["kubectl delete ns payments-service", ["payment"], undefined],
  ["main-menu-redesign", ["main"], undefined],
  ["fct_orders_daily", ["fct", "order"], { words: ["fct", "orders"] }],
  ["fct_orders", ["fct", "order"], { words: ["fct", "orders"] }],
  ["postgres-16", ["postgres"], undefined],
  ["prod-main", ["prod"], undefined],
  ["api-gateway", ["api"], { words: ["api"], kinded: true }],
  ["api-gateway", ["api"], undefined],
  ["users-archive users", ["customer"], { words: ["users"], kinded: true }],
  ["garage_door_state", ["garage", "door"], undefined],
  ["ssh db-orders-1 'sudo systemctl restart postgresql'", ["order"], { words: ["orders"], kinded: true }],
  ["billing10-replica and billing10", ["billing10", "billing", "10"], undefined],
  ["", ["order"], undefined],
  ["orders", [], undefined],
];
const PATHS: [string, string[] | undefined][] = [
  ["44120", ["account"]],
  ["44120", undefined],
  ["payment", undefined],
  ["ab", undefined],
  ["7731", ["invoice"]],
];
const PATH_VALUES = [
  { path: "args.url", raw: "https://api.bunq.com/v1/user/9/monetary-account/44120/payment", words: [] },
  { path: "tool", raw: "/monetary-account/44120", words: [] },
  { path: "args.endpoint", raw: "/sales_invoices/7731?expand=lines", words: [] },
  { path: "args.endpoint", raw: "/v2/7731/items", words: [] },
  { path: "args.endpoint", raw: "/invoices/77310", words: [] },
];
const SUBCOMMANDS = ["user-del", "hbacrule-add-user", "remove-unit", "delete-bucket", "snapshot-create-as", "create-db", "rm-x", "a--b", "list", "delete-9x", "reset-password", "backup-restore"];

test("otherDeviceKind answers as the closure-based reader (table)", () => {
  for (const [raw, names, ruleWords] of DEVICE)
    assert.equal(otherDeviceKind(raw, names, ruleWords, rules), refOtherDeviceKind(raw, names, ruleWords, rules), `${raw} / ${names} / ${ruleWords}`);
  assert.equal(otherDeviceKind("Vriezer lamp (garage)", ["vriezer"], ["vriezer", "plug"], rules), true);
  assert.equal(otherDeviceKind("Vriezer plug", ["vriezer"], ["vriezer", "plug"], rules), false);
});

test("onlyLongerNames answers as the closure-based reader (table)", () => {
  for (const [raw, names, as] of LONGER) assert.equal(onlyLongerNames(raw, names, rules, as), refOnlyLongerNames(raw, names, rules, as), `${raw} / ${names}`);
  assert.equal(onlyLongerNames("payments-sandbox", ["payment"], rules), true);
  assert.equal(onlyLongerNames("payments-service", ["payment"], rules), false);
});

test("pathIdHit: an id one whole segment after a collection (table)", () => {
  const got = PATHS.map(([id, kinds]) => pathIdHit(id, PATH_VALUES, kinds)?.raw);
  assert.deepEqual(got, [PATH_VALUES[0]!.raw, PATH_VALUES[0]!.raw, undefined, undefined, PATH_VALUES[2]!.raw]);
});

test("subcommandNoun reads the object word of a hyphenated subcommand", () => {
  const got = Object.fromEntries(SUBCOMMANDS.map((s) => [s, subcommandNoun(s, rules)]));
  assert.equal(got["user-del"], "user");
  assert.equal(got["hbacrule-add-user"], "hbacrule");
  assert.equal(got["remove-unit"], "unit");
  assert.equal(got["delete-bucket"], "bucket");
  assert.equal(got["a--b"], undefined);
  assert.equal(got["list"], undefined);
});

const WORDS = ["vriezer", "plug", "plugs", "socket", "lamp", "light", "hall", "gang", "sensor", "payments", "payment", "sandbox", "prod", "main", "db", "orders", "order", "id", "2", "state", "api", "client", "staging"];
test("generated: the loop readers equal the closure-based ones", () => {
  const word = fc.constantFrom(...WORDS);
  const sep = fc.constantFrom(" ", "-", "_", " (", ") ", "/");
  const raw = fc.array(fc.tuple(word, sep), { maxLength: 8 }).map((xs) => xs.map(([w, s]) => w + s).join(""));
  fc.assert(
    fc.property(raw, fc.array(word, { maxLength: 3 }), fc.array(word, { maxLength: 6 }), fc.boolean(), (r, names, ruleWords, kinded) => {
      assert.equal(otherDeviceKind(r, names, ruleWords, rules), refOtherDeviceKind(r, names, ruleWords, rules));
      const as: NameAs = { words: names.map((n) => n + (kinded ? "s" : "")), kinded };
      assert.equal(onlyLongerNames(r, names, rules, as), refOnlyLongerNames(r, names, rules, as));
      assert.equal(onlyLongerNames(r, names, rules), refOnlyLongerNames(r, names, rules));
    }),
    { numRuns: 3000, seed: 2321 },
  );
});
