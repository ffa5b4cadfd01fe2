// A visibility adjective as the target: "Nothing public on Mastodon", "new public repos need my
// OK", "Making a video public needs my OK", "no public ACLs". The call shows visibility as a value,
// not a name: {visibility: "public"}, {privacyStatus: "public"}, {acl: "public-read"},
// {private: false}, {public: true}. The adjective matches an enum-like value spelling it (or a
// switch saying it, or its opposite switched off); the target's other words ("video", "ACLs")
// match anything the call names, key or tool ("videos.update", {acl: …}).
// Hard allows: {visibility: "unlisted"}, {private: true}, a post whose text says "public".
import type { CallFacts } from "../read-call/call-facts.ts";
import type { TargetSpec } from "../compile/compiled-entry.ts";
import type { GuardRules } from "../guard-rules.ts";

export interface VisibilityHit {
  path: string;
  value: string;
}

// an enum-like value: one short token ("public", "public-read", "PUBLIC_LINK"), never free text
const ENUM_VALUE = /^[a-z][a-z0-9]{0,20}(?:[-_:][a-z0-9]{1,20}){0,3}$/i;
const SPLIT = /[-_:]/;

const CAMEL = /([a-z0-9])([A-Z])/g;
/** "public-read" → public, read; "publicRead" → public, read */
function parts(value: string): string[] {
  return value.replace(CAMEL, "$1-$2").toLowerCase().split(SPLIT);
}

/** The visibility word of a target, or undefined: most targets have none (one Map look-up per name). */
export function visibilityWord(t: TargetSpec, rules: GuardRules): string | undefined {
  for (const n of t.names) if (rules.visibility.has(n)) return n;
  return undefined;
}

export function matchVisibility(t: TargetSpec, word: string, facts: CallFacts, rules: GuardRules): VisibilityHit | undefined {
  const vis = rules.visibility.get(word)!;
  let hit: VisibilityHit | undefined;
  // {public: true}, {private: false}, {is_private: false}: the switch says it
  for (const w of vis.same) {
    const at = facts.actionWords.get(`${w}=true`) ?? facts.actionWords.get(`is${w}=true`);
    if (at) { hit = { path: at, value: `${w}: true` }; break; }
  }
  if (!hit)
    for (const w of vis.opposite) {
      const at = facts.actionWords.get(`${w}=false`) ?? facts.actionWords.get(`is${w}=false`);
      if (at) { hit = { path: at, value: `${w}: false` }; break; }
    }
  // {visibility: "public"}, {acl: "public-read"}, {privacyStatus: "PUBLIC"}: an enum value spelling it
  if (!hit)
    outer: for (const [key, values] of facts.keyValues) {
      for (const v of values) {
        if (v.length > 40 || !ENUM_VALUE.test(v)) continue;
        const p = parts(v);
        if (p.some((x) => vis.same.includes(x))) { hit = { path: `args.${key}`, value: v }; break outer; }
      }
    }
  if (!hit) return undefined;
  // the target's other words: named anywhere in the call ("video" ~ videos.update, "ACLs" ~ {acl})
  // (the call's words are as written: "videos" in videos.update)
  // (a product word is where the tool lives: "public Slack channels" ~ conversations_create)
  for (const n of t.names) if (n !== word && !rules.platformWords.has(n) && !facts.allWords.has(n) && !facts.allWords.has(`${n}s`) && !facts.allWords.has(`${n}es`)) return undefined;
  return hit;
}
