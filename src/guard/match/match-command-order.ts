// Matches the command-order and floor clauses of rule-command-order.ts against a call's command
// lines (or, for a tool that is no shell, its tool-name words and argument numbers).
//   command-order: the call does a trigger step and no earlier call of history (nor an earlier
//     command of the same line) does a prereq step; with "same", the earlier call must name the
//     object the call names (hv-04 in `scontrol … nodename=hv-04` and `ipmitool -H hv-04-ipmi …`).
//   floor: a number the call sets under the rule's name (a key, a flag, or a subcommand followed by
//     its value: `git annex numcopies 1`) is below the floor.
import type { Clause, CommandStep } from "../compile/compiled-entry.ts";
import type { CallFacts } from "../read-call/call-facts.ts";
import type { CommandSegment } from "../read-call/command-line.ts";
import { foldWord } from "../command-word.ts";
import type { GuardRules } from "../guard-rules.ts";
import type { Evidence, MatchContext } from "./match-clause.ts";

const PIECES = Symbol("command-order pieces");

// a CLI's short spelling → the folded word a rule writes ("ls=list": `ipfs pin ls` lists), built once per word set
const SPELLINGS = new WeakMap<ReadonlySet<string>, Map<string, string>>();
function spellings(words: ReadonlySet<string>): Map<string, string> {
  let m = SPELLINGS.get(words);
  if (m) return m;
  m = new Map();
  for (const w of words) {
    const eq = w.indexOf("=");
    if (eq > 0) m.set(w.slice(0, eq), foldWord(w.slice(eq + 1)));
  }
  SPELLINGS.set(words, m);
  return m;
}

/** The folded word pieces of one command segment: program, subcommands, operands, flag values
 * (a subcommand's short spelling also as the word it stands for: ls → list). */
function segPieces(seg: CommandSegment, spelled: Map<string, string>): Set<string> {
  const out = new Set<string>();
  const add = (v: string) => {
    // (rolling-update is one word: it is not the update a rule names)
    for (const p of v.toLowerCase().split(/[^a-z0-9_-]+/)) {
      if (!p || p.length > 40) continue;
      out.add(foldWord(p));
      if (p.includes("_")) for (const q of p.split("_")) if (q) out.add(foldWord(q));
    }
  };
  add(seg.program);
  for (const v of seg.subcommands) {
    add(v);
    const long = spelled.get(v.toLowerCase());
    if (long) out.add(long);
  }
  for (const v of seg.operands) add(v);
  for (const f of seg.flagValues) add(f.value);
  return out;
}

interface Unit {
  pieces: Set<string>;
  flags: readonly string[];
  operands: readonly string[];
  last: string;
}

/** The units a call does: one per command segment, or the tool itself when it runs no command. */
function units(facts: CallFacts, rules: GuardRules): Unit[] {
  const memo = facts.memo.get(PIECES) as Unit[] | undefined;
  if (memo) return memo;
  let out: Unit[];
  if (facts.commands.length) {
    const spelled = spellings(rules.callWords.cli_verb_spellings);
    out = facts.commands.map((seg) => {
      const ops = [...seg.operands, ...seg.flagValues.map((f) => f.value)].map((o) => o.toLowerCase());
      return { pieces: segPieces(seg, spelled), flags: seg.flags.map((f) => f.toLowerCase()), operands: ops, last: (seg.operands[seg.operands.length - 1] ?? "").toLowerCase() };
    });
  } else {
    const pieces = new Set<string>();
    for (const w of facts.toolWords) pieces.add(foldWord(w));
    for (const w of facts.actionWords.keys()) if (!w.includes(":") && !w.startsWith("-")) pieces.add(foldWord(w));
    out = [{ pieces, flags: [], operands: [], last: "" }];
  }
  facts.memo.set(PIECES, out);
  return out;
}

function doesStep(s: CommandStep, u: Unit, mutating: boolean): boolean {
  for (const w of s.words) if (!u.pieces.has(w)) return false;
  for (const f of s.flags ?? []) if (!u.flags.includes(f)) return false;
  for (const f of s.without ?? []) if (u.flags.includes(f)) return false;
  if (s.literal) {
    // "images only go into R": the place is where the call writes (its last operand), and it writes
    if (s.dest ? !u.last.includes(s.literal) : !u.operands.some((o) => o.includes(s.literal!))) return false;
    if (!s.words.length && !mutating) return false;
  }
  return true;
}

