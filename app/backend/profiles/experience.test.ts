import { describe, expect, it } from "vitest";
import { experience, experienceBody } from "#app/contract/profiles.ts";
import { PLAIN_FACTS } from "./experience.ts";

describe("an experience's plain facts", () => {
  it("are the form's fields not stored another way, each taken by the body and given by the answer", () => {
    expect(PLAIN_FACTS).toEqual(["title", "employment_type", "start_date", "end_date", "description"]);
    for (const fact of PLAIN_FACTS) {
      expect(experienceBody.shape).toHaveProperty(fact);
      expect(experience.shape).toHaveProperty(fact);
    }
  });

  it("answer an entry as before: the same keys, an end month and a description that may be null", () => {
    expect(Object.keys(experience.shape).sort()).toEqual(
      [
        "id",
        "title",
        "company",
        "employment_type",
        "location",
        "start_date",
        "end_date",
        "is_current",
        "description",
      ].sort(),
    );
    const entry = {
      id: 1,
      title: "Engineer",
      company: { id: 2, title: "Acme" },
      employment_type: "full-time",
      location: null,
      start_date: "2024-01",
      is_current: true,
    };
    expect(experience.safeParse({ ...entry, end_date: null, description: null }).success).toBe(true);
    expect(experience.safeParse({ ...entry, end_date: "2024-06", description: "Built things." }).success).toBe(true);
    expect(experience.safeParse({ ...entry, description: null }).success).toBe(false);
  });
});
