import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emailField, optionalText } from "#app/forms/fields.ts";
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

  it("answers a rule that normalises what it took by the rule before the transform", () => {
    const normalised = z.strictObject(storedFacts({ about: optionalText(10, "Too long."), email: emailField }));
    expect(normalised.safeParse({ about: "Hello", email: "hr@acme.example" }).success).toBe(true);
    expect(normalised.safeParse({ about: null, email: "hr@acme.example" }).success).toBe(true);
    expect(normalised.safeParse({ email: "hr@acme.example" }).success).toBe(false);
    expect(normalised.safeParse({ about: "Far too long", email: "hr@acme.example" }).success).toBe(false);
    expect(normalised.safeParse({ about: null, email: "not an address" }).success).toBe(false);
    expect(z.toJSONSchema(normalised, { io: "output" }).properties?.about).toEqual({
      anyOf: [{ type: "string", maxLength: 10 }, { type: "null" }],
    });
  });
});
