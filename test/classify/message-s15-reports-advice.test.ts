// Fifteenth-round message-level steps (ccls12, src/classify/message.ts):
//   report-lines        a ticked checkbox, or an item of a change list (changelog, release notes, PR
//                       summary), reports what was done, and a bug report's sections (expected / actual
//                       behaviour, steps to reproduce) describe software: vetoed whatever their words.
//   advice-to-employer  a message that speaks of the helper in the third person while it addresses
//                       "you" advises whoever hires the helper: its plain positive imperatives are tips.
// Texts written for this test (own wording).
import { test } from "node:test";
import assert from "node:assert/strict";
import { scoreUnits } from "../../src/classify/classifier.ts";
import { advisesEmployer, reportSpans } from "../../src/classify/message.ts";
import { classifier, model, rules } from "./load.ts";

const vetoOf = (text: string, starts: string): string | null => {
  const s = scoreUnits(text, rules, model).find((u) => u.unit.text.startsWith(starts));
  assert.ok(s, `no unit starts with ${JSON.stringify(starts)} in ${JSON.stringify(text)}`);
  return s.vetoed;
};

// message, unit (its start), the veto the step gives it (null: the step leaves it alone)
const REPORTS: { text: string; unit: string; veto: string | null }[] = [
  // a ticked item reports a finished step
  { text: "## Release prep\n- [x] Changelog regenerated\n- [x] Staging soak passed overnight", unit: "[x] Changelog", veto: "report.checked-box" },
  { text: "* [X] Never ships on a Friday, verified", unit: "[X] Never ships", veto: "report.checked-box" },
  // an unticked item can be a standing checklist rule: left to the model
  { text: "## Before every deploy\n- [ ] Confirm the rollback script still runs", unit: "[ ] Confirm", veto: null },
  // two change lines make a change list; the sentences inside them are descriptions
  { text: "- Removed the `--legacy-auth` switch. Pass `--auth=v2` instead.\n- Fixed the retry counter reset", unit: "Pass `--auth=v2` instead.", veto: "report.change-item" },
  { text: "1. Adds a note that hotfixes must still be reviewed\n2. Tightens the wording of the backup section", unit: "Adds a note", veto: "report.change-item" },
  // one change line under a changelog heading
  { text: "### v3.2 (2026-02-11)\n- Dropped Python 3.8. Upgrade to 3.10 or later before pulling.", unit: "Upgrade to 3.10", veto: "report.change-item" },
  // one change line alone is not a change list
  { text: "- Removed the old cron job, so never re-enable it.\n- Keep the nightly export on.", unit: "Keep the nightly export on.", veto: null },
  // a bug report's sections, up to the next other heading
  { text: "The export button hangs on large sheets.\n\n### Expected behavior\nThe export should never block the editor.", unit: "The export should never", veto: "report.bug-section" },
  { text: "Steps to reproduce:\n1. Open two tabs\n2. Log out in one\n\nexpected: the other tab must show the login page", unit: "Log out in one", veto: "report.bug-section" },
  { text: "- expected: the other tab must show the login page\n- actual: it keeps the stale session", unit: "expected: the other tab", veto: "report.bug-section" },
  { text: "#### What I expected to happen:\nNo retries after a 4xx.\n\n## Constraints for the fix\nDo not change the public API.", unit: "Do not change the public API.", veto: null },
  { text: "The expected behaviour of the cache is documented. Never bypass it in tests.", unit: "Never bypass it", veto: null },
  // an imperative "Add ..." is an instruction, not a change report
  { text: "- Add a test for every bug fix\n- Update the docs with each API change", unit: "Add a test", veto: null },
];

test("report-lines: ticked items and change lists are reports, other lists are left to the model", () => {
  for (const { text, unit, veto } of REPORTS) assert.equal(vetoOf(text, unit), veto, `${unit} in ${JSON.stringify(text)}`);
});

test("report-lines: spans hold the whole reporting line and nothing else", () => {
  const text = "Summary of changes:\n- Renamed `cfg.yml` to `config.yml`\n\nPlease review by Monday.";
  const spans = reportSpans(text, rules);
  assert.equal(spans.length, 1);
  assert.equal(text.slice(spans[0]!.start, spans[0]!.end), "- Renamed `cfg.yml` to `config.yml`");
  assert.deepEqual(reportSpans("Always run the linter.\nNever push to main.", rules), []);
});

// message -> does it advise whoever hires the helper?
const ADVICE: { text: string; employer: boolean }[] = [
  { text: "Write the feeding times on the fridge and walk the dog walker through the routine before you go.", employer: true },
  { text: "Your nanny will not know the bedtime rules unless you tell her, so write them down.", employer: true },
  { text: "Show the caregiver where your father keeps his inhaler.", employer: true },
  // the helper is the reader: the rules are for them
  { text: "For the sitter:\n- Feed Biscuit at 7 and 6.\n- Keep the back gate shut, you know why.", employer: false },
  { text: "Hi babysitter! Bedtime is 8. You can have anything in the fridge.", employer: false },
  { text: "While you are our house sitter, water the tomatoes every evening.", employer: false },
  // no helper in the third person, or nobody addressed
  { text: "Feed the cat twice a day and water the plants on Sunday.", employer: false },
  { text: "The sitter arrived late again and forgot the keys.", employer: false },
];

test("advice-to-employer: the message speaks of the helper and to the one who hires them", () => {
  for (const { text, employer } of ADVICE) assert.equal(advisesEmployer(text, rules), employer, text);
});

test("advice-to-employer: plain imperatives are tips; firm words and prohibitions stay candidates", () => {
  const text =
    "Before a weekend away, make sure the cat sitter knows your routine. Tell the sitter where the carrier is kept. Don't forget to leave the vet's number on the counter for your sitter. Never let a sitter you have not met take your keys. Always lock the balcony door yourself.";
  assert.equal(vetoOf(text, "Tell the sitter"), "advice-to-employer");
  // "make sure" is no firm word here: a tip to the reader
  assert.equal(vetoOf(text, "Before a weekend away"), "advice-to-employer");
  // "don't forget" reminds, it forbids nothing
  assert.equal(vetoOf(text, "Don't forget"), "advice-to-employer");
  assert.notEqual(vetoOf(text, "Never let"), "advice-to-employer");
  assert.notEqual(vetoOf(text, "Always lock"), "advice-to-employer");
  // the same imperative in a message to the sitter stays a rule
  const pins = classifier.classify("For the cat sitter: tell the neighbour if the alarm goes off. Never let Miso out on the balcony.");
  assert.ok(pins.some((p) => p.text.startsWith("Never let Miso")));
  assert.ok(pins.some((p) => p.text.includes("tell the neighbour")));
});
