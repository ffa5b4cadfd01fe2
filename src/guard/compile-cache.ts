// Bounded cache of compiled entries keyed by entry content, so a ledger sent with every call is
// compiled once. Least-recently-used eviction, kept O(1) on the hot path with two generations:
// hits in the young map cost one Map.get; when it fills, it becomes the old map and the previous
// old map (entries not used for a whole generation) is dropped. At most `capacity` entries.
export class CompileCache<V> {
  private young = new Map<string, V>();
  private old = new Map<string, V>();
  private readonly half: number;
  hits = 0;
  misses = 0;
  constructor(readonly capacity: number) {
    this.half = Math.max(1, Math.floor(capacity / 2));
  }

  /** `arg` is handed to `build`, so a caller can pass one long-lived function instead of a closure per get. */
  get<A>(key: string, build: (arg: A) => V, arg?: A): V {
    const y = this.young.get(key);
    if (y !== undefined) {
      this.hits++;
      return y;
    }
    const o = this.old.get(key);
    if (o !== undefined) {
      this.hits++;
      this.old.delete(key);
      this.put(key, o);
      return o;
    }
    this.misses++;
    const fresh = build(arg as A);
    if (this.capacity > 0) this.put(key, fresh);
    return fresh;
  }

  /** The cached value (counted as a hit and kept young, as by get), or undefined without counting a miss. */
  lookup(key: string): V | undefined {
    const y = this.young.get(key);
    if (y !== undefined) {
      this.hits++;
      return y;
    }
    const o = this.old.get(key);
    if (o === undefined) return undefined;
    this.hits++;
    this.old.delete(key);
    this.put(key, o);
    return o;
  }

  private put(key: string, v: V) {
    if (this.young.size >= this.half) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, v);
  }
  get size() {
    return this.young.size + this.old.size;
  }
  has(key: string) {
    return this.young.has(key) || this.old.has(key);
  }
}
