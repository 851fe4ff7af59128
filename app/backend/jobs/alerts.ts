/**
 * Job alerts (issue 13, docs/decisions/133-job-alerts.md): an individual keeps a job search (the
 * keywords of the job search, issue 33, and the filters of app/forms/jobs/job-filters.form.ts)
 * and gets the new open posts that match it by mail, daily or weekly.
 *
 * - An alert's search is kept as its canonical query string (`alertSearchKey`: the filters'
 *   `jobFilterKey`, then the keywords' words as `q`), so one search is one alert (a unique key)
 *   and the same module reads it back.
 * - A run mails the open posts created in [`window_start`, the run's time), not the member's own,
 *   newest first, at most ALERT_MAIL_POSTS of them with a link to see all. It moves
 *   `window_start` to its time, in the transaction that queues the mail (mail/outbox.ts): each
 *   post is mailed at most once per alert, and a run that fails mails nothing and moves nothing.
 * - Finding the matches is the job lists' filter condition (filters.ts) over a range of
 *   `created_at` of the open posts: a bounded walk of job_posts_status_created_filter_idx; with
 *   keywords, the job search's newest text matches (search/search-index.ts) in that range.
 * - Runs are claimed like the mail outbox's rows (`claimDueAlert`): one statement takes the
 *   oldest due alert for a lease, with `FOR UPDATE SKIP LOCKED` on PostgreSQL; `claims` is the
 *   claim's token, so a worker whose lease passed cannot finish the run a second time.
 * - Each mail carries a signed link that stops the alert without logging in (`alertStopToken`),
 *   also as its `List-Unsubscribe` header (one-click when the site is https).
 */
import {
  ALERT_FREQUENCY_LABELS,
  alertFilters,
  canMakeAlert,
  describeAlertSearch,
  JOB_ALERT_MESSAGES as M,
  MAX_JOB_ALERTS,
  type AlertFrequency,
} from "#app/forms/jobs/job-alerts.form.ts";
import {
  JOB_FILTER_PARAMS,
  jobFilterEntries,
  jobFilterInput,
  jobFilterKey,
  parseJobFilters,
  type JobFilterInput,
  type JobFilters,
} from "#app/forms/jobs/job-filters.form.ts";
import { JOB_SEARCH_PARAM } from "#app/forms/jobs/job-search.form.ts";
import { hmacHex, safeEqual } from "#app/backend/lib/crypto.ts";
import { isUniqueViolation } from "#app/backend/lib/db/errors.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { toBool, type JobAlertsTable } from "#app/backend/lib/db/schema.ts";
import { ApiError, fieldError, validationError } from "#app/backend/lib/envelope.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { DAY_MS, addMs, iso } from "#app/backend/lib/time.ts";
import { renderMail, type MailBlock } from "#app/backend/mail/layout.ts";
import { jobFilterCondition, resolveJobFilters, type FiltersEcho } from "./filters.ts";
import { jobPostPath, loadJobPosts } from "./job-post.ts";
import { jobSearchWords } from "./search.ts";
import { searchIndexFor } from "#app/backend/search/search-index.ts";
import { queryTerms } from "#app/backend/search/text.ts";
import { notBlocked } from "#app/backend/blocks/service.ts";
import { sql, type Selectable, type SqlBool } from "kysely";

export { MAX_JOB_ALERTS };

/** How long each frequency waits between runs. */
export const ALERT_INTERVAL_MS: Record<AlertFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/** Posts listed in one alert mail (a link shows all of them). */
export const ALERT_MAIL_POSTS = 20;

import type { JobAlert } from "#app/contract/jobs.ts";
export type { JobAlert };

type AlertRow = Selectable<JobAlertsTable>;

/** The filters kept in an alert's row. */
export function storedFilters(text: string): JobFilters {
  const parsed = parseJobFilters(jobFilterInput(new URLSearchParams(text)));
  if (!parsed.ok) throw new Error("a job alert holds filters that no longer parse");
  return parsed.filters;
}

/** The keywords kept in an alert's row ("" for none). */
export function storedKeywords(text: string): string {
  return new URLSearchParams(text).get(JOB_SEARCH_PARAM) ?? "";
}

/**
 * An alert's search as its row keeps it: the filters' canonical key, then the words the job
 * search would use (lower case, stop words out), so "React  jobs" and "react" are one alert.
 */
export function alertSearchKey(filters: JobFilters, keywords: string): string {
  const key = new URLSearchParams(jobFilterKey(filters));
  const words = keywords.trim() ? jobSearchWords(keywords) : [];
  if (words.length) key.append(JOB_SEARCH_PARAM, words.join(" "));
  return key.toString();
}

