// Reads a DESTINATION-ONLY rule: the things it is about may go to one place and nowhere else.
//   "exports land in /srv/out/ only"                       → write calls with a path outside /srv/out break it
//   "Downloads go to ~/Downloads/agent/ and nowhere else"  → a path outside Downloads/agent breaks it
//   "invites only go to @corp.example addresses"           → a send naming a recipient outside corp.example
// The subject (the words before the cue) gives the act when it names one (emails → send); a place
// with no act named is written to. An email domain is checked against the call's recipients only
// (the host an API lives on is no recipient): destEmails.
import type { GuardRules } from "../guard-rules.ts";
import type { Clause } from "./compiled-entry.ts";
import type { RuleSentence } from "./rule-text.ts";
import { expandFamilies, findAction } from "./rule-action.ts";

type ActionClause = Extract<Clause, { type: "action" }>;

// "go to", "goes into", "are saved under", "get sent to", "land in", "belong in" (plain words, no nesting)
const DEST_CUE = /\b(?:go|goes|land|lands|belong|belongs|(?:(?:are|is|get|gets|be)\s+)?(?:sent|saved|written|stored|put|placed|filed|delivered|uploaded|downloaded))(?:\s+only)?\s+(?:to|in|into|under|at|inside)\b/i;
// the "only" that makes the place exclusive
const EXCLUSIVE = /\bonly\b|\bnowhere else\b|\bexclusively\b|\bnot (?:anywhere )?else(?:where)?\b|\band no ?where else\b/i;
// a ban or an approval elsewhere in the sentence reads another way ("never send invoices to …")
const OTHER_MOOD = /\b(?:never|don'?t|do not|must not|mustn'?t|no one|ask|approval|unless|until|except)\b/i;

export function findDestination(sent: RuleSentence, rules: GuardRules): ActionClause[] | undefined {
  const text = sent.text;
  if (text.length > 240 || !EXCLUSIVE.test(text) || OTHER_MOOD.test(text)) return undefined;
  const cue = DEST_CUE.exec(text);
  if (!cue) return undefined;
  const at = cue.index + cue[0].length;
  const before = sent.tokens.filter((t) => t.start < cue.index);
  const after = sent.tokens.filter((t) => t.start >= at);
  const place = after.find((t) => t.kind !== "word" || !/^(?:the|a|an|my|our|your)$/.test(t.lower));
  if (!place || !before.length) return undefined;
  const found = findAction(before, rules).spec;
  // ("exported reports are saved under …": the export reads; the placing is the write)
  const subject = { ...found, families: found.families.filter((f) => !rules.families.get(f)?.readOnly) };
  if (place.kind === "path") {
    const prefix = findAction([place], rules).spec.groups.flat().find((t) => t.prefix)?.prefix;
    if (!prefix) return undefined;
    // (the subject names what is placed; the place alone says where: any write outside it)
    const words = [cue[0].trim()];
    if (subject.families.length) return [{ type: "action", families: subject.families, words, groups: [], outsidePaths: [prefix], outsideDomains: [], destination: true }];
    const out: ActionClause[] = [{ type: "action", families: expandFamilies(["write"], rules), words, groups: [], outsidePaths: [prefix], outsideDomains: [], destination: true }];
    // ("screenshots go to …" ~ a screenshot tool's output_path: a call named by the subject writes it, whatever its verb)
    if (subject.groups.length) out.push({ type: "action", families: ["*any"], words, groups: subject.groups, outsidePaths: [prefix], outsideDomains: [], destination: true });
    return out;
  }
  const domain = place.kind === "mention" || place.kind === "email" ? /@((?:[a-z0-9-]{1,63}\.){1,6}[a-z]{2,24})$/i.exec(place.lower)?.[1] : undefined;
  if (domain) {
    // recipients: only a sending act is about them
    const families = subject.families.length ? subject.families : expandFamilies(["send"], rules);
    return [{ type: "action", families, words: [cue[0].trim()], groups: subject.groups, outsidePaths: [], outsideDomains: [domain], destEmails: true }];
  }
  return undefined;
}
