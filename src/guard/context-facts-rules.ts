// Validates rules/guard/context-facts.yaml (zod) and compiles it once: which context.flags keys
// speak of something other than the call's object, which list-valued keys are the object's own
// attributes (tags) rather than reference lists, which key words only say where on the screen, and
// which argument key words only say "an id" (for the lookup tables of read-call/context-lookup.ts).
// read-call/call-context-facts.ts reads them; the member role words ("the patroni leader") are
// read by carve-outs/fb-sql-scope.ts.
import { z } from "zod";
import { entryBase } from "../rules/rule-entry.ts";
import { assertUniqueIds, parseRuleFile, type RuleFiles } from "../rules/rule-files.ts";
import { escapeRegex } from "../rules/regex-text.ts";

const FILE = "guard/context-facts.yaml";
const Words = z.array(z.string().min(1).max(40)).min(1).max(200);
const Entry = z.object({ ...entryBase, words: Words }).strict();
const ContextFactsFile = z
  .object({
    elsewhere: z.array(Entry).min(1),
    attribute_lists: z.array(Entry).min(1),
    pointer_words: z.array(Entry).min(1),
    lookup_id_words: z.array(Entry).min(1),
    member_roles: z.array(Entry).min(1),
    prerequisite_flag_endings: z.array(Entry).min(1),
    held_values: z.array(Entry).min(1),
  })
  .strict();

export interface ContextFactRules {
  /** key words of a flag about someone or something else (me, org, timezone) */
  elsewhere: ReadonlySet<string>;
  /** last key words of a list-valued flag that is the object's attributes (tags, labels) */
  attributeLists: ReadonlySet<string>;
  /** key words left out of what a fact adds (current, under, cursor, name, id) */
  pointer: ReadonlySet<string>;
  /** argument key words that say only "this is an id" ({id: 7}): a lookup table is then matched by
   * the parent's or the tool's words (read-call/context-lookup.ts) */
  lookupIdWords: ReadonlySet<string>;
  /** role words one member of a set holds, a flag may say which ("leader", "primary") */
  memberRoles: ReadonlySet<string>;
  /** a flag key that says a prerequisite holds (schema_review_ok, qa_signed_off): its last word(s) */
  prerequisiteFlag: RegExp;
  /** string values (lowercased) that say such a flag holds */
  heldValues: ReadonlySet<string>;
}

export function parseContextFactRules(files: RuleFiles): ContextFactRules {
  const f = parseRuleFile(files, FILE, ContextFactsFile);
  const all = [...f.elsewhere, ...f.attribute_lists, ...f.pointer_words, ...f.lookup_id_words, ...f.member_roles, ...f.prerequisite_flag_endings, ...f.held_values];
  assertUniqueIds(FILE, all);
  const set = (entries: readonly { words: string[] }[]) => new Set(entries.flatMap((e) => e.words.map((w) => w.toLowerCase())));
  // (our own words, escaped: one alternation anchored at the key's end, no nested quantifier)
  const endings = [...set(f.prerequisite_flag_endings)].map(escapeRegex).join("|");
  return {
    elsewhere: set(f.elsewhere),
    attributeLists: set(f.attribute_lists),
    pointer: set(f.pointer_words),
    lookupIdWords: set(f.lookup_id_words),
    memberRoles: set(f.member_roles),
    prerequisiteFlag: new RegExp(`(?:^|[_.])(?:${endings})$`, "i"),
    heldValues: set(f.held_values),
  };
}
