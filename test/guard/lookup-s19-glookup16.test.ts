// Table-driven tests of the s19 context lookup tables (read-call/context-lookup.ts): an object flag
// keyed by ids ({"monitor_names": {"3": "checkout-eu"}}) gives the meaning of the id an argument
// carries, read as another value of that argument; the why names the table.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { readLookupTables } from "../../src/guard/read-call/context-lookup.ts";
import { decide, rules } from "./support.ts";

/** The looked-up values the lookup adds, as "path = value". */
function lookedUp(tool: string, args: Record<string, unknown>, flags: Record<string, unknown>): string[] {
  const facts = readCall(tool, args, rules);
  const n = facts.addressing.length;
  readLookupTables(facts, args, flags, new Set(), rules);
  return facts.addressing.slice(n).map((v) => `${v.path} = ${v.raw}`);
}

test("an argument's id is looked up in the table its key names", () => {
  const table: [string, Record<string, unknown>, Record<string, unknown>, string[]][] = [
    ["pause_probe", { probe_id: 4 }, { probe_names: { "4": "login-eu", "5": "blog" } }, ["args.probe_id 4 = flags.probe_names = login-eu"]],
    // each item of a list of ids
    ["send_blast", { audience_ids: ["q1", "q2"] }, { audience_names: { q2: "Lapsed 2024" } }, ["args.audience_ids.1 q2 = flags.audience_names = Lapsed 2024"]],
    // a bare id is read by its parent's words, then the tool's
    ["grant_seats", { seats: [{ id: 8 }] }, { seat_roles: { "8": "intern" } }, ["args.seats.0.id 8 = flags.seat_roles = intern"]],
    ["remove_label", { id: 2 }, { label_names: { "2": "legal" } }, ["args.id 2 = flags.label_names = legal"]],
    // a list value gives each of its items
    ["purge_files", { files: [77] }, { file_tags: { "77": ["keep", "audit"] } }, ["args.files.0 77 = flags.file_tags = keep", "args.files.0 77 = flags.file_tags = audit"]],
    // a distinctive id inside a URL
    ["http_call", { method: "DELETE", url: "https://x.example/teams/884120/notes/1" }, { team_names: { "884120": "Payroll" } }, ["args.url 884120 = flags.team_names = Payroll"]],
    // a short id under an unrelated key is not looked up: a count, a size
    ["pause_probe", { probe_id: 5, retries: 4 }, { probe_names: { "4": "login-eu", "5": "blog" } }, ["args.probe_id 5 = flags.probe_names = blog"]],
    ["resize_disk", { size_gb: 4 }, { probe_names: { "4": "login-eu" } }, []],
    // a number, a boolean or an id the table lacks adds nothing
    ["pause_probe", { probe_id: 9 }, { probe_names: { "4": "login-eu" } }, []],
  ];
  for (const [tool, args, flags, want] of table) assert.deepEqual(lookedUp(tool, args, flags), want, `${tool} ${JSON.stringify(args)}`);
});

test("the looked-up text decides, and the why names the table", () => {
  const ledger = [{ id: "r1", text: "Never pause the login probes, they page the on-call." }];
  const flags = { probe_names: { "4": "login-eu", "5": "blog" } };
  const table: [Record<string, unknown>, string, string | undefined][] = [
    [{ probe_id: 4 }, "deny", 'args.probe_id 4 = flags.probe_names "login-eu"'],
    [{ probe_id: 5 }, "allow", undefined],
  ];
  for (const [args, decision, why] of table) {
    const res = decide(ledger, { tool: "pause_probe", args }, { context: { flags } });
    assert.equal(res.decision, decision, JSON.stringify(args));
    if (why) assert.ok(res.violations[0]?.why.includes(why), res.violations[0]?.why);
  }
});
