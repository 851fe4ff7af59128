import { describe, expect, it } from "vitest";
import { createListCaches, ListCache } from "./list-cache.ts";

describe("ListCache", () => {
  it("reuses a value for ttlMs, then computes it again", async () => {
    let now = 0;
    let computed = 0;
    const cache = new ListCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const compute = async () => ++computed;
    expect(await cache.through("a", compute)).toBe(1);
    now = 999;
    expect(await cache.through("a", compute)).toBe(1);
    now = 1000;
    expect(await cache.through("a", compute)).toBe(2);
  });

  it("shares one computation between concurrent callers and keeps no failure", async () => {
    let calls = 0;
    const cache = new ListCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    expect(await Promise.all([cache.through("a", slow), cache.through("a", slow)])).toEqual([1, 1]);
    await expect(cache.through("b", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.through("b", async () => 7)).toBe(7);
  });

  it("forgets the oldest entries past maxEntries, and on delete, deletePrefix and clear", async () => {
    const cache = new ListCache<string>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    await cache.through("1", async () => "one");
    await cache.through("2", async () => "two");
    await cache.through("3", async () => "three");
    expect(cache.size).toBe(2);
    expect(await cache.through("1", async () => "again")).toBe("again");
    cache.delete("1");
    expect(await cache.through("1", async () => "fresh")).toBe("fresh");
    cache.deletePrefix("");
    expect(cache.size).toBe(0);
    await cache.through("x", async () => "x");
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("with a ttl of 0 computes every time", async () => {
    let n = 0;
    const cache = new ListCache<number>({ ttlMs: 0, maxEntries: 10, now: () => 5 });
    expect(await cache.through("a", async () => ++n)).toBe(1);
    expect(await cache.through("a", async () => ++n)).toBe(2);
  });
});

describe("createListCaches", () => {
  it("forgets one member's lists and keeps the others'", async () => {
    const lists = createListCaches(() => 0);
    await lists.suggestedPeople.through("1", async () => [2, 3]);
    await lists.suggestedPeople.through("12", async () => [4]);
    await lists.networkFeed.through("1", async () => ({ items: [[1, null]], total: 1 }));
    lists.forgetMember(1);
    expect(await lists.suggestedPeople.through("1", async () => [9])).toEqual([9]);
    expect(await lists.suggestedPeople.through("12", async () => [0])).toEqual([4]);
    expect(await lists.networkFeed.through("1", async () => ({ items: [], total: 0 }))).toEqual({
      items: [],
      total: 0,
    });
  });

  it("forgets the connections a member shares with pages of people, and keeps another member's", async () => {
    const lists = createListCaches(() => 0);
    await lists.commonCounts.through("1|5,6", async () => new Map([[5, 2]]));
    await lists.commonCounts.through("12|5,6", async () => new Map([[5, 7]]));
    lists.forgetMember(1);
    expect(await lists.commonCounts.through("1|5,6", async () => new Map([[5, 3]]))).toEqual(new Map([[5, 3]]));
    expect(await lists.commonCounts.through("12|5,6", async () => new Map())).toEqual(new Map([[5, 7]]));
  });
});
