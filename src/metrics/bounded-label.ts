// Caller-supplied label values (tool names, agent ids) would let one client create unbounded
// series. BoundedLabel keeps the first `limit` distinct values and reports every later new value
// as "other": 10,000 distinct tools cost at most limit + 1 series.
export const OTHER = "other";
export const UNKNOWN = "unknown";
export const MAX_LABEL_CHARS = 100;

export class BoundedLabel {
  private readonly seen = new Set<string>();
  constructor(private readonly limit: number) {}

  value(raw: string | undefined): string {
    const v = truncate(raw ?? "") || UNKNOWN;
    if (this.seen.has(v)) return v;
    if (this.seen.size >= this.limit) return OTHER;
    this.seen.add(v);
    return v;
  }

  get size(): number {
    return this.seen.size;
  }
}

/** Cuts at MAX_LABEL_CHARS without splitting a surrogate pair ("…😀" stays valid UTF-16). */
function truncate(s: string): string {
  if (s.length <= MAX_LABEL_CHARS) return s;
  const last = s.charCodeAt(MAX_LABEL_CHARS - 1);
  return s.slice(0, last >= 0xd800 && last <= 0xdbff ? MAX_LABEL_CHARS - 1 : MAX_LABEL_CHARS);
}

/** Maps a value onto a closed set, e.g. a skip reason the exporter does not know → "other". */
export function closedLabel<T extends string>(allowed: readonly T[], raw: string | undefined): T | typeof OTHER | typeof UNKNOWN {
  if (raw === undefined || raw === "") return UNKNOWN;
  return (allowed as readonly string[]).includes(raw) ? (raw as T) : OTHER;
}
