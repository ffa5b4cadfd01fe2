// A cheap necessary condition for a regex, derived from its source once at load: the literal
// strings one of which every match must contain. ~95 cue regexes per unit cost ~95 regex scans;
// most cues name words the unit does not hold, and one pass over the unit's n-grams says so.
//   /\b(?:must|should|shall)\b/      -> any of "must" | "should" | "shall"
//   /^(?:please |just )?use\b/        -> "^use" | "^just use" | "^please use" (^ and $ are chars)
//   /\bleave [a-z0-9 ]{1,40} alone\b/ -> "leave " (the rarer-looking of "leave ", " alone")
//   /[a-z]+ing/                       -> "ing";  /\w+/ -> nothing known: the regex always runs
// Sound by construction: a skipped regex can not have matched (only known syntax is read as a
// literal; anything else is "unknown", which only weakens the condition; hash collisions only mark
// more). Text is ASCII-case-folded on both sides, so case-sensitive and /i patterns mix.

const BITS = 15;
const SHIFT = 32 - BITS;
const MAX_SET = 16; // exact-string sets larger than this are cut: "every " beats 20 "every <noun>"
const MAX_ALTS = 256;
const DIGITS = Array.from({ length: 10 }, (_, i) => String(i));

// Private-use code points standing for "^" and "$" (a text that holds them only marks more).
const START = 0xe000;
const END = 0xe001;
const fold = (c: number) => (c >= 65 && c <= 90 ? c | 32 : c);
const uni = (a: number) => Math.imul(a + 0x5bd1e995, 0x27d4eb2d) >>> SHIFT;
const bi = (a: number, b: number) => Math.imul((a << 16) | b, 0x9e3779b1) >>> SHIFT;
const tri = (a: number, b: number, c: number) => Math.imul(Math.imul((a << 16) | b, 0x85ebca6b) ^ c, 0xc2b2ae35) >>> SHIFT;

/**
 * Which of a list of regexes may match a text. Each required literal is keyed by its rarest-
 * looking n-gram (a trigram; a bigram or a char for short literals); one pass over the text's
 * n-grams finds the key hits, and a hit marks its regex when the whole literal is there too.
 * A regex with no known literal is always marked. Reused across texts (the core is synchronous:
 * scan, then read).
 */
export class RegexPrefilter {
  // All flat typed arrays, read with locals in the scan loop (it runs for every unit and clause).
  /** slot -> [keyStart[slot], keyStart[slot + 1]) in keyLits: the literals keyed there */
  private readonly keyStart: Int32Array;
  private readonly keyLits: Int32Array;
  /** literal l: its chars are litChars[litStart[l], litStart[l + 1]) */
  private readonly litStart: Int32Array;
  private readonly litChars: Uint16Array;
  /** where the key n-gram ends inside literal l */
  private readonly litKeyEnd: Int32Array;
  /** literal l is required by regexes litRegexes[litRegStart[l], litRegStart[l + 1]) */
  private readonly litRegStart: Int32Array;
  private readonly litRegexes: Int32Array;
  private readonly always: Uint8Array;
  private readonly mark: Int32Array;
  private gen = 0;
  /** how many regexes it was built for */
  readonly size: number;

