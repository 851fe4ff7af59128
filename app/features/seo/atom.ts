/**
 * Atom feeds of jobs (RFC 4287, decision 170): a job search's (`/jobs/feed.xml?<filters>`) and a
 * company's (`/profile/corporate/{id}/jobs.xml`), newest first. Pure.
 */
import {
  EMPLOYMENT_TYPE_LABELS,
  JOB_TYPE_LABELS,
  type EmploymentTypeValue,
  type JobTypeValue,
} from "#app/forms/jobs/job-post-labels.ts";
import { escapeXml } from "./xml.ts";

/** What of a job a feed entry shows (a job card has it). */
export type FeedJob = {
  id: number;
  title: string;
  company_name: string;
  company: { title: string } | null;
  job_type: JobTypeValue;
  employment_type: EmploymentTypeValue;
  locations: ReadonlyArray<{ city: string }>;
  salary: number | null;
  currency: { code: string };
  created_at: string;
  updated_at: string;
};

export type AtomFeed = {
  title: string;
  /** The feed's own address (its id too). */
  self: string;
  /** The page that shows the same jobs. */
  alternate: string;
  /** A job's page from its id. */
  jobUrl: (id: number) => string;
  jobs: readonly FeedJob[];
  /** When the feed has no job, its `updated`. */
  now: Date;
  /** Formats a salary ("₹28,00,000"); the job card's. */
  money: (amount: number, currency: { code: string }) => string;
};

/** "Hybrid · Full-time · Bengaluru, Mumbai · ₹28,00,000 a year": what an entry says of the job. */
export function jobSummary(job: FeedJob, money: AtomFeed["money"]): string {
  const parts = [JOB_TYPE_LABELS[job.job_type], EMPLOYMENT_TYPE_LABELS[job.employment_type]];
  if (job.locations.length) parts.push(job.locations.map((location) => location.city).join(", "));
  if (job.salary !== null) parts.push(`${money(job.salary, job.currency)} a year`);
  return parts.join(" · ");
}

const iso = (at: string) => new Date(at).toISOString();

export function atomFeedXml(feed: AtomFeed): string {
  const updated = feed.jobs.reduce(
    (newest, job) => (iso(job.updated_at) > newest ? iso(job.updated_at) : newest),
    feed.jobs.length ? "" : feed.now.toISOString(),
  );
  const entries = feed.jobs.map((job) => {
    const url = feed.jobUrl(job.id);
    const company = job.company?.title ?? job.company_name;
    return [
      "<entry>",
      `<id>${escapeXml(url)}</id>`,
      `<title>${escapeXml(`${job.title} at ${company}`)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `<published>${iso(job.created_at)}</published>`,
      `<updated>${iso(job.updated_at)}</updated>`,
      `<author><name>${escapeXml(company)}</name></author>`,
      `<summary>${escapeXml(jobSummary(job, feed.money))}</summary>`,
      "</entry>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${escapeXml(feed.self)}</id>`,
    `<title>${escapeXml(feed.title)}</title>`,
    `<updated>${updated}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.alternate)}"/>`,
    "<generator>JobLink</generator>",
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
