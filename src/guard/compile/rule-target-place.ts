// Where a thing lives versus the thing: a ban whose only named target is a product or platform
// ("on Railway", "in SendGrid", "on Fastly") keeps the plain kind it bans as the thing.
//   "No deleting services on Railway"      → service (required) + Railway (where: supporting)
//   "never delete lists in Mailchimp"      → list + Mailchimp
// The kind word alone names no target (rule-action.ts: a kind is the target only when nothing else
// is named), so the place used to be the only target: a call never repeats the product its tool
// belongs to (service_delete {serviceId}) and the ban never fired. A place is a product word
// (targets.yaml platforms) or one capitalized word after on/in/at that is no environment, path,
// kind or code; the kind is the verb's plain object (rule-target-object.ts). With the place
// supporting, a call naming another thing of that kind is still not this one's business only
// when the place is named otherwise; a call carrying a path says where it acts (match-clause.ts).
import { isProductName, type GuardRules } from "../guard-rules.ts";
import type { RuleToken } from "./rule-text.ts";
import type { ActionSpec, TargetSpec } from "./compiled-entry.ts";
import { ENV_NAMES } from "./rule-action.ts";
import { plainObject } from "./rule-target-object.ts";
import { canonical, singular } from "../split-words.ts";

const PLACE_PREP = /^(?:on|in|at)$/;

/** The groups with the verb's plain kind object added and the places marked, or undefined. */
export function kindBesidePlace(head: readonly RuleToken[], spec: ActionSpec, used: ReadonlySet<number>, rules: GuardRules): TargetSpec[][] | undefined {
  if (!spec.groups.length || spec.outsidePaths.length || spec.outsideDomains.length) return undefined;
  const places = spec.groups.map((g) => g.every((t) => isPlace(t, head, rules)));
  if (!places.some(Boolean)) return undefined;
  // (a product word is already skipped when the call names no product: match-clause.ts platform groups)
  const mark = (g: TargetSpec[], i: number) => (places[i] && !g.every((t) => isProduct(t, rules)) ? g.map((t) => ({ ...t, place: true })) : g);
  // "never delete timers on Homey": beside a thing named, the place only supports it
  if (!places.every(Boolean)) return spec.groups.map(mark);
  const object = plainObject(head, used, 0, rules);
  // "please dont delete anything from Reader": nothing but the place is named, so it is the product
  // the act is banned in — skipped when the call names no product, like a heading (match-clause.ts)
  // (a lexicon product is a platform group already: "anything in Notion", match-clause.ts)
  if (!object) return spec.groups.every((g) => g.every((t) => anythingFrom(t, head) && !isProduct(t, rules))) ? spec.groups.map((g) => g.map(asProduct)) : undefined;
  return [[object], ...spec.groups.map(mark)];
}

// a capitalized name is the product as written, not a common noun's synonym group (Reader is no
// database replica): a call of another product's tool shows it (match-vendor.ts)
function asProduct(t: TargetSpec): TargetSpec {
  return { ...t, names: t.raw.toLowerCase().split(/\s+/), platform: true, vendor: true };
}

// "anything from Reader", "everything in Pocket": a word naming no thing, then the place
const ANYTHING = /^(?:anything|everything|stuff|things|nothing)$/;
const PLACE_OR_FROM = /^(?:on|in|at|from)$/;
function anythingFrom(t: TargetSpec, head: readonly RuleToken[]): boolean {
  const at = head.findIndex((k, i) => i > 1 && k.text === t.raw);
  return at > 1 && PLACE_OR_FROM.test(head[at - 1]!.lower) && ANYTHING.test(head[at - 2]!.lower);
}

