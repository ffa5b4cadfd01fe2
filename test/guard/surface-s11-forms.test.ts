// Surface form (rule-surface.ts, surface-args.ts, walk-args.ts trim, command-line.ts continuations):
// the same rule typed another way and the same call sent in another shape get the same decision.
// Table-driven per mechanism, then whole decisions across every form of one call and one rule,
// then a light property test over tool-name styles and envelopes on fixed ledgers.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { ruleSurface } from "../../src/guard/compile/rule-surface.ts";
import { unwrapArgs } from "../../src/guard/read-call/surface-args.ts";
import { walkArgs } from "../../src/guard/read-call/walk-args.ts";
import { parseCommandLine } from "../../src/guard/read-call/command-line.ts";
import { decide, rules } from "./support.ts";

test("rule surface: greeting, bullet, quotes, emoji, shouting and line ends come off", () => {
  const table: [string, string][] = [
    ["Hey — never rotate the signing keys", "never rotate the signing keys"],
    ["hi team, no rebasing shared branches", "no rebasing shared branches"],
    ["- FYI: staging is yours to break", "staging is yours to break"],
    ["Important: ask before paying invoices", "ask before paying invoices"],
    ["* heads up - leave the vendor folder alone", "leave the vendor folder alone"],
    ["3) don’t rename “Payroll” sheets", `don't rename "Payroll" sheets`],
    ["• keep PRs small 👍🏽", "keep PRs small"],
    ["NEVER TOUCH THE `PROD_DB` VARIABLE", "never touch the `PROD_DB` variable"],
    ["never  touch\tthe  CDN", "never touch the CDN"],
    ["pls no deploys on friday\r\nthursday is fine", "no deploys on friday\nthursday is fine"],
    ["Logs stay 30 days. Please, don't purge them", "Logs stay 30 days. don't purge them"],
    // not a lead-in or a bullet: kept as written
    ["Heyday sale prices stay as they are", "Heyday sale prices stay as they are"],
    ["-v is fine, --force is not", "-v is fine, --force is not"],
    ["Note the S3 bucket is shared: don't empty it", "Note the S3 bucket is shared: don't empty it"],
    ["Use the EU region for GDPR data", "Use the EU region for GDPR data"],
  ];
  for (const [input, want] of table) {
    assert.equal(ruleSurface(input), want, input);
    assert.equal(ruleSurface(want), want, `idempotent: ${want}`);
  }
});

test("rule surface: a closing parenthesis that only gives a reason comes off, a scope stays", () => {
  const table: [string, string][] = [
    ["never log card numbers (PCI).", "never log card numbers."],
    ["no exports to personal drives (GDPR / legal)", "no exports to personal drives (GDPR / legal)"], // "/" is not a reason word: kept
    ["don't merge your own PRs (seriously!)", "don't merge your own PRs"],
    ["keep secrets out of logs (security); rotate keys monthly", "keep secrets out of logs; rotate keys monthly"],
    ["no deploys on friday (prod)", "no deploys on friday (prod)"],
    ["don't edit generated files (src/gen)", "don't edit generated files (src/gen)"],
    ["never delete branches (main, release)", "never delete branches (main, release)"],
    ["ask before refunds (over $50)", "ask before refunds (over $50)"],
  ];
  for (const [input, want] of table) assert.equal(ruleSurface(input, rules.reasonWords), want, input);
});

test("argument envelopes: a lone envelope key or a JSON string is opened, anything else kept", () => {
  const inner = { channel: "ops", text: "hi" };
  const table: [unknown, unknown][] = [
    [{ input: inner }, inner],
    [{ Params: inner }, inner],
    [{ arguments: { body: inner } }, inner],
    [{ payload: JSON.stringify(inner) }, inner],
    [{ data: ` ${JSON.stringify(inner)} ` }, inner],
    // kept: two keys, a non-envelope key, an array, a non-JSON string, a JSON array
    [{ body: inner, url: "https://x.test" }, { body: inner, url: "https://x.test" }],
    [{ filter: inner }, { filter: inner }],
    [{ input: [1, 2] }, { input: [1, 2] }],
    [{ payload: "{not json}" }, { payload: "{not json}" }],
    [{ payload: "[1,2]" }, { payload: "[1,2]" }],
    ["plain", "plain"],
  ];
  for (const [args, want] of table) assert.deepEqual(unwrapArgs(args), want, JSON.stringify(args));
});

test("padded one-line values read trimmed in the call reader's walk; typed lines keep their Enter", () => {
  const { leaves } = walkArgs({ env: " prod ", typed: "ls -la\n", note: "\tx" }, undefined, true);
  assert.deepEqual(leaves.map((l) => l.value), ["prod", "ls -la\n", "x"]);
  assert.deepEqual(walkArgs({ env: " prod " }).leaves.map((l) => l.value), [" prod "]); // the plain walk is verbatim
});

