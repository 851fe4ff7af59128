import { describe, expect, test } from "vitest";
import { embedCode, widgetHtml } from "./widget.ts";
import { formatMoney } from "#app/features/jobs/job-card.tsx";

describe("the company jobs widget (decision 170)", () => {
  const page = {
    companyName: "Acme & Co",
    jobs: [
      {
        id: 3,
        title: "Product <Design> Intern",
        company_name: "Acme & Co",
        company: null,
        job_type: "in-office" as const,
        employment_type: "internship" as const,
        locations: [{ city: "Bengaluru" }],
        salary: null,
        currency: { code: "INR" },
        created_at: "2026-11-30T10:00:00.000Z",
        updated_at: "2026-11-30T10:00:00.000Z",
        posted_time_ago: "2 days ago",
      },
    ],
    jobUrl: (id: number) => `https://joblink.example/job-details/${id}`,
    companyUrl: "https://joblink.example/profile/corporate/3",
    more: false,
    money: formatMoney,
  };

  test("each job links to its page in a new tab, escaped; the page is not indexed", () => {
    const html = widgetHtml(page);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(
      '<a href="https://joblink.example/job-details/3" target="_blank" rel="noopener">Product &lt;Design&gt; Intern</a>',
    );
    expect(html).toContain("<h1>Jobs at Acme &amp; Co</h1>");
    expect(html).toContain("In-office · Internship · Bengaluru");
    expect(html).not.toContain("<script");
  });

  test("no jobs: it says so; more jobs than it lists: it links to all", () => {
    expect(widgetHtml({ ...page, jobs: [] })).toContain("Acme &amp; Co has no open positions right now.");
    expect(widgetHtml({ ...page, more: true })).toContain("See all jobs at Acme &amp; Co on JobLink");
  });

  test("the code to paste is an iframe with a title", () => {
    expect(embedCode("https://joblink.example/embed/companies/3/jobs", "Acme & Co")).toBe(
      '<iframe src="https://joblink.example/embed/companies/3/jobs" title="Jobs at Acme &amp; Co" width="100%" height="480" style="border:0" loading="lazy"></iframe>',
    );
  });
});
