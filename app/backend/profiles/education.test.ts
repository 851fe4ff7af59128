import { describe, expect, it } from "vitest";
import { education, educationBody } from "#app/contract/profiles.ts";
import { PLAIN_FACTS } from "./education.ts";

describe("an education entry's plain facts", () => {
  it("are the form's fields not stored another way, each taken by the body and given by the answer", () => {
    expect(PLAIN_FACTS).toEqual(["field_of_study", "start_year", "end_year", "grade"]);
    for (const fact of PLAIN_FACTS) {
      expect(educationBody.shape).toHaveProperty(fact);
      expect(education.shape).toHaveProperty(fact);
    }
  });

  it("answer an entry as before: the same keys in the same order, an end year that may be null", () => {
    expect(Object.keys(education.shape)).toEqual([
      "id",
      "institution",
      "degree",
      "field_of_study",
      "start_year",
      "end_year",
      "grade",
    ]);
    const entry = {
      id: 1,
      institution: { id: 2, title: "IIT" },
      degree: { id: 3, title: "B.Tech" },
      field_of_study: null,
      start_year: 2018,
      grade: null,
    };
    expect(education.safeParse({ ...entry, end_year: null }).success).toBe(true);
    expect(education.safeParse({ ...entry, end_year: 2022 }).success).toBe(true);
    expect(education.safeParse({ ...entry, end_year: "2022" }).success).toBe(false);
  });
});
