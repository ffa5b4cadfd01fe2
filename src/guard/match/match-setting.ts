// Matches the setting pins of rule-setting.ts against the call's own key → values table (read once
// by the call reader, CLI flags included): a few map lookups per clause, no walk of the args.
//   setting.context ∈ {dev-eu}  vs  kubectl --context prod-us …       → breaks it
//   dest.branch ∈ {develop}     vs  create_pr {base: "master"}        → breaks it
//   state draft on PRs          vs  create_pull_request {draft: false} → breaks it
import type { Clause } from "../compile/compiled-entry.ts";
import type { Evidence, MatchContext } from "./match-clause.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import { canonical, splitWords } from "../split-words.ts";
import { matchAction } from "./match-clause.ts";
import { formsOf } from "../compile/rule-value-forms.ts";
import { matchKeyPart, matchVersion, matchValueForm } from "./match-setting-forms.ts";

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
  // a read (list_pull_requests {base: "main"}) sets nothing; an action the lexicon cannot read
  // (open_pull_request) may
  if (c.writesOnly && !f.mutating && f.families.size) return undefined;
  if (c.toolWords && !showsTool(c.toolWords, f)) return undefined;
  // "incidents you open: severity 'minor'": only calls about incidents, and only the ones creating one
  if (c.subject && !showsWords(c.subject, f)) return undefined;
  if (c.trigger && !showsWords(c.trigger, f)) return undefined;
  if (c.create && !creates(f)) return undefined;
  // "deploys to acme-web: use --strategy bluegreen": only the calls the rule is about
  const forms = formsOf(c);
  const scoped = forms.scope ? matchAction(forms.scope, f, ctx) : undefined;
  if (forms.scope && !scoped) return undefined;
  const run = forms.programs ? runsProgram(forms.programs, f) : undefined;
  if (forms.programs && !run) return undefined;
  if (forms.keyPart) return matchKeyPart(c, forms, f);
  if (forms.version) return matchVersion(c, forms.version, f);
  if (forms.shape || forms.prefix || forms.reserved) return matchValueForm(c, forms, ctx);
  let seen = false;
  let member: Evidence | undefined;
  for (const k of c.keys) {
    const vals = f.keyValues.get(k);
    if (!vals) continue;
    for (const v of vals) {
      if (!v.trim() || v.length > 200 || UNRESOLVED.test(v)) continue;
      seen = true;
      const ok = valueOk(v, c, ctx.rules.synonyms);
      // a label list must hold the value; the others beside it are fine
      if (c.member) {
        if (ok) return undefined;
        member ??= { rule: c.rule, call: vals.join(", "), path: `args.${k}`, part: "setting" };
      } else if (!ok) return [{ rule: c.rule, call: v, path: `args.${k}`, part: "setting" }];
    }
  }
  if (member) return [member];
  // numbers: {"temperature": 24}, {"days_until_due": 14}; booleans: {"prune": true}
  if (c.range || c.numbers || !seen) {
    for (const n of f.numbers) {
      const k = lastKey(n.path);
      if (!k || !c.keys.includes(k)) continue;
      seen = true;
      const ok = c.range ? n.value >= c.range.min && n.value <= c.range.max : c.numbers ? c.numbers.includes(n.value) : true;
      if (!ok) return [{ rule: c.rule, call: String(n.value), path: n.path, part: "setting" }];
    }
  }
  for (const b of ["true", "false"] as const)
    for (const k of c.keys)
      if (!k.includes("-") && !k.includes("_") && f.actionWords.has(`${k}=${b}`)) {
        seen = true;
        if (c.allowed.length && !c.allowed.some((a) => a.length === 1 && a[0] === b)) {
          if (c.allowed.some((a) => a.length === 1 && (a[0] === "true" || a[0] === "false"))) return [{ rule: c.rule, call: `${k}: ${b}`, path: `args.${k}`, part: "setting" }];
        }
      }
  // CLI short flags (snowsql -w X) and what a CLI uses when the flag is left out (wrangler deploy → production)
  const vr = ctx.rules.settings.values;
  for (const seg of f.commands) {
    for (const fv of seg.flagValues) {
      if (fv.flag.startsWith("--") || fv.flag.length !== 2) continue;
      const key = vr.shortFlags.get(`${seg.program}:${fv.flag[1]}`);
      if (!key || !c.keys.includes(key)) continue;
      seen = true;
      if (!UNRESOLVED.test(fv.value) && !valueOk(fv.value, c, ctx.rules.synonyms)) return [{ rule: c.rule, call: `${fv.flag} ${fv.value}`, path: "args", part: "setting" }];
    }
    if (seen) continue;
    for (const d of vr.cliDefaults.get(seg.program) ?? []) {
      if (!c.keys.includes(d.key) || !seg.subcommands.some((s) => d.subcommands.has(s))) continue;
      if (seg.flags.some((x) => { const k = x.replace(/^-+/, "").toLowerCase(); return c.keys.includes(k) || vr.shortFlags.get(`${seg.program}:${k}`) === d.key; })) continue;
      if (f.mutating && !valueOk(d.value, c, ctx.rules.synonyms)) return [{ rule: c.rule, call: `${[seg.program, ...seg.subcommands].join(" ")} (no --${d.key}: ${d.value})`, path: "args", part: "setting" }];
    }
  }
  // "always proration_behavior=none when changing plans", "Net-30 terms on every invoice": left out
  // (with no act named, only a call creating the thing sets it: send_invoice {invoice_id} sets no terms)
  if (!seen && c.required && f.mutating && (c.trigger || scoped || run || creates(f))) return [...(scoped ?? []), ...(run ? [run] : []), { rule: `always ${c.rule}`, call: "(not set)", path: "args", part: "setting" }];
  return undefined;
}

