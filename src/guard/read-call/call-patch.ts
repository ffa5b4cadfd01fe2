// Reads a patch carried in an argument: the files it touches, how (add / update / delete / move),
// and the lines it adds and removes. Two spellings:
//   Codex apply_patch    *** Begin Patch / *** Add File: db/migrations/0043.sql / +DROP TABLE x
//   unified diff         diff --git a/src/x.ts b/src/x.ts / --- a/src/x.ts / +++ b/src/x.ts
// One linear pass over at most MAX_LINES lines; paths and text are capped.

export type PatchOp = "add" | "update" | "delete" | "move";
export interface PatchFile {
  path: string;
  op: PatchOp;
  added: string[]; // this file's "+" lines
  removed: string[];
}
export interface Patch {
  files: PatchFile[];
  added: string; // the "+" lines, without the "+"
  removed: string; // the "-" lines, without the "-"
}

const MAX_LINES = 4_000;
const MAX_FILES = 100;
const MAX_TEXT = 64_000;
const CODEX_FILE = /^\*\*\* (Add|Update|Delete) File: (.{1,1000})$/;
const CODEX_MOVE = /^\*\*\* Move to: (.{1,1000})$/;
const GIT_HEADER = /^diff --git a\/(\S{1,1000}) b\/(\S{1,1000})$/;

/** Cheap test first: most string arguments are not patches. */
export function looksLikePatch(s: string): boolean {
  return (
    s.includes("*** Begin Patch") ||
    s.includes("*** Update File:") ||
    s.includes("*** Add File:") ||
    s.includes("*** Delete File:") ||
    s.startsWith("diff --git ") ||
    s.includes("\ndiff --git ") ||
    (s.includes("--- ") && s.includes("\n+++ ")) ||
    /^--- (?:a\/|\/dev\/null)/m.test(s.slice(0, 4_096))
  );
}

/** The files a patch changes and how, without their lines: [{path: "a.ts", op: "update"}]. */
export function patchFiles(s: string): { path: string; op: PatchOp }[] {
  return (readPatch(s)?.files ?? []).map(({ path, op }) => ({ path, op }));
}

export function readPatch(s: string): Patch | undefined {
  if (!looksLikePatch(s)) return undefined;
  const files: PatchFile[] = [];
  const added: string[] = [];
  const removed: string[] = [];
  let addedLen = 0;
  let removedLen = 0;
  let minusPath: string | undefined; // the "--- a/x" line waiting for its "+++"
  let cur: PatchFile | undefined; // the file the +/- lines belong to
  const add = (path: string, op: PatchOp) => {
    const p = path.trim().replace(/^"|"$/g, "");
    if (!p || p === "/dev/null" || files.length >= MAX_FILES) return;
    const same = files.find((f) => f.path === p);
    if (same) {
      if (op !== "update") same.op = op; // "diff --git" said update, "--- /dev/null" says add
      cur = same;
      return;
    }
    files.push((cur = { path: p, op, added: [], removed: [] }));
  };
  // in a Codex patch "--- x" is a removed line starting "-- " (an SQL comment), not a header
  const codex = s.includes("*** Begin Patch");
  let start = 0;
  for (let n = 0; n < MAX_LINES && start <= s.length; n++) {
    let end = s.indexOf("\n", start);
    if (end < 0) end = s.length;
    const line = s.slice(start, end).replace(/\r$/, "");
    start = end + 1;
    if (line.startsWith("*** ")) {
      const m = CODEX_FILE.exec(line);
      if (m) add(m[2]!, m[1] === "Add" ? "add" : m[1] === "Delete" ? "delete" : "update");
      const mv = CODEX_MOVE.exec(line);
      if (mv) add(mv[1]!, "move");
      continue;
    }
    if (codex) {
      // fall through to the +/- lines
    } else if (line.startsWith("diff --git ")) {
      const m = GIT_HEADER.exec(line);
      if (m) {
        add(m[1]!, "update");
        if (m[2] !== m[1]) add(m[2]!, "move");
      }
      continue;
    } else if (line.startsWith("--- ")) {
      minusPath = stripPrefix(line.slice(4));
      continue;
    } else if (line.startsWith("+++ ")) {
      const plus = stripPrefix(line.slice(4));
      if (plus === "/dev/null" && minusPath) add(minusPath, "delete");
      else if (minusPath === "/dev/null") add(plus, "add");
      else add(plus, "update");
      minusPath = undefined;
      continue;
    }
    if (line.startsWith("+")) {
      if (addedLen < MAX_TEXT) {
        added.push(line.slice(1));
        cur?.added.push(line.slice(1));
      }
      addedLen += line.length;
    } else if (line.startsWith("-")) {
      if (removedLen < MAX_TEXT) {
        removed.push(line.slice(1));
        cur?.removed.push(line.slice(1));
      }
      removedLen += line.length;
    }
  }
  if (!files.length) return undefined;
  return { files, added: added.join("\n"), removed: removed.join("\n") };
}

/** "a/src/x.ts\t2024-01-01" → "src/x.ts"; "/dev/null" stays */
function stripPrefix(p: string): string {
  const t = p.split("\t")[0]!.trim();
  return t === "/dev/null" ? t : t.replace(/^[ab]\//, "");
}
