// A perturbation: a named, meaning-preserving rewrite of one scenario's surface. It returns the
// rewritten record, or undefined when it does not apply (nothing to rewrite, or the rewrite could
// change what the call does).
export interface Call {
  tool: string;
  args?: unknown;
}
export interface Scenario {
  id: string;
  ledger: { id: string; text: string; [k: string]: unknown }[];
  call: Call;
  history?: Call[];
  context?: Record<string, unknown>;
  source?: string;
  expect: { decision: string };
}
export interface Perturbation {
  kind: string; // "tool-camel", "env-input", …
  family: string; // "tool-name" | "envelope" | "shell" | "rule-text" | "values" | "rule-wording" | "tool-family"
  apply(s: Scenario): Scenario | undefined;
}

export const clone = <T>(v: T): T => structuredClone(v);

/** The same rewrite of every tool call in the record: the call and its history (one server, one style). */
export function mapCalls(s: Scenario, f: (c: Call) => Call | undefined, historyToo = true): Scenario | undefined {
  const call = f(s.call);
  if (!call) return undefined;
  const out = clone(s);
  out.call = call;
  if (historyToo && s.history) out.history = s.history.map((h) => f(h) ?? h);
  return out;
}

/** One rewrite of every ledger entry's text (entries it does not apply to are left as they are). */
export function eachRuleText(family: string, kind: string, f: (t: string) => string | undefined): Perturbation {
  return {
    kind,
    family,
    apply: (s: Scenario) => {
      const out = clone(s);
      let changed = false;
      for (const e of out.ledger) {
        const next = f(e.text);
        if (next !== undefined && next !== e.text) {
          e.text = next;
          changed = true;
        }
      }
      return changed ? out : undefined;
    },
  };
}
