// Reads a site allow-list whose "elsewhere" is negated, which the plain "only …" reading skips
// because the sentence holds a negation:
//   "stay on docs.stripe.com and github.com, don't browse elsewhere" → hosts outside both break it
//   "research: only python.org docs, no forums"                     → python.org and subdomains
//   "stick to docs.aws.amazon.com, don't visit other sites"
// A host named after a negation in its own segment is banned, not allowed ("never open evil.io,
// only the intranet"), and e-mail rules ("only write to people at acme.com") are left to the
// recipient reading.
import type { GuardRules } from "../guard-rules.ts";
import type { Clause } from "./compiled-entry.ts";
import type { RuleSentence } from "./rule-text.ts";

type Action = Extract<Clause, { type: "action" }>;

const HOST = /^(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){1,6}([a-z]{2,24})$/;
// top-level domains a rule names sites by (file names such as yarn.lock or app.ts are not hosts)
const TLDS = new Set("com org net io co dev app ai gov edu mil int uk de fr eu us ca au nl es it ch se no dk fi pl be at ie jp in br mx me info biz xyz cloud tech sh so gg tv fm rs page site blog wiki news ly to cc nz za".split(" "));
const ALLOW_CUE = /\b(?:stay (?:on|within|inside|in)|stick (?:to|with)|keep (?:to|on|browsing (?:to|on))|only|exclusively|just|limit (?:yourself|browsing|research) to|restrict (?:yourself|browsing|research) to)\b/i;
// the sentence must be about going to sites, not about whom to write to
const MAIL = /\b(?:e-?mails?|mail|send|sending|message|messages|invite|invites|share|sharing|cc|recipients?|addresses|people)\b/i;

export function findSiteAllowList(sent: RuleSentence, rules: GuardRules): Action | undefined {
  const cue = ALLOW_CUE.exec(sent.text);
  if (!cue || MAIL.test(sent.text)) return undefined;
  const hosts: string[] = [];
  let segNeg = false;
  let prev = "";
  for (const t of sent.tokens) {
    const before = prev;
    prev = t.text;
    if (t.text === "," || t.text === ";" || t.text === ".") {
      segNeg = false;
      continue;
    }
    if (rules.prohibitionRe.test(t.text)) segNeg = true;
    // "*.northwind.io" comes as two tokens, "*" and ".northwind.io": the host and its subdomains
    const m = HOST.exec(before === "*" && t.lower.startsWith(".") ? t.lower.slice(1) : t.lower);
    if (!m || !TLDS.has(m[1]!) || t.start < cue.index) continue;
    if (segNeg) return undefined; // a banned host: the prohibition reading owns it
    hosts.push(t.lower.replace(/^\*?\./, "").replace(/^www\./, ""));
  }
  if (!hosts.length) return undefined;
  return { type: "action", families: ["*any"], words: [cue[0]], groups: [], outsidePaths: [], outsideDomains: [...new Set(hosts)] };
}
