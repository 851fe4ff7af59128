import { describe, expect, it } from "vitest";
import type { JobPost } from "~/contract/jobs";
import type { UpstreamApi } from "~/upstream/api";
import { loadJobPostDialog } from "./job-post.server";

const post = {
  id: 8,
  is_mine: true,
  title: "Data Analyst",
  company: { id: 2, title: "Acme Technologies", logo: null },
  company_name: "Acme Technologies",
  job_type: "hybrid",
  sector: { id: 3, title: "IT" },
  domain: { id: 4, title: "Analytics" },
  min_experience_years: 2,
  min_experience_months: 0,
  employment_type: "full-time",
  currency: { id: 1, title: "Indian Rupee", code: "INR", country: "India" },
  salary: null,
  locations: [
    { id: 5, city: "Pune", state: "Maharashtra", country: "India" },
    { id: 6, city: "Mumbai", state: "Maharashtra", country: "India" },
  ],
  skills: [{ id: 7, title: "SQL" }],
  no_of_openings: 3,
  description: "<p>Dashboards.</p>",
} as unknown as JobPost;

const api = { master: { list: async () => [{ id: 1, title: "Indian Rupee" }] } } as unknown as UpstreamApi;

describe("the edit dialog of a job post", () => {
  it("starts from the post's values as text: picks by id, lists item by item, no salary as empty", async () => {
    const dialog = await loadJobPostDialog(api, new URLSearchParams("edit=8"), "individual", post);
    expect(dialog?.defaults).toEqual({
      title: "Data Analyst",
      job_type: "hybrid",
      sector: "3",
      domain: "4",
      min_experience_years: "2",
      min_experience_months: "0",
      employment_type: "full-time",
      currency: "1",
      salary: "",
      locations: ["5", "6"],
      skills: ["7"],
      no_of_openings: "3",
    });
    expect(dialog?.editing).toMatchObject({ id: 8, companyName: "Acme Technologies", descriptionHtml: "<p>Dashboards.</p>" });
  });

  it("a new post starts empty", async () => {
    expect((await loadJobPostDialog(api, new URLSearchParams("post=new"), "corporate"))?.defaults).toEqual({});
  });
});
