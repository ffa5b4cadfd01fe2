// "api-prod deploys: bluegreen strategy only", "python deps: uv only", "marketing sends only from
// news@x.io": "only" restricts ONE phrase (the one next to it); the names before it say when the
// rule applies. A call naming none of a scope that is a name (api-prod) is about something else
// (deploying api-staging), not a breach. A scope that is a kind of thing (python, marketing) a call
// need not spell, so it is no requirement: the restricted phrase alone decides (`uv pip install`).
// A verb that routes the subject ("X go through Y only") is rules/guard/only-scope.yaml's route_verbs.
import type { RuleSentence } from "../compile/rule-text.ts";

const STOP = /^[,;:.!?—–]$/;
const JOIN = /^(?:and|or|but|so|because|since|unless|except)$/;

/** The text "only" restricts, one span per "only": the phrase after it ("only from X"), or, with
 * "only" closing its phrase ("bluegreen strategy only"), the phrase before it back to a colon,
 * comma or the sentence start. */
export function restrictedSpans(sent: RuleSentence, routeVerbs: ReadonlySet<string>): string[] {
  const toks = sent.tokens;
  const out: string[] = [];
  const span = (a: number, b: number) => (b > a ? out.push(sent.text.slice(toks[a]!.start, toks[b - 1]!.start + toks[b - 1]!.text.length + 1).toLowerCase()) : 0);
  for (let i = 0; i < toks.length; i++) {
    if (toks[i]!.lower !== "only") continue;
    const next = toks[i + 1];
    if (next && !STOP.test(next.text)) {
      let j = i + 1;
      while (j < toks.length && !STOP.test(toks[j]!.text) && !(JOIN.test(toks[j]!.lower) && j > i + 1)) j++;
      span(i + 1, j);
    } else {
      let j = i - 1;
      while (j >= 0 && !STOP.test(toks[j]!.text) && !JOIN.test(toks[j]!.lower)) j--;
      // "comp changes go through the quarterly cycle only": a whole clause before "only"; what it
      // restricts is what follows the clause's verb, its subject is the scope
      let k = j + 2;
      while (k < i - 1 && !routeVerbs.has(toks[k]!.lower)) k++;
      span(k < i - 1 ? k + 1 : j + 1, i);
    }
  }
  return out;
}

/** Per group: "name" (a scope that is a name), "kind" (a scope that is a kind of thing) or ""
 * (what "only" restricts, or written after it); undefined when the rule names no scope before
 * its restricted phrase ("Only pending orders can be cancelled, and …"). */
export function splitsScope(groups: { raw: string }[][], spans: string[], text: string, routeVerbs: ReadonlySet<string>, flagged = false): ("name" | "kind" | "")[] | undefined {
  if (!spans.length) return undefined;
  const lower = text.toLowerCase();
  const first = lower.indexOf(spans[0]!);
  if (first <= 0) return undefined;
  const before = lower.slice(0, first);
  // "comp changes go through the quarterly cycle only": a scope routed by its verb is what the rule
  // is about, even a kind of thing; a call naming none of it is about something else
  const routed = routeVerbs.has(lastWord(before));
  const scope = groups.map((g) => {
    if (g.some((t) => t.raw.length > 0 && spans.some((s) => s.includes(t.raw.toLowerCase())))) return "";
    if (!g.every((t) => t.raw.length > 0 && before.includes(t.raw.toLowerCase()))) return "";
    return routed || g.every((t) => NAME.test(t.raw)) ? "name" : "kind";
  });
  // every group before the restricted phrase: a scope only when the restriction is a context flag's
  // ("whatsapp messages only to people who opted in (flag wa_opt_in)") or routed by a verb ("comp
  // changes go through the quarterly cycle only"); "Squash merges only in this org" restricts squash
  return scope.some((s) => s) && (scope.some((s) => !s) || routed || flagged) ? scope : undefined;
}
// an instance's name, not a kind: api-prod, eu_west_1, web2, db.internal
const NAME = /[-_.\d@/]/;

// the last word of text that ends in spaces ("comp changes go " → "go"), read by a loop
function lastWord(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 32) end--;
  let start = end;
  while (start > 0 && text.charCodeAt(start - 1) !== 32) start--;
  return text.slice(start, end);
}
