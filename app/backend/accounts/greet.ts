/**
 * `GET /api/user/greet/?tz=`: "Good morning" (05–11), "Good afternoon" (12–16) or "Good evening"
 * (otherwise) in the caller's time zone (an IANA name; default and fallback Asia/Kolkata), with
 * the member's first name or the company's name.
 */
import type { Greeting as Greet } from "#app/contract/accounts.ts";
import { firstCompiled } from "#app/backend/lib/db/compiled.ts";
import type { Db } from "#app/backend/lib/db/index.ts";

export const DEFAULT_TIME_ZONE = "Asia/Kolkata";
/** Longer time zone names are not looked up (the longest IANA names are about 30 characters). */
const TIME_ZONE_MAX = 64;

export type Greeting = Greet["greeting"];
export type { Greet };

/** The time zone to use: `tz` when it is a known IANA name, else the default. */
export function timeZoneOr(tz: string | undefined): string {
  const candidate = tz?.trim();
  if (!candidate || candidate.length > TIME_ZONE_MAX) return DEFAULT_TIME_ZONE;
  if (hourFormats.has(candidate)) return candidate;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: candidate }).resolvedOptions().timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * One hour formatter per time zone (making one costs far more than using it). Only zones that
 * {@link timeZoneOr} accepted get here, so the map stays as small as the IANA list.
 */
const hourFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The hour last asked for in each zone, with the minute (since the epoch) it holds for: every
 * zone's offset changes on a whole minute, so within one minute the hour is the same, and the
 * formatter (tens of microseconds a call) runs once a minute per zone, not on every page.
 */
const lastHours = new Map<string, { minute: number; hour: number }>();

/** The hour (0–23) of `at` in `timeZone`. */
export function hourIn(at: Date, timeZone: string): number {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastHours.get(timeZone);
  if (last?.minute === minute) return last.hour;
  const hour = formattedHour(at, timeZone);
  lastHours.set(timeZone, { minute, hour });
  return hour;
}

function formattedHour(at: Date, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" });
    hourFormats.set(timeZone, format);
  }
  const part = format.formatToParts(at).find((p) => p.type === "hour");
  return Number(part?.value ?? 0) % 24;
}

export function greetingAt(hour: number): Greeting {
  if (hour >= 5 && hour <= 11) return "Good morning";
  if (hour >= 12 && hour <= 16) return "Good afternoon";
  return "Good evening";
}

/** The first name of a member, the name of a company, or "" when the profile is not made yet. */
async function greetName(db: Db, userId: number): Promise<string> {
  const person = await firstCompiled(db, "greet-individual", [userId], () =>
    db.selectFrom("individuals").select("first_name").where("user_id", "=", userId),
  );
  if (person) return person.first_name;
  const company = await firstCompiled(db, "greet-corporate", [userId], () =>
    db.selectFrom("corporates").select("company_name").where("user_id", "=", userId),
  );
  return company?.company_name ?? "";
}

export async function greet(db: Db, userId: number, tz: string | undefined, now: Date): Promise<Greet> {
  const greeting = greetingAt(hourIn(now, timeZoneOr(tz)));
  const name = await greetName(db, userId);
  return { greeting, name, text: name ? `${greeting}, ${name}` : greeting };
}
