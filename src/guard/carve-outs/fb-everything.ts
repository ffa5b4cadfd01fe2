// "never purge everything; purge by URL", "don't wipe everything": "everything" right after the
// verb is the whole of it, not "anything". Dropped as a word that names no target, the ban covered
// every purge (purge_cache {files: [...]} too). Kept, it matches what a call says when it widens to
// the whole (purge_everything: true, --all, "*": arg-meanings.yaml state.scope-everything).
import type { ActionSpec } from "../compile/compiled-entry.ts";

const VERB_EVERYTHING = /\b([a-z][a-z-]{1,20}) (?:everything|it all|all of it)\b/gi;

// the whole, as a call says it: {purge_everything: true}, fastly_purge_all, redis FLUSHALL, {entire: true}
const WHOLE = ["everything", "all", "whole", "entire"].map((w) => ({ raw: "everything", names: [w], path: false, command: false, channel: false }));

/** The spec with "everything" as its target when the rule's verb takes it as object. */
export function wholeObject(spec: ActionSpec, text: string): ActionSpec {
  if (!spec.words.length || spec.outsidePaths.length || spec.outsideDomains.length) return spec;
  const verbs = new Set(spec.words.map((w) => w.toLowerCase()));
  VERB_EVERYTHING.lastIndex = 0;
  for (let m = VERB_EVERYTHING.exec(text); m; m = VERB_EVERYTHING.exec(text))
    // ("everything on the Fastly service": the whole of what the other groups name)
    if (verbs.has(m[1]!.toLowerCase())) return { ...spec, groups: [...spec.groups, WHOLE] };
  return spec;
}
