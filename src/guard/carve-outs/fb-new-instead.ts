// "Never edit files under migrations/ — add a new migration instead", "don't modify released
// changelog entries; write a new entry instead": the rule names creating a new one as the way to
// do it. A call that only creates (writes a whole file, adds a record) is that way; an edit of an
// existing one (old_string → new_string, a patch, an update) is still the ban.
const NEW_INSTEAD = /\b(?:add|create|generate|write|make|open|start|use)\s{1,3}(?:a\s{1,3}|an\s{1,3}|one\s{1,3})?(?:fresh|new)\s{1,3}(?:[a-z][\w-]{0,30}\s{1,3}){0,2}?(?:instead|rather)\b/i;

// what creating a new one looks like in a call (call-facts family words of the write family)
const CREATE_WORDS = ["create", "add", "new", "write", "insert", "generate", "upload"];

/** The create verbs the entry allows as its alternative, or undefined when it names none. */
export function newInstead(text: string): string[] | undefined {
  return NEW_INSTEAD.test(text) ? CREATE_WORDS : undefined;
}
