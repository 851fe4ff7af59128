/**
 * What a job list's heading says it shows (issue 33): "12 jobs for “react” in Bengaluru" once
 * keywords or filters apply, the list's own name otherwise; and the note of a query that found
 * nothing until words were dropped (decision 171). Plain functions: the server and the browser
 * render the same words.
 */
import type { JobFiltersEcho, JobSearchUsed } from "#app/contract/jobs.ts";
import { totalText } from "#app/ui/list-section.tsx";

/** "a, b or c" (`last` "and": "a, b and c"). */
function listText(items: readonly string[], last = "or"): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}

const quoted = (text: string) => `“${text}”`;

/**
 * "12 jobs for “react” in Bengaluru", "1,000+ jobs at Acme", "3 jobs matching your filters";
 * `fallback` ("Suggested jobs") without keywords or filters. `filtered`: any filter applies
 * (the echo's locations and companies are named; other filters are "matching your filters").
 */
export function jobsHeading({
  total,
  capped,
  words,
  echo,
  filtered,
  fallback,
}: {
  total: number;
  capped: boolean;
  /** The keywords searched (after any dropped), "" for none. */
  words: string;
  echo: JobFiltersEcho | null;
  filtered: boolean;
  fallback: string;
}): string {
  if (!words && !filtered) return fallback;
  const count = `${totalText(total, capped)} ${total === 1 && !capped ? "job" : "jobs"}`;
  const cities = echo ? [...new Set(echo.locations.map((location) => location.city))] : [];
  const companies = echo ? echo.company.map((company) => company.title) : [];
  const parts = [count];
  if (words) parts.push(`for ${quoted(words)}`);
  if (companies.length) parts.push(`at ${listText(companies)}`);
  if (cities.length) parts.push(`in ${listText(cities)}`);
  if (parts.length === 1) parts.push("matching your filters");
  return parts.join(" ");
}

/** "No jobs matched “senior react zzz”: showing jobs for “senior react” (without “zzz”)." — null when nothing was dropped. */
export function relaxedNote(query: JobSearchUsed | null): string | null {
  if (!query?.relaxed) return null;
  return `No jobs matched ${quoted(query.text)}: showing jobs for ${quoted(query.words.join(" "))} (without ${listText(query.dropped.map(quoted), "and")}).`;
}
