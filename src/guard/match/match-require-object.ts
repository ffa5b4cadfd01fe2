// Matches a field requirement (rule-require-field.ts) against the call's facts, read once:
//   "tickets you open need a priority" vs zendesk_create_ticket {subject}            → breaks it
//                                      vs create_ticket_comment {ticket_id, body}    → not about it
//   "always add a reason to refunds"   vs list_refunds {limit}                        → a read sets nothing
//   "docker builds must use --pull"    vs docker build -t web .                       → breaks it
// A few lookups in the call's key/word tables; no walk of the arguments.
import { removesOnly } from "../carve-outs/fb-removes-only.ts";
import type { Clause } from "../compile/compiled-entry.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import type { GuardRules } from "../guard-rules.ts";
import { matchFamilies, type Evidence, type MatchContext } from "./match-clause.ts";
import { canonical, singular, splitWords } from "../split-words.ts";
import type { RequiredFieldAct } from "../compile/rule-require-field.ts";

type Require = Extract<Clause, { type: "require" }>;

const LINK = /^(?:to|in|into|on|for|from|with|by)$/;
const CREATE = ["word:create", "word:add", "word:new", "word:open", "word:file", "word:submit", "word:post", "word:insert", "word:raise", "word:log", "word:book"];

export function matchRequiredField(c: Require, ctx: MatchContext): Evidence[] | undefined {
  const f = ctx.facts;
  const rf = c.field!;
  const about = aboutSubject(c, f, ctx);
  if (!about) return undefined;
  // a read sets no field, unless the rule's subject is itself a run of a program ("bq queries")
  if (!about.command && !f.mutating && f.families.size) return undefined;
  // "All meetings need a waiting room" under delete_meeting: a call that only removes the thing
  // (delete, cancel, archive, stop it) sets none of its fields (fb-removes-only.ts)
  if (!about.command && removesOnly(f)) return undefined;
  if (rf.create && !about.command && !matchFamilies(CREATE, f, ctx.rules)) return undefined;
  const missing = c.tokens.filter((t) => !carries(t, f, ctx.rules));
  if (!missing.length || (c.anyOf && missing.length < c.tokens.length)) return undefined;
  return [about.ev, { rule: `always ${c.rule}`, call: `no "${missing.join('", "')}" in the call`, path: "args", part: "requirement" }];
}

function aboutSubject(c: Require, f: CallFacts, ctx: MatchContext): { ev: Evidence; command: boolean } | undefined {
  const rf = c.field!;
  // "manifests you apply": the call shows the act (kubectl_apply, kubectl apply) and names the thing
  const act = (rf as RequiredFieldAct).act;
  if (act && rf.object) {
    const shows = f.toolWords.some((w) => act.includes(w)) || f.commands.some((seg) => seg.subcommands.some((s) => act.includes(s)));
    const names = rf.object.some((o) => f.allWords.has(o) || f.toolWords.includes(o));
    return shows && names ? { ev: { rule: `${rf.object.join(" ")} ${act.join(" ")}`, call: f.tool, path: `tool ${f.tool}`, part: "action" }, command: false } : undefined;
  }
  if (rf.program) {
    for (const seg of f.commands)
      if (seg.program === rf.program && (!rf.sub || seg.subcommands.some((s) => s === rf.sub || singular(s) === rf.sub)))
        return { ev: { rule: `${rf.program}${rf.sub ? ` ${rf.sub}` : ""}`, call: [seg.program, ...seg.subcommands].join(" "), path: "args", part: "action" }, command: true };
    // an MCP tool for the same program: helm_upgrade, bq_query
    if (f.toolWords.includes(rf.program) && (!rf.sub || f.toolWords.some((w) => singular(w) === rf.sub)))
      return { ev: { rule: rf.program, call: f.tool, path: `tool ${f.tool}`, part: "action" }, command: true };
  }
  if (rf.object) {
    // git commit, fly deploy: a subcommand named for the thing
    for (const seg of f.commands)
      if (seg.subcommands[0] && rf.object.includes(canonical(singular(seg.subcommands[0]), ctx.rules.synonyms)))
        return { ev: { rule: rf.object.join(" "), call: [seg.program, ...seg.subcommands].join(" "), path: "args", part: "action" }, command: false };
    const on = actsOnObject(rf.object, f, ctx.rules);
    if (on === true) return { ev: { rule: rf.object.join(" "), call: f.tool, path: `tool ${f.tool}`, part: "action" }, command: false };
    // the tool names the object but acts on something of it: create_ticket_comment
    if (on === "part") return undefined;
  }
  // a generic tool (make_api_request {method: refundPayment}) shows it by its family
  if (rf.families) {
    const hit = matchFamilies(rf.families, f, ctx.rules);
    if (hit) return { ev: hit, command: false };
  }
  return undefined;
}

