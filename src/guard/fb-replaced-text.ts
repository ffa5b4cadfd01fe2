// "Don't use `any` in TypeScript" ~ search_and_replace {search: "(input: any)", replace: "(input:
// unknown)"}: what an edit looks for is the text it removes, not what it writes. Code a rule bans
// is found in what the call writes only (old_string was already left out as content).
const REPLACED = /^args\.(?:[\w-]+\.)*(?:search|find|old[\w-]*|original|before)(?:$|\s)/i;

/** Whether a value of the call is text an edit replaces (search / find / old_* arguments). */
export function replacedText(v: { path: string }): boolean {
  return REPLACED.test(v.path);
}
