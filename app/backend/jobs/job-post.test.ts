import { describe, expect, it } from "vitest";
import { jobPost, jobPostEditBody } from "../../contract/jobs.ts";
import { PLAIN_FACTS } from "./job-post.ts";

describe("a post's plain facts", () => {
  it("are the fields the body takes and the answer gives under the same name, less those stored another way", () => {
    expect(PLAIN_FACTS).toEqual(["title", "job_type", "min_experience_years", "min_experience_months", "employment_type", "no_of_openings"]);
    for (const fact of PLAIN_FACTS) {
      expect(jobPostEditBody.shape).toHaveProperty(fact);
      expect(jobPost.shape).toHaveProperty(fact);
    }
  });
});
