/**
 * Job posts that close honestly (issue 32, decision 166).
 *
 * - Every post has an end (`valid_through`). The closing worker (closing-worker.ts) mails the
 *   poster 3 days before (once: `ending_notice_at`), closes the post when it ends (reason
 *   `expired`), and ends applications nobody acted on for 30 days.
 * - A poster closes a post as filled or no longer hiring, extends its end, reopens it, or posts a
 *   closed one again as a new post.
 * - Every transaction here is a live one (decision 127), as the notifying ones must be.
 * - When a post closes, every application still in progress ends as `position_closed`, with its
 *   history row, a notification and a mail, in batches (`finishClosing`). Each batch takes its
 *   rows with one conditional UPDATE (still in progress), so an applicant is told once even when
 *   two workers or a worker and a request close at once; `applicants_closed_at` says a closing
 *   is done, and the worker finishes any that a stopped instance left half-way.
 */
import { sql } from "kysely";
import { END_DATE, END_DATE_MESSAGES, addDays, extendedEnd, formatEndDate } from "#app/forms/jobs/end-date.ts";
import type { JobPost, JobPostCloseReason } from "#app/contract/jobs.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { toBool } from "#app/backend/lib/db/schema.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { DAY_MS, iso } from "#app/backend/lib/time.ts";
import type { MailMessage } from "#app/backend/mail.server.ts";
import { renderMail } from "#app/backend/mail/layout.ts";
import { notify } from "#app/backend/notifications/service.ts";
import { pickFacts } from "#app/backend/lib/plain-facts.ts";
import { OPEN_STATUSES } from "#app/backend/referrals/application-status.ts";
import {
  JOB_POST_MESSAGES,
  PLAIN_FACTS,
  insertJobPost,
  jobPostPath,
  loadJobPost,
  ownPost,
  syncPostSearch,
} from "./job-post.ts";

/** Applications ended per transaction, and posts handled per statement of the worker. */
export const CLOSING_BATCH = 200;
export const POSTS_PER_STEP = 50;
/** An application still requested or viewed this long after its last change ends. */
export const INACTIVE_DAYS = 30;
/** What the response rate counts: applications of the last 90 days, answered within 14 days; kept a day. */
export const RESPONSE_RATE = { windowDays: 90, answerDays: 14, keptMs: DAY_MS } as const;

export const CLOSING_MESSAGES = {
  filled: "Job post closed as filled.",
  noLongerHiring: "Job post closed.",
  extended: "End date extended.",
  reposted: "Job posted again as a new post.",
  notClosed: "Only a closed job post can be posted again.",
} as const;

/** Why a post closed, as a sentence's end ("… closed the job “X”: the position has been filled."). */
const REASON_TEXT: Record<JobPostCloseReason, string> = {
  filled: "the position has been filled",
  no_longer_hiring: "they are no longer hiring for it",
  expired: "it reached its end date",
};

const OPEN = [...OPEN_STATUSES];
const lockRows = <T extends { forUpdate(): T; skipLocked(): T }>(s: Services, qb: T): T =>
  s.dialect === "postgres" ? qb.forUpdate().skipLocked() : qb;

// ---------------------------------------------------------------------------
// The poster's actions
// ---------------------------------------------------------------------------

/**
 * Closes an open post (by its poster: filled or no_longer_hiring; by the worker: expired) and
 * ends its applications still in progress. False when it was not open (already closed by another).
 */
export async function closeJobPost(s: Services, postId: number, reason: JobPostCloseReason): Promise<boolean> {
  const now = iso(s.now());
  const closed = await s.live.transaction(null, async (trx) => {
    const result = await trx
      .updateTable("job_posts")
      .set({ status: "closed", close_reason: reason, closed_at: now, applicants_closed_at: null, updated_at: now })
      .where("id", "=", postId)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    // A closed post leaves the search index.
    await syncPostSearch(trx, s, postId);
    return true;
  });
  if (closed) await finishClosing(s, postId);
  return closed;
}

/** The poster closes their post (status-only update/); closing a closed post again changes nothing. */
export async function closeByPoster(
  s: Services,
  viewerId: number,
  id: number,
  reason: "filled" | "no_longer_hiring",
): Promise<JobPost> {
  await ownPost(s.db, id, viewerId);
  await closeJobPost(s, id, reason);
  return loadJobPost(s.db, id, viewerId, s.now());
}

/**
 * The poster reopens a closed post: it takes applications again, and one whose end has passed
 * gets 30 days more. Applications the closing ended stay ended (they were told).
 */
