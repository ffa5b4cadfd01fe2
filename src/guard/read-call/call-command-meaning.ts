// What a parsed command segment MEANS beyond its own words, from rules/guard/commands.yaml:
//   git reset --hard HEAD~3        → actions discard/delete/rewrite, targets "git history", "commits"
//   HUSKY=0 git commit -m x        → actions skip/bypass, targets "git hooks"
//   pnpm -r publish                → actions publish, targets "npm registry"; counts as running npm
//   npx jest --ci                  → actions run/test, targets "whole test suite"
import type { CommandSegment } from "./command-line.ts";
import type { CommandMeaningDef, MeaningRules } from "./call-meaning-rules.ts";

export interface MeaningFact {
  id: string; // the lexicon entry: "git.reset-hard"
  actions: readonly string[];
  targets: readonly string[];
  programs: readonly string[];
  where: string; // `args.command "git reset --hard" (git.reset-hard)`
}

// a test run narrowed to files, names or patterns: jest src/cart.test.ts, pytest -k cart
const NARROWING_FLAGS = new Set([
  "-t", "--testnamepattern", "-k", "--grep", "-g", "--spec", "--testpathpattern", "--findrelatedtests", "--related",
  "--changed", "--changedsince", "-o", "--onlychanged", "--only-changed", "--lf", "--last-failed", "--run", "-p", "--package",
  "--filter", "--selectprojects", "--project", "--test", "--tests", "--file", "--files", "--testfile", "-m",
]);

/** Subcommands as the lexicon sees them: a flag in front may have swallowed the first one
 * (pnpm -r publish reads "-r" as taking "publish"), so fall back to the first flag value word. */
function subWords(seg: CommandSegment): string[] {
  if (seg.subcommands.length) return seg.subcommands;
  const fv = seg.flagValues.find((f) => /^[a-z][a-z0-9:-]{0,30}$/.test(f.value));
  return fv ? [fv.value, ...seg.operands.filter((o) => /^[a-z][a-z0-9:-]{0,30}$/.test(o)).slice(0, 3)] : [];
}

function hasFlag(seg: CommandSegment, f: string): boolean {
  if (seg.flags.includes(f.toLowerCase()) || seg.flags.includes(f)) {
    // command-line.ts lowercases flags: -D and -d read alike, which every entry here tolerates
    return true;
  }
  // a cluster of short flags: -nm holds -n; -am holds -a (not for long flags)
  if (/^-[A-Za-z]$/.test(f)) {
    const c = f[1]!.toLowerCase();
    for (const g of seg.flags) if (/^-[a-z]{2,6}$/.test(g) && g.includes(c)) return true;
  }
  return false;
}

function startsWith(words: readonly string[], seq: readonly string[]): boolean {
  if (seq.length > words.length) return false;
  for (let i = 0; i < seq.length; i++) if (words[i] !== seq[i]) return false;
  return true;
}

function matches(def: CommandMeaningDef, seg: CommandSegment, subs: string[]): boolean {
  if (def.sub.length && !def.sub.some((s) => startsWith(subs, s))) return false;
  // with a value pattern, the flag must carry a matching value: docker run -p 8080:8080, not -p 127.0.0.1:8080:8080
  if (def.flagValueRe) {
    if (!seg.flagValues.some((fv) => fv.value.length <= 100 && (!def.flags.length || def.flags.some((f) => fv.flag === f.toLowerCase() || fv.flag === f)) && def.flagValueRe!.test(fv.value))) return false;
  } else if (def.flags.length && !def.flags.some((f) => hasFlag(seg, f))) return false;
  if (def.noFlags.some((f) => seg.flags.includes(f.toLowerCase()))) return false;
  if (def.env.length && !seg.env.some((e) => def.env.some((p) => e.startsWith(p)))) return false;
  if (def.flagValues.length && !seg.flagValues.some((fv) => def.flagValues.some((v) => fv.value.toLowerCase().includes(v)))) return false;
  if (def.operandPrefix && !seg.operands.slice(1).some((o) => o.startsWith(def.operandPrefix!))) return false;
  if (def.operandRe && !seg.operands.slice(1).some((o) => o.length <= 100 && def.operandRe!.test(o))) return false;
  if (def.operandIs.length && !seg.operands.some((o) => o.length <= 40 && def.operandIs.includes(o.toLowerCase()))) return false;
  if (def.operandContains.length && !holds(seg, def.operandContains)) return false;
  if (def.wholeSuite && isNarrowed(seg, subs, def)) return false;
  return true;
}

/** An operand or a flag value holding one of these (lowercased): a sed script is either one (sed -i 's/…/' f, sed -i -e 's/…/' f) */
function holds(seg: CommandSegment, parts: readonly string[]): boolean {
  for (const o of seg.operands) if (o.length <= 2000 && parts.some((c) => o.toLowerCase().includes(c))) return true;
  for (const fv of seg.flagValues) if (fv.value.length <= 2000 && parts.some((c) => fv.value.toLowerCase().includes(c))) return true;
  return false;
}