/** ansible-playbook, ansible-inventory under "ansible:"; an MCP tool named for it (ansible_run_playbook) */
function runsProgram(programs: readonly string[], f: CallFacts): Evidence | undefined {
  for (const seg of f.commands) for (const p of programs) if (seg.program === p || seg.program.startsWith(`${p}-`)) return { rule: p, call: seg.program, path: "args", part: "action" };
  for (const p of programs) if (f.toolWords.includes(p)) return { rule: p, call: f.tool, path: `tool ${f.tool}`, part: "action" };
  return undefined;
}

function valueOk(v: string, c: Setting, syn: ReadonlyMap<string, string>): boolean {
  const t = v.trim();
  if (c.range) {
    const n = Number(t);
    return !/^-?\d+(?:\.\d+)?$/.test(t) || (n >= c.range.min && n <= c.range.max);
  }
  if (c.numbers && /^\d+$/.test(t)) return c.numbers.includes(Number(t));
  return valueAllowed(v, c.allowed, syn);
}

/** "args.payment_term.term_type" → term_type; "args.labels.0" → labels */
function lastKey(path: string): string | undefined {
  const parts = path.split(".");
  for (let i = parts.length - 1; i > 0; i--) if (!/^\d+$/.test(parts[i]!)) return parts[i]!.toLowerCase();
  return undefined;
}

/** The call names the subject: in its tool name or among its argument words (labels: ["bug"]). */
function showsWords(words: readonly string[], f: CallFacts): boolean {
  for (const w of f.toolWords) if (words.includes(w)) return true;
  for (const w of words) if (f.allWords.has(w)) return true;
  for (const seg of f.commands) for (const s of seg.subcommands) if (words.includes(s)) return true;
  return false;
}

const CREATE_WORDS = ["create", "add", "new", "open", "file", "submit", "post", "insert", "raise", "log", "book", "request", "schedule", "make"];
function creates(f: CallFacts): boolean {
  for (const w of CREATE_WORDS) if (f.toolWords.includes(w)) return true;
  for (const seg of f.commands) if (seg.subcommands.some((s) => CREATE_WORDS.includes(s))) return true;
  return false;
}

/** The call acts on the rule's subject: create_pull_request for "PRs", createInvoices for "invoices". */
function actsOn(subjects: readonly string[], words: readonly string[], syn: ReadonlyMap<string, string>): boolean {
  for (let i = 0; i < words.length; i++) {
    if (subjects.includes(canonical(words[i]!, syn))) return true;
    if (i + 1 < words.length && subjects.includes(canonical(`${words[i]}-${words[i + 1]}`, syn))) return true;
  }
  return false;
}

/** create_pull_request, open_merge_request: a creation verb that is no word of the subject itself
 * (update_pull_request: "request" belongs to the pull request, nothing is created). */
