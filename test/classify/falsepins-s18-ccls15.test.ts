// ccls15: three classes of false pins on real text (validation10-14), each vetoed by its shape or its cue,
// not by the model, so the tests hold after a retrain. Texts written for this test (own wording).
//   veto.feature-request (cues.yaml)            a request to a product's makers for an option
//   veto.api-behaviour (cues.yaml)              what an API sends back, in its documentation
//   template-blank (classifier.ts)             a unit that is one [bracketed] template slot
//   numbered-section-title (section-title.ts)   "4. Limit Your Time on the Rowing Machines" over a section
import { test } from "node:test";
import assert from "node:assert/strict";
import { scoreUnits } from "../../src/classify/classifier.ts";
import { classifier, model, rules } from "./load.ts";

/** The veto of the unit whose text is `unitText` in the scored message. */
function vetoIn(message: string, unitText: string): string | null {
  const s = scoreUnits(message, rules, model).find((x) => x.unit.text === unitText);
  assert.ok(s, `no unit "${unitText}" in ${JSON.stringify(message)}`);
  return s.vetoed;
}

const featureRequests: string[] = [
  "Please give admins an option to hide the sidebar.",
  "Let's add a setting to turn off the startup sound.",
  "Could you provide a toggle for dark mode in the mobile app.",
  "Thanks for the update, but please make notifications optional again.",
  "Would be great to have a checkbox for this in the export dialog.",
  "It would be nice to have an option in the menu bar.",
];

test("feature-request: a request to the makers for an option is vetoed", () => {
  for (const text of featureRequests) {
    const s = scoreUnits(text, rules, model)[0]!;
    assert.equal(s.vetoed, "cue:veto.feature-request", text);
  }
});

test("feature-request: rules that give or add an option stay candidates", () => {
  for (const text of [
    "Always give the user an option to cancel before a payment is sent.",
    "Every dialog must provide a way to go back.",
    "Add a --dry-run flag to every script that deletes data.",
    "Offer the guest a late checkout only when the cleaner confirms.",
    "Never make the consent checkbox optional.",
  ]) {
    for (const s of scoreUnits(text, rules, model)) assert.notEqual(s.vetoed, "cue:veto.feature-request", text);
  }
  assert.ok(classifier.classify("Always give the user an option to cancel before a payment is sent.").length > 0);
});

test("template-blank: a unit that is one bracketed template slot yields no pin", () => {
  const template = [
    "## Critical rules",
    "",
    '- [Rule 1 - e.g., "Run yarn lint before every commit"]',
    "- [Rule 2 - e.g., \"Never edit the generated client\"]",
    "- [Add more rules here]",
    "[Your team's deploy policy]",
  ].join("\n");
  assert.deepEqual(classifier.classify(template), []);
  for (const s of scoreUnits(template, rules, model)) if (s.unit.text.startsWith("[")) assert.equal(s.vetoed, "template-blank", s.unit.text);
});

test("template-blank: checkboxes, links and rules with a bracketed word keep their units", () => {
  const text = "- [ ] Never merge without a green build\n- [x] Release notes drafted\n- [Style guide](https://example.org/style)\n- Run [make check] before pushing";
  const units = scoreUnits(text, rules, model).map((s) => s.unit.text);
  assert.ok(units.some((u) => u.includes("Never merge without a green build")), JSON.stringify(units));
  assert.ok(units.some((u) => u.includes("Run [make check] before pushing")), JSON.stringify(units));
  assert.ok(classifier.classify(text).some((p) => p.text.includes("Never merge without a green build")));
});

test("numbered-section-title: a numbered Title Case line over a section titles it", () => {
  const cases: [string, string][] = [
    ["3. Wipe Down Benches After Your Set\n\nSweat left on a bench is the first thing the next person notices.", "Wipe Down Benches After Your Set"],
    ["### 2. Respect the Quiet Car\n\n- Keep phone calls out of the carriage\n- Use headphones", "Respect the Quiet Car"],
    ["6. Care for the Garden\n- Water the tomatoes every evening.\n- Do not cut the roses.", "Care for the Garden"],
    ["**4.** Share the Squat Racks\n\nAt busy times people take turns between sets.", "Share the Squat Racks"],
  ];
  for (const [message, title] of cases) assert.equal(vetoIn(message, title), "numbered-section-title", title);
  // the rules under the title are still found
  assert.ok(classifier.classify(cases[2]![0]).some((p) => p.text.includes("Do not cut the roses")));
});

test("numbered-section-title: shouted, negated, sentence-like, unnumbered and list titles stay candidates", () => {
  const cases: [string, string][] = [
    ["### 1. ALWAYS Run Migrations First\n\n- Run them on staging", "ALWAYS Run Migrations First"],
    ["2. Never Feed Him Chocolate\n\nIt makes him very sick.", "Never Feed Him Chocolate"],
    ["4. Keep your session to twenty minutes.\n\nOthers are waiting.", "Keep your session to twenty minutes."],
    ["1. Wash Your Hands Before Cooking\n2. Wipe Down the Counter After Use\n3. Label Every Container", "Wash Your Hands Before Cooking"],
    ["5. Return Weights to the Rack", "Return Weights to the Rack"],
  ];
  for (const [message, title] of cases) assert.notEqual(vetoIn(message, title), "numbered-section-title", title);
});

test("api-behaviour: what a service sends back is documentation, vetoed", () => {
  for (const text of [
    "If a token has expired, the server returns 401 with an error body.",
    "Once the quota is used up, we return an HTTP 429 status.",
    "The response includes a next_page field when more rows exist.",
    "The gateway will respond with 502 while the upstream restarts.",
  ])
    assert.equal(scoreUnits(text, rules, model)[0]!.vetoed, "cue:veto.api-behaviour", text);
});

test("api-behaviour: rules about responses and returns stay candidates", () => {
  for (const text of [
    "When the API returns 429, wait a minute before retrying.",
    "Every response must include a request id.",
    "We will return your deposit within 14 days of checkout.",
    "Never retry when the server returns 400.",
  ])
    for (const s of scoreUnits(text, rules, model)) assert.notEqual(s.vetoed, "cue:veto.api-behaviour", text);
});
