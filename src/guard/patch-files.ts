// The files a patch argument changes, and how: Codex-style apply_patch bodies and unified diffs.
//   "*** Begin Patch\n*** Update File: db/migrations/0042.sql\n…"  → [{path: "db/migrations/0042.sql", op: "update"}]
//   "--- a/src/x.ts\n+++ b/src/x.ts\n…"                             → [{path: "src/x.ts", op: "update"}]
// Line scan, capped: a patch is read for its file headers only.

export interface PatchFile {
  path: string;
  op: "add" | "update" | "delete" | "move";
}

const MAX_LINES = 4_000;
const MAX_FILES = 50;
const HEADER = /^\*\*\* (Add|Update|Delete) File: (.+)$|^\*\*\* Move to: (.+)$/; // one line at a time: linear

/** True when the text is a patch body worth reading for file headers (cheap pre-check). */
export function looksLikePatch(v: string): boolean {
  return v.length > 12 && (v.includes("*** Begin Patch") || v.includes("*** Update File:") || v.includes("*** Add File:") || v.includes("*** Delete File:") || /^(?:diff --git |--- (?:a\/|\/dev\/null))/m.test(v.slice(0, 4_096)));
}

export function patchFiles(v: string): PatchFile[] {
  const out: PatchFile[] = [];
  let lines = 0;
  let from: string | undefined;
  for (let start = 0; start < v.length && lines < MAX_LINES && out.length < MAX_FILES; lines++) {
    let end = v.indexOf("\n", start);
    if (end < 0) end = v.length;
    const line = v.slice(start, end).replace(/\r$/, "");
    start = end + 1;
    const h = line.startsWith("*** ") ? HEADER.exec(line) : null;
    if (h) {
      if (h[3]) out.push({ path: h[3].trim(), op: "move" });
      else out.push({ path: h[2]!.trim(), op: h[1]!.toLowerCase() as PatchFile["op"] });
      continue;
    }
    if (line.startsWith("--- ")) from = stripSide(line.slice(4));
    else if (line.startsWith("+++ ") && from !== undefined) {
      const to = stripSide(line.slice(4));
      if (to === "/dev/null") out.push({ path: from, op: "delete" });
      else out.push({ path: to, op: from === "/dev/null" ? "add" : "update" });
      from = undefined;
    }
  }
  return out;
}

// "a/src/x.ts\t2024-01-01" → "src/x.ts"
function stripSide(s: string): string {
  const p = s.split("\t")[0]!.trim();
  return p === "/dev/null" ? p : p.replace(/^[ab]\//, "");
}
