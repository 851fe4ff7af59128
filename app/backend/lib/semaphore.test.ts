import { describe, expect, test } from "vitest";
import { Semaphore } from "./semaphore.ts";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const full = () => new Error("full");

describe("Semaphore", () => {
  test("runs at most `concurrent` at once, queues up to `queued` in order, refuses the rest", async () => {
    const gate = new Semaphore(2, 1);
    const order: string[] = [];
    const a = deferred();
    const b = deferred();
    const c = deferred();
    const runA = gate.run(async () => (await a.promise, order.push("a")), full);
    const runB = gate.run(async () => (await b.promise, order.push("b")), full);
    const runC = gate.run(async () => (order.push("c started"), await c.promise, order.push("c")), full);
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(1);
    await expect(gate.run(async () => order.push("d"), full)).rejects.toThrow("full");
    b.resolve();
    await runB;
    // c took b's turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(["b", "c started"]);
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(0);
    a.resolve();
    c.resolve();
    await Promise.all([runA, runC]);
    expect(gate.running).toBe(0);
  });

  test("a task that throws frees its turn", async () => {
    const gate = new Semaphore(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error("boom")), full)).rejects.toThrow("boom");
    expect(gate.running).toBe(0);
    await expect(gate.run(async () => 7, full)).resolves.toBe(7);
  });

  test("refuses nonsense sizes", () => {
    expect(() => new Semaphore(0, 1)).toThrow();
    expect(() => new Semaphore(1, -1)).toThrow();
  });
});
