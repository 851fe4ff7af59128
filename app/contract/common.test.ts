import { describe, expect, it } from "vitest";
import { z } from "zod";
import { storedFacts } from "./common.ts";

describe("storedFacts", () => {
  const facts = z.strictObject(
    storedFacts({
      title: z.string().max(5),
      deadline: z.iso.date().optional(),
      note: z.string().nullish(),
      months: z.number().int().default(0),
    }),
  );

  it("answers an optional fact as null when it was left out, and keeps a required one required", () => {
    expect(facts.safeParse({ title: "Dev", deadline: null, note: null, months: 0 }).success).toBe(true);
    expect(facts.safeParse({ title: "Dev", deadline: "2026-12-31", note: "x", months: 3 }).success).toBe(true);
    expect(facts.safeParse({ title: "Dev", note: null, months: 0 }).success).toBe(false);
    expect(facts.safeParse({ title: null, deadline: null, note: null, months: 0 }).success).toBe(false);
  });

  it("keeps each rule's own checks", () => {
    expect(facts.safeParse({ title: "Too long", deadline: null, note: null, months: 0 }).success).toBe(false);
    expect(facts.safeParse({ title: "Dev", deadline: "31/12/2026", note: null, months: 0 }).success).toBe(false);
  });
});