export async function reopenJobPost(s: Services, viewerId: number, id: number): Promise<JobPost> {
  const now = s.now();
  await s.live.transaction(viewerId, async (trx) => {
    await ownPost(trx, id, viewerId);
    await trx
      .updateTable("job_posts")
      .set((eb) => ({
        status: "open",
        close_reason: null,
        closed_at: null,
        ending_notice_at: null,
        valid_through: eb
          .case()
          .when("valid_through", "<", iso(now))
          .then(iso(addDays(now, END_DATE.defaultDays)))
          .else(eb.ref("valid_through"))
          .end(),
        updated_at: iso(now),
      }))
      .where("id", "=", id)
      .where("status", "=", "closed")
      .execute();
    await syncPostSearch(trx, s, id);
  });
  return loadJobPost(s.db, id, viewerId, now);
}

/** "Extend": the open post's end 30 days on, never beyond 90 days from now; the 3-day notice is due again. */
export async function extendJobPost(s: Services, viewerId: number, id: number): Promise<JobPost> {
  const now = s.now();
  const post = await ownPost(s.db, id, viewerId);
  if (post.status !== "open") throw new ApiError(400, JOB_POST_MESSAGES.closedPost);
  const row = await s.db.selectFrom("job_posts").select("valid_through").where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, JOB_POST_MESSAGES.notFound);
  const current = row.valid_through;
  const next = extendedEnd(current, now);
  if (next === null) throw new ApiError(400, END_DATE_MESSAGES.atMost);
  await s.db
    .updateTable("job_posts")
    .set({ valid_through: next, ending_notice_at: null, updated_at: iso(now) })
    .where("id", "=", id)
    .where("status", "=", "open")
    .where("valid_through", "=", current)
    .execute();
  return loadJobPost(s.db, id, viewerId, now);
}

/** Posts a copy of the poster's closed post: the same fields, a new post open for 30 days. The closed one stays readable. */
export async function repostAsNew(s: Services, viewerId: number, id: number): Promise<JobPost> {
  const now = s.now();
  const post = await ownPost(s.db, id, viewerId);
  if (post.status !== "closed") throw new ApiError(400, CLOSING_MESSAGES.notClosed);
  const created = await s.live.transaction(viewerId, async (trx) => {
    // Deleted meanwhile: 404, as if it never was.
    const row = await trx.selectFrom("job_posts").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new ApiError(404, JOB_POST_MESSAGES.notFound);
    const [locations, skills] = await Promise.all([
      trx
        .selectFrom("job_post_locations")
        .select("location_id")
        .where("job_post_id", "=", id)
        .orderBy("position")
        .execute(),
      trx.selectFrom("job_post_skills").select("skill_id").where("job_post_id", "=", id).orderBy("position").execute(),
    ]);
    const newId = await insertJobPost(
      trx,
      viewerId,
      row.company_id,
      {
        ...pickFacts(PLAIN_FACTS, row),
        sector: row.sector_id,
        domain: row.domain_id,
        currency: row.currency_id,
        salary: row.salary === null ? null : Number(row.salary),
        description: row.description,
        locations: locations.map((l) => l.location_id),
        skills: skills.map((k) => k.skill_id),
      },
      now,
    );
    await syncPostSearch(trx, s, newId);
    return newId;
  });
  return loadJobPost(s.db, created, viewerId, now);
}

// ---------------------------------------------------------------------------
// Ending applications
// ---------------------------------------------------------------------------

type Ended = { id: number; user_id: number; job_post_id: number };

/** The applicants' addresses and names, and whether they take notification mail. */
async function recipients(trx: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { email: string; first_name: string | null; mail: boolean }>();
  const rows = await trx
    .selectFrom("users as u")
    .leftJoin("individuals as i", "i.user_id", "u.id")
    .select(["u.id", "u.email", "i.first_name", "u.mail_notifications"])
    .where("u.id", "in", userIds)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { email: row.email, first_name: row.first_name, mail: toBool(row.mail_notifications) },
    ]),
  );
}

async function posterName(trx: Db, posterId: number, fallback: string): Promise<string> {
  const row = await trx
    .selectFrom("users as u")
    .leftJoin("individuals as i", "i.user_id", "u.id")
    .leftJoin("corporates as c", "c.user_id", "u.id")
    .select(["i.first_name", "i.last_name", "c.company_name"])
    .where("u.id", "=", posterId)
    .executeTakeFirst();
  if (row?.company_name) return row.company_name;
  return row?.first_name ? `${row.first_name} ${row.last_name ?? ""}`.trim() : fallback;
}

