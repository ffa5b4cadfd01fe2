// An edit of source code read for what it does to the module's public surface, from the lines it
// removes and adds (a patch hunk, or an Edit's old/new text):
//   -export { parseDate } from '../date';  +export { parseIsoDate } from '../date';  → parseDate removed (renamed)
//   -export function total(…)             (no + line exporting total)              → total removed
//   -func ParseConfig(path string) …      +func LoadConfig(path string) …          → ParseConfig removed (Go)
// Pure line reads, bounded by the capped patch/edit text.

export interface ExportEdit {
  removed: string[]; // names exported before and not after
  renamed: boolean; // other names exported in their place
  kinds: string[]; // what the removed names were declared as: function, class, type, constant
}
const KIND: Record<string, string> = { function: "function", "function*": "function", func: "function", class: "class", interface: "type", type: "type", enum: "type", const: "constant", let: "variable", var: "variable", namespace: "namespace" };

const CODE_FILE = /\.(?:[cm]?[jt]sx?|go|py)$/i;
// export function f, export default class C, export const x, export type T, export enum E
const TS_DECL = /^\s*export\s+(?:default\s+)?(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(function\*?|class|const|let|var|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]{0,100})/;
// export { a, b as c } [from '…'] : the exported names are a and c
const TS_LIST = /^\s*export\s+(?:type\s+)?\{([^}]{0,1000})\}/;
// Go: exported (capitalized) top-level functions, methods and types
const GO_DECL = /^(func|type)\s+(?:\([^)]{0,200}\)\s*)?([A-Z]\w{0,100})/;
// Python: names listed in __all__ = ["a", "b"]
const PY_ALL = /^\s*__all__\s*=\s*[[(]([^\])]{0,1000})[\])]/;

/** exported name → what it is declared as ("" when a list re-exports it) */
function exportedNames(file: string, lines: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const go = /\.go$/i.test(file);
  const py = /\.py$/i.test(file);
  for (const l of lines.slice(0, 2_000)) {
    if (out.size >= 200) break;
    if (go) {
      const m = GO_DECL.exec(l);
      if (m) out.set(m[2]!, m[1] === "func" ? "func" : "type");
      continue;
    }
    if (py) {
      const m = PY_ALL.exec(l);
      if (m) for (const part of m[1]!.split(",")) {
        const name = part.trim().replace(/^["']|["']$/g, "");
        if (/^\w{1,100}$/.test(name)) out.set(name, "");
      }
      continue;
    }
    const d = TS_DECL.exec(l);
    if (d) {
      out.set(d[2]!, KIND[d[1]!] ?? "");
      continue;
    }
    const list = TS_LIST.exec(l);
    if (list)
      for (const part of list[1]!.split(",")) {
        const words = part.trim().split(/\s+/);
        const name = words.length >= 3 && words[words.length - 2] === "as" ? words[words.length - 1]! : words[0]!;
        if (/^[A-Za-z_$][\w$]{0,100}$/.test(name)) out.set(name, "");
      }
  }
  return out;
}

/** Exports an edit of `file` takes away; undefined when it is not code or removes none. */
export function readExportEdit(file: string, added: readonly string[], removed: readonly string[]): ExportEdit | undefined {
  if (!removed.length || !CODE_FILE.test(file)) return undefined;
  const before = exportedNames(file, removed);
  if (!before.size) return undefined;
  const after = exportedNames(file, added);
  const gone = [...before.keys()].filter((n) => !after.has(n));
  if (!gone.length) return undefined;
  const kinds = [...new Set(gone.map((n) => before.get(n)!).filter(Boolean))];
  return { removed: gone.slice(0, 20), renamed: [...after.keys()].some((n) => !before.has(n)), kinds };
}