test("shell: a backslash line continuation joins the line", () => {
  const table: [string, string, string[]][] = [
    ["terraform apply \\\n  -auto-approve", "terraform", ["-auto-approve"]],
    ["helm upgrade web \\\r\n  --force", "helm", ["--force"]],
    ["rm -r \\\n  build", "rm", ["-r"]],
  ];
  for (const [line, program, flags] of table) {
    const segs = parseCommandLine(line);
    assert.equal(segs.length, 1, line);
    assert.equal(segs[0]!.program, program, line);
    for (const f of flags) assert.ok(segs[0]!.flags.includes(f), `${line}: ${segs[0]!.flags}`);
  }
});

// one call and one rule, every surface form: the decision never moves
const FORMS: { name: string; ledger: string[]; tool: string; args: Record<string, unknown>; cmdKey?: string; want: string }[] = [
  { name: "refund over a cap", ledger: ["Refunds above $300 need my approval"], tool: "issue_refund", args: { charge_id: "ch_9", amount_cents: 52000 }, want: "require_approval" },
  { name: "refund under the cap", ledger: ["Refunds above $300 need my approval"], tool: "issue_refund", args: { charge_id: "ch_9", amount_cents: 1500 }, want: "allow" },
  { name: "drop a table", ledger: ["no dropping tables in the warehouse"], tool: "run_sql", args: { statement: "DROP TABLE warehouse.orders_old" }, want: "deny" },
  { name: "read a table", ledger: ["no dropping tables in the warehouse"], tool: "run_sql", args: { statement: "SELECT 1 FROM warehouse.orders_old" }, want: "allow" },
  { name: "force push", ledger: ["never force push to develop or main"], tool: "run_terminal_command", args: { command: "git push --force origin develop" }, cmdKey: "command", want: "deny" },
  { name: "plain push", ledger: ["never force push to develop or main"], tool: "run_terminal_command", args: { command: "git push origin develop" }, cmdKey: "command", want: "allow" },
];
const ruleForms = (t: string) => [t, `Hey — ${t}`, `- ${t}`, `1. ${t}`, t.toUpperCase(), `${t} 🙏`, t.replace(/ /g, "  "), `Important: ${t}`, `pls ${t}`, `Please ${t}`, `${t} (compliance)`];
const toolForms = (t: string) => {
  const w = t.split("_");
  const camel = w[0] + w.slice(1).map((x) => x[0]!.toUpperCase() + x.slice(1)).join("");
  return [t, camel, w.join("-"), camel[0]!.toUpperCase() + camel.slice(1), `mcp__acme__${t}`, `acme.${t}`, `acme/${t}`, `Acme:${t}`];
};
const argForms = (a: Record<string, unknown>, cmdKey?: string) => {
  const out: unknown[] = [a, { input: a }, { params: a }, { arguments: a }, { body: a }, { payload: JSON.stringify(a) }];
  if (cmdKey) {
    const c = a[cmdKey] as string;
    for (const w of [`bash -lc '${c}'`, `sh -c "${c}"`, `cd /srv/app && ${c}`, `CI=1 ${c}`, `  ${c}\n`, c.replace(/ (?=-)/, " \\\n  ")]) out.push({ ...a, [cmdKey]: w });
  }
  return out;
};

test("whole decisions: the same across rule, tool-name and argument surface forms", () => {
  for (const f of FORMS) {
    for (const text of ruleForms(f.ledger[0]!)) assert.equal(decide([{ id: "r1", text }], { tool: f.tool, args: f.args }).decision, f.want, `${f.name} / rule ${text}`);
    for (const tool of toolForms(f.tool)) assert.equal(decide([{ id: "r1", text: f.ledger[0]! }], { tool, args: f.args }).decision, f.want, `${f.name} / tool ${tool}`);
    for (const args of argForms(f.args, f.cmdKey)) assert.equal(decide([{ id: "r1", text: f.ledger[0]! }], { tool: f.tool, args: args as Record<string, unknown> }).decision, f.want, `${f.name} / args ${JSON.stringify(args)}`);
  }
});

test("property: a tool-name restyle or an envelope wrap never changes the decision", () => {
  fc.assert(
    fc.property(fc.constantFrom(...FORMS), fc.nat(7), fc.constantFrom("input", "params", "arguments", "body", "json"), fc.boolean(), (f, ti, env, stringify) => {
      const tool = toolForms(f.tool)[ti]!;
      const inner = stringify ? JSON.stringify(f.args) : f.args;
      const res = decide([{ id: "r1", text: f.ledger[0]! }], { tool, args: { [env]: inner } });
      assert.equal(res.decision, f.want, `${f.name}: ${tool} ${env}`);
    }),
    { numRuns: 150 },
  );
});
