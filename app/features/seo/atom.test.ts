import { describe, expect, test } from "vitest";
import { atomFeedXml, jobSummary, type FeedJob } from "./atom.ts";
import { formatMoney } from "#app/features/jobs/job-card.tsx";

const job: FeedJob = {
  id: 4,
  title: "Data Analyst & <Insights>",
  company_name: "Acme Technologies",
  company: { title: "Acme Technologies" },
  job_type: "remote",
  employment_type: "contract",
  locations: [{ city: "Pune" }, { city: "Delhi" }],
  salary: 1_200_000,
  currency: { code: "INR" },
  created_at: "2026-11-30T10:00:00.000Z",
  updated_at: "2026-12-01T10:00:00.000Z",
};

const feed = (jobs: FeedJob[]) =>
  atomFeedXml({
    title: "Jobs on JobLink: Pune",
    self: "https://joblink.example/jobs/feed.xml?locations=7&job_type=remote",
    alternate: "https://joblink.example/jobs?locations=7&job_type=remote",
    jobUrl: (id) => `https://joblink.example/job-details/${id}`,
    jobs,
    now: new Date("2026-12-02T05:00:00.000Z"),
    money: formatMoney,
  });

describe("Atom feeds of jobs (decision 170)", () => {
  test("an entry per job: its page, times, company and facts, escaped", () => {
    const xml = feed([job]);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://joblink.example/jobs/feed.xml?locations=7&amp;job_type=remote"/>',
    );
    expect(xml).toContain("<title>Data Analyst &amp; &lt;Insights&gt; at Acme Technologies</title>");
    expect(xml).toContain("<id>https://joblink.example/job-details/4</id>");
    expect(xml).toContain("<updated>2026-12-01T10:00:00.000Z</updated>");
    expect(jobSummary(job, formatMoney)).toBe("Remote · Contract · Pune, Delhi · ₹12,00,000 a year");
  });

  test("the feed's updated is its newest job's, or now when it has none", () => {
    const newer = { ...job, id: 5, updated_at: "2026-12-01T12:00:00.000Z" };
    expect(feed([job, newer])).toMatch(
      /<title>Jobs on JobLink: Pune<\/title>\n<updated>2026-12-01T12:00:00.000Z<\/updated>/,
    );
    expect(feed([])).toContain("<updated>2026-12-02T05:00:00.000Z</updated>");
  });
});
