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
  return out.length ? out : undefined;
}

/** The call does one of the alternatives: a command segment whose program and subcommands hold
 * every word, or a tool whose name does. */
export function doesAlternative(ways: readonly string[][], facts: CallFacts, synonyms: ReadonlyMap<string, string>): boolean {
  const tool = facts.toolWords.map((w) => canonical(w, synonyms));
  for (const way of ways) {
    if (way.every((w) => tool.includes(w))) return true;
    for (const seg of facts.commands) {
      const words = [seg.program, ...seg.subcommands].flatMap((w) => splitWords(w, 4)).map((w) => canonical(w, synonyms));
      if (way.every((w) => words.includes(w))) return true;
    }
  }
  return false;
}
