import { describe, expect, it } from "vitest";
import { ByteLru } from "./page-cache-lru";

describe("ByteLru", () => {
  it("evicts the least recently used entries past the byte cap", () => {
    const lru = new ByteLru<string>(100);
    lru.set("a", "A", 40, 1000);
    lru.set("b", "B", 40, 1000);
    expect(lru.get("a")).toBe("A"); // a is now the most recent
    lru.set("c", "C", 40, 1000);
    expect(lru.keys()).toEqual(["a", "c"]);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.bytes).toBe(80);
  });

  it("refuses an entry larger than the cap, and replacing a key frees its bytes", () => {
    const lru = new ByteLru<string>(100);
    expect(lru.set("big", "x", 101, 1000)).toBe(false);
    lru.set("a", "1", 60, 1000);
    lru.set("a", "2", 70, 1000);
    expect(lru.bytes).toBe(70);
    expect(lru.get("a")).toBe("2");
  });

  it("forgets an entry once its time is up", () => {
    let now = 0;
    const lru = new ByteLru<string>(100, () => now);
    lru.set("a", "A", 10, 50);
    now = 49;
    expect(lru.get("a")).toBe("A");
    now = 50;
    expect(lru.get("a")).toBeUndefined();
    expect(lru.bytes).toBe(0);
  });
});
