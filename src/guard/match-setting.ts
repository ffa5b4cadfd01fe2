// Matches the setting pins of rule-setting.ts against the call's own key → values table (read once
// by the call reader, CLI flags included): a few map lookups per clause, no walk of the args.
//   setting.context ∈ {dev-eu}  vs  kubectl --context prod-us …       → breaks it
//   dest.branch ∈ {develop}     vs  create_pr {base: "master"}        → breaks it
//   state draft on PRs          vs  create_pull_request {draft: false} → breaks it
import type { Clause } from "./compiled-entry.ts";
import type { Evidence, MatchContext } from "./match-clause.ts";
import type { CallFacts } from "./call-facts.ts";
import { canonical, splitWords } from "./split-words.ts";

type Setting = Extract<Clause, { type: "setting" }>;
type State = Extract<Clause, { type: "state" }>;

// a variable or template names no value the guard can compare: "$KUBE_CONTEXT", "{{ env }}"
const UNRESOLVED = /^\s*(?:\$|\{\{|<|%)/;

function valueAllowed(v: string, allowed: readonly string[][], syn: ReadonlyMap<string, string>): boolean {
  const flat = v.toLowerCase().replace(/[^a-z0-9]/g, "");
  const words = new Set(splitWords(v, 12).map((w) => canonical(w, syn)));
  for (const alt of allowed) if (alt.every((w) => words.has(w) || flat.includes(w.replace(/[^a-z0-9]/g, "")))) return true;
  return false;
}

function showsTool(words: readonly string[], facts: CallFacts): boolean {
  for (const w of facts.toolWords) if (words.includes(w)) return true;
  // gh pr create --base main, glab mr create --target-branch main
  for (const seg of facts.commands) if (seg.subcommands[0] && words.includes(seg.subcommands[0])) return true;
  return false;
}

export function matchSetting(c: Setting, ctx: MatchContext): Evidence[] | undefined {
  const f = ctx.facts;
  if (!f.keyValues.size) return undefined;
  // a read (list_pull_requests {base: "main"}) sets nothing; an action the lexicon cannot read
  // (open_pull_request) may
  if (c.writesOnly && !f.mutating && f.families.size) return undefined;
  if (c.toolWords && !showsTool(c.toolWords, f)) return undefined;
  for (const k of c.keys) {
    const vals = f.keyValues.get(k);
    if (!vals) continue;
    for (const v of vals) {
      if (!v.trim() || v.length > 200 || UNRESOLVED.test(v)) continue;
      if (!valueAllowed(v, c.allowed, ctx.rules.synonyms)) return [{ rule: c.rule, call: v, path: `args.${k}`, part: "setting" }];
    }
  }
  return undefined;
}

/** The call acts on the rule's subject: create_pull_request for "PRs", createInvoices for "invoices". */
function actsOn(subjects: readonly string[], words: readonly string[], syn: ReadonlyMap<string, string>): boolean {
  for (let i = 0; i < words.length; i++) {
    if (subjects.includes(canonical(words[i]!, syn))) return true;
    if (i + 1 < words.length && subjects.includes(canonical(`${words[i]}-${words[i + 1]}`, syn))) return true;
  }
  return false;
}

export function matchState(c: State, ctx: MatchContext): Evidence[] | undefined {
  const f = ctx.facts;
  const def = ctx.rules.settings.states.get(c.word);
  if (!def || (!f.mutating && f.families.size)) return undefined;
  const syn = ctx.rules.synonyms;
  if (actsOn(c.subjects, f.toolWords, syn)) {
    for (const k of def.boolKeys) if (f.actionWords.has(`${k}=false`)) return [{ rule: c.rule, call: `${k}: false`, path: `args.${k}`, part: "state" }];
    for (const k of def.oppositeKeys) if (f.actionWords.has(`${k}=true`)) return [{ rule: c.rule, call: `${k}: true`, path: `args.${k}`, part: "state" }];
    for (const k of def.valueKeys)
      for (const v of f.keyValues.get(k) ?? []) if (v.trim() && v.length < 40 && !v.toLowerCase().includes(c.word)) return [{ rule: c.rule, call: v, path: `args.${k}`, part: "state" }];
  }
  // gh pr create without --draft, gh repo create --public
  for (const seg of f.commands)
    if (seg.subcommands.includes("create") && actsOn(c.subjects, seg.subcommands, syn) && !seg.flags.some((fl) => fl.replace(/^-+/, "") === c.word))
      return [{ rule: c.rule, call: [seg.program, ...seg.subcommands].join(" "), path: "args", part: "state" }];
  return undefined;
}
