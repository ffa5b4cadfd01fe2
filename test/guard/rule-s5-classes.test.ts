// Rule-text compile fixes of round s5: effect wording, question-shaped rules, workspace words.
// Table-driven, own wording (not scenario text).
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileEntry } from "../../src/guard/compile/compile-rule.ts";
import { joinQuestions } from "../../src/guard/compile/rule-text.ts";
import { rules } from "./support.ts";

const compile = (text: string) => compileEntry({ id: "r", text } as Parameters<typeof compileEntry>[0], rules);
const targets = (text: string) => compile(text).clauses.flatMap((cl) => (cl.type === "action" ? cl.groups.map((g) => g.map((t) => t.raw)) : []));

test("a review / heads-up / role approval puts the action behind an approval, not a sequence", () => {
  const table: [string, string][] = [
    ["edits to the payroll code need a review from me before you save them", "require_approval"],
    ["Major incidents need a heads-up to me before you open them", "require_approval"],
    ["refund emails go through me", "require_approval"],
    ["outbound press releases go through legal", "require_approval"],
    ["price changes need marketing approval", "require_approval"],
    ["Firewall edits require a sign-off from the security lead", "require_approval"],
    ["database upgrades need a quick look from us first", "require_approval"],
    // not approval: a plain rule
    ["Never edit the payroll code.", "deny"],
  ];
  for (const [text, want] of table) {
    const c = compile(text);
    assert.equal(c.effect, want, text);
    assert.ok(!c.clauses.some((cl) => cl.type === "sequence"), `${text}: no sequence clause`);
  }
});

test("who approves ('from the release manager') is neither a target nor an action", () => {
  assert.deepEqual(targets("Production deploys require a sign-off from the release manager"), [["Production"]]);
  assert.deepEqual(targets("invoice voids need an OK from the finance team"), [["invoice"]]);
});

test("'X? never.' / 'X? ask me' is one rule", () => {
  const table: [string[], string[]][] = [
    [["merging to main?", "never."], ["never merging to main"]],
    [["force pushes?", "nope, not ever"], ["never force pushes"]],
    [["wiping volumes?", "ask me first"], ["wiping volumes: ask me first"]],
    [["renaming tables?", "check with me"], ["renaming tables: check with me"]],
    // a real question followed by more text is left alone
    [["why is the build slow?", "Look at the cache settings."], ["why is the build slow?", "Look at the cache settings."]],
  ];
  for (const [input, want] of table) assert.deepEqual(joinQuestions(input), want, input.join(" "));
  assert.equal(compile("merging to main? never.").effect, "deny");
  assert.equal(compile("wiping volumes? ask me first").effect, "require_approval");
  assert.equal(compile("wiping volumes? ask me first").uncompilable, undefined);
});

test("'in the repo' / 'in the codebase' is the workspace, not a target", () => {
  const table: [string, string[][]][] = [
    ["removing files in the repo? ask me", []],
    ["never delete snapshots anywhere in the codebase", [["snapshots"]]],
    // a named repo stays a target
    ["don't push to the payments repo", [["payments repo"]]],
  ];
  for (const [text, want] of table) assert.deepEqual(targets(text), want, text);
});

test("a percentage limit's own noun (discount, markdown rate) is the unit, not a target", () => {
  const limit = (text: string) => compile(text).clauses.find((c) => c.type === "limit");
  const table: [string, number, string[][]][] = [
    ["max discount 20%", 20, []],
    ["discounts: 15% max", 15, []],
    ["never more than 10% off on the wholesale plan", 10, [["wholesale plan"]]],
  ];
  for (const [text, max, groups] of table) {
    const l = limit(text);
    assert.ok(l && l.type === "limit", text);
    assert.equal(l.max, max, text);
    assert.deepEqual((l.groups ?? []).map((g) => g.map((t) => t.raw)), groups, text);
  }
});

test("a spreadsheet tab is a sheet; a wildcard host is a domain", () => {
  const c = compile("the Payouts tab is read-only for you").clauses[0];
  assert.ok(c && c.type === "action");
  assert.deepEqual(c.groups[0]![0]!.kinds, ["sheet"]);
  const table: [string, string[]][] = [
    ["don't visit any site outside our intranet (*.corp.example.org)", ["corp.example.org"]],
    ["only browse *.gov.uk pages", ["gov.uk"]],
    ["never open sites outside *.internal.example.net", ["internal.example.net"]],
  ];
  for (const [text, want] of table) {
    const a = compile(text).clauses.find((x) => x.type === "action");
    assert.ok(a && a.type === "action", text);
    assert.deepEqual(a.outsideDomains, want, text);
    assert.deepEqual(a.families, ["*any"], text);
    assert.deepEqual(a.outsidePaths, [], text);
  }
});