function createsSubject(subjects: readonly string[], f: CallFacts, syn: ReadonlyMap<string, string>, more: readonly string[] = []): boolean {
  const w = f.toolWords;
  // the subject is what the tool makes, not a part of it: create_pull_request_review makes a review
  let end = -1;
  for (let i = 0; i < w.length; i++) {
    if (subjects.includes(canonical(w[i]!, syn))) end = i;
    else if (i > 0 && subjects.includes(canonical(`${w[i - 1]}-${w[i]}`, syn))) end = i;
  }
  if (end < 0 || (end < w.length - 1 && !/^(?:to|in|into|on|for|from|with|as)$/.test(w[end + 1]!))) return false;
  for (let i = 0; i < w.length; i++) {
    if (!CREATE_WORDS.includes(w[i]!) && !more.includes(w[i]!)) continue;
    if (subjects.includes(canonical(w[i]!, syn)) || (i > 0 && subjects.includes(canonical(`${w[i - 1]}-${w[i]}`, syn)))) continue;
    return true;
  }
  return false;
}

/** The call states the pinned state itself: draft: true, a status DRAFT, a --draft flag. */
function statedAs(word: string, def: { boolKeys: readonly string[]; oppositeKeys: readonly string[]; valueKeys: readonly string[] }, f: CallFacts): boolean {
  for (const k of def.boolKeys) if (f.actionWords.has(`${k}=true`)) return true;
  for (const k of def.oppositeKeys) if (f.actionWords.has(`${k}=false`)) return true;
  for (const k of def.valueKeys) for (const v of f.keyValues.get(k) ?? []) if (v.toLowerCase().includes(word)) return true;
  for (const seg of f.commands) if (seg.flags.some((fl) => fl.replace(/^-+/, "") === word)) return true;
  return false;
}

/** The call names one of the ids or channels ("-1001882734" as chat_id, "#ops" as channel: "ops"). */
function namesPlace(where: readonly string[], f: CallFacts): boolean {
  for (const w of where) if (f.allWords.has(w)) return true;
  for (const n of f.numbers) if (where.includes(String(Math.abs(n.value)))) return true;
  for (const a of f.addressing) if (where.includes(a.raw.toLowerCase().replace(/^[#@-]/, ""))) return true;
  for (const vals of f.keyValues.values())
    for (const v of vals) {
      if (v.length > 200) continue;
      const low = v.toLowerCase().replace(/^[#@-]/, "");
      if (where.includes(low)) return true;
    }
  return false;
}

export function matchState(c: State, ctx: MatchContext): Evidence[] | undefined {
  const f = ctx.facts;
  const def = ctx.rules.settings.states.get(c.word);
  if (!def || (!f.mutating && f.families.size)) return undefined;
  if (c.where && !namesPlace(c.where, f)) return undefined;
  const syn = ctx.rules.synonyms;
  const subjects = def.subjects.length ? [...c.subjects, ...def.subjects] : c.subjects;
  if (actsOn(subjects, f.toolWords, syn)) {
    for (const k of def.boolKeys) if (f.actionWords.has(`${k}=false`)) return [{ rule: c.rule, call: `${k}: false`, path: `args.${k}`, part: "state" }];
    for (const k of def.oppositeKeys) if (f.actionWords.has(`${k}=true`)) return [{ rule: c.rule, call: `${k}: true`, path: `args.${k}`, part: "state" }];
    for (const k of def.valueKeys)
      for (const v of f.keyValues.get(k) ?? []) if (v.trim() && v.length < 40 && !v.toLowerCase().includes(c.word)) return [{ rule: c.rule, call: v, path: `args.${k}`, part: "state" }];
    // create_pull_request {title, head, base} with no draft at all: the tool's default is not a draft
    // (update_pull_request {body} leaves the state as it is: only a creation must say it)
    if (def.absentBreaks && createsSubject(subjects, f, syn, def.createWords) && !statedAs(c.word, def, f)) return [{ rule: c.rule, call: `no ${c.word} in the call`, path: "args", part: "state" }];
  }
  // gh pr create without --draft, gh repo create --public
  for (const seg of f.commands)
    if (seg.subcommands.includes("create") && actsOn(c.subjects, seg.subcommands, syn) && !seg.flags.some((fl) => fl.replace(/^-+/, "") === c.word))
      return [{ rule: c.rule, call: [seg.program, ...seg.subcommands].join(" "), path: "args", part: "state" }];
  return undefined;
}