  constructor(patterns: readonly { source: string; flags: string }[]) {
    this.size = patterns.length;
    this.always = new Uint8Array(patterns.length);
    this.mark = new Int32Array(patterns.length);
    // one entry per distinct literal ("never" is required by several cues)
    const lits = new Map<string, { codes: number[]; slot: number; end: number; regexes: number[] }>();
    const load = new Map<number, number>(); // literals per slot so far: a hit verifies each
    patterns.forEach((p, i) => {
      const required = requiredLiteralsOf(p.source, p.flags);
      if (!required) {
        this.always[i] = 1;
        return;
      }
      for (const lit of required) {
        let e = lits.get(lit);
        if (!e) {
          const codes = Array.from({ length: lit.length }, (_, k) => fold(lit.charCodeAt(k)));
          const key = keyOf(codes, load);
          load.set(key.slot, (load.get(key.slot) ?? 0) + 1);
          lits.set(lit, (e = { codes, ...key, regexes: [] }));
        }
        e.regexes.push(i);
      }
    });
    const entries = [...lits.values()];
    const bySlot = new Map<number, number[]>();
    entries.forEach((e, l) => {
      const list = bySlot.get(e.slot) ?? [];
      list.push(l);
      bySlot.set(e.slot, list);
    });
    this.keyStart = new Int32Array((1 << BITS) + 1);
    const keyLits: number[] = [];
    for (let slot = 0; slot < 1 << BITS; slot++) {
      this.keyStart[slot] = keyLits.length;
      for (const l of bySlot.get(slot) ?? []) keyLits.push(l);
    }
    this.keyStart[1 << BITS] = keyLits.length;
    this.keyLits = Int32Array.from(keyLits);
    this.litStart = Int32Array.from([0, ...entries.map((_, l) => entries.slice(0, l + 1).reduce((n, e) => n + e.codes.length, 0))]);
    this.litChars = Uint16Array.from(entries.flatMap((e) => e.codes));
    this.litKeyEnd = Int32Array.from(entries.map((e) => e.end));
    this.litRegStart = Int32Array.from([0, ...entries.map((_, l) => entries.slice(0, l + 1).reduce((n, e) => n + e.regexes.length, 0))]);
    this.litRegexes = Int32Array.from(entries.flatMap((e) => e.regexes));
  }

  /** Marks the regexes that may match `s`; read with mayMatch(i) before the next scan. */
  scan(s: string): this {
    if (++this.gen === 0x7fffffff) {
      this.mark.fill(0);
      this.gen = 1;
    }
    const keyStart = this.keyStart;
    // the text is read as START + s + END, so "^" and "$" are chars a literal can hold
    let p2 = -1;
    let p1 = START;
    let slot = uni(START);
    if (keyStart[slot] !== keyStart[slot + 1]) this.hit(s, slot, 0);
    for (let j = 1; j <= s.length + 1; j++) {
      const c = j <= s.length ? fold(s.charCodeAt(j - 1)) : END;
      slot = uni(c);
      if (keyStart[slot] !== keyStart[slot + 1]) this.hit(s, slot, j);
      slot = bi(p1, c);
      if (keyStart[slot] !== keyStart[slot + 1]) this.hit(s, slot, j);
      if (p2 >= 0) {
        slot = tri(p2, p1, c);
        if (keyStart[slot] !== keyStart[slot + 1]) this.hit(s, slot, j);
      }
      p2 = p1;
      p1 = c;
    }
    return this;
  }

  /** A key n-gram hashed to `slot` ends at (START + s + END)[j]: mark the regexes whose literal is there. */
  private hit(s: string, slot: number, j: number): void {
    const n = s.length;
    const { keyLits, litStart, litChars, litKeyEnd, litRegStart, litRegexes, mark } = this;
    const gen = this.gen;
    for (let x = this.keyStart[slot]!, xEnd = this.keyStart[slot + 1]!; x < xEnd; x++) {
      const l = keyLits[x]!;
      const r0 = litRegStart[l]!;
      const r1 = litRegStart[l + 1]!;
      let pending = false;
      for (let r = r0; r < r1; r++) if (mark[litRegexes[r]!] !== gen) pending = true;
      if (!pending) continue;
      const a = litStart[l]!;
      const len = litStart[l + 1]! - a;
      const start = j + 1 - litKeyEnd[l]!;
      if (start < 0 || start + len > n + 2) continue;
      let k = 0;
      for (; k < len; k++) {
        const v = start + k;
        const c = v === 0 ? START : v > n ? END : fold(s.charCodeAt(v - 1));
        if (c !== litChars[a + k]) break;
      }
      if (k === len) for (let r = r0; r < r1; r++) mark[litRegexes[r]!] = gen;
    }
  }

  /** false: regex i can not match the scanned text. */
  mayMatch(i: number): boolean {
    return this.mark[i] === this.gen || this.always[i] === 1;
  }
}

