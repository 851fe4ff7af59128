/** Time helpers. The clock is injectable so tests can move it (expiry, rate-limit windows). */

export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

/** ISO-8601 in UTC, the format every timestamp column uses (so text order is time order). */
export function iso(date: Date): string {
  return date.toISOString();
}