test("'outside the X folder' names an excepted path, not a target", () => {
  const table: [string, string[]][] = [
    ["never run rm -rf on anything outside the dist folder", ["dist"]],
    ["no file writes outside the output directory", ["output"]],
    ["don't change files outside src/api", ["src/api"]],
  ];
  for (const [text, want] of table) {
    const a = compile(text).clauses.find((x) => x.type === "action");
    assert.ok(a && a.type === "action", text);
    assert.deepEqual(a.outsidePaths, want, text);
    assert.ok(!a.groups.some((g) => g.some((t) => t.path && !t.prefix)), `${text}: no folder-word group`);
  }
});

test("a time rule about a named date argument reads that argument's day", async () => {
  const { createGuard } = await import("../../src/guard/index.ts");
  const guard = createGuard(rules, { cacheSize: 10 });
  const decide = (text: string, args: Record<string, unknown>, now: string) =>
    guard.decide({ call: { tool: "tracker_update_item", args }, ledger: [{ id: "r", text }] } as Parameters<typeof guard.decide>[0], new Date(now)).decision;
  const table: [string, Record<string, unknown>, string, string][] = [
    ["no due dates on weekends", { item: "7", due_on: "2026-06-13" }, "2026-06-10T09:00:00Z", "deny"], // Saturday
    ["no due dates on weekends", { item: "7", due_on: "2026-06-15" }, "2026-06-13T09:00:00Z", "allow"], // Monday, though today is Saturday
    ["no deadlines on Sundays", { item: "7", deadline: "2026-06-14" }, "2026-06-10T09:00:00Z", "deny"],
    ["no deadlines on Sundays", { item: "7", deadline: "2026-06-16" }, "2026-06-14T09:00:00Z", "allow"],
  ];
  for (const [text, args, now, want] of table) assert.equal(decide(text, args, now), want, `${text} ${JSON.stringify(args)}`);
});

test("'X only, never Y' with one bare value word: Y is a value the call must not carry", () => {
  const value = (text: string) => {
    const a = compile(text).clauses.find((x) => x.type === "action");
    return a && a.type === "action" ? a.groups.map((g) => g.map((t) => t.literal ?? t.names.join(" "))) : undefined;
  };
  const table: [string, string[][] | undefined][] = [
    ["coupons are one-time only, never forever", [["forever"]]],
    ["payment links are single-use only, never reusable", [["reusable"]]],
    // a manner, a comparison or a plural category is no value
    ["terraform apply only through the pipeline, never locally", undefined],
    ["Net 30 on all invoices, never shorter.", undefined],
    ["Answer me in short bullet points, no essays.", undefined],
  ];
  for (const [text, want] of table) {
    const got = value(text);
    if (want) assert.deepEqual(got, want, text);
    else assert.ok(!got?.some((g) => g.some((v) => /^(?:locally|shorter|essays)$/.test(v))), `${text}: ${JSON.stringify(got)}`);
  }
});

test("a host named in a prohibition is its target; 'until …' is the condition that lifts it", () => {
  const groups = (text: string) => {
    const a = compile(text).clauses.find((x) => x.type === "action");
    return a && a.type === "action" ? a.groups.map((g) => g.map((t) => t.raw)) : undefined;
  };
  const table: [string, string[][]][] = [
    ["never email anyone at initech.com", [["initech.com"]]],
    ["nothing goes to vendorx.io until the contract is countersigned", [["vendorx.io"]]],
    // dotted code names are not hosts
    ["no console.log in src/", [["src/"]]],
  ];
  for (const [text, want] of table) assert.deepEqual(groups(text)?.filter((g) => !g.every((r) => r === "console.log")), want, text);
});

test("log in / sign in / log into name the login action, not logs", () => {
  const fams = (text: string) => compile(text).clauses.flatMap((c) => (c.type === "action" ? c.families : []));
  for (const text of ["ask me before you log in anywhere", "never sign into the bank site", "don't log into prod boxes without asking"]) assert.ok(fams(text).includes("login"), text);
  assert.ok(!fams("never delete the logs in prod").includes("login"));
});

test("a name only in a URL's search parameter is searched for, not visited", async () => {
  const { createGuard } = await import("../../src/guard/index.ts");
  const guard = createGuard(rules, { cacheSize: 10 });
  const decide = (text: string, url: string) => guard.decide({ call: { tool: "open_url", args: { url } }, ledger: [{ id: "r", text }] } as Parameters<typeof guard.decide>[0]).decision;
  const table: [string, string, string][] = [
    ["stay off facebook", "https://www.bing.com/search?q=facebook+ads+pricing", "allow"],
    ["stay off facebook", "https://www.facebook.com/groups/x?ref=share", "deny"],
    ["stay off facebook", "https://example.org/share?target=facebook", "deny"], // not a search parameter
  ];
  for (const [text, url, want] of table) assert.equal(decide(text, url), want, url);
});

test("beside quoted code, 'on <environment>' stays a target; other 'in/on …' phrases say where", () => {
  const table: [string, string[][]][] = [
    ["check with me before any `up` on the prod stack", [["up"], ["prod stack"]]],
    ["never use `any` in TypeScript code", [["any"]]],
    ["Dont click 'Accept all' on cookie banners", [["Accept all"]]],
  ];
  for (const [text, want] of table) assert.deepEqual(targets(text), want, text);
});
