// "Don't touch the lockfile (uv.lock) by hand; use `uv lock` if it really needs to change", "never
// delete contacts outright, remove from lists instead", "don't edit the generated client — run
// `make gen` instead": the ban names the allowed way to do it. A call that IS that way (its program
// and subcommands, or its tool's name, carry every word of the alternative: `uv lock --upgrade-package
// requests`, remove_contacts_from_list) is not the banned act, whatever target words it shares with it.
import type { CallFacts } from "../read-call/call-facts.ts";
import { canonical, splitWords } from "../split-words.ts";

// "; use `uv lock`", ", just run `make gen`", "— use `x` instead", "(use `x`)"
const USE_CODE = /(?:^|[.!]\s|[;,(—–]|\s-\s|\bjust|\binstead)\s{0,3}(?:just\s+|instead\s*,?\s*)?(?:use|run|call|go through|do it (?:with|via|through))\s+`([^`]{1,60})`/gi;
// ", remove from lists instead", "— archive them instead"
const PHRASE_INSTEAD = /(?:^|[.!]\s|[;,(—–]|\s-\s)\s{0,3}((?:[a-z][a-z-]{1,20}\s{1,3}){0,3}[a-z][a-z-]{1,20})\s{1,3}instead\b/gi;
// "No deleting features; archive them", "Don't delete Duo users, disable them": the imperative that
// follows the ban and takes its object back as a pronoun is the allowed way (one verb)
// (only a bare "archive them": "move them to Ready for QA" names a way the call must show in full)
const VERB_THEM = /(?:[;,(—–]|\s-\s)\s{0,3}(?:just\s+)?([a-z][a-z-]{2,20})\s{1,3}(?:them|it)(?:\s{1,3}instead)?\s{0,3}(?:[.;,!)]|$)/gi;
// "Don't delete from MEGA, move things to /Trash-holding": a move into the named folder is the way
// (kept as the folder, "/trash-holding", which a path of a moving call must be at or under)
const MOVE_TO = /(?:[;,(—–]|\s-\s)\s{0,3}(?:just\s+|instead\s+)?(?:move|mv)\s[a-z ]{0,40}?\b(?:to|into)\s{1,3}(\/[\w.-]{1,60}(?:\/[\w.-]{1,60}){0,5})/gi;
// "migrations go through `atlas migrate apply`, not schema apply": the named command is the way
const GO_THROUGH = /\b(?:go|goes|going|run|runs)\s{1,3}(?:through|via)\s{1,3}`([^`]{1,60})`/gi;
// "never delete from the bucket acme-invoices. move to acme-invoices-trash if you must": a move into
// the named bucket or share (a name with - _ or ., kept as "~name") is the way
const MOVE_TO_NAME = /(?:[.!]\s|[;,(—–]|\s-\s)\s{0,3}(?:just\s+|instead\s+)?(?:move|mv)\s[a-z ]{0,40}?\b(?:to|into)\s{1,3}(?:the\s{1,3})?(?:bucket\s{1,3})?`?([a-z0-9][\w.-]{2,60})/gi;
const STOP = new Set(["the", "a", "an", "them", "it", "this", "that", "those", "these", "from", "to", "in", "into", "on", "of", "with", "via", "by", "just", "use", "do", "you", "your", "my", "our", "please", "can", "should"]);

/** Each alternative the text names, as canonical words (stop words dropped); undefined when none. */
export function alternativeWays(text: string, synonyms: ReadonlyMap<string, string>): string[][] | undefined {
  const out: string[][] = [];
  const add = (s: string) => {
    const words = splitWords(s, 8).filter((w) => !STOP.has(w.toLowerCase()) && !w.startsWith("-")).map((w) => canonical(w, synonyms));
    if (words.length >= 1 && words.length <= 4) out.push(words);
  };
  for (const m of text.matchAll(USE_CODE)) add(m[1]!.split(/\s-/)[0]!);
  for (const m of text.matchAll(PHRASE_INSTEAD)) if (!/`/.test(m[1]!)) add(m[1]!);
  for (const m of text.matchAll(VERB_THEM)) if (!STOP.has(m[1]!.toLowerCase()) && !NOT_A_WAY.test(m[1]!)) add(m[1]!);
  for (const m of text.matchAll(MOVE_TO)) out.push([folderOf(m[1]!)]);
  for (const m of text.matchAll(GO_THROUGH)) add(m[1]!.split(/\s-/)[0]!);
  for (const m of text.matchAll(MOVE_TO_NAME)) if (/[-_.]/.test(m[1]!)) out.push([`~${trimDots(m[1]!).toLowerCase()}`]);
  return out.length ? out : undefined;
}

// words before "them" that are no imperative of another way ("unless you ask them", "don't touch them")
const NOT_A_WAY = /^(?:ask|tell|touch|leave|keep|let|make|see|check|need|needs|want|help|give|send|email|call|ping|message|notify|delete|remove|drop|change|edit|modify|use|with|without|about|than|unless|if|when|before|after|all|both|of)$/i;

/** The call does one of the alternatives: a command segment whose program and subcommands hold
 * every word, a tool whose name does, or (one word) an argument that switches that state on
 * ({archived: true} under "archive them", {paused: "true"} under "pause them"). */
export function doesAlternative(ways: readonly string[][], facts: CallFacts, synonyms: ReadonlyMap<string, string>): boolean {
  const tool = facts.toolWords.map((w) => canonical(w, synonyms));
  for (const way of ways) {
    if (way.every((w) => tool.includes(w))) return true;
    for (const seg of facts.commands) {
      const words = [seg.program, ...seg.subcommands].flatMap((w) => splitWords(w, 4)).map((w) => canonical(w, synonyms));
      if (way.every((w) => words.includes(w))) return true;
    }
    if (way.length === 1 && way[0]!.startsWith("/")) {
      if (movesInto(way[0]!, facts)) return true;
      continue;
    }
    if (way.length === 1 && way[0]!.startsWith("~")) {
      if (movesIntoName(way[0]!.slice(1), facts)) return true;
      continue;
    }
    if (way.length === 1 && stateOn(way[0]!, facts)) return true;
  }
  return false;
}

// {archived: true}, {is_paused: "true"}: the argument-state reader writes the key switched on as
// "archived=true" among the call's action words
function stateOn(verb: string, facts: CallFacts): boolean {
  const stem = verb.toLowerCase().replace(/e$/, "");
  if (stem.length < 3) return false;
  for (const w of facts.actionWords.keys()) {
    if (!w.endsWith("=true")) continue;
    const k = w.slice(0, -5).replace(/^is[-_]?/, "");
    if (k === stem || k === `${stem}d` || k === `${stem}ed` || k === `${stem}e`) return true;
  }
  return false;
}

// "/Trash-holding/" → "/trash-holding" (a loop: a trailing-slash regex is quadratic on "////…")
function folderOf(p: string): string {
  let end = p.length;
  while (end > 1 && p.charCodeAt(end - 1) === 47) end--;
  return p.slice(0, end).toLowerCase();
}
// the call's act words (tool name, program, subcommands: mega-mv, move_file) that say it moves
const MOVING = /^(?:mv|move|moves|moving)$/;

/** A moving call with a path at or under the folder. */
function movesInto(folder: string, facts: CallFacts): boolean {
  let moving = facts.toolWords.some((w) => MOVING.test(w));
  if (!moving) for (const w of facts.actionWords.keys()) if (MOVING.test(w)) moving = true;
  if (!moving) return false;
  return facts.paths.some((p) => {
    const v = folderOf(p.value);
    return v === folder || v.startsWith(`${folder}/`);
  });
}

// "acme-invoices-trash." → "acme-invoices-trash" (a loop, not a trailing-class regex)
function trimDots(s: string): string {
  let end = s.length;
  while (end > 1 && s.charCodeAt(end - 1) === 46) end--;
  return s.slice(0, end);
}

/** A moving call with a path or command operand in the named bucket or share: s3://name/…,
 * gs://name/…, name/…, name. */
function movesIntoName(name: string, facts: CallFacts): boolean {
  let moving = false;
  for (const w of facts.toolWords) if (MOVING.test(w)) moving = true;
  if (!moving) for (const w of facts.actionWords.keys()) if (MOVING.test(w)) moving = true;
  if (!moving) return false;
  for (const p of facts.paths) if (inName(p.value, name)) return true;
  for (const seg of facts.commands) for (const o of seg.operands) if (inName(o, name)) return true;
  return false;
}
function inName(value: string, name: string): boolean {
  let v = value.toLowerCase();
  const scheme = v.indexOf("://");
  if (scheme > 0 && scheme < 12) v = v.slice(scheme + 3);
  return v === name || v.startsWith(`${name}/`);
}
