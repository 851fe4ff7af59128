import { describe, expect, test } from "vitest";
import { jobPostingProblems } from "#tests/support/job-posting.ts";
import { countryCode, GOOGLE_EMPLOYMENT_TYPES, jobPostingJsonLd, type JobPostingSource } from "./job-posting.ts";
import { EMPLOYMENT_TYPES } from "#app/forms/jobs/job-post-labels.ts";

const NOW = new Date("2026-12-02T05:00:00.000Z");
const URLS = {
  page: "https://joblink.example/job-details/7",
  sameAs: "https://acme.example",
  logo: "https://joblink.example/uploads/logo.webp",
};

function post(overrides: Partial<JobPostingSource> = {}): JobPostingSource {
  return {
    id: 7,
    title: "Senior Frontend Engineer (React)",
    description: "<p>Build the <strong>shipper</strong> dashboard.</p>",
    status: "open",
    created_at: "2026-11-26T05:00:00.000Z",
    valid_through: "2026-12-26T18:29:59.999Z",
    job_type: "hybrid",
    employment_type: "full-time",
    salary: 2_800_000,
    currency: { code: "INR" },
    locations: [
      { city: "Bengaluru", state: "Karnataka", country: "India" },
      { city: "Mumbai", state: "Maharashtra", country: "India" },
    ],
    company: { title: "Acme Technologies", logo: "/uploads/logo.webp" },
    company_name: "Acme Technologies",
    posted_by: { type_of_user: "corporate" },
    ...overrides,
  };
}

describe("JobPosting JSON-LD (decision 170)", () => {
  test("an open company post: every required and recommended property, in Google's words", () => {
    const jsonLd = jobPostingJsonLd(post(), URLS, NOW);
    expect(jobPostingProblems(jsonLd)).toEqual([]);
    expect(jsonLd).toMatchObject({
      "@type": "JobPosting",
      title: "Senior Frontend Engineer (React)",
      description: "<p>Build the <strong>shipper</strong> dashboard.</p>",
      datePosted: "2026-11-26T05:00:00.000Z",
      validThrough: "2026-12-26T18:29:59.999Z",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Acme Technologies", sameAs: URLS.sameAs, logo: URLS.logo },
      identifier: { "@type": "PropertyValue", name: "JobLink", value: "7" },
      directApply: true,
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: { "@type": "QuantitativeValue", value: 2_800_000, unitText: "YEAR" },
      },
      jobLocation: [
        {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            addressLocality: "Bengaluru",
            addressRegion: "Karnataka",
            addressCountry: "IN",
          },
        },
        {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            addressLocality: "Mumbai",
            addressRegion: "Maharashtra",
            addressCountry: "IN",
          },
        },
      ],
    });
    expect(jsonLd).not.toHaveProperty("jobLocationType");
  });

  test("a remote post: TELECOMMUTE, where applicants may be (each country once), no place", () => {
    const jsonLd = jobPostingJsonLd(
      post({
        job_type: "remote",
        locations: [
          { city: "Pune", state: "Maharashtra", country: "India" },
          { city: "Delhi", state: "Delhi", country: "India" },
          { city: "London", state: "England", country: "United Kingdom" },
        ],
      }),
      URLS,
      NOW,
    );
    expect(jobPostingProblems(jsonLd)).toEqual([]);
    expect(jsonLd).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [
        { "@type": "Country", name: "India" },
        { "@type": "Country", name: "United Kingdom" },
      ],
    });
    expect(jsonLd).not.toHaveProperty("jobLocation");
  });

  test("one place is an object; an individual's referral post is not applied to directly; no salary, no logo, no company page", () => {
    const jsonLd = jobPostingJsonLd(
      post({
        locations: [{ city: "Seattle", state: "Washington", country: "United States" }],
        salary: null,
        company: null,
        company_name: "Razorpay",
        posted_by: { type_of_user: "individual" },
      }),
      { page: URLS.page, sameAs: null, logo: null },
      NOW,
    );
    expect(jobPostingProblems(jsonLd)).toEqual([]);
    expect(jsonLd).toMatchObject({
      directApply: false,
      hiringOrganization: { "@type": "Organization", name: "Razorpay" },
      jobLocation: { "@type": "Place", address: { addressCountry: "US" } },
    });
    expect(jsonLd).not.toHaveProperty("baseSalary");
    expect(jsonLd!.hiringOrganization).toEqual({ "@type": "Organization", name: "Razorpay" });
  });

  test("a post without a description is described by its title and company, escaped", () => {
    const jsonLd = jobPostingJsonLd(post({ description: "", title: "R&D <lead>" }), URLS, NOW);
    expect(jsonLd!.description).toBe("<p>Acme Technologies is hiring a R&amp;D &lt;lead&gt;.</p>");
    expect(jobPostingProblems(jsonLd)).toEqual([]);
  });

  test("a closed post, and an open one past its end date, carry none", () => {
    expect(jobPostingJsonLd(post({ status: "closed" }), URLS, NOW)).toBeNull();
    expect(jobPostingJsonLd(post({ valid_through: "2026-12-02T04:59:59.999Z" }), URLS, NOW)).toBeNull();
  });

  test("every employment type has Google's word; countries of the master list have their ISO codes", () => {
    for (const type of EMPLOYMENT_TYPES)
      expect(["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN"]).toContain(GOOGLE_EMPLOYMENT_TYPES[type]);
    expect(countryCode("United Arab Emirates")).toBe("AE");
    expect(countryCode("Atlantis")).toBe("Atlantis");
  });

  test("the checker itself refuses what Google would not take", () => {
    const jsonLd = jobPostingJsonLd(post(), URLS, NOW)!;
    expect(jobPostingProblems({ ...jsonLd, employmentType: "full-time" })).toEqual([
      "employmentType in Google's words",
    ]);
    const { title: _title, ...untitled } = jsonLd;
    expect(jobPostingProblems(untitled)).toEqual(["title"]);
  });
});
