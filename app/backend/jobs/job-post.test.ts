import { describe, expect, it } from "vitest";
import { jobPost, jobPostEditBody } from "#app/contract/jobs.ts";
import { PLAIN_FACTS } from "./job-post.ts";

describe("a post's plain facts", () => {
  it("are the form's fields not stored another way, each taken by the body and given by the answer", () => {
    expect(PLAIN_FACTS).toEqual([
      "title",
      "job_type",
      "min_experience_years",
      "min_experience_months",
      "employment_type",
      "no_of_openings",
    ]);
    for (const fact of PLAIN_FACTS) {
      expect(jobPostEditBody.shape).toHaveProperty(fact);
      expect(jobPost.shape).toHaveProperty(fact);
    }
  });
});
