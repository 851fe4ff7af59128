import { describe, expect, test, vi } from "vitest";
import { PollingLoop } from "./polling-loop.ts";

describe("PollingLoop", () => {
  test("wakes coalesce into one more pass; never two at once; drain waits for a pass started after it", async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    const loop = new PollingLoop(async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      passes++;
      running--;
    }, 60_000);
    // Wakes before the loop's first turn are one pass.
    loop.wake();
    loop.wake();
    loop.wake();
    await loop.drain();
    expect(passes).toBe(1);
    // Wakes while a pass runs are one more pass after it, never a second one beside it.
    loop.wake();
    await new Promise((resolve) => setTimeout(resolve, 1));
    loop.wake();
    loop.wake();
    await loop.drain();
    expect(most).toBe(1);
    expect(passes).toBeGreaterThanOrEqual(3);
    expect(passes).toBeLessThanOrEqual(4);
    await loop.stop();
  });

  test("polls again after pollMs; stop lets the pass finish and starts no other", async () => {
    let passes = 0;
    const loop = new PollingLoop(async () => {
      passes++;
    }, 10);
    loop.wake();
    await vi.waitFor(() => expect(passes).toBeGreaterThan(2), { timeout: 5_000 });
    await loop.stop();
    expect(loop.stopping).toBe(true);
    const after = passes;
    loop.wake();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(passes).toBe(after);
  });
});
