import { test } from "node:test";
import assert from "node:assert/strict";
import { segment } from "../../src/classify/segment.ts";
import { hasRuleCue, opensImperative } from "../../src/classify/features.ts";
import { rules } from "./load.ts";

const probes = { hasRuleCue: (n: string) => hasRuleCue(n, rules), opensImperative: (n: string) => opensImperative(n, rules) };
const units = (text: string) => segment(text, rules, probes).map((u) => `${u.role === "unit" ? "" : `${u.role}:`}${u.text}`);

const CASES: { name: string; text: string; want: string[] }[] = [
  { name: "casual lower-case sentences", text: "never touch the billing db. it's shared with finance", want: ["never touch the billing db.", "it's shared with finance"] },
  { name: "emoji ends a sentence", text: "Don't tell mum \u{1F605} Can you book it?", want: ["Don't tell mum \u{1F605}", "Can you book it?"] },
  { name: "sentences", text: "The build is green. Never deploy on Fridays! Why?", want: ["The build is green.", "Never deploy on Fridays!", "Why?"] },
  { name: "abbreviation does not end a sentence", text: "Ask Dr. Lee before changing any dose. Thanks.", want: ["Ask Dr. Lee before changing any dose.", "Thanks."] },
  { name: "an example is cut off as an aside", text: "Use the cheap tier, e.g. t3.small, for tests.", want: ["Use the cheap tier", "aside:e.g. t3.small, for tests."] },
  { name: "two rule clauses", text: "don't text me, email only", want: ["don't text me", "email only"] },
  { name: "reason clause after a rule", text: "Do not reboot the router, this will drop every call.", want: ["Do not reboot the router", "reason:this will drop every call."] },
  { name: "lead-in stays with its rule", text: "Whatever you do, do not delete the bucket.", want: ["Whatever you do, do not delete the bucket."] },
  { name: "a verbless contrast stays with its rule", text: "Keep drafts in branches, never on trunk.", want: ["Keep drafts in branches, never on trunk."] },
  { name: "a list of absences is one unit", text: "There is no QA cluster, no approval step, no undo.", want: ["There is no QA cluster, no approval step, no undo."] },
  { name: "imperatives joined by and", text: "Use YAML and do not add comments.", want: ["Use YAML", "do not add comments."] },
  { name: "aside cut off", text: "Add a title, for example <<Notes>>.", want: ["Add a title", "aside:for example <<Notes>>."] },
  { name: "bullets are units", text: "Rules:\n- no sudo\n- stay in /srv", want: ["Rules:", "no sudo", "stay in /srv"] },
  { name: "hard-wrapped line rejoined", text: "Please keep the nightly export running while\nthe migration is in progress.", want: ["Please keep the nightly export running while\nthe migration is in progress."] },
  { name: "fenced code skipped", text: "Run this:\n```\nrm -rf /tmp/x # never do this\n```\nThanks.", want: ["Run this:", "Thanks."] },
  { name: "indented code skipped", text: "Output:\n\n    never gonna give you up\n\nOk.", want: ["Output:", "Ok."] },
  { name: "log lines skipped", text: "2024-03-01 10:00:01 ERROR do not retry\nDon't restart it.", want: ["Don't restart it."] },
  { name: "mail quote skipped", text: "> never email me again\nSure, noted.", want: ["Sure, noted."] },
  { name: "a label: value row is one unit", text: "Limits:\n- File reads:      max 30\n- Shell commands: at most 10", want: ["Limits:", "File reads:      max 30", "Shell commands: at most 10"] },
  { name: "a long lead before a colon still splits", text: "Before you change anything in the deploy scripts: never push to main.", want: ["Before you change anything in the deploy scripts", "never push to main."] },
  { name: "quoted sentences stay inside their unit", text: 'Rate this line: "Never give up. Ever."', want: ['Rate this line: "Never give up. Ever."'] },
];

for (const c of CASES) test(`segment: ${c.name}`, () => assert.deepEqual(units(c.text), c.want));

test("segment: offsets slice to the unit text", () => {
  const text = "Hi!\n\n* Keep it short.\n* Use metric units; no emojis -- ever.";
  for (const u of segment(text, rules, probes)) assert.equal(text.slice(u.start, u.end), u.text);
});

test("segment: a unit wholly inside quotation marks is marked quoted", () => {
  const [u] = segment('"Do not blame me."', rules, probes);
  assert.equal(u?.quoted, true);
});

test("segment: tag questions and standing requests are not questions", async () => {
  const { isQuestionText } = await import("../../src/classify/features.ts");
  const CASES: [string, boolean][] = [
    ["no force pushes k?", false],
    ["never run it on prod, ok?", false],
    ["Going forward, could you put the summary first?", false],
    ["Could you always cc me on these?", false],
    ["Could you check the logs?", true],
    ["Why doesn't the replica catch up?", true],
    ["Can you not use sudo here?", true],
    ['End every reply with the phrase "Anything else?"', false],
  ];
  for (const [text, want] of CASES) assert.equal(isQuestionText(text), want, text);
});
