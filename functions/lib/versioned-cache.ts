import { keptInMemory } from "./kept-in-memory";

/**
 * Decoded documents kept in a warm function's memory by version: a value is used only when the stored
 * version read for this request is the one it was decoded from. Least recently used values leave first once
 * their total weight (bytes, roughly) passes the limit.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { version: string; value: V; weight: number }>();
  private weight = 0;

  constructor(private readonly maxWeight: number) {
    keptInMemory(() => this.clear());
  }

  get(key: string, version: string | undefined): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || version === undefined || entry.version !== version) return undefined;
    // Re-insert: Map order is the recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: string, value: V, weight: number): void {
    this.delete(key);
    if (weight > this.maxWeight) return;
    this.entries.set(key, { version, value, weight });
    this.weight += weight;
    for (const [oldest] of this.entries) {
      if (this.weight <= this.maxWeight) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
