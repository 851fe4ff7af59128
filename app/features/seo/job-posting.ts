/**
 * A job post as Google for Jobs reads it (issue 33, decision 170): schema.org `JobPosting`
 * JSON-LD with Google's required properties (title, description, datePosted, hiringOrganization,
 * jobLocation — or, for a remote post, jobLocationType TELECOMMUTE with
 * applicantLocationRequirements) and its recommended ones (validThrough, employmentType,
 * baseSalary, identifier, directApply). Every value is one the job page shows. Only an open post
 * that has not passed its end date has one: Google drops expired postings, and a closed one must
 * not be offered. Pure: no React, no Node; the page's `meta` writes it as
 * `script:ld+json`, which escapes `<`, `>` and `&` so no text can end the script.
 */
import type { EmploymentTypeValue, JobTypeValue } from "#app/forms/jobs/job-post-labels.ts";

/** What of a job post the JSON-LD needs (the API's `JobPost` has it all). */
export type JobPostingSource = {
  id: number;
  title: string;
  /** Sanitised HTML, "" when there is none. */
  description: string;
  status: "open" | "closed";
  created_at: string;
  valid_through: string;
  job_type: JobTypeValue;
  employment_type: EmploymentTypeValue;
  salary: number | null;
  currency: { code: string };
  locations: ReadonlyArray<{ city: string; state: string; country: string }>;
  company: { title: string; logo: string | null } | null;
  company_name: string;
  posted_by: { type_of_user: "individual" | "corporate" };
};

/** The absolute addresses the JSON-LD names. */
export type JobPostingUrls = {
  /** The job's page. */
  page: string;
  /** The hiring company's website, or its page on JobLink when it gave none; null when it has neither. */
  sameAs: string | null;
  /** The company's logo, absolute, null when it has none. */
  logo: string | null;
};

/** Google's words for the kinds of employment (a freelance engagement is a contractor's). */
export const GOOGLE_EMPLOYMENT_TYPES: Record<EmploymentTypeValue, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  internship: "INTERN",
  contract: "CONTRACTOR",
  freelance: "CONTRACTOR",
};

/** ISO 3166-1 alpha-2 codes (what Google asks for `addressCountry`) of the master list's countries; another country keeps its name. */
const COUNTRY_CODES: Record<string, string> = {
  India: "IN",
  "United States": "US",
  "United Kingdom": "GB",
  "United Arab Emirates": "AE",
  Singapore: "SG",
  Canada: "CA",
  Australia: "AU",
  Germany: "DE",
  Switzerland: "CH",
  "Saudi Arabia": "SA",
  Qatar: "QA",
  Japan: "JP",
};

export function countryCode(country: string): string {
  return COUNTRY_CODES[country] ?? country;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JobPostingJsonLd = { [key: string]: Json };

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The JSON-LD of an open post, or null: closed, or past its end date (the closing worker may not
 * have closed it yet).
 */
export function jobPostingJsonLd(post: JobPostingSource, urls: JobPostingUrls, now: Date): JobPostingJsonLd | null {
  if (post.status !== "open" || Date.parse(post.valid_through) <= now.getTime()) return null;
  const company = post.company?.title ?? post.company_name;
  const organization: JobPostingJsonLd = { "@type": "Organization", name: company };
  if (urls.sameAs) organization.sameAs = urls.sameAs;
  if (urls.logo) organization.logo = urls.logo;
  const posting: JobPostingJsonLd = {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: post.title,
    // Google requires a description: a post without one is described by the facts the page lists.
    description: post.description || `<p>${escapeHtml(`${company} is hiring a ${post.title}.`)}</p>`,
    datePosted: new Date(post.created_at).toISOString(),
    validThrough: new Date(post.valid_through).toISOString(),
    employmentType: GOOGLE_EMPLOYMENT_TYPES[post.employment_type],
    hiringOrganization: organization,
    identifier: { "@type": "PropertyValue", name: "JobLink", value: String(post.id) },
    // A company's post is applied to on its page; an individual's post asks for a referral.
    directApply: post.posted_by.type_of_user === "corporate",
    url: urls.page,
  };
  if (post.job_type === "remote") {
    // Remote: where applicants may be, by the countries of the post's locations.
    posting.jobLocationType = "TELECOMMUTE";
    const countries = [...new Set(post.locations.map((location) => location.country))];
    posting.applicantLocationRequirements = countries.map((country) => ({ "@type": "Country", name: country }));
  } else {
    const places = post.locations.map((location) => ({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: location.city,
        addressRegion: location.state,
        addressCountry: countryCode(location.country),
      },
    }));
    posting.jobLocation = places.length === 1 ? places[0] : places;
  }
  if (post.salary !== null) {
    posting.baseSalary = {
      "@type": "MonetaryAmount",
      currency: post.currency.code,
      value: { "@type": "QuantitativeValue", value: post.salary, unitText: "YEAR" },
    };
  }
  return posting;
}
