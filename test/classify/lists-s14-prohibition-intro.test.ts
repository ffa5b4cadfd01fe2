// Fourteenth-round step "prohibition-list" (ccls11): a list whose intro says its items are things NOT
// to do ("DO NOT:", "## Patterns to avoid", "❌ Deploy actions:") makes each item a prohibition, and
// the intro itself names the list without stating a rule. Texts written for this test (own wording).
import { test } from "node:test";
import assert from "node:assert/strict";
import { structuralVeto } from "../../src/classify/classifier.ts";
import { featuresOf } from "../../src/classify/features.ts";
import { segment, type Unit } from "../../src/classify/segment.ts";
import { rules } from "./load.ts";

const probes = { hasRuleCue: () => false, opensImperative: () => false };
const unitsOf = (text: string): Unit[] => segment(text, rules, probes);
const itemsOf = (intro: string, heading: boolean): Unit[] => unitsOf(`${heading ? "## " : ""}${intro}\n- Repaint the hallway\n- Moving furniture between rooms`).filter((u) => u.bullet);

// intro -> is it a prohibition list? (heading or "...:" line)
const INTROS: { intro: string; heading: boolean; list: boolean }[] = [
  { intro: "DO NOT:", heading: false, list: true },
  { intro: "Please do NOT:", heading: false, list: true },
  { intro: "You must not:", heading: false, list: true },
  { intro: "The assistant should NOT:", heading: false, list: true },
  { intro: "Our tenants may never:", heading: false, list: true },
  { intro: "Don'ts", heading: true, list: true },
  { intro: "Never", heading: true, list: true },
  { intro: "Never do these", heading: true, list: true },
  { intro: "Avoid", heading: true, list: true },
  { intro: "Anti-patterns", heading: true, list: true },
  { intro: "Habits to avoid (learned the hard way)", heading: true, list: true },
  { intro: "What not to do", heading: true, list: true },
  { intro: "Not allowed:", heading: false, list: true },
  { intro: "Forbidden actions", heading: true, list: true },
  { intro: "Prohibited without a change ticket:", heading: false, list: true },
  { intro: "\u274c **Database actions:**", heading: false, list: true },
  { intro: "\u{1f6ab} Payments:", heading: false, list: true },
  // not prohibition lists: a rule of its own, an allowance, a reminder, a description, a plain label
  { intro: "Never paint over wallpaper", heading: true, list: false },
  { intro: "Avoid aggressive polling", heading: true, list: false },
  { intro: "Do not forget to:", heading: false, list: false },
  { intro: "We don't support these yet:", heading: false, list: false },
  { intro: "You are forbidden from deploying without:", heading: false, list: false },
  { intro: "Things to check:", heading: false, list: false },
  { intro: "House rules", heading: true, list: false },
  { intro: "\u274c Old flow, removed in May", heading: true, list: false },
];

test("prohibition-list: the intro decides whether its items are prohibitions", () => {
  for (const { intro, heading, list } of INTROS) {
    const items = itemsOf(intro, heading);
    assert.equal(items.length, 2, intro);
    for (const u of items) {
      assert.equal(u.prohibitList === true, list, `${intro} -> ${u.text}`);
      if (list) assert.equal(u.ruleList, true, `a prohibition list is a rule list: ${intro}`);
    }
  }
});

test("prohibition-list: the intro line itself is vetoed, other intros are not", () => {
  for (const { intro, heading, list } of INTROS) {
    const first = unitsOf(`${heading ? "## " : ""}${intro}\n- Repaint the hallway`)[0]!;
    assert.equal(structuralVeto(first) === "prohibition-list-intro", list, intro);
  }
});

test("prohibition-list: prose after the list closes it", () => {
  const units = unitsOf("Please do NOT:\n- Repaint the hallway\n\nRepaint the porch next spring.");
  const after = units.find((u) => u.text.startsWith("Repaint the porch"))!;
  assert.equal(after.prohibitList ?? false, false);
  assert.equal(after.ruleList, false);
});

test("prohibition-list: items carry the prohibit-list fact and kind.prohibition-list names them prohibitions", () => {
  const rule = rules.kindRules.find((r) => r.id === "kind.prohibition-list");
  assert.ok(rule, "kinds.yaml has kind.prohibition-list");
  assert.equal(rule.kind, "prohibition");
  for (const u of itemsOf("Things to avoid:", false)) {
    const facts = featuresOf(u, rules, false).facts;
    assert.ok(facts.has("prohibit-list"), u.text);
    assert.ok(rule.all.every((f) => facts.has(f)) && !rule.none.some((f) => facts.has(f)), u.text);
  }
  // a bound in the item keeps it a limit: "More than 2 coats of varnish" under "Avoid:"
  const bound = unitsOf("Avoid:\n- More than 2 coats of varnish").find((u) => u.bullet)!;
  const facts = featuresOf(bound, rules, false).facts;
  assert.ok(rule.none.some((f) => facts.has(f)));
  // kind.prohibition-list is tried before the other kind rules
  assert.equal(rules.kindRules[0]!.id, "kind.prohibition-list");
});