/** The tool names the object as what it acts on: the last word of its name, or the word before a
 * preposition (add_card_to_list), never a word another noun follows (create_ticket_comment). */
function actsOnObject(object: readonly string[], facts: CallFacts, rules: GuardRules): boolean | "part" {
  const w = facts.toolWords;
  let named = false;
  for (let i = 0; i < w.length; i++) {
    if (!object.includes(canonical(w[i]!, rules.synonyms))) continue;
    const next = w[i + 1];
    if (next === undefined || LINK.test(next) || rules.platformWords.has(next)) return true;
    named = true;
  }
  return named ? "part" : false;
}

/** The call carries the field: a key, a flag, a boolean switch, or (leniently) the word anywhere. */
function carries(tok: string, f: CallFacts, rules: GuardRules): boolean {
  // git commit -s writes the Signed-off-by line itself (require-field.yaml texts)
  for (const [, t] of rules.requireField.texts)
    if (t.text === tok) {
      if (f.commands.some((seg) => seg.flags.some((x) => t.flags.includes(x)))) return true;
      return rawHas(f, tok);
    }
  if (tok.includes("@") || tok.includes(".")) {
    for (const e of f.emails) if (e.value.toLowerCase() === tok) return true;
    if (rawHas(f, tok)) return true;
    // "resources.limits": a key path, each key under the one before in the manifest text
    return KEY_PATH.test(tok) && keyPathIn(tok.split("."), f);
  }
  const words = splitWords(tok, 8).map((w) => canonical(w, rules.synonyms));
  // a key that only holds other keys carries nothing itself: {PatchWithComment: {patch: […]}} has no comment
  const has = (w: string) => (f.allWords.has(w) && !onlyInContainerKey(w, f, rules)) || f.content.some((v) => v.words.includes(w));
  if (words.every(has)) return true;
  const flat = tok.replace(/[-_]/g, "");
  if (f.actionWords.has(`${flat}=true`) || f.actionWords.has(`${flat}=false`)) return true;
  for (const seg of f.commands) {
    if (seg.flags.some((x) => x.replace(/^-+/, "").replace(/[-_]/g, "") === flat)) return true;
    if (seg.flagValues.some((x) => x.flag.replace(/^-+/, "").replace(/[-_]/g, "") === flat)) return true;
  }
  return false;
}

function rawHas(f: CallFacts, tok: string): boolean {
  for (const a of f.addressing) if (a.raw.toLowerCase().includes(tok)) return true;
  for (const a of f.content) if (a.raw.toLowerCase().includes(tok)) return true;
  for (const vals of f.keyValues.values()) for (const v of vals) if (v.length < 20000 && v.toLowerCase().includes(tok)) return true;
  return false;
}

const KEY_PATH = /^[a-z_][a-z0-9_-]{0,40}(?:\.[a-z_][a-z0-9_-]{0,40}){1,4}$/;
/** "resources:\n  limits:" (YAML) or "resources": {"limits" (JSON), one key after the other. */
function keyPathIn(keys: readonly string[], f: CallFacts): boolean {
  for (const vals of f.keyValues.values())
    for (const v of vals) {
      if (v.length > 20000) continue;
      const low = v.toLowerCase();
      let at = 0;
      let ok = true;
      for (const k of keys) {
        const y = low.indexOf(`${k}:`, at);
        const j = low.indexOf(`"${k}"`, at);
        const next = y < 0 ? j : j < 0 ? y : Math.min(y, j);
        if (next < 0) {
          ok = false;
          break;
        }
        at = next + k.length;
      }
      if (ok) return true;
    }
  return false;
}

/** The word is seen only in the name of an object/array key, never in a leaf key, a value or the tool. */
function onlyInContainerKey(w: string, f: CallFacts, rules: GuardRules): boolean {
  let inContainer = false;
  for (const a of f.addressing) {
    if (!a.words.includes(w)) continue;
    if (!a.path.endsWith("(key)") || !a.path.startsWith(`args.${a.raw} `)) return false;
    inContainer = true;
  }
  if (!inContainer) return false;
  for (const k of f.keyValues.keys()) if (splitWords(k, 8).some((x) => canonical(x, rules.synonyms) === w)) return false;
  for (const n of f.numbers) if (n.keyWords.includes(w)) return false;
  for (const c of f.content) if (splitWords(c.path.slice(c.path.lastIndexOf(".") + 1), 8).some((x) => canonical(x, rules.synonyms) === w)) return false;
  return true;
}