function isPlace(t: TargetSpec, head: readonly RuleToken[], rules: GuardRules): boolean {
  if (t.path || t.prefix || t.literal || t.channel || t.command || t.kinds?.length) return false;
  // (a name after "anything from" is where too: the preposition is read from the words, it sets no via)
  if (!(t.via && PLACE_PREP.test(t.via)) && !anythingFrom(t, head)) return false;
  if (isProduct(t, rules)) return true;
  // one capitalized word, not the sentence's first, not an environment or a kind ("in Prod", "on Files")
  const tok = head.find((k, i) => i > 0 && k.text === t.raw);
  if (!tok || tok.kind !== "word" || !/^[A-Z][a-z][A-Za-z]{0,40}$/.test(tok.text)) return false;
  const w = tok.lower;
  // (by its synonym group too: "in Production" is the prod environment)
  const c = canonical(w, rules.synonyms);
  return !ENV_NAMES.has(w) && !ENV_NAMES.has(c) && !rules.kindWords.has(w) && !rules.kindWords.has(singular(w)) && !rules.genericWords.has(w) && !rules.contrastWords.has(w) && !rules.contrastWords.has(c);
}

function isProduct(t: TargetSpec, rules: GuardRules): boolean {
  return isProductName(t.raw, rules);
}

// The same split when the product is written BEFORE the kind, as its modifier:
//   "Never delete Contentful entries"        → entry (required) + Contentful (vendor platform)
//   "Don't resolve PagerDuty incidents"      → incident + PagerDuty
//   "Never delete our Webflow collections"   → collection + Webflow (owner words dropped)
// A call never repeats the product its tool belongs to (delete_entry {entryId}), so the whole
// phrase failed on every call. Only product words may stay silent: a lexicon product, or a
// capitalized word that does not start its sentence (or has an inner capital: "JetStream"), is no
// environment, kind, contrast value, acronym or possessive ("Alex's"); owner words (my, our, the
// company) may stand beside it. "prod entries", "Alex's playlists", "DNS records" keep their
// modifier: an environment, a person or a qualifier must be named by the call. Which calls may
// leave the product unnamed: match-vendor.ts.
const OWNER_WORDS = /^(?:the|my|our|your|company|company's|team|team's|official|shared)$/;

/** The groups with a product modifier split from its kind, or undefined when none is. */
export function kindAfterProduct(head: readonly RuleToken[], spec: ActionSpec, text: string, rules: GuardRules): TargetSpec[][] | undefined {
  if (!spec.groups.length) return undefined;
  let out: TargetSpec[][] | undefined;
  for (let gi = 0; gi < spec.groups.length; gi++) {
    const g = spec.groups[gi]!;
    if (g.length !== 1) continue;
    const split = splitProduct(g[0]!, head, text, rules);
    if (!split) continue;
    out ??= spec.groups.map((x) => x);
    if (split.kind) {
      out[gi] = [split.kind];
      out.push([split.product]);
    } else out[gi] = [split.product];
  }
  return out;
}

function splitProduct(t: TargetSpec, head: readonly RuleToken[], text: string, rules: GuardRules): { kind?: TargetSpec; product: TargetSpec } | undefined {
  if (t.path || t.prefix || t.literal || t.channel || t.command || t.dest || t.platform || t.place || t.acronyms?.length) return undefined;
  const words = t.raw.split(/\s+/);
  if (words.length < 2 || words.length > 5) return undefined;
  const at = head.findIndex((k, i) => k.text === words[0] && words.every((w, j) => head[i + j]?.text === w));
  if (at < 0) return undefined;
  const last = head[at + words.length - 1]!;
  // "Posting on the company Bluesky": owner words and a product, no kind — the product alone
  const alone = productAlone(t, at, words.length, head, text, rules);
  if (alone) return { product: alone };
  // the kind: a plain lowercase noun ending the phrase
  if (last.kind !== "word" || !/^[a-z]{3,30}$/.test(last.text) || rules.platformWords.has(last.lower)) return undefined;
  const kindName = t.kinds?.length ? t.kinds[0]! : objectKind(last.lower, t, rules);
  if (!kindName) return undefined;
  const product: RuleToken[] = [];
  for (let i = at; i < at + words.length - 1; i++) {
    const k = head[i]!;
    if (OWNER_WORDS.test(k.text)) continue;
    if (!productWord(k, i, head, text, rules)) return undefined;
    product.push(k);
  }
  if (!product.length) return undefined;
  const kind: TargetSpec = { raw: last.text, names: [kindName], path: false, command: false, channel: false, ...(t.kinds?.length ? { kinds: t.kinds } : {}), ...(t.via ? { via: t.via } : {}) };
  return { kind, product: vendorTarget(product, rules) };
}

