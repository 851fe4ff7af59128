/**
 * Human-readable ages: "just now", "5 minutes ago", "3 days ago" for events (requests,
 * connections, notifications), and "3 months", "2 years", "less than a month" for how long
 * someone has been at a company.
 */
import { DAY_MS, HOUR_MS, MINUTE_MS } from "./time.ts";

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/** Whole calendar months from `from` to `to` (a month counts once its day of month is reached). */
function monthsBetween(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (to.getUTCDate() < from.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

/**
 * How long ago `then` was, seen at `now`: "just now" (under a minute, or in the future),
 * "N minutes ago", "N hours ago", "N days ago" (under a week), "N weeks ago" (under a month),
 * "N months ago", "N years ago".
 */
export function timeAgo(then: Date | string, now: Date): string {
  const at = typeof then === "string" ? new Date(then) : then;
  const ms = now.getTime() - at.getTime();
  if (!Number.isFinite(ms) || ms < MINUTE_MS) return "just now";
  if (ms < HOUR_MS) return `${plural(Math.floor(ms / MINUTE_MS), "minute")} ago`;
  if (ms < DAY_MS) return `${plural(Math.floor(ms / HOUR_MS), "hour")} ago`;
  const days = Math.floor(ms / DAY_MS);
  if (days < 7) return `${plural(days, "day")} ago`;
  const months = monthsBetween(at, now);
  if (months < 1) return `${plural(Math.floor(days / 7), "week")} ago`;
  if (months < 12) return `${plural(months, "month")} ago`;
  return `${plural(Math.floor(months / 12), "year")} ago`;
}

/** `"2024-03"` → the first of that month, UTC. */
export function monthStart(month: string): Date {
  const [year, mm] = month.split("-").map(Number);
  return new Date(Date.UTC(year, mm - 1, 1));
}

/** The month of `now` as `YYYY-MM` (UTC). */
export function monthOf(now: Date): string {
  return `${String(now.getUTCFullYear()).padStart(4, "0")}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
}

/**
 * How long someone has been somewhere since the month `startMonth` (`YYYY-MM`), counting whole
 * months: "less than a month", "N months", "N years" (whole years only).
 */
export function durationSince(startMonth: string, now: Date): string {
  const start = monthStart(startMonth);
  const months = (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + (now.getUTCMonth() - start.getUTCMonth());
  if (months < 1) return "less than a month";
  if (months < 12) return plural(months, "month");
  return plural(Math.floor(months / 12), "year");
}