/** Does the test run name files, tests or patterns? Then it is not the whole suite. */
function isNarrowed(seg: CommandSegment, subs: string[], def: CommandMeaningDef): boolean {
  if (seg.flags.some((f) => NARROWING_FLAGS.has(f))) return true;
  // operands other than the subcommand words the entry matched: test files, dirs, names
  const matchedLen = def.sub.find((s) => startsWith(subs, s))?.length ?? 0;
  const rest = seg.operands.slice(matchedLen);
  // "go test ./..." and "cargo test --workspace" are the whole suite; a path below it is not
  if (rest.some((o) => o !== "./..." && o !== "." && o !== "./" && o !== "all")) return true;
  // a flag value that is a file: pnpm test -- src/cart.test.ts ("--" read as a flag taking it)
  return seg.flagValues.some((fv) => /[/\\]|\.\w{1,5}$/.test(fv.value) && !/^\.\.?\/?(?:\.\.\.)?$/.test(fv.value));
}

/** docker push ghcr.io/acme/api: an image with no :tag and no @digest is :latest */
function untaggedImage(seg: CommandSegment, def: CommandMeaningDef, subs: string[]): boolean {
  const matchedLen = def.sub.find((s) => startsWith(subs, s))?.length ?? 0;
  const image = seg.operands[matchedLen];
  if (!image || image.includes("@")) return false;
  const last = image.slice(image.lastIndexOf("/") + 1);
  return !last.includes(":");
}

/** The destination side of src:dst refspecs: "+HEAD:refs/heads/release/3.1" → release/3.1 */
function refspecDestinations(seg: CommandSegment): string[] {
  const out: string[] = [];
  for (const o of seg.operands) {
    const i = o.indexOf(":");
    if (i < 0 || i === o.length - 1 || o.includes("://") || out.length >= 10) continue;
    out.push(o.slice(i + 1).replace(/^refs\/(?:heads|tags)\//, ""));
  }
  return out;
}

const PROD_TARGET = /^(?:production|prod|live)\b/;
// a non-production stage as a whole word of an operand or flag value (shop-staging, --env dev)
function namesOtherStage(seg: CommandSegment, re: RegExp): boolean {
  for (const o of seg.operands) if (o.length <= 200 && re.test(o)) return true;
  for (const fv of seg.flagValues) if (fv.value.length <= 200 && re.test(fv.value)) return true;
  return false;
}

export function commandMeanings(seg: CommandSegment, path: string, rules: MeaningRules): MeaningFact[] {
  const all = rules.commandsByProgram.get(seg.program);
  if (!all) return [];
  const subs = subWords(seg);
  const defs = candidates(all, subs);
  const out: MeaningFact[] = [];
  let shown: string | undefined; // the same for every entry that matches: built once, on the first
  for (const def of defs) {
    if ((def.sqlOperands && !def.actions.length && !def.targets.length) || !matches(def, seg, subs)) continue;
    shown ??= [...seg.env, seg.program, ...subs.slice(0, 2)].join(" ");
    let targets = def.imageOperand && untaggedImage(seg, def, subs) ? [...def.targets, "latest", "latest tag"] : def.targets;
    // git push origin HEAD:release/3.1 lands on release/3.1
    if (def.refspec) targets = [...targets, ...refspecDestinations(seg)];
    // "production" by default, unless the command names another stage: flyctl deploy -a shop-staging
    if (targets.some((t) => PROD_TARGET.test(t)) && namesOtherStage(seg, rules.otherStageRe)) targets = targets.filter((t) => !PROD_TARGET.test(t));
    out.push({ id: def.id, actions: def.actions, targets, programs: def.asPrograms, where: `${path} "${shown}" (${def.id})` });
  }
  return out;
}

/** SQL handed to a client as an operand (an entry with sql_operands): bq query 'CREATE OR REPLACE
 * TABLE …', sqlite3 app.db 'DELETE FROM users' → the operands after the subcommands that read as a
 * statement (several words), for the sql section of commands.yaml. */
export function sqlOperands(seg: CommandSegment, rules: MeaningRules): string[] {
  const all = rules.commandsByProgram.get(seg.program);
  if (!all) return [];
  const subs = subWords(seg);
  for (const def of candidates(all, subs)) {
    if (!def.sqlOperands || !matches(def, seg, subs)) continue;
    const from = def.sub.find((s) => startsWith(subs, s))?.length ?? 0;
    return seg.operands.slice(from).filter((o) => o.length >= 6 && /\s/.test(o));
  }
  return [];
}

// speed: the entries of a program that can match a first subcommand word, in lexicon order (an
// entry whose subcommands all start with another word cannot); built once per program's list
interface SubIndex {
  byFirst: Map<string, readonly CommandMeaningDef[]>;
  anySub: readonly CommandMeaningDef[]; // entries with no subcommand (or an empty one): for any word
}
const subIndexes = new WeakMap<readonly CommandMeaningDef[], SubIndex>();
export function candidates(defs: readonly CommandMeaningDef[], subs: readonly string[]): readonly CommandMeaningDef[] {
  let index = subIndexes.get(defs);
  if (!index) {
    const anySub = defs.filter((d) => !d.sub.length || d.sub.some((s) => !s.length));
    const byFirst = new Map<string, readonly CommandMeaningDef[]>();
    for (const d of defs) for (const s of d.sub) if (s.length && !byFirst.has(s[0]!)) byFirst.set(s[0]!, defs.filter((e) => anySub.includes(e) || e.sub.some((t) => t[0] === s[0])));
    subIndexes.set(defs, (index = { byFirst, anySub }));
  }
  return (subs.length && index.byFirst.get(subs[0]!)) || index.anySub;
}