/** The applicant's mail: the application ended, and why. */
export function applicationEndedMail(
  s: Services,
  to: { email: string; first_name: string | null },
  post: { id: number; title: string },
  why: string,
): MailMessage {
  const subject = `Your application for “${post.title}” has ended`.slice(0, 200);
  return {
    to: to.email,
    subject,
    ...renderMail(subject, [
      { text: to.first_name ? `Hello ${to.first_name},` : "Hello," },
      { text: why },
      { text: "You can still read the job post, and find more open jobs on JobLink:" },
      { link: `${s.publicUrl}${jobPostPath(post.id)}`, label: "See the job post" },
      { link: `${s.publicUrl}/individual/jobs`, label: "Find jobs" },
      { text: "The JobLink team" },
    ]),
    optional: true,
  };
}

/**
 * Ends one batch of the closed post's applications still in progress (each once: the UPDATE
 * checks the status), with their history rows, notifications and mails; returns how many.
 */
async function closeBatch(s: Services, postId: number): Promise<number> {
  const now = iso(s.now());
  let mails: MailMessage[] = [];
  const count = await s.live.transaction(null, async (trx) => {
    mails = [];
    const post = await trx
      .selectFrom("job_posts as p")
      .innerJoin("companies as co", "co.id", "p.company_id")
      .select(["p.id", "p.user_id", "p.title", "p.status", "p.close_reason", "co.title as company"])
      .where("p.id", "=", postId)
      .executeTakeFirst();
    if (!post || post.status !== "closed") return 0;
    const reason = post.close_reason ?? "no_longer_hiring";
    // The poster's own closing answers the applications (the response rate counts it); an expiry does not.
    const byPoster = reason !== "expired";
    const pick = lockRows(
      s,
      trx
        .selectFrom("referrals")
        .select("id")
        .where("job_post_id", "=", postId)
        .where("status", "in", OPEN)
        .orderBy("id")
        .limit(CLOSING_BATCH),
    );
    const ended: Ended[] = await trx
      .updateTable("referrals")
      .set({
        status: "position_closed",
        status_at: now,
        ...(byPoster ? { responded_at: sql<string>`coalesce(responded_at, ${now})` } : {}),
      })
      .where("id", "in", pick)
      .where("status", "in", OPEN)
      .returning(["id", "user_id", "job_post_id"])
      .execute();
    if (ended.length === 0) return 0;
    await trx
      .insertInto("referral_status_history")
      .values(
        ended.map((row) => ({
          referral_id: row.id,
          status: "position_closed" as const,
          at: now,
          by_user_id: byPoster ? post.user_id : null,
        })),
      )
      .execute();
    const who = await recipients(
      trx,
      ended.map((row) => row.user_id),
    );
    const name = await posterName(trx, post.user_id, post.company);
    for (const row of ended) {
      await notify(trx, {
        type: "application_position_closed",
        recipientId: row.user_id,
        actorId: post.user_id,
        link: jobPostPath(postId),
        subjectId: row.id,
        about: post.title,
        now: new Date(now),
      });
      const to = who.get(row.user_id);
      if (to?.mail)
        mails.push(
          applicationEndedMail(
            s,
            to,
            post,
            `${name} closed the job “${post.title}”: ${REASON_TEXT[reason]}. Your application has ended.`,
          ),
        );
    }
    await s.mail.add(trx, mails);
    return ended.length;
  });
  if (mails.length > 0) s.mail.notify();
  return count;
}

/**
 * Ends every application still in progress of a closed post, batch by batch, then marks the
 * closing done — once none is left (rows another worker holds are left to it, and counted as
 * not done until they are ended).
 */
export async function finishClosing(s: Services, postId: number): Promise<void> {
  while ((await closeBatch(s, postId)) === CLOSING_BATCH);
  await s.db
    .updateTable("job_posts")
    .set({ applicants_closed_at: iso(s.now()) })
    .where("id", "=", postId)
    .where("status", "=", "closed")
    .where("applicants_closed_at", "is", null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom("referrals").select("id").where("job_post_id", "=", postId).where("status", "in", OPEN),
        ),
      ),
    )
    .execute();
}

// ---------------------------------------------------------------------------
// The worker's steps (closing-worker.ts); each handles at most a batch and says how many
// ---------------------------------------------------------------------------

