import { describe, expect, it } from "vitest";
import { VersionedCache } from "../../functions/lib/versioned-cache";

describe("decoded documents kept by version", () => {
  it("answers a value only for the version it was decoded from", () => {
    const cache = new VersionedCache<string>(100);
    cache.set("demo#2024-05-01", "v1", "figuras v1", 10);
    expect(cache.get("demo#2024-05-01", "v1")).toBe("figuras v1");
    expect(cache.get("demo#2024-05-01", "v2")).toBeUndefined();
    expect(cache.get("demo#2024-05-01", undefined)).toBeUndefined();
    cache.set("demo#2024-05-01", "v2", "figuras v2", 10);
    expect(cache.get("demo#2024-05-01", "v1")).toBeUndefined();
    expect(cache.get("demo#2024-05-01", "v2")).toBe("figuras v2");
  });

  it("drops the least recently used values beyond its weight, and never keeps one heavier than it", () => {
    const cache = new VersionedCache<number>(30);
    cache.set("a", "1", 1, 10);
    cache.set("b", "1", 2, 10);
    cache.set("c", "1", 3, 10);
    expect(cache.get("a", "1")).toBe(1); // a is now the most recent
    cache.set("d", "1", 4, 10);
    expect(cache.get("b", "1")).toBeUndefined();
    expect([cache.get("a", "1"), cache.get("c", "1"), cache.get("d", "1")]).toEqual([1, 3, 4]);
    cache.set("huge", "1", 5, 31);
    expect(cache.get("huge", "1")).toBeUndefined();
    expect(cache.get("d", "1")).toBe(4);
  });
});
