/**
 * A job post's end date (`valid_through`, decision 166): the rules the form, the API and the
 * closing worker share. A date the poster picks ends at the end of that day in India (the site's
 * time zone, as its dates are shown); an API caller may also send an exact ISO time.
 */
import { z } from "zod";

export const END_DATE = {
  /** A new post (and a repost of a closed one) ends this many days after it is posted. */
  defaultDays: 30,
  /** No end date further than this from now. */
  maxDays: 90,
  /** What "Extend" adds. */
  extendDays: 30,
  /** The poster is mailed this many days before the end. */
  noticeDays: 3,
} as const;

export const END_DATE_MESSAGES = {
  format: "Enter the end date as a date (YYYY-MM-DD).",
  past: "The end date cannot be in the past.",
  tooFar: `The end date must be within ${END_DATE.maxDays} days.`,
  atMost: `The end date is already ${END_DATE.maxDays} days away: it cannot be extended further.`,
} as const;

const DAY_MS = 86_400_000;
/** India's offset from UTC (no daylight saving). */
const IST_MS = (5 * 60 + 30) * 60_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `valid_through` as the form and the bodies take it: a date, or an ISO time. */
export const validThroughField = z
  .string({ error: END_DATE_MESSAGES.format })
  .trim()
  .refine(
    (value) =>
      DATE.test(value)
        ? !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
          new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
        : z.iso.datetime().safeParse(value).success,
    {
      error: END_DATE_MESSAGES.format,
    },
  )
  .optional();

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** The day (YYYY-MM-DD) an instant falls on in India: what the date input shows. */
export function dayOf(at: Date | string): string {
  return new Date(new Date(at).getTime() + IST_MS).toISOString().slice(0, 10);
}

/** The last millisecond of a day in India, as an ISO time. */
export function endOfDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS - IST_MS - 1).toISOString();
}

/** The latest end allowed now: the end of the day 90 days ahead. */
export function latestEnd(now: Date): string {
  return endOfDay(dayOf(addDays(now, END_DATE.maxDays)));
}

/**
 * The instant a given `valid_through` stands for, checked against `now`: not before now, not
 * after the end of the day 90 days ahead. `unchanged` (the post's current end) is accepted as it
 * is, so an edit that leaves the date alone never fails on it.
 */
export function resolveValidThrough(
  value: string,
  now: Date,
  unchanged?: string | null,
): { ok: true; at: string } | { ok: false; message: string } {
  const at = DATE.test(value) ? endOfDay(value) : new Date(value).toISOString();
  if (unchanged && (at === unchanged || (DATE.test(value) && value === dayOf(unchanged))))
    return { ok: true, at: unchanged };
  if (at < now.toISOString()) return { ok: false, message: END_DATE_MESSAGES.past };
  if (at > latestEnd(now)) return { ok: false, message: END_DATE_MESSAGES.tooFar };
  return { ok: true, at };
}

/** The end an "Extend" gives: 30 days more (from now if it already passed), never past the 90-day limit; null when less than a day is left to add. */
export function extendedEnd(current: string, now: Date): string | null {
  const from = current > now.toISOString() ? new Date(current) : now;
  const wanted = addDays(from, END_DATE.extendDays).toISOString();
  const limit = latestEnd(now);
  const next = wanted < limit ? wanted : limit;
  // Less than a day more is no extension worth offering.
  return Date.parse(next) - Date.parse(current) < DAY_MS ? null : next;
}

/** "Ends today", "Ends tomorrow", "Ends in 24 days": how an open post's end reads on its page. */
export function endsIn(at: string, now: Date): string {
  // Calendar days in India: a post ending tonight ends today, whatever the hour.
  const days = Math.round((Date.parse(`${dayOf(at)}T00:00:00Z`) - Date.parse(`${dayOf(now)}T00:00:00Z`)) / DAY_MS);
  if (days <= 0) return "Ends today";
  if (days === 1) return "Ends tomorrow";
  return `Ends in ${days} days`;
}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "2 Jan 2027": how an end date reads on the screens and in mail. */
export function formatEndDate(at: string): string {
  return dateFormat.format(new Date(at));
}
