// Unit tests of the metric plumbing: synthetic guard responses in, counted series out.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Pin } from "../../src/contract/classify.ts";
import type { GuardRequest, GuardResponse, Signal, Violation } from "../../src/contract/guard.ts";
import type { LedgerEntry } from "../../src/contract/ledger-entry.ts";
import { BoundedLabel, closedLabel } from "../../src/metrics/bounded-label.ts";
import { createMetrics } from "../../src/metrics/metrics.ts";
import { seriesOf } from "./build-app.ts";

const metricsFor = (labelLimit = 200) => createMetrics({ labelLimit, defaultMetrics: false, version: "test" });
const text = (m: ReturnType<typeof metricsFor>) => m.registry.metrics();

function guardReq(tool: string, ledger: LedgerEntry[] = [], history: GuardRequest["history"] = []): GuardRequest {
  return { call: { tool, args: {} }, ledger, history };
}
function guardRes(decision: GuardResponse["decision"], violations: Violation[] = [], signals: Signal[] = []): GuardResponse {
  return { decision, violations, signals };
}
const violation = (id: string, effect: Violation["effect"], kind?: Violation["kind"]): Violation => ({
  id,
  text: id,
  effect,
  why: "test",
  ...(kind ? { kind } : {}),
});

describe("BoundedLabel", () => {
  const cases: Array<{ name: string; limit: number; inputs: Array<string | undefined>; want: string[] }> = [
    { name: "keeps values under the limit", limit: 3, inputs: ["a", "b", "a"], want: ["a", "b", "a"] },
    { name: "new values past the limit are other", limit: 2, inputs: ["a", "b", "c", "a", "d"], want: ["a", "b", "other", "a", "other"] },
    { name: "missing and empty are unknown", limit: 2, inputs: [undefined, ""], want: ["unknown", "unknown"] },
    { name: "long values are cut to 100 chars", limit: 2, inputs: ["x".repeat(500)], want: ["x".repeat(100)] },
    { name: "a cut never splits a surrogate pair", limit: 2, inputs: ["x".repeat(99) + "😀"], want: ["x".repeat(99)] },
  ];
  for (const c of cases)
    it(c.name, () => {
      const label = new BoundedLabel(c.limit);
      assert.deepEqual(c.inputs.map((v) => label.value(v)), c.want);
    });

  it("remembers at most `limit` values", () => {
    const label = new BoundedLabel(5);
    for (let i = 0; i < 1_000; i++) label.value(`t${i}`);
    assert.equal(label.size, 5);
  });

  it("closedLabel maps unknown reasons to other", () => {
    const reasons = ["out_of_scope", "expired"] as const;
    assert.deepEqual(
      ["expired", "made_up", undefined].map((r) => closedLabel(reasons, r)),
      ["expired", "other", "unknown"],
    );
  });
});

