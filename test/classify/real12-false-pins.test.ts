// Tenth-round vetoes (ccls10a): false pins on real text that describe, hedge, ask once or advise any
// reader, rather than bind the agent. Sentences written for this test (new wording, not from any set).
import { test } from "node:test";
import assert from "node:assert/strict";
import { cueVeto, scoreUnits, structuralVeto } from "../../src/classify/classifier.ts";
import { featuresOf } from "../../src/classify/features.ts";
import { normalize } from "../../src/classify/normalize.ts";
import type { Unit } from "../../src/classify/segment.ts";
import { rules } from "./load.ts";

const unit = (text: string): Unit => ({ start: 0, end: text.length, text, norm: normalize(text), role: "unit", bullet: false, heading: false, clause: false, quoted: false, inQuestion: false, stretch: 0, ruleList: false });
const vetoOf = (u: Unit): string | null => structuralVeto(u) ?? cueVeto(featuresOf(u, rules, false));

const VETOED: { text: string; veto: string }[] = [
  { text: "Ferries sometimes skip the last crossing when the wind is up.", veto: "cue:veto.hedged-generality" },
  { text: "Landlords typically ask for two months of rent up front.", veto: "cue:veto.hedged-generality" },
  { text: "Generally speaking, the daily cap on transfers is $2,000.", veto: "cue:veto.hedged-generality" },
  { text: "Warranty terms vary widely between brands.", veto: "cue:veto.hedged-generality" },
  { text: "Most campsites don't tend to allow generators after 10pm.", veto: "cue:veto.hedged-generality" },
  { text: "If the form times out twice, chances are I'll just phone them instead.", veto: "cue:veto.hedged-guess" },
  { text: "If anything, a longer warm-up will never hurt you.", veto: "cue:veto.hedged-guess" },
  { text: "I would like to know whether the annual plan can be paused.", veto: "cue:veto.inquiry" },
  { text: "We'd like to ask for help migrating the old wiki.", veto: "cue:veto.inquiry" },
  { text: "I just want to make sure the invoice goes to the billing address, not my home.", veto: "cue:veto.inquiry" },
  { text: "You don't want to end up stuck at the border without the visa printout.", veto: "cue:veto.unwanted-outcome" },
  { text: "You don't want your deposit kept because of a stained carpet.", veto: "cue:veto.unwanted-outcome" },
  { text: "You'll spend less time waiting if you always book the first slot.", veto: "cue:veto.unwanted-outcome" },
  { text: "Please allow 5 to 7 business days for the card to arrive.", veto: "cue:veto.customer-notice" },
  { text: "If you have any questions, please call the front desk.", veto: "cue:veto.customer-notice" },
  { text: "Please see our shipping page for more information on customs fees.", veto: "cue:veto.customer-notice" },
  { text: "If you'd rather have the parcel left with a neighbour, just let us know.", veto: "cue:veto.customer-notice" },
  { text: "You can ask us to never send paper statements.", veto: "cue:veto.customer-notice" },
  { text: "Auto-save: the editor automatically writes a backup every 5 minutes.", veto: "cue:veto.feature-automatic" },
  { text: "Trial licences expire automatically after 30 days.", veto: "cue:veto.feature-automatic" },
  { text: "Told myself: no more than one coffee a day.", veto: "cue:veto.self-talk-or-feature-wish" },
  { text: "I'd love an option to hide the sidebar on small screens.", veto: "cue:veto.self-talk-or-feature-wish" },
  { text: "Change the retry delay from 5s to 30s", veto: "cue:veto.change-to" },
  { text: "Change default branch to main", veto: "cue:veto.change-to" },
];

// Look-alikes that state a rule: they must reach the model.
const KEPT: string[] = [
  "Never retry more than three times.",
  "We tend to avoid comments in the code base.",
  "You do not want to fly before 11am, remember that.",
  "I want to make sure nothing in the archive bucket gets deleted.",
  "I would like the replies kept under 100 words.",
  "If you have to choose, always pick the aisle seat.",
  "Please allow the tests to finish before you push.",
  "Don't change the retry delay to anything under 30 seconds.",
  "If unsure, ask before running any migration.",
  "Never approve refunds automatically.",
  "Do not run the seed script automatically on deploy.",
  "Only the nightly job runs automatically; everything else needs my go-ahead.",
];

for (const c of VETOED)
  test(`real12 veto: ${c.text}`, () => {
    assert.equal(vetoOf(unit(c.text)), c.veto);
  });

for (const text of KEPT)
  test(`real12 veto: kept: ${text}`, () => {
    const v = vetoOf(unit(text));
    assert.ok(v === null || v === "no-rule-signal", `vetoed as ${v}`);
  });

// A verb word after "and" with at most one word after it ends a noun list; it opens no second
// instruction (cut there, the last word or two became a pin of their own: "return types.").
const unitsOf = (text: string): string[] => scoreUnits(text, rules, null, false).map((s) => s.unit.text);
test("real12 segment: a short verb-word tail after 'and' stays in its sentence", () => {
  assert.deepEqual(unitsOf("- Annotate every public function with its parameter and return types."), ["Annotate every public function with its parameter and return types."]);
  assert.deepEqual(unitsOf("- Keep the Helm charts in the same layout and structure."), ["Keep the Helm charts in the same layout and structure."]);
});
test("real12 segment: an imperative with an object after 'and' still starts its own unit", () => {
  assert.deepEqual(unitsOf("Never use semicolons and include a summary line."), ["Never use semicolons", "include a summary line."]);
});

// A markdown heading that words a rule over a list whose first item states it firmly only titles the list.
const vetoesOf = (text: string): (string | null)[] => scoreUnits(text, rules, null, false).map((s) => s.vetoed);
test("real12 heading over firm rules: the heading is vetoed, the items are not", () => {
  const v = vetoesOf("### Never Store Card Numbers in Logs\n- Never log the full PAN, mask all but the last 4 digits\n- Keep audit logs for 90 days");
  assert.equal(v[0], "heading-over-rules");
  assert.equal(v[1], null);
});
test("real12 heading over firm rules: kept over prose, over soft items, and when it is a short polarity word", () => {
  assert.notEqual(vetoesOf("### NEVER READ THE VAULT FILE\n\nAlways ask the on-call for a token instead.")[0], "heading-over-rules");
  assert.notEqual(vetoesOf("### Don't Guess Versions\n- Check the lockfile\n- Ask when unsure")[0], "heading-over-rules");
  assert.notEqual(vetoesOf("## Never\n- Never push to main")[0], "heading-over-rules");
});