/** Mails the posters whose open posts end within 3 days (once each: `ending_notice_at`). */
export async function mailEndingSoon(s: Services): Promise<number> {
  const now = s.now();
  let mails: MailMessage[] = [];
  const count = await s.live.transaction(null, async (trx) => {
    mails = [];
    const due = lockRows(
      s,
      trx
        .selectFrom("job_posts")
        .select("id")
        .where("status", "=", "open")
        .where("ending_notice_at", "is", null)
        .where("valid_through", "<=", iso(addDays(now, END_DATE.noticeDays)))
        .orderBy("valid_through")
        .limit(POSTS_PER_STEP),
    );
    const posts = await trx
      .updateTable("job_posts")
      .set({ ending_notice_at: iso(now) })
      .where("id", "in", due)
      .where("ending_notice_at", "is", null)
      .returning(["id", "user_id", "title", "valid_through"])
      .execute();
    if (posts.length === 0) return 0;
    const types = await trx
      .selectFrom("users")
      .select(["id", "type_of_user"])
      .where(
        "id",
        "in",
        posts.map((p) => p.user_id),
      )
      .execute();
    const corporate = new Set(types.filter((t) => t.type_of_user === "corporate").map((t) => Number(t.id)));
    const who = await recipients(
      trx,
      posts.map((p) => p.user_id),
    );
    for (const post of posts) {
      const to = who.get(post.user_id);
      if (to) mails.push(endingSoonMail(s, to, post, corporate.has(post.user_id)));
    }
    await s.mail.add(trx, mails);
    return posts.length;
  });
  if (mails.length > 0) s.mail.notify();
  return count;
}

/** The poster's mail 3 days before the end. Sent whatever the mail settings: it is about the poster's own post. */
export function endingSoonMail(
  s: Services,
  to: { email: string; first_name: string | null },
  post: { id: number; title: string; valid_through: string },
  corporate: boolean,
): MailMessage {
  const subject = `Your job post “${post.title}” ends on ${formatEndDate(post.valid_through)}`.slice(0, 200);
  const page = corporate ? `/my-company-post/${post.id}` : `/post-details/${post.id}`;
  return {
    to: to.email,
    subject,
    ...renderMail(subject, [
      { text: to.first_name ? `Hello ${to.first_name},` : "Hello," },
      {
        text: `Your job post “${post.title}” ends on ${formatEndDate(post.valid_through)}. It then closes by itself, and the applicants still waiting are told that it has closed.`,
      },
      {
        text: `Still hiring? Extend it by ${END_DATE.extendDays} days from its page. Filled it? Close it as filled, so applicants hear it from you.`,
      },
      { link: `${s.publicUrl}${page}`, label: "Open the job post" },
      { text: "The JobLink team" },
    ]),
  };
}

/** Closes the open posts whose end has passed (reason expired), and ends their applications. */
export async function closeExpired(s: Services): Promise<number> {
  const now = iso(s.now());
  const ids = await s.live.transaction(null, async (trx) => {
    const due = lockRows(
      s,
      trx
        .selectFrom("job_posts")
        .select("id")
        .where("status", "=", "open")
        .where("valid_through", "<=", now)
        .orderBy("valid_through")
        .limit(POSTS_PER_STEP),
    );
    const rows = await trx
      .updateTable("job_posts")
      .set({ status: "closed", close_reason: "expired", closed_at: now, applicants_closed_at: null, updated_at: now })
      .where("id", "in", due)
      .where("status", "=", "open")
      .returning("id")
      .execute();
    for (const row of rows) await syncPostSearch(trx, s, row.id);
    return rows.map((row) => row.id);
  });
  for (const id of ids) await finishClosing(s, id);
  return ids.length;
}

/** Finishes the closings left half-way (an instance stopped, or a batch failed). */
export async function finishPendingClosings(s: Services): Promise<number> {
  const rows = await s.db
    .selectFrom("job_posts")
    .select("id")
    .where("status", "=", "closed")
    .where("applicants_closed_at", "is", null)
    .orderBy("id")
    .limit(POSTS_PER_STEP)
    .execute();
  for (const row of rows) await finishClosing(s, row.id);
  return rows.length;
}

/**
 * Ends the applications nobody acted on for 30 days (still requested or viewed): a batch per
 * status, each once (the UPDATE checks the status and its time), told by JobLink.
 */
