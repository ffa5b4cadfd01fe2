import { test } from "node:test";
import assert from "node:assert/strict";
import { entryId, toPin } from "../../src/classify/entry.ts";
import { LedgerEntry } from "../../src/contract/ledger-entry.ts";
import { Pin } from "../../src/contract/classify.ts";
import { decideKind } from "../../src/classify/kind.ts";
import { findScope } from "../../src/classify/scope.ts";
import { classifier, model, rules } from "./load.ts";

test("entry: id is stable for the same text and turn, different otherwise", () => {
  assert.equal(entryId("Never restart the primary.", 4), entryId("Never restart the primary.", 4));
  assert.notEqual(entryId("Never restart the primary.", 4), entryId("Never restart the primary.", 5));
  assert.notEqual(entryId("Never restart the primary.", undefined), entryId("Never restart the replica.", undefined));
  assert.match(entryId("x", 1), /^pin-[0-9a-f]{12}$/);
});

test("entry: pin and ledger entry validate against the contract", () => {
  const pin = toPin({ start: 0, end: 5, text: "no rm", kind: "prohibition", confidence: 0.91234, approval: true, scope: { type: "incident", id: "INC-9" } }, 3);
  assert.doesNotThrow(() => Pin.parse(pin));
  assert.doesNotThrow(() => LedgerEntry.parse(pin.entry));
  assert.equal(pin.entry.source_turn, 3);
  assert.equal(pin.entry.effect, "require_approval");
  assert.equal(pin.confidence, 0.912);
});

const KINDS: { facts: string[]; want: string }[] = [
  { facts: ["imp:neg", "grp:prohibit"], want: "prohibition" },
  { facts: ["num-bound", "grp:limit"], want: "limit" },
  { facts: ["x-only", "grp:prefer"], want: "preference" },
  { facts: ["grp:approval", "imp"], want: "requirement" },
];
const allTrusted = { ...model, trustedKindRules: undefined };
for (const k of KINDS)
  test(`kind: rules decide ${k.want} from ${k.facts.join(",")}`, () => assert.equal(decideKind(new Set(k.facts), k.facts, rules, allTrusted).kind, k.want));

test("kind: a rule the model beat in cross-validation is skipped", () => {
  const none = { ...model, trustedKindRules: new Set<string>() };
  const d = decideKind(new Set(["imp:neg", "grp:prohibit"]), ["imp:neg", "grp:prohibit"], rules, none);
  assert.equal(d.rule, undefined);
});

const SCOPES: { text: string; scope?: { type: string; id: string }; phrase?: RegExp }[] = [
  { text: "Do not page anyone for INC-4411.", scope: { type: "incident", id: "INC-4411" } },
  { text: "No deploys until Monday.", phrase: /until Monday/ },
  { text: "For this incident, read-only.", phrase: /this incident/ },
  { text: "Never restart the primary." },
];
for (const s of SCOPES)
  test(`scope: ${s.text}`, () => {
    const f = findScope(s.text, rules);
    assert.deepEqual(f.scope, s.scope);
    if (s.phrase) assert.match(f.phrase ?? "", s.phrase);
  });

// The sentence after a rule that explains it is the pin's reason, never a pin of its own.
const REASONS: { text: string; reason: string | null; pins: number }[] = [
  { text: "Under no circumstances reboot the primary. The replica is mid-resync.", reason: "The replica is mid-resync.", pins: 1 },
  { text: "Never truncate the audit table. Compliance reads it every quarter.", reason: "Compliance reads it every quarter.", pins: 1 },
  { text: "Do not deploy anything. We are in a change freeze.", reason: "We are in a change freeze.", pins: 1 },
  // a rule of its own is not a reason
  { text: "Never force-push to main. Always open a pull request.", reason: null, pins: 2 },
  // a fact after a preference stands on its own
  { text: "Keep replies short. GDPR applies to this customer.", reason: null, pins: 2 },
  // a question after a rule is not its reason
  { text: "Do not restart the primary. Why is replication lagging?", reason: null, pins: 1 },
];
for (const r of REASONS)
  test(`reason: ${r.text}`, () => {
    const pins = classifier.classify(r.text);
    assert.equal(pins.length, r.pins, JSON.stringify(pins.map((p) => p.text)));
    assert.equal(pins[0]!.reason?.text ?? null, r.reason);
    if (pins[0]!.reason) assert.equal(r.text.slice(pins[0]!.reason.start, pins[0]!.reason.end), pins[0]!.reason.text);
  });