// a value names an object when it is not a plain word: hv-b7-04, db-2.internal, 10.0.0.4, web42
const OBJECT = /[0-9.-]/;
function objects(u: Unit): string[] {
  const out: string[] = [];
  for (const o of u.operands) {
    const v = o.includes("=") ? o.slice(o.indexOf("=") + 1) : o;
    if (v.length >= 4 && v.length <= 200 && OBJECT.test(v) && /[a-z]/.test(v)) out.push(v);
  }
  return out;
}
function sameObject(a: Unit, b: Unit): boolean {
  const ao = objects(a);
  const bo = objects(b);
  if (!ao.length || !bo.length) return true;
  return ao.some((x) => bo.some((y) => x.includes(y) || y.includes(x)));
}

export function matchCommandOrder(c: Extract<Clause, { type: "command-order" }>, ctx: MatchContext): Evidence[] | undefined {
  // the trigger is a command line the rule spells in command words; a tool of its own (create_payment)
  // is read by the act readers (the prerequisite may be any tool: a scheduler API's drain_node)
  if (!ctx.facts.commands.length) return undefined;
  const us = units(ctx.facts, ctx.rules);
  const ti = us.findIndex((u) => c.trigger.some((s) => doesStep(s, u, ctx.facts.mutating)));
  if (ti < 0) return undefined;
  const trig = us[ti]!;
  const done = (u: Unit) => c.prereq.some((s) => doesStep(s, u, true)) && (!c.same || sameObject(u, trig));
  // "etcdctl snapshot save … && etcdctl defrag": the prerequisite earlier on the same line
  for (let i = 0; i < ti; i++) if (done(us[i]!)) return undefined;
  const history = ctx.history();
  for (let i = history.length - 1; i >= 0; i--) if (units(history[i]!, ctx.rules).some(done)) return undefined;
  const what = c.prereq.map((s) => [...s.words, ...(s.without ?? []).map((f) => `without ${f}`)].join(" ") || s.literal).join(" or ");
  return [
    { rule: c.rule, call: [...trig.pieces].slice(0, 6).join(" "), path: "args", part: "action" },
    { rule: c.rule, call: `no earlier ${what} in history`, path: "history", part: "sequence" },
  ];
}

/** The numbers a call sets, each with the folded words of its name. */
function setNumbers(facts: CallFacts): { words: string[]; value: number; where: string }[] {
  const out: { words: string[]; value: number; where: string }[] = [];
  for (const n of facts.numbers) out.push({ words: [...n.keyWords.map(foldWord), foldWord(n.key.replace(/[^a-z0-9]/gi, ""))], value: n.value, where: n.path });
  for (const seg of facts.commands) {
    // `git annex numcopies 1`, `pool resize 3`: a subcommand word, then its value
    for (let i = 1; i < seg.operands.length; i++) {
      const v = seg.operands[i]!;
      const k = seg.operands[i - 1]!;
      if (/^\d{1,9}$/.test(v) && /^[a-z][a-z0-9_-]{1,40}$/i.test(k)) out.push({ words: k.toLowerCase().split(/[_-]/).map(foldWord).concat(foldWord(k.replace(/[_-]/g, ""))), value: Number(v), where: `${seg.program} ${k} ${v}` });
    }
    // `--min-nodes 2`, `--replicas=1`
    for (const f of seg.flagValues)
      if (/^\d{1,9}$/.test(f.value)) {
        const k = f.flag.replace(/^-+/, "").toLowerCase();
        out.push({ words: k.split(/[_-]/).map(foldWord).concat(foldWord(k.replace(/[_-]/g, ""))), value: Number(f.value), where: `${seg.program} ${f.flag} ${f.value}` });
      }
  }
  return out;
}

export function matchFloor(c: Extract<Clause, { type: "floor" }>, ctx: MatchContext): Evidence[] | undefined {
  const own = new Set([...c.names, ...c.unit]);
  // "instance groups" ~ instancegroup: two words of the rule written as one
  const joined: string[] = [];
  for (let i = 1; i < c.names.length; i++) joined.push(c.names[i - 1]! + c.names[i]!);
  for (const j of joined) own.add(j);
  let mentions: boolean | undefined;
  const callNames = () => {
    if (mentions !== undefined) return mentions;
    const words = new Set<string>();
    for (const w of ctx.facts.allWords) words.add(foldWord(w));
    for (const u of units(ctx.facts, ctx.rules)) for (const p of u.pieces) words.add(p);
    return (mentions = [...own].some((w) => words.has(w)));
  };
  for (const n of setNumbers(ctx.facts)) {
    if (n.value >= c.min) continue;
    const named = n.words.some((w) => own.has(w));
    // spec.minSize=2 under "stay at min 3 nodes" on a call about the instance group the rule names
    const minKey = n.words.some((w) => w === "min" || w === "minimum") && callNames();
    if (!named && !minKey) continue;
    return [{ rule: c.rule, call: `${n.value} < ${c.min}`, path: n.where, part: "limit" }];
  }
  return undefined;
}
