// The state earlier calls left the session in, for the programs this call runs (session.yaml):
//   history: terraform workspace select prod      call: terraform apply -auto-approve
//     → [{path: 'history "terraform workspace select prod"', raw: "prod"}]
// The latest setter of each kind wins (git checkout main, then git checkout -b fix → fix).
import type { GuardRules } from "./guard-rules.ts";
import type { CallFacts, ValueRef } from "./call-facts.ts";
import type { CommandSegment } from "./command-line.ts";
import { canonical, splitWords } from "./split-words.ts";

export function sessionState(history: readonly CallFacts[], call: CallFacts, rules: GuardRules): ValueRef[] {
  if (!call.commands.length || !history.length) return [];
  const setters = sessionSetters(call, rules);
  if (!setters.length) return [];
  const state = new Map<string, { value: string; where: string }>();
  for (const h of history) for (const seg of h.commands) for (const s of setters) {
    const value = setterValue(seg, s);
    if (value) state.set(s.state, { value, where: [seg.program, ...seg.operands].join(" ").slice(0, 80) });
  }
  const out: ValueRef[] = [];
  for (const { value, where } of state.values())
    out.push({ path: `history "${where}"`, raw: value, words: splitWords(value, 20).map((w) => canonical(w, rules.synonyms)) });
  return out;
}

/** The setters that bear on the programs this call runs: none means no session state, whatever
 * the history holds (checked first, so the history need not be read). */
export function sessionSetters(call: CallFacts, rules: GuardRules): GuardRules["sessionSetters"][number][] {
  const out: GuardRules["sessionSetters"][number][] = [];
  if (!call.commands.length) return out;
  // plain loops (no Set and spread per setter): this runs for every call that runs a command
  for (const s of rules.sessionSetters) {
    if (s.appliesTo.has("*")) out.push(s);
    else for (const c of call.commands) if (s.appliesTo.has(c.program)) {
      out.push(s);
      break;
    }
  }
  return out;
}

function setterValue(seg: CommandSegment, s: GuardRules["sessionSetters"][number]): string | undefined {
  if (seg.program !== s.program) return undefined;
  if (s.program === "export") {
    // export AWS_PROFILE=prod
    for (const o of seg.operands) {
      const eq = o.indexOf("=");
      if (eq > 0 && s.env.includes(o.slice(0, eq))) return o.slice(eq + 1) || undefined;
    }
    return undefined;
  }
  for (let i = 0; i < s.sub.length; i++) if (seg.subcommands[i] !== s.sub[i]) return undefined;
  // the operand after the setter words, or a flag's value (checkout -b fix, --namespace=prod)
  const rest = seg.operands.slice(seg.operands.length >= s.sub.length && s.sub.every((w, i) => seg.operands[i] === w) ? s.sub.length : 0).filter((o) => !o.startsWith("-") && o !== "--");
  return rest.at(-1) ?? seg.flagValues.at(-1)?.value;
}