describe("createMetrics", () => {
  it("pre-declares known label values at 0, so rate() sees the first increment", async () => {
    const out = await text(metricsFor());
    const decisions = seriesOf(out, "pinguard_guard_decisions_total");
    assert.deepEqual([...decisions.keys()].sort(), [
      'pinguard_guard_decisions_total{decision="allow"}',
      'pinguard_guard_decisions_total{decision="deny"}',
      'pinguard_guard_decisions_total{decision="require_approval"}',
    ]);
    assert.equal(seriesOf(out, "pinguard_pins_suggested_total").size, 5);
    assert.equal(seriesOf(out, "pinguard_ledger_entries_skipped_total").size, 3);
    assert.equal(seriesOf(out, "pinguard_uncompilable_entries_total").get("pinguard_uncompilable_entries_total"), 0);
    assert.equal(seriesOf(out, "pinguard_build_info").get('pinguard_build_info{version="test"}'), 1);
  });

  it("every family is prefixed pinguard_ (besides the default process metrics)", async () => {
    const m = createMetrics({ labelLimit: 10 });
    const names = (await m.registry.getMetricsAsJSON()).map((f) => f.name);
    const own = names.filter((n) => !n.startsWith("process_") && !n.startsWith("nodejs_"));
    assert.ok(own.length >= 14, `own families: ${own.join(", ")}`);
    for (const n of own) assert.match(n, /^pinguard_/);
    assert.ok(names.includes("process_cpu_seconds_total"), "default process metrics are registered");
  });

  it("two apps keep separate registries", async () => {
    const a = metricsFor();
    const b = metricsFor();
    a.observeGuard(guardReq("x"), guardRes("allow"));
    assert.equal(seriesOf(await text(a), "pinguard_guard_decisions_total").get('pinguard_guard_decisions_total{decision="allow"}'), 1);
    assert.equal(seriesOf(await text(b), "pinguard_guard_decisions_total").get('pinguard_guard_decisions_total{decision="allow"}'), 0);
  });

  it("observeClassify counts messages per agent and pins per kind", async () => {
    const m = metricsFor();
    const pin = (kind: Pin["kind"]) => ({ kind }) as Pin;
    m.observeClassify([pin("prohibition"), pin("prohibition"), pin("limit")], "agent-7");
    m.observeClassify([], undefined);
    const out = await text(m);
    const reqs = seriesOf(out, "pinguard_classify_requests_total");
    assert.equal(reqs.get('pinguard_classify_requests_total{agent="agent-7"}'), 1);
    assert.equal(reqs.get('pinguard_classify_requests_total{agent="unknown"}'), 1);
    const pins = seriesOf(out, "pinguard_pins_suggested_total");
    assert.equal(pins.get('pinguard_pins_suggested_total{kind="prohibition"}'), 2);
    assert.equal(pins.get('pinguard_pins_suggested_total{kind="limit"}'), 1);
    assert.equal(pins.get('pinguard_pins_suggested_total{kind="condition"}'), 0);
  });

  // One row per scenario: a synthetic guard outcome and the series it must move.
  const ledger: LedgerEntry[] = [
    { id: "c1", text: "Never restart the primary.", kind: "prohibition", scope: { type: "incident", id: "INC-1" } },
    { id: "c2", text: "Ask me before any deploy.", effect: "require_approval" },
    { id: "c3", text: "Prefer short replies." },
  ];
  const cases: Array<{ name: string; req: GuardRequest; res: GuardResponse; agent?: string; want: Record<string, Record<string, number>> }> = [
    {
      name: "a deny counts one violation per violated entry, labelled from the entry",
      req: guardReq("restart_service", ledger),
      res: guardRes("deny", [violation("c1", "deny"), violation("c2", "require_approval", "requirement")]),
      agent: "ops-bot",
      want: {
        pinguard_constraint_violations_total: {
          'pinguard_constraint_violations_total{kind="prohibition",effect="deny",scope_type="incident",tool="restart_service"}': 1,
          'pinguard_constraint_violations_total{kind="requirement",effect="require_approval",scope_type="task",tool="restart_service"}': 1,
        },
        pinguard_guard_decisions_total: { 'pinguard_guard_decisions_total{decision="deny"}': 1 },
        pinguard_agent_symptoms_total: { 'pinguard_agent_symptoms_total{agent="ops-bot",symptom="constraint_violation"}': 2 },
        pinguard_agent_guard_calls_total: { 'pinguard_agent_guard_calls_total{agent="ops-bot",decision="deny"}': 1 },
        pinguard_guard_tool_calls_total: { 'pinguard_guard_tool_calls_total{tool="restart_service"}': 1 },
      },
    },
    {
      name: "a violation of an entry without kind is labelled unknown",
      req: guardReq("deploy", ledger),
      res: guardRes("require_approval", [violation("c2", "require_approval")]),
      want: {
        pinguard_constraint_violations_total: {
          'pinguard_constraint_violations_total{kind="unknown",effect="require_approval",scope_type="task",tool="deploy"}': 1,
        },
      },
    },
    {
      name: "repeated work counts once per call, however many signals",
      req: guardReq("run_migration", [], [{ tool: "run_migration", args: {} }, { tool: "run_migration", args: {} }]),
      res: guardRes("allow", [], [
        { type: "repeated_work", detail: "same call at history[0]" },
        { type: "repeated_work", detail: "same call at history[1]" },
      ]),
      agent: "mig",
      want: {
        pinguard_repeated_work_total: { 'pinguard_repeated_work_total{tool="run_migration"}': 1 },
        pinguard_agent_symptoms_total: { 'pinguard_agent_symptoms_total{agent="mig",symptom="repeated_work"}': 1 },
        pinguard_guard_signals_total: { 'pinguard_guard_signals_total{type="repeated_work"}': 2 },
      },
    },
    {
      name: "a rejected-approach retry counts once per call",
      req: guardReq("alter_table"),
      res: guardRes("allow", [], [{ type: "rejected_approach_retry", detail: "single ALTER TABLE" }]),
      want: {
        pinguard_rejected_approach_retries_total: { 'pinguard_rejected_approach_retries_total{tool="alter_table"}': 1 },
        pinguard_agent_symptoms_total: { 'pinguard_agent_symptoms_total{agent="unknown",symptom="rejected_approach_retry"}': 1 },
      },
    },
    {
      name: "skips count by reason; an unknown reason is other",
      req: guardReq("x", ledger),
      res: guardRes("allow", [], [
        { type: "entry_skipped", id: "c1", reason: "out_of_scope", detail: "" },
        { type: "entry_skipped", id: "c2", reason: "expired", detail: "" },
        { type: "entry_skipped", id: "c3", reason: "moon_phase", detail: "" },
      ]),
      want: {
        pinguard_ledger_entries_skipped_total: {
          'pinguard_ledger_entries_skipped_total{reason="out_of_scope"}': 1,
          'pinguard_ledger_entries_skipped_total{reason="expired"}': 1,
          'pinguard_ledger_entries_skipped_total{reason="condition_off"}': 0,
          'pinguard_ledger_entries_skipped_total{reason="other"}': 1,
        },
      },
    },
    {
      name: "uncompilable entries count one per signal",
      req: guardReq("x", ledger),
      res: guardRes("allow", [], [
        { type: "uncompilable_entry", id: "c3", detail: "" },
        { type: "uncompilable_entry", id: "c2", detail: "" },
      ]),
      want: { pinguard_uncompilable_entries_total: { pinguard_uncompilable_entries_total: 2 } },
    },
    {
      name: "a warn entry is a violation with effect warn while the decision stays allow",
      req: guardReq("send_email", ledger),
      res: guardRes("allow", [violation("c3", "warn", "preference")], [{ type: "warning", id: "c3", detail: "" }]),
      want: {
        pinguard_constraint_violations_total: {
          'pinguard_constraint_violations_total{kind="preference",effect="warn",scope_type="task",tool="send_email"}': 1,
        },
        pinguard_guard_decisions_total: { 'pinguard_guard_decisions_total{decision="allow"}': 1 },
      },
    },
  ];
  for (const c of cases)
    it(c.name, async () => {
      const m = metricsFor();
      m.observeGuard(c.req, c.res, c.agent);
      const out = await text(m);
      for (const [family, want] of Object.entries(c.want)) {
        const got = seriesOf(out, family);
        for (const [series, value] of Object.entries(want)) assert.equal(got.get(series), value, `${series} in\n${[...got].join("\n")}`);
      }
    });

  it("ledger and history sizes go to histograms", async () => {
    const m = metricsFor();
    m.observeGuard(guardReq("x", ledger, [{ tool: "a", args: {} }]), guardRes("allow"));
    const out = await text(m);
    assert.equal(seriesOf(out, "pinguard_guard_ledger_entries_sum").get("pinguard_guard_ledger_entries_sum"), 3);
    assert.equal(seriesOf(out, "pinguard_guard_history_calls_count").get("pinguard_guard_history_calls_count"), 1);
  });

  it("10,000 distinct tools and agents in violations stay within limit + other", async () => {
    const m = metricsFor(200);
    for (let i = 0; i < 10_000; i++)
      m.observeGuard(guardReq(`tool_${i}`, ledger), guardRes("deny", [violation("c1", "deny")], [{ type: "repeated_work", detail: "" }]), `agent-${i}`);
    const out = await text(m);
    const viol = seriesOf(out, "pinguard_constraint_violations_total");
    assert.equal(viol.size, 201);
    assert.equal(viol.get('pinguard_constraint_violations_total{kind="prohibition",effect="deny",scope_type="incident",tool="other"}'), 9_800);
    assert.equal(seriesOf(out, "pinguard_repeated_work_total").size, 201);
    assert.equal(seriesOf(out, "pinguard_agent_symptoms_total").size, 2 * 201);
    assert.equal(seriesOf(out, "pinguard_agent_guard_calls_total").size, 201);
  });

  it("scope types are bounded too", async () => {
    const m = metricsFor(200);
    for (let i = 0; i < 500; i++) {
      const entry: LedgerEntry = { id: "s", text: "t", scope: { type: `scope${i}`, id: "x" } };
      m.observeGuard(guardReq("t", [entry]), guardRes("deny", [violation("s", "deny")]));
    }
    assert.equal(seriesOf(await text(m), "pinguard_constraint_violations_total").size, 51);
  });
});
