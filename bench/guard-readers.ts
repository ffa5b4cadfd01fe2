// Where a decision's time goes, per bench call: the whole decision, readCall, and each reader of
// readCall / readMeaning run alone on the same call (mean CPU µs over many runs; a reader's cost
// here is its cost inside readCall, minus shared warm-up).   node --import tsx bench/guard-readers.ts
import { readDataDir } from "../src/load/load-files.ts";
import { createGuard, parseGuardRules } from "../src/guard/index.ts";
import { readCall } from "../src/guard/read-call/call-facts.ts";
import { readMeaning } from "../src/guard/read-call/call-meaning.ts";
import { walkArgs } from "../src/guard/read-call/walk-args.ts";
import { parseCommandLine } from "../src/guard/read-call/command-line.ts";
import { commandMeanings } from "../src/guard/read-call/call-command-meaning.ts";
import { formMeanings, zeroCounts } from "../src/guard/read-call/call-forms.ts";
import { httpMeaning } from "../src/guard/read-call/call-http-meaning.ts";
import { sqlMeanings } from "../src/guard/read-call/call-sql-meaning.ts";
import { argStates, argEnums, argDefaults, emptyArgs, codeMarkers, outsideRecipients, valueKinds, writtenTexts } from "../src/guard/read-call/call-arg-meaning.ts";
import { jsonPatchLeaves } from "../src/guard/read-call/call-json-patch.ts";
import { uiMeanings } from "../src/guard/read-call/call-ui-label.ts";
import { readManifestText } from "../src/guard/read-call/call-manifest-yaml.ts";
import { readPatch } from "../src/guard/read-call/call-patch.ts";
import { callQuantities } from "../src/guard/read-call/call-quantity.ts";
import { splitWords } from "../src/guard/split-words.ts";
import { guardRequestSchema } from "../src/contract/guard.ts";
import { ledger, calls, history } from "./guard-workload.ts";

const rules = parseGuardRules(readDataDir("rules"));
const schema = guardRequestSchema();
const guard = createGuard(rules, { cacheSize: 1000 });
const m = rules.meaning;

function time(fn: () => unknown, n = 3000): number {
  for (let i = 0; i < 300; i++) fn();
  let best = Infinity;
  for (let r = 0; r < 5; r++) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < n; i++) fn();
    const c = process.cpuUsage(c0);
    best = Math.min(best, (c.user + c.system) / n);
  }
  return +best.toFixed(2); // min of 5 means: the least disturbed by other processes
}

const only = process.argv[2];
for (const call of calls) {
  if (only && call.tool !== only) continue;
  const req = schema.parse({ call, ledger, history });
  const { tool, args } = call;
  const toolWords = splitWords(tool, 40);
  const walked = walkArgs(args);
  const leaves = walked.leaves;
  const cmdLeaves = leaves.filter((l) => typeof l.value === "string" && /command|cmd/i.test(l.key));
  const commands = cmdLeaves.flatMap((l) => parseCommandLine(l.value as string));
  const row: Record<string, number> = {
    decide: time(() => guard.decide(req)),
    readCall: time(() => readCall(tool, args, rules)),
    walkArgs: time(() => walkArgs(args)),
    parseCommandLine: time(() => cmdLeaves.map((l) => parseCommandLine(l.value as string))),
    readMeaning: time(() => readMeaning(toolWords, args, leaves, commands, m)),
    "m.commandMeanings": time(() => commands.map((s) => commandMeanings(s, "args.command", m))),
    "m.formMeanings": time(() => commands.map((s) => formMeanings(s, "args.command", m.forms))),
    "m.httpMeaning": time(() => commands.map((s) => httpMeaning(s, "args.command"))),
    "m.sqlMeanings": time(() => leaves.map((l) => (typeof l.value === "string" ? sqlMeanings(l.value, "x", m) : 0))),
    "m.patch": time(() => leaves.map((l) => (typeof l.value === "string" && l.value.length >= 12 ? readPatch(l.value) : 0))),
    "m.argStates": time(() => argStates(leaves, toolWords, m)),
    "m.jsonPatch": time(() => jsonPatchLeaves(leaves)),
    "m.zeroCounts": time(() => zeroCounts(leaves, m.forms)),
    "m.argEnums": time(() => argEnums(leaves, toolWords, m)),
    "m.argDefaults": time(() => argDefaults(args, toolWords, m)),
    "m.emptyArgs": time(() => emptyArgs(args, toolWords, m)),
    "m.uiMeanings": time(() => uiMeanings(leaves, toolWords, m.ui)),
    "m.valueKinds": time(() => valueKinds(leaves.filter((l) => typeof l.value === "string").map((l) => ({ where: l.path, value: l.value as string })), m)),
    "m.codeMarkers": time(() => codeMarkers(writtenTexts(leaves), m)),
    "m.outsideRecipients": time(() => outsideRecipients(leaves, m)),
    "m.manifestText": time(() => leaves.map((l) => (typeof l.value === "string" && l.value.length >= 8 ? readManifestText(l.value) : 0))),
    callQuantities: time(() => callQuantities(leaves, commands, args)),
  };
  row.decideMinusReadCall = +(row.decide! - row.readCall!).toFixed(2);
  console.log(JSON.stringify({ call: tool, ...row }));
}