// How often a char occurs in English prose (letters by frequency, space most common, digits and
// signs rare): a literal made of rare chars is a selective key, "e" or "is" is not.
const LETTER_FREQ = [8.2, 1.5, 2.8, 4.3, 12.7, 2.2, 2.0, 6.1, 7.0, 0.15, 0.77, 4.0, 2.4, 6.7, 7.5, 1.9, 0.1, 6.0, 6.3, 9.1, 2.8, 0.98, 2.4, 0.15, 2.0, 0.07];
function charFreq(c: number): number {
  if (c >= 97 && c <= 122) return (0.8 * LETTER_FREQ[c - 97]!) / 100;
  if (c === 32) return 0.18;
  if (c === START || c === END) return 0.02; // one place in a ~50-char text
  return 0.004;
}
function literalFreq(codes: ArrayLike<number>, from = 0, to = codes.length): number {
  let p = 1;
  let anchorsOnly = true;
  for (let i = from; i < to; i++) {
    p *= charFreq(codes[i]!);
    if (codes[i] !== START && codes[i] !== END) anchorsOnly = false;
  }
  return anchorsOnly ? 1 : p; // "^" alone is in every text
}

/**
 * The n-gram of a literal to key it by, as a table slot and where it ends in the literal: the
 * rarest-looking trigram, weighed by how many literals already share its slot ("never",
 * "whenever", "every" should not all wait on "ver").
 */
function keyOf(c: readonly number[], load: ReadonlyMap<number, number>): { slot: number; end: number } {
  if (c.length === 1) return { slot: uni(c[0]!), end: 1 };
  if (c.length === 2) return { slot: bi(c[0]!, c[1]!), end: 2 };
  let best = { slot: 0, end: 0 };
  let bestCost = Infinity;
  for (let i = 0; i + 3 <= c.length; i++) {
    const slot = tri(c[i]!, c[i + 1]!, c[i + 2]!);
    const cost = literalFreq(c, i, i + 3) * (1 + (load.get(slot) ?? 0));
    if (cost < bestCost) [best, bestCost] = [{ slot, end: i + 3 }, cost];
  }
  return best;
}

/** The literals one of which every match holds (folded), or null: nothing known. */
export function requiredLiteralsOf(source: string, flags = ""): string[] | null {
  try {
    const lits = requiredLiterals(source, flags);
    return lits && lits.length > 0 && !lits.includes("") ? minimal(lits) : null;
  } catch {
    return null;
  }
}

// --- reading the regex source -------------------------------------------------------------------

/** exact: every string the node can match (when few); need: one of these occurs in every match. */
interface Info {
  exact: string[] | null;
  need: string[] | null;
}
const UNKNOWN: Info = { exact: null, need: null };
const EMPTY: Info = { exact: [""], need: null };

class Unsupported extends Error {}

function requiredLiterals(src: string, flags: string): string[] | null {
  if (/[^dgimsuy]/.test(flags)) throw new Unsupported(`flags ${flags}`); // "v" reads classes differently
  // with /iu, "k" also matches the Kelvin sign and "s" the long s: ASCII folding is not enough
  if (flags.includes("i") && flags.includes("u")) throw new Unsupported("unicode case folding");
  const p = new SourceReader(src, flags.includes("i"), flags.includes("m"));
  const info = p.alternation();
  if (p.i !== src.length) throw new Unsupported("trailing input");
  return needOf(info);
}

function needOf(info: Info): string[] | null {
  if (info.exact) return info.exact.includes("") ? null : info.exact;
  return info.need;
}

/** Drops strings that contain a shorter member: if "use x" occurs, so does "use". */
function minimal(set: string[]): string[] {
  const uniq = [...new Set(set)].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  const out: string[] = [];
  for (const s of uniq) if (!out.some((o) => s.includes(o))) out.push(s);
  return out;
}

// Expected occurrences of any of the set in a line of prose: the lower, the fewer texts pass.
function commonness(set: string[]): number {
  let sum = 0;
  for (const s of set) sum += literalFreq(Array.from({ length: s.length }, (_, i) => fold(s.charCodeAt(i))));
  return sum;
}

function cross(a: string[], b: string[]): string[] {
  const out: string[] = [];
  for (const x of a) for (const y of b) out.push(x + y);
  return [...new Set(out)];
}

