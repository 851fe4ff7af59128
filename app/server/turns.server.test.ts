import { describe, expect, test } from "vitest";
import { Turns } from "./turns.server.ts";

/** A promise with its resolve, for work that ends when the test says so. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const nextRound = () => new Promise((resolve) => setImmediate(resolve));

describe("Turns", () => {
  test("requests that come in one round start in the order of their keys, not of their arrival", async () => {
    const turns = new Turns({ concurrency: 1, holdMs: 1_000 });
    const started: string[] = [];
    const runs = [
      turns.run(30, () => started.push("c")),
      turns.run(10, () => started.push("a")),
      turns.run(20, () => started.push("b")),
      turns.run(10, () => started.push("a2")),
    ];
    expect(started).toEqual([]);
    await Promise.all(runs);
    expect(started).toEqual(["a", "a2", "b", "c"]);
  });

  test("no more than `concurrency` at once; the next starts when one ends", async () => {
    const turns = new Turns({ concurrency: 2, holdMs: 10_000 });
    const work = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = work.map((w, i) =>
      turns.run(i, async () => {
        started.push(i);
        await w.promise;
        return i;
      }),
    );
    await nextRound();
    expect(started).toEqual([0, 1]);
    expect(turns.running).toBe(2);
    expect(turns.waiting).toBe(1);
    work[1].resolve();
    await runs[1];
    await nextRound();
    expect(started).toEqual([0, 1, 2]);
    work[0].resolve();
    work[2].resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(turns.running).toBe(0);
  });

  test("a request that came later but was answered earlier goes before those still waiting", async () => {
    const turns = new Turns({ concurrency: 1, holdMs: 10_000 });
    const first = deferred();
    const started: string[] = [];
    const runs = [turns.run(0, () => first.promise.then(() => started.push("first")))];
    await nextRound();
    runs.push(turns.run(50, () => started.push("late key")));
    await nextRound();
    runs.push(turns.run(5, () => started.push("early key")));
    first.resolve();
    await Promise.all(runs);
    expect(started).toEqual(["first", "early key", "late key"]);
  });

  test("a turn that has lasted holdMs no longer holds the others", async () => {
    let now = 0;
    const turns = new Turns({ concurrency: 1, holdMs: 20, now: () => now });
    const slow = deferred();
    const started: string[] = [];
    const slowRun = turns.run(0, async () => {
      started.push("slow");
      await slow.promise;
    });
    await nextRound();
    const quick = turns.run(1, () => started.push("quick"));
    await nextRound();
    expect(started).toEqual(["slow"]);
    now = 25;
    await new Promise((resolve) => setTimeout(resolve, 40));
    await quick;
    expect(started).toEqual(["slow", "quick"]);
    slow.resolve();
    await slowRun;
  });

  test("work that fails ends its turn and rejects with its error", async () => {
    const turns = new Turns({ concurrency: 1, holdMs: 1_000 });
    const failing = turns.run(0, () => Promise.reject(new Error("no")));
    const after = turns.run(1, () => "after");
    await expect(failing).rejects.toThrow("no");
    expect(await after).toBe("after");
    expect(turns.running).toBe(0);
    expect(turns.waiting).toBe(0);
  });
});
