import { describe, expect, it } from "vitest";
import type { JobPost } from "#app/contract/jobs.ts";
import type { UpstreamApi } from "#app/upstream/api.ts";
import { loadJobPostDialog, summaryOf } from "./job-post.server.ts";
import { overviewOf } from "./post-details.server.ts";
import { addDays, dayOf } from "#app/forms/jobs/end-date.ts";

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
  valid_through: "2027-01-15T18:29:59.999Z",
  close_reason: null,
  closed_at: null,
  posted_by: { id: 9, name: "Acme", type_of_user: "corporate" },
  posted_time_ago: "2 hours ago",
  like_count: 1,
  repost_count: 2,
  response_count: null,
  questions: [{ id: 5, kind: "number", text: "Years of Go?", required: true, must_answer: null, min_number: 3 }],
} as unknown as JobPost;

describe("job post views", () => {
  it("sanitises the description again and reads the facts", () => {
    const view = overviewOf(post);
    expect(view.descriptionHtml).not.toMatch(/script|onclick|javascript:/);
    expect(view.descriptionHtml).toContain("Hi");
    expect(view.facts).toContainEqual({ label: "Minimum experience", value: "2 years 6 months" });
    expect(view.facts).toContainEqual({ label: "Job type", value: "Hybrid" });
    expect(view.facts).toContainEqual({ label: "Salary (annual CTC)", value: "Not disclosed" });
    expect(view.endNote).toMatch(/^Ends (today|tomorrow|in \d+ days) \(15 Jan 2027\)$/);
    expect(
      overviewOf({ ...post, status: "closed", close_reason: "filled", closed_at: "2027-01-02T10:00:00.000Z" }).endNote,
    ).toBe("Closed: the position has been filled on 2 Jan 2027.");
    expect(
      overviewOf({ ...post, status: "closed", close_reason: "expired", closed_at: "2027-01-15T18:30:00.000Z" }).endNote,
    ).toBe("Closed: it reached its end date on 16 Jan 2027.");
  });
  it("summarises a post for the lists", () => {
    expect(summaryOf(post)).toMatchObject({
      id: 4,
      company_name: "Acme",
      location: "Pune +1",
      repost_count: 2,
      response_count: null,
      ends_on: "15 Jan 2027",
    });
    expect(
      summaryOf({ ...post, status: "closed", close_reason: "filled", closed_at: "2027-01-02T10:00:00.000Z" }).ends_on,
    ).toBeNull();
  });
});

describe("the edit dialog of a job post", () => {
  const api = { master: { list: async () => [{ id: 1, title: "Indian Rupee" }] } } as unknown as UpstreamApi;

  it("starts from the post's values as text: picks by id, lists item by item, no salary as empty", async () => {
    const dialog = await loadJobPostDialog(api, new URLSearchParams("edit=4"), "individual", {
      ...post,
      is_mine: true,
    });
    expect(dialog?.defaults).toEqual({
      title: "Engineer",
      job_type: "hybrid",
      sector: "1",
      domain: "1",
      min_experience_years: "2",
      min_experience_months: "6",
      employment_type: "full-time",
      currency: "1",
      salary: "",
      locations: ["1", "2"],
      skills: ["3"],
      no_of_openings: "2",
      // Each screening question a row (decision 167), its id kept so its answers stay.
      questions: [{ id: "5", kind: "number", text: "Years of Go?", required: "on", must_answer: "", min_number: "3" }],
      // The date input's value: the day the post ends, in India.
      valid_through: "2027-01-15",
    });
    expect(dialog?.editing).toMatchObject({ id: 4, companyName: "Acme" });
  });

  it("a new post starts empty but for its end date, 30 days ahead (decision 166)", async () => {
    const dialog = await loadJobPostDialog(api, new URLSearchParams("post=new"), "corporate");
    expect(dialog?.defaults).toEqual({ valid_through: dayOf(addDays(new Date(), 30)) });
    expect(dialog?.endDate).toEqual({ min: dayOf(new Date()), max: dayOf(addDays(new Date(), 90)) });
  });

  it("another's post opens no dialog", async () => {
    expect(
      await loadJobPostDialog(api, new URLSearchParams("edit=4"), "individual", { ...post, is_mine: false }),
    ).toBeNull();
  });
});