// the kind a phrase's last word names: its name in the target ("Duo users": users is read as the
// customer synonym the call's words are read as too), or a generic noun the target dropped that
// names an object a call acts on ("Wrike tasks", "Jenkins jobs": rules/guard/targets.yaml object_kinds)
function objectKind(lower: string, t: TargetSpec, rules: GuardRules): string | undefined {
  const last = t.names.at(-1);
  const one = singular(lower);
  if (last && (one === last || lower === last || canonical(one, rules.synonyms) === last || canonical(lower, rules.synonyms) === last)) return last;
  return rules.objectKinds.has(one) && !t.names.includes(one) ? one : undefined;
}

function vendorTarget(product: readonly RuleToken[], rules: GuardRules): TargetSpec {
  // (canonical: "Salesforce" is the crm a call's words are read as)
  return { raw: product.map((k) => k.text).join(" "), names: product.map((k) => canonical(k.lower, rules.synonyms)), path: false, command: false, channel: false, platform: true, vendor: true };
}

// where the act happens ("on the company Bluesky", "to our Mastodon"): an owner word, then products only
function productAlone(t: TargetSpec, at: number, n: number, head: readonly RuleToken[], text: string, rules: GuardRules): TargetSpec | undefined {
  if (!t.via || !/^(?:on|in|to|at|from|into)$/.test(t.via)) return undefined;
  const product: RuleToken[] = [];
  let owner = false;
  for (let i = at; i < at + n; i++) {
    const k = head[i]!;
    // (written lowercase: "the Company Wiki" is a name)
    if (OWNER_WORDS.test(k.text)) {
      if (product.length) return undefined;
      owner ||= k.lower !== "the";
      continue;
    }
    if (!productWord(k, i, head, text, rules)) return undefined;
    product.push(k);
  }
  return owner && product.length ? vendorTarget(product, rules) : undefined;
}

function productWord(k: RuleToken, i: number, head: readonly RuleToken[], text: string, rules: GuardRules): boolean {
  if (k.kind !== "word") return false;
  if (rules.platformWords.has(k.lower)) return true;
  // "the Payroll tab", "the Runbooks space": a capitalized word after "the" names one thing
  if (head[i - 1]?.lower === "the") return false;
  // a person's or a customer's ("Alex's scenes") is a name the call must show
  if (/^['’]s$/.test(head[i + 1]?.text ?? "")) return false;
  const inner = /^[A-Z][a-z]+[A-Z][A-Za-z]*$/.test(k.text);
  if (!inner && (!/^[A-Z][a-z]{2,30}$/.test(k.text) || i === 0 || /^[.!?:;—–-]$/.test(head[i - 1]?.text ?? ""))) return false;
  // (the head may be a rewrite: "Forecast tab is finance's" is read as "don't touch Forecast tab")
  if (!inner && !midSentence(k.text, text)) return false;
  const w = k.lower;
  return !ENV_NAMES.has(w) && !rules.kindWords.has(w) && !rules.kindWords.has(singular(w)) && !rules.genericWords.has(w) && !rules.contrastWords.has(w) && !rules.descriptorWords.has(w);
}

// the word is written somewhere in the rule not at the start of a sentence, a line or a bullet
function midSentence(word: string, text: string): boolean {
  for (let at = text.indexOf(word), n = 0; at >= 0 && n < 20; at = text.indexOf(word, at + 1), n++) {
    const before = text.slice(Math.max(0, at - 3), at);
    if (at > 0 && /[A-Za-z0-9]/.test(text[at - 1] ?? "")) continue; // inside a longer word
    if (at > 0 && !/(?:[.!?:;]\s*|\n\s*|[-–—•*]\s+)$/.test(before)) return true;
  }
  return false;
}
