// Finds and judges the regular expressions the service ships, for regex-safety.test.ts:
//   - regex literals and `new RegExp("literal")` in TypeScript source (a small lexer, best effort);
//   - RegExp objects reachable from the compiled rules (what rules/*.yaml turned into at load);
//   - RE2 compatibility (re2js), a nested-quantifier check, and adversarial inputs for timing.
import { RE2JS } from "re2js";

export interface FoundRegex {
  where: string; // "src/classify/features.ts:23" or "rules.classify.cues[3].re (prohibit.never)"
  source: string;
  flags: string;
}

// --- source scanning ---------------------------------------------------------------------------

// After these characters (or keywords) a "/" starts a regex literal; elsewhere it divides.
const REGEX_AFTER_CHAR = new Set("(,=:[!&|?{};+-*%<>~^".split(""));
const REGEX_AFTER_WORD = new Set(["return", "typeof", "case", "of", "in", "void", "yield", "await", "else", "do", "throw", "instanceof"]);

/** Regex literals in TS/JS source text, skipping comments, strings and template text. */
export function regexLiterals(src: string, file: string): FoundRegex[] {
  const out: FoundRegex[] = [];
  const lineAt = (i: number) => src.slice(0, i).split("\n").length;
  // Template literals nest code in ${...}; each entry is the brace depth at which a template resumes.
  const templateStack: number[] = [];
  let depth = 0;
  let prev = ""; // last significant token (a char, or a word)
  let i = 0;
  const n = src.length;
  const skipTemplate = () => {
    // at the char after "`" or after the "}" that closes a ${...}
    while (i < n) {
      const c = src[i]!;
      if (c === "\\") i += 2;
      else if (c === "`") {
        i++;
        prev = "`";
        return;
      } else if (c === "$" && src[i + 1] === "{") {
        i += 2;
        templateStack.push(depth);
        depth++;
        prev = "{";
        return;
      } else i++;
    }
  };
  while (i < n) {
    const c = src[i]!;
    if (c === "/" && src[i + 1] === "/") {
      while (i < n && src[i] !== "\n") i++;
    } else if (c === "/" && src[i + 1] === "*") {
      const end = src.indexOf("*/", i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === "'" || c === '"') {
      i++;
      while (i < n && src[i] !== c && src[i] !== "\n") i += src[i] === "\\" ? 2 : 1;
      i++;
      prev = "str";
    } else if (c === "`") {
      i++;
      skipTemplate();
    } else if (c === "{") {
      depth++;
      prev = c;
      i++;
    } else if (c === "}") {
      depth--;
      i++;
      if (templateStack.length && templateStack.at(-1) === depth) {
        templateStack.pop();
        skipTemplate();
      } else prev = c;
    } else if (c === "/" && (prev === "" || REGEX_AFTER_CHAR.has(prev) || REGEX_AFTER_WORD.has(prev))) {
      let j = i + 1;
      let inClass = false;
      let ok = false;
      while (j < n && src[j] !== "\n") {
        const d = src[j]!;
        if (d === "\\") j += 2;
        else if (d === "[") (inClass = true), j++;
        else if (d === "]") (inClass = false), j++;
        else if (d === "/" && !inClass) {
          ok = true;
          break;
        } else j++;
      }
      if (!ok) {
        i++;
        prev = "/";
        continue;
      }
      let k = j + 1;
      while (k < n && /[a-z]/.test(src[k]!)) k++;
      out.push({ where: `${file}:${lineAt(i)}`, source: src.slice(i + 1, j), flags: src.slice(j + 1, k) });
      i = k;
      prev = "regex";
    } else if (/[A-Za-z_$]/.test(c)) {
      let j = i;
      while (j < n && /[\w$]/.test(src[j]!)) j++;
      prev = src.slice(i, j);
      i = j;
    } else if (/\d/.test(c)) {
      while (i < n && /[\w.]/.test(src[i]!)) i++;
      prev = "num";
    } else {
      if (!/\s/.test(c)) prev = c;
      i++;
    }
  }
  return out;
}

/** `new RegExp("...")` / `new RegExp('...', "i")` whose pattern is one plain string literal. */
export function regexConstructorLiterals(src: string, file: string): FoundRegex[] {
  const out: FoundRegex[] = [];
  const re = /new RegExp\(\s*(["'])((?:\\.|[^\\\n])*?)\1\s*(?:,\s*(["'])([a-z]*)\3\s*)?\)/g;
  for (const m of src.matchAll(re)) {
    const body = m[1] === '"' ? m[2]! : m[2]!.replace(/\\'/g, "'").replace(/"/g, '\\"');
    const source = JSON.parse(`"${body}"`) as string;
    out.push({ where: `${file}:${src.slice(0, m.index).split("\n").length}`, source, flags: m[4] ?? "" });
  }
  return out;
}

// --- compiled rules ----------------------------------------------------------------------------

/** Every RegExp reachable from a value (objects, arrays, Maps, Sets), with the path to it. */
export function regexObjects(root: unknown, rootName: string, maxNodes = 200_000): FoundRegex[] {
  const out: FoundRegex[] = [];
  const seen = new Set<unknown>();
  const stack: [unknown, string][] = [[root, rootName]];
  let nodes = 0;
  while (stack.length && nodes++ < maxNodes) {
    const [v, path] = stack.pop()!;
    if (v instanceof RegExp) {
      const id = (v as RegExp & { id?: string }).id;
      out.push({ where: id ? `${path} (${id})` : path, source: v.source, flags: v.flags });
      continue;
    }
    if (v === null || typeof v !== "object" || seen.has(v)) continue;
    seen.add(v);
    const label = (x: unknown) => (x && typeof x === "object" && "id" in x && typeof (x as { id: unknown }).id === "string" ? ` (${(x as { id: string }).id})` : "");
    if (Array.isArray(v)) v.forEach((x, i) => stack.push([x, `${path}[${i}]${label(x)}`]));
    else if (v instanceof Map) for (const [k, x] of v) stack.push([x, `${path}.get(${JSON.stringify(String(k))})`]);
    else if (v instanceof Set) [...v].forEach((x, i) => stack.push([x, `${path}{${i}}`]));
    else for (const [k, x] of Object.entries(v)) stack.push([x, `${path}.${k}`]);
  }
  return out;
}

// --- judging -----------------------------------------------------------------------------------

/** JS regex syntax RE2 spells differently: \uXXXX is \x{XXXX} in RE2. */
function toRe2Syntax(source: string): string {
  return source.replace(/\\u\{?([0-9a-fA-F]{4,5})\}?/g, "\\x{$1}");
}

function re2Flags(flags: string): number {
  let f = 0;
  if (flags.includes("i")) f |= RE2JS.CASE_INSENSITIVE;
  if (flags.includes("m")) f |= RE2JS.MULTILINE;
  if (flags.includes("s")) f |= RE2JS.DOTALL;
  return f;
}

/** null when RE2 compiles it (so it is expressible as a linear-time automaton), else the reason. */
export function re2Rejects(source: string, flags: string): string | null {
  try {
    RE2JS.compile(toRe2Syntax(source), re2Flags(flags));
    return null;
  } catch (err) {
    return (err as Error).message.split("\n")[0]!.slice(0, 200);
  }
}

// A lookaround of bounded width (no *, + or {n,} inside) costs O(width) per position and cannot
// backtrack into the rest of the pattern, so it keeps a pattern linear. Examples: (?<![\w']) (?!\w)
// (?=(?:and|but)\s) (?<=^|[\s(]). RE2 has no lookarounds, so these are removed before the RE2 check;
// unbounded ones such as (?=.*x) stay and are reported.
export function withoutBoundedLookarounds(source: string): string {
  let out = "";
  let i = 0;
  while (i < source.length) {
    const m = /^\(\?<?[=!]/.exec(source.slice(i, i + 4));
    if (source[i] === "\\") {
      out += source.slice(i, i + 2);
      i += 2;
    } else if (source[i] === "[") {
      const end = classEnd(source, i);
      out += source.slice(i, end);
      i = end;
    } else if (m) {
      const end = groupEnd(source, i);
      const body = source.slice(i + m[0].length, end - 1);
      if (/^(?:[^\\[*+{]|\\.|\[(?:[^\]\\]|\\.)*\]|\{\d+(?:,\d+)?\})*$/.test(body)) i = end;
      else {
        out += m[0];
        i += m[0].length;
      }
    } else out += source[i++];
  }
  return out;
}

/** Index just past the character class that starts at `i` ("[").  */
function classEnd(source: string, i: number): number {
  let j = i + 1;
  if (source[j] === "^") j++;
  if (source[j] === "]") j++;
  while (j < source.length && source[j] !== "]") j += source[j] === "\\" ? 2 : 1;
  return j + 1;
}

/** Index just past the group that starts at `i` ("("). */
function groupEnd(source: string, i: number): number {
  let depth = 0;
  let j = i;
  while (j < source.length) {
    const c = source[j]!;
    if (c === "\\") j += 2;
    else if (c === "[") j = classEnd(source, j);
    else {
      if (c === "(") depth++;
      else if (c === ")" && --depth === 0) return j + 1;
      j++;
    }
  }
  return j;
}

/**
 * A quantifier that repeats a group (more than once) which itself holds an unbounded quantifier,
 * e.g. "(a+)+", "(?:\w+\s?)*", "(?:x*y){2,}", is the classic catastrophic-backtracking shape.
 * Returns the offending group's text, or null. Character classes and escapes are skipped.
 */
export function nestedQuantifier(source: string): string | null {
  interface Group {
    start: number;
    unbounded: boolean;
  }
  const stack: Group[] = [];
  let i = 0;
  const n = source.length;
  // After an atom ends at i, read a quantifier there: returns [isRepeating(max>1), isUnbounded, end].
  const quant = (at: number): [boolean, boolean, number] => {
    const c = source[at];
    if (c === "*" || c === "+") return [true, true, at + 1 + (source[at + 1] === "?" ? 1 : 0)];
    if (c === "?") return [false, false, at + 1 + (source[at + 1] === "?" ? 1 : 0)];
    if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}\??/.exec(source.slice(at));
      if (m) {
        const max = m[2] === undefined ? Number(m[1]) : m[3] === "" ? Infinity : Number(m[3]);
        return [max > 1, max === Infinity, at + m[0].length];
      }
    }
    return [false, false, at];
  };
  const markUnbounded = () => {
    for (const g of stack) g.unbounded = true;
  };
  while (i < n) {
    const c = source[i]!;
    if (c === "\\") {
      const [, unb, end] = quant(i + 2);
      if (unb) markUnbounded();
      i = end;
    } else if (c === "[") {
      let j = i + 1;
      if (source[j] === "^") j++;
      if (source[j] === "]") j++;
      while (j < n && source[j] !== "]") j += source[j] === "\\" ? 2 : 1;
      const [, unb, end] = quant(j + 1);
      if (unb) markUnbounded();
      i = end;
    } else if (c === "(") {
      stack.push({ start: i, unbounded: false });
      i++;
    } else if (c === ")") {
      const g = stack.pop();
      const [repeats, unb, end] = quant(i + 1);
      if (g && repeats && g.unbounded) return source.slice(g.start, end);
      if (unb || g?.unbounded) markUnbounded();
      i = end;
    } else {
      const [, unb, end] = quant(i + 1);
      if (unb) markUnbounded();
      i = end > i + 1 ? end : i + 1;
    }
  }
  return null;
}

/**
 * A string that walks through the pattern once, taking one plausible character per atom:
 * "\bkeep\b[a-z0-9 ,-]{0,40}\b(?:short|brief)" gives "keepashortbrief". Repeating it (or one of
 * its characters) tens of thousands of times, plus a tail that cannot match, is the usual way to
 * make a backtracking engine try every split.
 */
export function pumpSeed(source: string): string {
  let out = "";
  let i = 0;
  const n = source.length;
  const ESC: Record<string, string> = { d: "1", w: "a", s: " ", S: "a", D: "a", W: " ", n: "\n", t: "\t", r: "\r" };
  while (i < n) {
    const c = source[i]!;
    if (c === "\\") {
      const d = source[i + 1] ?? "";
      if (d === "b" || d === "B") out += "";
      else if (d === "u" && /^[0-9a-fA-F]{4}/.test(source.slice(i + 2))) {
        out += String.fromCharCode(parseInt(source.slice(i + 2, i + 6), 16));
        i += 4;
      } else out += ESC[d] ?? d;
      i += 2;
    } else if (c === "[") {
      let j = i + 1;
      const neg = source[j] === "^";
      if (neg) j++;
      const first = source[j] === "\\" ? (ESC[source[j + 1] ?? ""] ?? source[j + 1] ?? "a") : (source[j] ?? "a");
      while (j < n && source[j] !== "]") j += source[j] === "\\" ? 2 : 1;
      out += neg ? (first === "a" ? "b" : "a") : first;
      i = j + 1;
    } else if (c === "(" && source[i + 1] === "?") {
      // skip the group-type marker: (?: (?= (?! (?<= (?<! (?<name>
      const m = /^\(\?(?:<[A-Za-z]\w*>|<?[=!:]|)/.exec(source.slice(i));
      i += m ? m[0].length : 2;
    } else if ("()|^$?*+".includes(c)) i++;
    else if (c === "{") {
      const m = /^\{\d+(?:,\d*)?\}\??/.exec(source.slice(i));
      if (m) i += m[0].length;
      else (out += c), i++;
    } else if (c === ".") (out += "a"), i++;
    else (out += c), i++;
  }
  return out;
}

/** Adversarial inputs of about `size` characters for one pattern. */
export function adversarialInputs(source: string, size = 50_000): string[] {
  const seed = pumpSeed(source) || "a";
  const fill = (s: string, tail: string) => s.repeat(Math.ceil(size / s.length)).slice(0, size) + tail;
  const chars = [...new Set(seed.replace(/\s/g, "").split(""))].slice(0, 6);
  const inputs = [fill(seed, "\u0000"), fill(seed + " ", "!"), fill(" ", "\u0000"), fill("a", "\u0000"), fill("a ", "1\u0000"), fill("a=", " \u0000"), fill("1.", "\u0000")];
  for (const c of chars) inputs.push(fill(c, "\u0000"));
  // A long line: patterns anchored with ^ see the pump only when it starts a line.
  inputs.push(fill(seed + "\n", "\u0000"));
  return inputs;
}
