import { describe, expect, it } from "vitest";
import { entryNameMessages, normaliseEntryName, typedEntryNameField } from "./entry-name.ts";
import { messages } from "./fields.ts";

describe("normaliseEntryName", () => {
  it("folds case, spaces and punctuation", () => {
    expect(normaliseEntryName("Acme Tech")).toBe("acme tech");
    expect(normaliseEntryName("acme  tech.")).toBe("acme tech");
    expect(normaliseEntryName("  ACME-Tech ")).toBe("acme tech");
    expect(normaliseEntryName("Acme (Tech)")).toBe("acme tech");
  });
  it("drops apostrophes, full stops and accents", () => {
    expect(normaliseEntryName("O'Reilly Media")).toBe("oreilly media");
    expect(normaliseEntryName("I.I.T. Bombay")).toBe("iit bombay");
    expect(normaliseEntryName("Nestlé")).toBe(normaliseEntryName("NESTLE"));
  });
  it("keeps what tells names apart", () => {
    expect(normaliseEntryName("Acme Tech 2")).not.toBe(normaliseEntryName("Acme Tech"));
    expect(normaliseEntryName("L&T")).toBe("l t");
  });
});

describe("typedEntryNameField", () => {
  const company = typedEntryNameField("company");
  const institution = typedEntryNameField("institution");
  const message = (schema: typeof company, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? null : result.error.issues[0]?.message;
  };
  it("trims, makes runs of spaces one, and gives null when empty", () => {
    expect(company.parse("  Acme   Tech. ")).toBe("Acme Tech.");
    expect(company.parse("")).toBeNull();
    expect(company.parse("   ")).toBeNull();
    expect(company.parse(undefined)).toBeNull();
  });
  it("refuses control and invisible characters and markup", () => {
    expect(message(company, "Acme\nTech")).toBe(entryNameMessages.company);
    expect(message(company, "Acme\tTech")).toBe(entryNameMessages.company);
    expect(message(company, "Acme\u200bTech")).toBe(entryNameMessages.company);
    expect(message(company, "<b>Acme</b>")).toBe(entryNameMessages.company);
    expect(message(institution, "IIT\u202eBombay")).toBe(entryNameMessages.institution);
    expect(message(company, "Acme\u0000")).toBe(messages.badCharacter);
  });
  it("limits the length", () => {
    expect(message(company, "a".repeat(101))).toBe("Company name must be at most 100 characters.");
    expect(company.parse("a".repeat(100))).toHaveLength(100);
    expect(message(institution, "a".repeat(151))).toBe("Institution name must be at most 150 characters.");
  });
});
