// Bounded LRU of compiled entries keyed by entry content, so a ledger sent with every call is
// compiled once. A Map keeps insertion order: re-inserting on hit makes it least-recently-used.
export class CompileCache<V> {
  private readonly map = new Map<string, V>();
  hits = 0;
  misses = 0;
  constructor(readonly capacity: number) {}

  get(key: string, build: () => V): V {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.hits++;
      this.map.delete(key);
      this.map.set(key, v);
      return v;
    }
    this.misses++;
    const fresh = build();
    if (this.capacity > 0) {
      this.map.set(key, fresh);
      if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value!);
    }
    return fresh;
  }
  get size() {
    return this.map.size;
  }
  has(key: string) {
    return this.map.has(key);
  }
}