async function toAlert(db: Db, row: AlertRow): Promise<JobAlert> {
  const filters = storedFilters(row.filters);
  const keywords = storedKeywords(row.filters);
  // A master-list entry removed since leaves the alert readable: its id is shown without a title.
  const echo = await resolveJobFilters(db, filters).catch(() => null);
  const shown: FiltersEcho = echo ?? {
    ...filters,
    locations: [],
    skills: [],
    company: [],
    sector: [],
    domain: [],
    currency: null,
  };
  return {
    id: Number(row.id),
    alert_id: Number(row.id),
    frequency: row.frequency,
    filters: shown,
    q: keywords,
    query: row.filters,
    summary: describeAlertSearch(keywords, shown),
    created_at: row.created_at,
    last_run_at: row.last_run_at,
    next_run_at: row.next_run_at,
    last_sent_count: row.last_sent_count === null ? null : Number(row.last_sent_count),
  };
}

/** The filter parameters of a JSON body: a string, a number, or a list of them each. */
export function filterInputOf(body: Record<string, unknown>): JobFilterInput {
  const input: JobFilterInput = {};
  for (const name of JOB_FILTER_PARAMS) {
    const value = body[name];
    if (value === undefined || value === null) continue;
    const values = (Array.isArray(value) ? value : [value]).map((item) =>
      typeof item === "string" ? item : typeof item === "number" ? String(item) : "?",
    );
    if (values.length > 0) input[name] = values;
  }
  return input;
}

