import { describe, expect, it } from "vitest";
import { SKILLS } from "#app/backend/seed/master-data.ts";
import {
  normaliseSkillName,
  SKILL_NAME_MAX,
  skillNameMessages,
  skillNameProblem,
  tidySkillName,
} from "./skill-name.ts";

describe("normaliseSkillName", () => {
  it("folds case, accents, spaces, apostrophes and full stops", () => {
    expect(normaliseSkillName("Node.js")).toBe("nodejs");
    expect(normaliseSkillName("  NODEJS ")).toBe("nodejs");
    expect(normaliseSkillName("Apache   Beam")).toBe("apache beam");
    expect(normaliseSkillName("Résumé writing")).toBe(normaliseSkillName("resume WRITING"));
    expect(normaliseSkillName("CI/CD")).toBe("ci cd");
  });
  it("keeps + and #, so C, C++ and C# stay apart", () => {
    expect(new Set(["C", "C++", "C#"].map(normaliseSkillName)).size).toBe(3);
    expect(normaliseSkillName("c++")).toBe(normaliseSkillName("C++"));
  });
  it("gives every skill of the master list a key of its own", () => {
    const keys = SKILLS.map(normaliseSkillName);
    expect(keys.every((key) => key !== "")).toBe(true);
    expect(new Set(keys).size).toBe(SKILLS.length);
  });
});

describe("skillNameProblem", () => {
  it("accepts the names skills have", () => {
    for (const name of [
      "C++",
      "C#",
      ".NET",
      "Node.js",
      "CI/CD",
      "R&D",
      "Bachelor's thesis",
      "3D modelling",
      "Éclair (pastry)",
    ])
      expect(skillNameProblem(name), name).toBeNull();
    expect(tidySkillName("  Apache   Beam ")).toBe("Apache Beam");
  });
  it("refuses control and invisible characters, markup and names without a letter", () => {
    for (const name of ["Go\nlang", "Go\tlang", "Go\u200blang", "Go\u0000", "<script>", "a@b", "365", "++", ""])
      expect(skillNameProblem(name), JSON.stringify(name)).toMatch(/cannot be a skill/);
    expect(skillNameProblem("Go\u200blang")).toBe(skillNameMessages.characters("Go lang"));
  });
  it("limits the length after tidying", () => {
    expect(skillNameProblem(` ${"a".repeat(SKILL_NAME_MAX)} `)).toBeNull();
    expect(skillNameProblem("a".repeat(SKILL_NAME_MAX + 1))).toBe(
      `“${"a".repeat(30)}…” is too long: a skill name is at most ${SKILL_NAME_MAX} characters.`,
    );
  });
});