function sequence(items: Info[]): Info {
  const candidates: string[][] = [];
  const consider = (set: string[] | null) => {
    if (set && set.length > 0 && !set.includes("")) candidates.push(minimal(set));
  };
  let run: string[] = [""];
  let whole = true;
  for (const it of items) {
    if (it.exact && run.length * it.exact.length <= MAX_SET) {
      run = cross(run, it.exact);
      continue;
    }
    whole = false;
    consider(run);
    if (it.exact) run = it.exact;
    else {
      consider(it.need);
      run = [""];
    }
  }
  if (whole) return { exact: run, need: null };
  consider(run);
  let best: string[] | null = null;
  for (const c of candidates) if (!best || commonness(c) < commonness(best)) best = c;
  return { exact: null, need: best };
}

function alternatives(branches: Info[]): Info {
  if (branches.length === 1) return branches[0]!;
  if (branches.every((b) => b.exact)) {
    const all = [...new Set(branches.flatMap((b) => b.exact!))];
    if (all.length <= MAX_SET) return { exact: all, need: null };
  }
  const needs: string[] = [];
  for (const b of branches) {
    const n = needOf(b);
    if (!n) return UNKNOWN;
    needs.push(...n);
  }
  const set = minimal(needs);
  return set.length <= MAX_ALTS ? { exact: null, need: set } : UNKNOWN;
}

function repeat(x: Info, min: number, max: number): Info {
  if (min === 1 && max === 1) return x;
  if (min === 0) return max === 1 && x.exact ? { exact: [...new Set([...x.exact, ""])], need: null } : UNKNOWN;
  return { exact: null, need: needOf(x) };
}

const CLASS_ESCAPES = new Set(["d", "D", "w", "W", "s", "S"]);
const CONTROL: Record<string, string> = { n: "\n", r: "\r", t: "\t", f: "\f", v: "\v", "0": "\0" };
const MAX_CLASS = 12;

class SourceReader {
  i = 0;
  constructor(
    private readonly s: string,
    private readonly ignoreCase: boolean,
    private readonly multiline: boolean,
  ) {}

  alternation(): Info {
    const branches = [this.sequence()];
    while (this.s[this.i] === "|") {
      this.i++;
      branches.push(this.sequence());
    }
    return alternatives(branches);
  }

  private sequence(): Info {
    const items: Info[] = [];
    while (this.i < this.s.length && this.s[this.i] !== "|" && this.s[this.i] !== ")") items.push(this.quantified(this.atom()));
    return sequence(items);
  }

