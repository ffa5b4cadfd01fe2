// "Don't use `any` in TypeScript" ~ search_and_replace {search: "(input: any)", replace: "(input:
// unknown)"}: what an edit looks for is the text it removes, not what it writes. Code a rule bans
// is found in what the call writes only (old_string was already left out as content).
const REPLACED = /^(?:search|find|old[\w-]{0,20}|original|before)$/i;

/** Whether a value of the call is text an edit replaces (search / find / old_* arguments). */
export function replacedText(v: { path: string }): boolean {
  // the last key of the path: "args.edits.0.oldText" → oldText ("args.x (key)" is a key, not text)
  if (!v.path.startsWith("args.") || v.path.includes(" ")) return false;
  return REPLACED.test(v.path.slice(v.path.lastIndexOf(".") + 1));
}