export async function closeInactive(s: Services): Promise<number> {
  const now = s.now();
  const before = iso(addDays(now, -INACTIVE_DAYS));
  let total = 0;
  for (const status of ["requested", "viewed"] as const) {
    let mails: MailMessage[] = [];
    total += await s.live.transaction(null, async (trx) => {
      mails = [];
      const pick = lockRows(
        s,
        trx
          .selectFrom("referrals")
          .select("id")
          .where("status", "=", status)
          .where("status_at", "<", before)
          .orderBy("status_at")
          .limit(CLOSING_BATCH),
      );
      const ended: Ended[] = await trx
        .updateTable("referrals")
        .set({ status: "position_closed", status_at: iso(now) })
        .where("id", "in", pick)
        .where("status", "=", status)
        .where("status_at", "<", before)
        .returning(["id", "user_id", "job_post_id"])
        .execute();
      if (ended.length === 0) return 0;
      await trx
        .insertInto("referral_status_history")
        .values(
          ended.map((row) => ({
            referral_id: row.id,
            status: "position_closed" as const,
            at: iso(now),
            by_user_id: null,
          })),
        )
        .execute();
      const posts = await trx
        .selectFrom("job_posts")
        .select(["id", "title"])
        .where("id", "in", [...new Set(ended.map((row) => row.job_post_id))])
        .execute();
      const titleOf = new Map(posts.map((p) => [p.id, p.title]));
      const who = await recipients(
        trx,
        ended.map((row) => row.user_id),
      );
      for (const row of ended) {
        const title = titleOf.get(row.job_post_id) ?? "";
        await notify(trx, {
          type: "application_inactive",
          recipientId: row.user_id,
          actorId: null,
          link: jobPostPath(row.job_post_id),
          subjectId: row.id,
          about: title,
          now,
        });
        const to = who.get(row.user_id);
        if (to?.mail) {
          mails.push(
            applicationEndedMail(
              s,
              to,
              { id: row.job_post_id, title },
              `Your application for “${title}” had no answer in ${INACTIVE_DAYS} days, so JobLink has ended it: you are free to look elsewhere without waiting.`,
            ),
          );
        }
      }
      await s.mail.add(trx, mails);
      return ended.length;
    });
    if (mails.length > 0) s.mail.notify();
  }
  return total;
}

// ---------------------------------------------------------------------------
// A company's response rate
// ---------------------------------------------------------------------------

export type ResponseRate = { percent: number; answered: number; counted: number };

/**
 * The share of the applications to the company's posts of the last 90 days that it answered
 * within 14 days (`responded_at`: a pipeline move, or the poster closing the post). An
 * application younger than 14 days counts only once answered. Kept on the company's row a day:
 * a company page reads one row, and counts again at most daily. Null when nothing counts yet.
 */
export async function responseRate(s: Services, corporateUserId: number): Promise<ResponseRate | null> {
  const now = s.now();
  const kept = await s.db
    .selectFrom("corporates")
    .select(["response_rate_answered", "response_rate_total", "response_rate_at"])
    .where("user_id", "=", corporateUserId)
    .executeTakeFirst();
  if (!kept) return null;
  let answered = kept.response_rate_answered;
  let counted = kept.response_rate_total;
  if (
    kept.response_rate_at === null ||
    Date.parse(kept.response_rate_at) + RESPONSE_RATE.keptMs <= now.getTime() ||
    answered === null ||
    counted === null
  ) {
    const since = iso(addDays(now, -RESPONSE_RATE.windowDays));
    const young = iso(addDays(now, -RESPONSE_RATE.answerDays));
    const inTime =
      s.dialect === "postgres"
        ? sql<boolean>`r.responded_at is not null and r.responded_at::timestamptz <= r.created_at::timestamptz + interval '14 days'`
        : sql<boolean>`r.responded_at is not null and julianday(r.responded_at) - julianday(r.created_at) <= 14`;
    const row = await s.db
      .selectFrom("job_posts as p")
      .innerJoin("referrals as r", "r.job_post_id", "p.id")
      .select([
        sql<number>`count(*)`.as("counted"),
        sql<number>`coalesce(sum(case when ${inTime} then 1 else 0 end), 0)`.as("answered"),
      ])
      .where("p.user_id", "=", corporateUserId)
      .where("r.created_at", ">=", since)
      .where((eb) => eb.or([eb("r.created_at", "<=", young), eb("r.responded_at", "is not", null)]))
      .executeTakeFirstOrThrow();
    answered = Number(row.answered);
    counted = Number(row.counted);
    await s.db
      .updateTable("corporates")
      .set({ response_rate_answered: answered, response_rate_total: counted, response_rate_at: iso(now) })
      .where("user_id", "=", corporateUserId)
      .execute();
  }
  if (!counted) return null;
  return { percent: Math.round((100 * answered) / counted), answered, counted };
}