/** Creates an alert for the member's keywords and filters (400 per bad filter, 409 for a search already kept). */
export async function createAlert(
  s: Services,
  viewerId: number,
  input: JobFilterInput,
  keywords: string,
  frequency: AlertFrequency,
): Promise<JobAlert> {
  const parsed = parseJobFilters(input);
  if (!parsed.ok) throw validationError(parsed.errors as Record<string, string[]>);
  if (!canMakeAlert(parsed.filters, keywords)) throw fieldError("filters", M.noFilters);
  const filters = alertFilters(parsed.filters);
  await resolveJobFilters(s.db, filters);
  const key = alertSearchKey(filters, keywords);
  const count = await s.db
    .selectFrom("job_alerts")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("user_id", "=", viewerId)
    .executeTakeFirst();
  if (Number(count?.n ?? 0) >= MAX_JOB_ALERTS) throw new ApiError(400, M.tooMany);
  const now = s.now();
  try {
    const row = await s.db
      .insertInto("job_alerts")
      .values({
        user_id: viewerId,
        filters: key,
        frequency,
        created_at: iso(now),
        updated_at: iso(now),
        window_start: iso(now),
        next_run_at: iso(addMs(now, ALERT_INTERVAL_MS[frequency])),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAlert(s.db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, M.duplicate);
    throw error;
  }
}

/** The member's alerts, newest first (at most MAX_JOB_ALERTS). */
export async function listAlerts(s: Services, viewerId: number): Promise<JobAlert[]> {
  const rows = await s.db
    .selectFrom("job_alerts")
    .selectAll()
    .where("user_id", "=", viewerId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(MAX_JOB_ALERTS * 2)
    .execute();
  return Promise.all(rows.map((row) => toAlert(s.db, row)));
}

async function ownAlert(db: Db, viewerId: number, id: number): Promise<AlertRow> {
  const row = await db
    .selectFrom("job_alerts")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", viewerId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, M.notFound);
  return row;
}

/** Changes how often the alert runs: the next run is a new interval after the last one (or its creation). */
export async function updateAlert(
  s: Services,
  viewerId: number,
  id: number,
  frequency: AlertFrequency,
): Promise<JobAlert> {
  const row = await ownAlert(s.db, viewerId, id);
  const from = new Date(row.window_start);
  await s.db
    .updateTable("job_alerts")
    .set({ frequency, updated_at: iso(s.now()), next_run_at: iso(addMs(from, ALERT_INTERVAL_MS[frequency])) })
    .where("id", "=", id)
    .where("user_id", "=", viewerId)
    .execute();
  return toAlert(s.db, await ownAlert(s.db, viewerId, id));
}

export async function deleteAlert(s: Services, viewerId: number, id: number): Promise<void> {
  const result = await s.db
    .deleteFrom("job_alerts")
    .where("id", "=", id)
    .where("user_id", "=", viewerId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ApiError(404, M.notFound);
}

// --- The stop link ---------------------------------------------------------------

/** Hex digits of the HMAC a stop token carries (128 bits). */
const TOKEN_MAC_LENGTH = 32;

/** The token of an alert's stop link: its id and an HMAC of it (`s.alertKey`). */
export function alertStopToken(key: Uint8Array, alertId: number): string {
  return `${alertId}.${hmacHex(key, `job-alert-stop:${alertId}`).slice(0, TOKEN_MAC_LENGTH)}`;
}

/** The alert id a stop token names, or null when it is not one of ours. */
export function alertOfToken(key: Uint8Array, token: string): number | null {
  const match = /^(\d{1,15})\.([0-9a-f]+)$/.exec(token.trim());
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return safeEqual(alertStopToken(key, id), `${id}.${match[2]}`) ? id : null;
}

/** Stops (deletes) the alert a stop token names: true when it was there, false when already gone; 400 for a bad token. */
export async function stopAlertByToken(s: Services, token: string): Promise<boolean> {
  const id = alertOfToken(s.alertKey, token);
  if (id === null) throw fieldError("token", M.token);
  const result = await s.db.deleteFrom("job_alerts").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function alertStopUrl(s: Services, alertId: number): string {
  return `${s.publicUrl}/job-alerts/stop?token=${encodeURIComponent(alertStopToken(s.alertKey, alertId))}`;
}

// --- Runs ------------------------------------------------------------------------

/** A claimed alert: `claims` is the claim's token. */
export type ClaimedAlert = AlertRow & { claims: number };

/**
 * Claims the oldest due alert for `leaseMs` (null when none is due): `next_run_at` passed and no
 * live lease. One statement: on PostgreSQL the row is picked with FOR UPDATE SKIP LOCKED (two
 * workers never wait on or take the same alert); on SQLite the UPDATE … RETURNING runs under the
 * single write lock.
 */
export async function claimDueAlert(s: Services, leaseMs: number): Promise<ClaimedAlert | null> {
  const now = s.now();
  const due = s.db
    .selectFrom("job_alerts")
    .select("id")
    .where("next_run_at", "<=", iso(now))
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", iso(now))]))
    .orderBy("next_run_at")
    .orderBy("id")
    .limit(1)
    .$if(s.dialect === "postgres", (qb) => qb.forUpdate().skipLocked());
  const row = await s.db
    .updateTable("job_alerts")
    .set((eb) => ({ claims: eb("claims", "+", 1), claimed_until: iso(addMs(now, leaseMs)) }))
    .where("id", "in", due)
    .returningAll()
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id), user_id: Number(row.user_id), claims: Number(row.claims) } : null;
}

/**
 * The open posts created in [`from`, `until`) that meet `filters`, not `viewerId`'s own, newest
 * first, at most `limit`: one range of job_posts_status_created_filter_idx (status, created_at,
 * …), checked in the index, stopped by the LIMIT. With keywords, the job search's newest text
 * matches among them (the newest SEARCH_FILTER_CANDIDATES matches: a new post is among them).
 */
export async function newMatchingPosts(
  s: Services,
  filters: JobFilters,
  keywords: string,
  viewerId: number,
  from: string,
  until: string,
  limit: number,
): Promise<number[]> {
  const db = s.db;
  const condition = jobFilterCondition(filters, new Date(until), "p", viewerId);
  if (keywords) {
    const inWindow = sql<SqlBool>`p.created_at >= ${from} and p.created_at < ${until} and p.user_id <> ${viewerId} and ${notBlocked(viewerId, "p.user_id")}`;
    const answer = await searchIndexFor(s.dialect).searchJobs(db, {
      terms: queryTerms(jobSearchWords(keywords)),
      condition: condition ? sql<SqlBool>`${inWindow} and ${condition}` : inWindow,
      now: new Date(until),
      rank: "newest",
      order: null,
      limit,
      offset: 0,
    });
    return answer.rows.slice(0, limit).map((row) => Number(row.id));
  }
  const rows = await db
    .selectFrom("job_posts as p")
    .select("p.id")
    .where("p.status", "=", "open")
    .where("p.created_at", ">=", from)
    .where("p.created_at", "<", until)
    .where("p.user_id", "<>", viewerId)
    .where(notBlocked(viewerId, "p.user_id"))
    .$if(condition !== null, (qb) => qb.where(condition!))
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}

class ClaimLost extends Error {}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/**
 * Runs a claimed alert: finds the posts created since its window started, queues one mail
 * listing them (none when there are none), and moves the window and the next run — all in one
 * transaction, and only while the claim is still this worker's. Returns how many posts it found
 * (null when the claim was lost or the member is gone).
 */
export async function runAlert(s: Services, alert: ClaimedAlert): Promise<number | null> {
  const until = iso(s.now());
  const filters = storedFilters(alert.filters);
  const keywords = storedKeywords(alert.filters);
  const ids = await newMatchingPosts(
    s,
    filters,
    keywords,
    alert.user_id,
    alert.window_start,
    until,
    ALERT_MAIL_POSTS + 1,
  );
  const more = ids.length > ALERT_MAIL_POSTS;
  const [member, posts, echo] = await Promise.all([
    s.db
      .selectFrom("users as u")
      .leftJoin("individuals as i", "i.user_id", "u.id")
      .select(["u.email", "i.first_name", "u.mail_job_alerts"])
      .where("u.id", "=", alert.user_id)
      .executeTakeFirst(),
    loadJobPosts(s.db, ids.slice(0, ALERT_MAIL_POSTS), null, s.now()),
    resolveJobFilters(s.db, filters).catch(() => null),
  ]);
  const open = posts.filter((post) => post.status === "open");
  const frequency = alert.frequency;
  try {
    await s.mail.transaction(async (trx, mail) => {
      const result = await trx
        .updateTable("job_alerts")
        .set({
          window_start: until,
          last_run_at: until,
          last_sent_count: open.length,
          next_run_at: iso(addMs(new Date(until), ALERT_INTERVAL_MS[frequency])),
          claimed_until: null,
        })
        .where("id", "=", alert.id)
        .where("claims", "=", alert.claims)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new ClaimLost();
      // A member who turned job alert mails off (decision 136) gets none; the window still
      // moves, so turning them on again does not mail what was missed meanwhile.
      if (open.length === 0 || !member || !toBool(member.mail_job_alerts)) return;
      const summary = echo ? describeAlertSearch(keywords, echo) : "your search";
      mail(
        alertMail(s, {
          alertId: alert.id,
          to: member.email,
          firstName: member.first_name,
          summary,
          filters,
          keywords,
          frequency,
          since: alert.window_start,
          posts: open,
          more,
        }),
      );
    });
  } catch (error) {
    if (error instanceof ClaimLost) return null;
    throw error;
  }
  return open.length;
}

type AlertMailInput = {
  alertId: number;
  to: string;
  firstName: string | null;
  summary: string;
  filters: JobFilters;
  keywords: string;
  frequency: AlertFrequency;
  since: string;
  posts: Awaited<ReturnType<typeof loadJobPosts>>;
  more: boolean;
};

/** The alert's mail: the posts (title, company, places; a link each), a link to all, the stop link. */
export function alertMail(s: Services, input: AlertMailInput) {
  const n = input.posts.length;
  const subject =
    `${n}${input.more ? "+" : ""} new ${n === 1 && !input.more ? "job" : "jobs"} for your alert: ${input.summary}`.slice(
      0,
      200,
    );
  // All of them: the jobs page with the alert's filters, newest first, over the alert's period.
  const all = new URLSearchParams(
    jobFilterEntries({ ...input.filters, posted_within: input.frequency === "daily" ? "24h" : "week", sort: "newest" }),
  );
  if (input.keywords) all.append(JOB_SEARCH_PARAM, input.keywords);
  const stop = alertStopUrl(s, input.alertId);
  const blocks: MailBlock[] = [
    { text: input.firstName ? `Hello ${input.firstName},` : "Hello," },
    {
      text: `${input.more ? `More than ${ALERT_MAIL_POSTS}` : n} new ${n === 1 && !input.more ? "job matches" : "jobs match"} your job alert (${input.summary}) since ${dateFormat.format(new Date(input.since))}${input.more ? `; here are the newest ${n}` : ""}:`,
    },
    {
      items: input.posts.map((post) => ({
        label: post.title,
        detail: [post.company?.title ?? post.company_name, post.locations.map((l) => l.city).join(", ")]
          .filter(Boolean)
          .join(" · "),
        link: `${s.publicUrl}${jobPostPath(post.id)}`,
      })),
    },
    ...(input.more
      ? [{ link: `${s.publicUrl}/individual/jobs?${all.toString()}`, label: "See all new jobs" } satisfies MailBlock]
      : []),
    {
      text: `You get this mail ${ALERT_FREQUENCY_LABELS[input.frequency].toLowerCase()} because you created this job alert on JobLink. Change or delete your alerts in Settings:`,
    },
    { link: `${s.publicUrl}/settings/job-alerts`, label: "Manage job alerts" },
    { text: "Or stop this alert now, without logging in:" },
    { link: stop, label: "Stop this alert" },
    { text: "The JobLink team" },
  ];
  return {
    to: input.to,
    subject,
    ...renderMail(subject, blocks),
    unsubscribe: { url: stop, oneClick: stop.startsWith("https:") },
  };
}
