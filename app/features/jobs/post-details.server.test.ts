import { describe, expect, it } from "vitest";
import type { JobPost } from "~/contract/jobs";
import { summaryOf } from "./job-post.server";
import { overviewOf } from "./post-details.server";

const post = {
  id: 4,
  title: "Engineer",
  company: { id: 2, title: "Acme" },
  company_name: "Acme",
  job_type: "hybrid",
  sector: { id: 1, title: "IT" },
  domain: { id: 1, title: "Web" },
  min_experience_years: 2,
  min_experience_months: 6,
  employment_type: "full-time",
  currency: { id: 1, title: "Indian Rupee", code: "INR" },
  salary: null,
  locations: [
    { id: 1, city: "Pune", state: "MH", country: "India" },
    { id: 2, city: "Mumbai", state: "MH", country: "India" },
  ],
  skills: [{ id: 3, title: "React" }],
  no_of_openings: 2,
  description: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
  status: "open",
  posted_by: { id: 9, name: "Acme", type_of_user: "corporate" },
  posted_time_ago: "2 hours ago",
  like_count: 1,
  repost_count: 2,
  response_count: null,
} as unknown as JobPost;

describe("job post views", () => {
  it("sanitises the description again and reads the facts", () => {
    const view = overviewOf(post);
    expect(view.descriptionHtml).not.toMatch(/script|onclick|javascript:/);
    expect(view.descriptionHtml).toContain("Hi");
    expect(view.facts).toContainEqual({ label: "Minimum experience", value: "2 years 6 months" });
    expect(view.facts).toContainEqual({ label: "Job type", value: "Hybrid" });
    expect(view.facts).toContainEqual({ label: "Salary (annual CTC)", value: "Not disclosed" });
  });
  it("summarises a post for the lists", () => {
    expect(summaryOf(post)).toMatchObject({ id: 4, company_name: "Acme", location: "Pune +1", repost_count: 2, response_count: null });
  });
});