  private quantified(x: Info): Info {
    const c = this.s[this.i];
    let min: number;
    let max: number;
    if (c === "*") [min, max] = [0, Infinity];
    else if (c === "+") [min, max] = [1, Infinity];
    else if (c === "?") [min, max] = [0, 1];
    else if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.s.slice(this.i, this.i + 24));
      if (!m) return x; // not a quantifier: atom() reads the "{" as a literal next
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
      this.i += m[0].length - 1;
    } else return x;
    this.i++;
    if (this.s[this.i] === "?") this.i++; // lazy: same strings
    return this.quantified(repeat(x, min, max));
  }

  private atom(): Info {
    const c = this.s[this.i]!;
    if (c === "(") return this.group();
    if (c === "[") return this.charClass();
    if (c === "^" || c === "$") {
      this.i++;
      // with /m they also match at line breaks: no longer a fixed place
      return this.multiline ? EMPTY : { exact: [String.fromCharCode(c === "^" ? START : END)], need: null };
    }
    if (c === ".") {
      this.i++;
      return UNKNOWN;
    }
    if (c === "\\") return this.escape();
    if (c === "*" || c === "+" || c === "?") throw new Unsupported("dangling quantifier");
    if (c === "{" && /^\{\d+(,\d*)?\}/.test(this.s.slice(this.i, this.i + 24))) throw new Unsupported("dangling quantifier");
    this.i++;
    return this.char(c);
  }

  private char(c: string): Info {
    // with /i a non-ASCII letter may match another case form: not folded here, so unknown
    if (this.ignoreCase && c.charCodeAt(0) >= 128) return UNKNOWN;
    return { exact: [String.fromCharCode(fold(c.charCodeAt(0)))], need: null };
  }

  private group(): Info {
    const rest = this.s.slice(this.i, this.i + 4);
    let zeroWidth = false;
    if (rest.startsWith("(?:")) this.i += 3;
    else if (rest.startsWith("(?=") || rest.startsWith("(?!")) [this.i, zeroWidth] = [this.i + 3, true];
    else if (rest.startsWith("(?<=") || rest.startsWith("(?<!")) [this.i, zeroWidth] = [this.i + 4, true];
    else if (rest.startsWith("(?<")) {
      const close = this.s.indexOf(">", this.i);
      if (close < 0) throw new Unsupported("group name");
      this.i = close + 1;
    } else if (rest.startsWith("(?")) throw new Unsupported("group kind");
    else this.i += 1;
    const inner = this.alternation();
    if (this.s[this.i] !== ")") throw new Unsupported("unclosed group");
    this.i++;
    return zeroWidth ? EMPTY : inner;
  }

  /** One escaped char, or null for a class escape (\d, \w, ...) or anything unsupported. */
  private escapedChar(): string | null {
    const e = this.s[this.i + 1];
    if (e === undefined) throw new Unsupported("trailing backslash");
    if (e === "x") {
      const h = this.s.slice(this.i + 2, this.i + 4);
      if (!/^[0-9a-fA-F]{2}$/.test(h)) throw new Unsupported("\\x");
      this.i += 4;
      return String.fromCharCode(parseInt(h, 16));
    }
    if (e === "u") {
      const h = this.s.slice(this.i + 2, this.i + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(h)) throw new Unsupported("\\u");
      this.i += 6;
      return String.fromCharCode(parseInt(h, 16));
    }
    if (e === "c" || e === "p" || e === "P" || e === "k" || /[1-9]/.test(e)) throw new Unsupported(`\\${e}`);
    this.i += 2;
    if (CLASS_ESCAPES.has(e)) return null;
    if (e === "0" && /[0-9]/.test(this.s[this.i] ?? "")) throw new Unsupported("octal");
    return CONTROL[e] ?? (/[A-Za-z0-9]/.test(e) && e !== "b" && e !== "B" ? null : e);
  }

  private escape(): Info {
    const e = this.s[this.i + 1];
    if (e === "b" || e === "B") {
      this.i += 2;
      return EMPTY;
    }
    if (e === "d") {
      this.i += 2;
      return { exact: DIGITS, need: null };
    }
    const ch = this.escapedChar();
    return ch === null ? UNKNOWN : this.char(ch);
  }

  private charClass(): Info {
    this.i++;
    let negated = false;
    if (this.s[this.i] === "^") [negated, this.i] = [true, this.i + 1];
    const chars = new Set<string>();
    let known = true;
    let first = true;
    for (;;) {
      const c = this.s[this.i];
      if (c === undefined) throw new Unsupported("unclosed class");
      if (c === "]" && !first) break;
      if (c === "]") {
        // "[]" matches nothing and "[^]" anything: not worth reading
        throw new Unsupported("empty class");
      }
      first = false;
      let lo: string | null;
      if (c === "\\") {
        if (this.s[this.i + 1] === "b") [lo, this.i] = ["\b", this.i + 2];
        else lo = this.escapedChar();
      } else {
        lo = c;
        this.i++;
      }
      if (this.s[this.i] === "-" && this.s[this.i + 1] !== "]" && this.s[this.i + 1] !== undefined) {
        this.i++;
        let hi: string | null;
        if (this.s[this.i] === "\\") hi = this.escapedChar();
        else hi = this.s[this.i++]!;
        if (lo === null || hi === null) throw new Unsupported("class escape in a range");
        const a = lo.charCodeAt(0);
        const b = hi.charCodeAt(0);
        if (b - a + 1 > MAX_CLASS) known = false;
        else for (let k = a; k <= b; k++) chars.add(String.fromCharCode(k));
        continue;
      }
      if (lo === null) known = false;
      else chars.add(lo);
    }
    this.i++;
    if (negated || !known || chars.size > MAX_CLASS) return UNKNOWN;
    const out = new Set<string>();
    for (const ch of chars) {
      const info = this.char(ch);
      if (!info.exact) return UNKNOWN;
      out.add(info.exact[0]!);
    }
    return { exact: [...out], need: null };
  }
}
