/**
 * Applications ("Ask for a referral", issue 13, decision 130) and recommendations.
 * - An individual applies to another's open post (once per post; 409 twice) with a note to the
 *   poster and, by choice, a resume: a copy of their profile resume or a PDF uploaded with the
 *   application (kept with the application, never replacing the profile's). A closed post is
 *   refused with 400 "no longer accepting applications". The poster is notified.
 * - The status: requested → viewed (the poster listed or opened it) → referred, or not_selected;
 *   the applicant may withdraw while it is requested or viewed. Not selected may still become
 *   referred (the poster changed their mind); referred, withdrawn are final. Each change is kept
 *   in `referral_status_history` and notifies the other side.
 * - The poster (an individual or a company) lists the applications to their post, filtered by
 *   status (`active`: requested, viewed, referred — the default; `all`; or one status), newest
 *   first by keyset, with the note, the resume, its download log, the history and how many
 *   connections the applicant shares with the poster (0 for a company poster). Anyone else is
 *   told the application does not exist (404).
 * - `status` keeps the first contract's words (pending, referred, ignored; withdrawn is new);
 *   `application_status` has the new ones.
 * - Recommendations: an individual recommends an open post to one of their connections (403
 *   for anyone else); the recipient is notified (`recommendation`) and finds it in their list.
 */
import { notBlocked, refuseIfBlocked } from "#app/backend/blocks/service.ts";
import type { ApplicationStatus, StatusChange } from "#app/contract/jobs.ts";
import type {
  ApplicationSort,
  PosterAction,
  ReferralNote,
  Recommendation,
  ReferralAnswer,
  ReferralCreated,
  ReferralResponse,
  ReferralResponseDetail,
  ResumeDownload,
  referralApi,
} from "#app/contract/referrals.ts";
import { isUniqueViolation } from "#app/backend/lib/db/errors.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { toBool } from "#app/backend/lib/db/schema.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";
import { keysetPage, keysetQuery, toCount, type PageRequest, type Paged } from "#app/backend/lib/paging.ts";
import { personSummary } from "#app/backend/lib/person.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { timeAgo } from "#app/backend/lib/time-ago.ts";
import { commonCounts } from "#app/backend/network/graph.ts";
import { isPdf } from "#app/backend/files/sniff.ts";
import { newFileKey, PRIVATE_PREFIX, readStoredBytes, type StoredFile } from "#app/backend/files/storage.ts";
import { storeAndSwap } from "#app/backend/files/swap.ts";
import { cleanFileName, type Upload } from "#app/backend/files/upload.ts";
import { uploadMessages } from "#app/forms/upload.ts";
import { openStored } from "#app/backend/files/unavailable.ts";
import { readResumeInfo } from "#app/backend/profiles/resume.ts";
import { notify, type NotificationType } from "#app/backend/notifications/service.ts";
import { findPost, jobPostPath, loadJobPosts, mayView, openPost, ownPost } from "#app/backend/jobs/job-post.ts";
import { accountColumns, accountSummary } from "#app/backend/lib/account.ts";
import {
  ACTIVE_STATUSES,
  APPLICATION_STATUSES,
  applicationsPath,
  legacyStatus,
  OPEN_STATUSES,
  type StatusFilter,
} from "./application-status.ts";
import type { UserType } from "#app/forms/fields.ts";
import type { DataOf } from "#app/contract/endpoint.ts";
import { PIPELINE_STAGES, TEMPLATES_MAX, type PipelineStage } from "#app/forms/referrals/pipeline.form.ts";
import type { ScreeningFilter } from "#app/forms/jobs/screening.form.ts";
import { answersOf, judgeApplication, storeAnswers } from "./screening.ts";

export { ACTIVE_STATUSES, APPLICATION_STATUSES, legacyStatus, OPEN_STATUSES, type StatusFilter };
export type { Recommendation, ReferralAnswer, ReferralCreated, ReferralResponse, ReferralResponseDetail, StatusChange };

export const REFERRAL_MESSAGES = {
  requested: "Your referral request was sent.",
  applied: "Your application was sent.",
  listed: "Responses loaded.",
  loaded: "Response loaded.",
  referred: "Referred.",
  ignored: "Response ignored.",
  notSelected: "Marked as not selected.",
  withdrawn: "Your application was withdrawn.",
  ownPost: "You cannot ask for a referral on your own job post.",
  already: "You already asked for a referral on this job post.",
  alreadyReferred: "You already referred this member.",
  wasWithdrawn: "This application was withdrawn.",
  notOpen: "This application is already answered: it can no longer be withdrawn.",
  closedPost: "This job post is no longer accepting applications.",
  notFound: "Referral not found.",
  noProfile: "Complete your profile before asking for referrals.",
  noResume: "You have no resume on your profile: upload one here, or untick “Attach my resume”.",
  notPdf: uploadMessages.resumeType,
  noAttachedResume: "No resume is attached to this application.",
  recommended: "Job recommended.",
  recommendationsListed: "Recommendations loaded.",
  recommendSelf: "You cannot recommend a job to yourself.",
  recommendPoster: "This member posted this job.",
  recommendNotConnected: "You can only recommend jobs to your connections.",
  alreadyRecommended: "You already recommended this job to this member.",
  memberNotFound: "Member not found.",
  noProfileRecommend: "Complete your profile before recommending jobs.",
} as const;

export const PIPELINE_MESSAGES = {
  moved: (n: number) => (n === 1 ? "Application moved." : `${n} applications moved.`),
  nothingMoved: "No application was moved.",
  noteAdded: "Note added.",
  noteDeleted: "Note deleted.",
  noteNotFound: "Note not found.",
  templatesListed: "Templates loaded.",
  templateCreated: "Template added.",
  templateUpdated: "Template saved.",
  templateDeleted: "Template deleted.",
  templateNotFound: "Template not found.",
  templateTaken: "You already have a template with this name.",
  tooManyTemplates: `You can keep at most ${TEMPLATES_MAX} templates. Delete one first.`,
  alreadyThere: "Already at this stage.",
  ended: "This application has ended.",
} as const;

/** Statuses a company can move an application out of: in progress, or a decision it may reconsider. */
const MOVABLE: readonly ApplicationStatus[] = [...OPEN_STATUSES, "hired", "not_selected"];

/** The stages a company may move an application in `status` to (none once it has ended). */
export function stagesFrom(status: ApplicationStatus): PipelineStage[] {
  return MOVABLE.includes(status) ? PIPELINE_STAGES.filter((stage) => stage !== status) : [];
}

/** The notes of these applications, oldest first (read only for their poster). */
export async function notesOf(db: Db, ids: number[], now: Date): Promise<Map<number, ReferralNote[]>> {
  const map = new Map<number, ReferralNote[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom("referral_notes as n")
    .leftJoin("users as u", "u.id", "n.author_user_id")
    .leftJoin("individuals as i", "i.user_id", "n.author_user_id")
    .leftJoin("corporates as c", "c.user_id", "n.author_user_id")
    .select([
      "n.id",
      "n.referral_id",
      "n.body",
      "n.created_at",
      "n.author_user_id",
      "u.type_of_user",
      ...accountColumns,
    ])
    .where("n.referral_id", "in", ids)
    .orderBy("n.referral_id")
    .orderBy("n.id")
    .execute();
  for (const row of rows) {
    const list = map.get(row.referral_id) ?? [];
    const author =
      row.author_user_id !== null && row.type_of_user
        ? accountSummary({ ...row, user_id: row.author_user_id, type_of_user: row.type_of_user })
        : null;
    list.push({
      id: row.id,
      body: row.body,
      author,
      created_at: row.created_at,
      created_time_ago: timeAgo(row.created_at, now),
    });
    map.set(row.referral_id, list);
  }
  return map;
}

/** Where attached resumes are kept (never served by `/api/files/`). */
export const APPLICATION_RESUME_PREFIX = `${PRIVATE_PREFIX}/applications`;
/** How many downloads of an attached resume the poster's list shows (newest first). */
export const DOWNLOADS_SHOWN = 5;

async function hasProfile(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom("individuals").select("user_id").where("user_id", "=", userId).executeTakeFirst();
  return row !== undefined;
}

async function posterTypeOf(db: Db, posterId: number): Promise<UserType> {
  const user = await db.selectFrom("users").select("type_of_user").where("id", "=", posterId).executeTakeFirst();
  return user?.type_of_user === "corporate" ? "corporate" : "individual";
}

/** `answers`: the body's answers to the post's screening questions, checked against them (screening.ts). */
export type ApplicationInput = {
  message: string | null;
  attachResume: boolean;
  upload: Upload | null;
  answers?: unknown;
};

/** The PDF to attach: the upload, else a copy of the profile resume when asked; null for none. */
async function attachmentFor(
  s: Services,
  viewerId: number,
  input: ApplicationInput,
): Promise<{ bytes: Uint8Array; name: string } | null> {
  if (input.upload) {
    if (!isPdf(input.upload.bytes)) throw fieldError("file", REFERRAL_MESSAGES.notPdf);
    return { bytes: input.upload.bytes, name: cleanFileName(input.upload.name, "resume.pdf") };
  }
  if (!input.attachResume) return null;
  const info = await readResumeInfo(s.db, viewerId);
  const file = info ? await openStored(s, info.file_key) : null;
  if (!info || !file) throw fieldError("attach_resume", REFERRAL_MESSAGES.noResume);
  return { bytes: await readStoredBytes(file), name: info.name };
}

/** Applies to a post; the answer, and the sentence that says so (an application to a company, else a referral request). */
export async function createReferral(
  s: Services,
  viewerId: number,
  postId: number,
  input: ApplicationInput,
): Promise<{ created: ReferralCreated; message: string }> {
  if (!(await hasProfile(s.db, viewerId))) throw new ApiError(403, REFERRAL_MESSAGES.noProfile);
  const post = await findPost(s.db, postId);
  // A post of an account blocked either way is not there (decision 174).
  if (!post || !(await mayView(s.db, post, viewerId))) throw new ApiError(404, "Job post not found.");
  if (post.status !== "open") throw fieldError("job_post_id", REFERRAL_MESSAGES.closedPost);
  if (post.user_id === viewerId) throw fieldError("job_post_id", REFERRAL_MESSAGES.ownPost);
  const toCompany = (await posterTypeOf(s.db, post.user_id)) === "corporate";
  const already = await s.db
    .selectFrom("referrals")
    .select("id")
    .where("job_post_id", "=", postId)
    .where("user_id", "=", viewerId)
    .executeTakeFirst();
  if (already) throw new ApiError(409, REFERRAL_MESSAGES.already);
  // The answers are refused before any resume is stored; judged again where the row is written.
  await judgeApplication(s.db, postId, input.answers);
  const attachment = await attachmentFor(s, viewerId, input);
  const now = s.now();
  const insert = async (
    trx: Db,
    file: { key: string; name: string; size: number } | null,
  ): Promise<ReferralCreated> => {
    // The post may have closed since it was read: checked again where the row is written. On
    // PostgreSQL the row is locked, so an edit of its screening questions (or its deletion) waits
    // or has happened: the answers are judged against the questions as they are.
    const current = await trx
      .selectFrom("job_posts")
      .select("status")
      .where("id", "=", postId)
      .$if(s.dialect === "postgres", (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!current) throw new ApiError(404, "Job post not found.");
    if (current.status !== "open") throw fieldError("job_post_id", REFERRAL_MESSAGES.closedPost);
    const judged = await judgeApplication(trx, postId, input.answers);
    const { id } = await trx
      .insertInto("referrals")
      .values({
        job_post_id: postId,
        user_id: viewerId,
        message: input.message,
        status: "requested",
        created_at: iso(now),
        responded_at: null,
        status_at: iso(now),
        resume_file_key: file?.key ?? null,
        resume_name: file?.name ?? null,
        resume_size: file?.size ?? null,
        meets_requirements: judged.meets,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await storeAnswers(trx, id, judged);
    await trx
      .insertInto("referral_status_history")
      .values({ referral_id: id, status: "requested", at: iso(now), by_user_id: viewerId })
      .execute();
    // A company is told of an application, with a link to its applications; a member of a referral request.
    const link = toCompany ? applicationsPath(postId, "corporate") : jobPostPath(postId);
    await notify(trx, {
      type: toCompany ? "application_received" : "referral_request",
      recipientId: post.user_id,
      actorId: viewerId,
      link,
      subjectId: id,
      about: post.title,
      now,
    });
    return {
      referral_id: id,
      job_post_id: postId,
      status: "pending",
      application_status: "requested",
      resume: file ? { name: file.name, size: file.size } : null,
    };
  };
  const message = toCompany ? REFERRAL_MESSAGES.applied : REFERRAL_MESSAGES.requested;
  try {
    if (!attachment) return { created: await s.live.transaction(viewerId, (trx) => insert(trx, null)), message };
    const key = newFileKey(APPLICATION_RESUME_PREFIX, "pdf");
    // The copy is stored first; a refused insert (409, a post closed meanwhile) deletes it again.
    const created = await storeAndSwap(
      s,
      { key, bytes: attachment.bytes, contentType: "application/pdf" },
      async (trx) => ({
        oldKey: null,
        result: await insert(trx, { key, name: attachment.name, size: attachment.bytes.byteLength }),
      }),
      viewerId,
    );
    return { created, message };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, REFERRAL_MESSAGES.already);
    throw error;
  }
}

function responsesQuery(db: Db, posterId: number) {
  return db
    .selectFrom("referrals as r")
    .innerJoin("job_posts as p", "p.id", "r.job_post_id")
    .innerJoin("individuals as i", "i.user_id", "r.user_id")
    .select([
      "r.id",
      "r.job_post_id",
      "r.status",
      "r.status_at",
      "r.message",
      "r.created_at",
      "r.resume_name",
      "r.resume_size",
      "r.meets_requirements",
      "i.user_id",
      "i.first_name",
      "i.last_name",
      "i.bio",
      "i.profile_pic",
    ])
    .where("p.user_id", "=", posterId);
}

type ResponseRow = Awaited<ReturnType<ReturnType<typeof responsesQuery>["executeTakeFirstOrThrow"]>>;

/** What an individual poster may do with an application in `status` (a company moves it to stages instead). */
export function posterActions(status: ApplicationStatus): PosterAction[] {
  if (status === "requested" || status === "viewed") return ["refer", "not_select"];
  if (status === "not_selected") return ["refer"];
  return [];
}

/** The histories of these applications, oldest change first (a handful of rows each: the statuses only move forward). */
export async function historiesOf(db: Db, ids: number[]): Promise<Map<number, StatusChange[]>> {
  const map = new Map<number, StatusChange[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom("referral_status_history as h")
    .innerJoin("referrals as r", "r.id", "h.referral_id")
    .select(["h.referral_id", "h.status", "h.at", "h.by_user_id", "h.message", "r.user_id as applicant_id"])
    .where("h.referral_id", "in", ids)
    .orderBy("h.referral_id")
    .orderBy("h.id")
    .execute();
  for (const row of rows) {
    const list = map.get(row.referral_id) ?? [];
    list.push({
      status: row.status,
      at: row.at,
      by: row.by_user_id === row.applicant_id ? "applicant" : "poster",
      message: row.message,
    });
    map.set(row.referral_id, list);
  }
  return map;
}

/** The newest downloads of each application's resume (one bounded index read each) and their counts. */
async function downloadsOf(
  db: Db,
  ids: number[],
  now: Date,
): Promise<Map<number, { list: ResumeDownload[]; count: number }>> {
  const entries = await Promise.all(
    ids.map(async (id) => {
      const [rows, count] = await Promise.all([
        db
          .selectFrom("referral_resume_downloads as d")
          .innerJoin("users as u", "u.id", "d.user_id")
          .leftJoin("individuals as i", "i.user_id", "d.user_id")
          .leftJoin("corporates as c", "c.user_id", "d.user_id")
          .select(["d.user_id", "d.at", "u.type_of_user", ...accountColumns])
          .where("d.referral_id", "=", id)
          .orderBy("d.at", "desc")
          .orderBy("d.id", "desc")
          .limit(DOWNLOADS_SHOWN)
          .execute(),
        db
          .selectFrom("referral_resume_downloads")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("referral_id", "=", id)
          .executeTakeFirst(),
      ]);
      const list = rows.map((row) => ({
        by: accountSummary({ ...row, type_of_user: row.type_of_user }),
        at: row.at,
        at_time_ago: timeAgo(row.at, now),
      }));
      return [id, { list, count: toCount(count?.n) }] as const;
    }),
  );
  return new Map(entries);
}

async function toResponses(db: Db, posterId: number, rows: ResponseRow[], now: Date): Promise<ReferralResponse[]> {
  const ids = rows.map((row) => row.id);
  const company = (await posterTypeOf(db, posterId)) === "corporate";
  const [common, histories, downloads, notes, answers] = await Promise.all([
    company
      ? new Map<number, number>()
      : commonCounts(
          db,
          posterId,
          rows.map((row) => row.user_id),
        ),
    historiesOf(db, ids),
    downloadsOf(
      db,
      rows.filter((row) => row.resume_name !== null).map((row) => row.id),
      now,
    ),
    notesOf(db, ids, now),
    answersOf(db, ids),
  ]);
  return rows.map((row) => ({
    referral_id: row.id,
    job_post_id: row.job_post_id,
    applied_on: row.created_at,
    applied_time_ago: timeAgo(row.created_at, now),
    status: legacyStatus(row.status),
    application_status: row.status,
    status_at: row.status_at,
    message: row.message,
    user: { ...personSummary(row), connections_in_common: common.get(row.user_id) ?? 0 },
    resume: row.resume_name === null ? null : { name: row.resume_name, size: Number(row.resume_size ?? 0) },
    resume_downloads: downloads.get(row.id)?.list ?? [],
    resume_download_count: downloads.get(row.id)?.count ?? 0,
    history: histories.get(row.id) ?? [],
    actions: company ? [] : posterActions(row.status),
    moves: company ? stagesFrom(row.status) : [],
    notes: notes.get(row.id) ?? [],
    meets_requirements: row.meets_requirements === null ? null : toBool(row.meets_requirements),
    answers: answers.get(row.id) ?? [],
  }));
}

const NOTIFY_ON: Record<Exclude<ApplicationStatus, "requested">, NotificationType> = {
  viewed: "referral_viewed",
  referred: "referral_referred",
  not_selected: "referral_ignored",
  withdrawn: "referral_withdrawn",
  in_review: "application_in_review",
  interview: "application_interview",
  offer: "application_offer",
  hired: "application_hired",
  position_closed: "application_position_closed",
};

/**
 * Moves one application to `to` if it is still in one of `from` (checked in the UPDATE itself,
 * so two changes at once cannot both pass), writes the history and notifies the other side.
 * Returns false when the application was no longer in `from`.
 */
export async function moveStatus(
  trx: Db,
  row: { id: number; user_id: number; poster_id: number; job_post_id: number; title: string },
  from: readonly ApplicationStatus[],
  to: Exclude<ApplicationStatus, "requested">,
  byId: number,
  now: Date,
  message: string | null = null,
): Promise<boolean> {
  // `responded_at` is the poster's first answer (any move but viewed): the response rate reads it.
  const answer = byId === row.poster_id && to !== "viewed";
  const updated = await trx
    .updateTable("referrals")
    .set((eb) => ({
      status: to,
      status_at: iso(now),
      ...(answer ? { responded_at: eb.fn.coalesce("responded_at", eb.val(iso(now))) } : {}),
    }))
    .where("id", "=", row.id)
    .where("status", "in", [...from])
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await trx
    .insertInto("referral_status_history")
    .values({ referral_id: row.id, status: to, at: iso(now), by_user_id: byId, message })
    .execute();
  const toPoster = to === "withdrawn";
  const posterType = toPoster || to === "not_selected" ? await posterTypeOf(trx, row.poster_id) : null;
  await notify(trx, {
    // A company's "not selected" is the end of an application, an individual's of a referral request.
    type: to === "not_selected" && posterType === "corporate" ? "application_not_selected" : NOTIFY_ON[to],
    recipientId: toPoster ? row.poster_id : row.user_id,
    actorId: byId,
    link: toPoster ? applicationsPath(row.job_post_id, posterType!) : jobPostPath(row.job_post_id),
    subjectId: row.id,
    about: row.title,
    now,
  });
  return true;
}

/** The poster has seen these applications: the requested ones become viewed (the applicant is told). */
async function markViewed(s: Services, posterId: number, rows: ResponseRow[]): Promise<void> {
  const requested = rows.filter((row) => row.status === "requested");
  if (requested.length === 0) return;
  const now = s.now();
  const titles = await s.db
    .selectFrom("job_posts")
    .select(["id", "title"])
    .where("id", "in", [...new Set(requested.map((row) => row.job_post_id))])
    .execute();
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  await s.live.transaction(posterId, async (trx) => {
    for (const row of requested) {
      const moved = await moveStatus(
        trx,
        {
          id: row.id,
          user_id: row.user_id,
          poster_id: posterId,
          job_post_id: row.job_post_id,
          title: titleOf.get(row.job_post_id) ?? "",
        },
        ["requested"],
        "viewed",
        posterId,
        now,
      );
      if (moved) Object.assign(row, { status: "viewed", status_at: iso(now) });
    }
  });
}

/** The statuses a filter lets through. */
export function statusesFor(filter: StatusFilter): readonly ApplicationStatus[] {
  if (filter === "active") return ACTIVE_STATUSES;
  if (filter === "all") return APPLICATION_STATUSES;
  return [filter];
}

/**
 * The applications to the poster's post (404 for anyone else) with a status in `filter`, newest
 * (or oldest) first (created_at, id; by keyset when the request carries a cursor). The requested
 * ones on the page become viewed.
 */
export async function listResponses(
  s: Services,
  viewerId: number,
  postId: number,
  request: PageRequest,
  filter: StatusFilter = "active",
  sort: ApplicationSort = "newest",
  screening: ScreeningFilter = "all",
): Promise<Paged<ReferralResponse>> {
  await ownPost(s.db, postId, viewerId);
  const statuses = [...statusesFor(filter)];
  // `meets` (decision 167): an index read of referrals_post_meets_created_idx.
  const meets = screening === "meets";
  const [count, read] = await Promise.all([
    s.db
      .selectFrom("referrals as r")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("r.job_post_id", "=", postId)
      .where("r.status", "in", statuses)
      .where(notBlocked(viewerId, "r.user_id"))
      .$if(meets, (qb) => qb.where("r.meets_requirements", "=", true))
      .executeTakeFirst(),
    keysetQuery(
      responsesQuery(s.db, viewerId)
        .where("r.job_post_id", "=", postId)
        .where("r.status", "in", statuses)
        // Applicants blocked either way leave the poster's list (decision 174).
        .where(notBlocked(viewerId, "r.user_id"))
        .$if(meets, (qb) => qb.where("r.meets_requirements", "=", true)),
      "r.created_at",
      "r.id",
      request,
      sort === "oldest" ? "asc" : "desc",
    ).execute(),
  ]);
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.created_at, row.id]);
  await markViewed(s, viewerId, rows);
  return {
    items: await toResponses(s.db, viewerId, rows, s.now()),
    page: request.page,
    total: toCount(count?.n),
    ...paging,
  };
}

/** One application, for the poster (404 for anyone else); a requested one becomes viewed. */
export async function readResponse(s: Services, viewerId: number, referralId: number): Promise<ReferralResponseDetail> {
  const row = await responsesQuery(s.db, viewerId)
    .select(["p.title as post_title", "p.status as post_status"])
    .where("r.id", "=", referralId)
    .where(notBlocked(viewerId, "r.user_id"))
    .executeTakeFirst();
  if (!row) throw new ApiError(404, REFERRAL_MESSAGES.notFound);
  await markViewed(s, viewerId, [row]);
  const [response] = await toResponses(s.db, viewerId, [row], s.now());
  return { ...response!, job_post: { id: row.job_post_id, title: row.post_title, status: row.post_status } };
}

/**
 * The poster refers an applicant or marks them not selected ("ignore"); the applicant is
 * notified. Referring works while the application is open or not selected; not selecting only
 * while it is open (409 once referred or withdrawn). Repeating the current status is a no-op.
 */
export async function answerReferral(
  s: Services,
  viewerId: number,
  referralId: number,
  action: "refer" | "ignore",
): Promise<ReferralAnswer> {
  const now = s.now();
  return s.live.transaction(viewerId, async (trx) => {
    const row = await trx
      .selectFrom("referrals as r")
      .innerJoin("job_posts as p", "p.id", "r.job_post_id")
      .select(["r.id", "r.status", "r.user_id", "r.job_post_id", "p.title", "p.user_id as poster_id"])
      .where("r.id", "=", referralId)
      .where("p.user_id", "=", viewerId)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, REFERRAL_MESSAGES.notFound);
    const status: ApplicationStatus = action === "refer" ? "referred" : "not_selected";
    const answer = (value: ApplicationStatus): ReferralAnswer => ({
      referral_id: row.id,
      job_post_id: row.job_post_id,
      status: legacyStatus(value),
      application_status: value,
    });
    if (row.status === status) return answer(status);
    if (row.status === "withdrawn") throw new ApiError(409, REFERRAL_MESSAGES.wasWithdrawn);
    if (row.status === "referred") throw new ApiError(409, REFERRAL_MESSAGES.alreadyReferred);
    const from: readonly ApplicationStatus[] =
      status === "referred" ? ["requested", "viewed", "not_selected"] : OPEN_STATUSES;
    if (!from.includes(row.status)) throw new ApiError(409, REFERRAL_MESSAGES.alreadyReferred);
    // A requested application answered straight away was seen first.
    if (row.status === "requested") await moveStatus(trx, row, ["requested"], "viewed", viewerId, now);
    if (!(await moveStatus(trx, row, from, status, viewerId, now)))
      throw new ApiError(409, REFERRAL_MESSAGES.alreadyReferred);
    return answer(status);
  });
}

/** The applicant withdraws their open application (404 for anyone else; 409 once answered). */
export async function withdrawReferral(s: Services, viewerId: number, referralId: number): Promise<ReferralAnswer> {
  const now = s.now();
  return s.live.transaction(viewerId, async (trx) => {
    const row = await trx
      .selectFrom("referrals as r")
      .innerJoin("job_posts as p", "p.id", "r.job_post_id")
      .select(["r.id", "r.status", "r.user_id", "r.job_post_id", "p.title", "p.user_id as poster_id"])
      .where("r.id", "=", referralId)
      .where("r.user_id", "=", viewerId)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, REFERRAL_MESSAGES.notFound);
    const answer: ReferralAnswer = {
      referral_id: row.id,
      job_post_id: row.job_post_id,
      status: "withdrawn",
      application_status: "withdrawn",
    };
    if (row.status === "withdrawn") return answer;
    if (
      !OPEN_STATUSES.includes(row.status) ||
      !(await moveStatus(trx, row, OPEN_STATUSES, "withdrawn", viewerId, now))
    ) {
      throw new ApiError(409, REFERRAL_MESSAGES.notOpen);
    }
    return answer;
  });
}

/**
 * The resume attached to an application, for its poster or its applicant (404 for anyone else,
 * and when none is attached). A download by anyone but the applicant is logged (who, when).
 */
export async function openApplicationResume(
  s: Services,
  viewerId: number,
  referralId: number,
): Promise<{ file: StoredFile; filename: string }> {
  const row = await s.db
    .selectFrom("referrals as r")
    .innerJoin("job_posts as p", "p.id", "r.job_post_id")
    .select(["r.id", "r.user_id", "r.resume_file_key", "r.resume_name", "p.user_id as poster_id"])
    .where("r.id", "=", referralId)
    .executeTakeFirst();
  if (!row || (row.user_id !== viewerId && row.poster_id !== viewerId))
    throw new ApiError(404, REFERRAL_MESSAGES.notFound);
  if (!row.resume_file_key) throw new ApiError(404, REFERRAL_MESSAGES.noAttachedResume);
  const file = await openStored(s, row.resume_file_key);
  if (!file) {
    s.log.error(`application resume ${row.resume_file_key} of referral ${row.id} is missing from storage`);
    throw new ApiError(404, REFERRAL_MESSAGES.noAttachedResume);
  }
  if (viewerId !== row.user_id) {
    await s.db
      .insertInto("referral_resume_downloads")
      .values({ referral_id: row.id, user_id: viewerId, at: iso(s.now()) })
      .execute();
  }
  return { file, filename: row.resume_name ?? "resume.pdf" };
}

// ---------------------------------------------------------------------------
// Recommendations
// ---------------------------------------------------------------------------

export async function recommendJob(
  s: Services,
  viewerId: number,
  postId: number,
  userId: number,
): Promise<DataOf<typeof referralApi.recommend>> {
  if (!(await hasProfile(s.db, viewerId))) throw new ApiError(403, REFERRAL_MESSAGES.noProfileRecommend);
  if (userId === viewerId) throw fieldError("user_id", REFERRAL_MESSAGES.recommendSelf);
  const post = await openPost(s.db, postId, viewerId);
  if (!(await hasProfile(s.db, userId))) throw new ApiError(404, REFERRAL_MESSAGES.memberNotFound);
  await refuseIfBlocked(s.db, viewerId, userId, REFERRAL_MESSAGES.memberNotFound);
  if (post.user_id === userId) throw fieldError("user_id", REFERRAL_MESSAGES.recommendPoster);
  const connected = await s.db
    .selectFrom("connections")
    .select("id")
    .where("user_low", "=", Math.min(viewerId, userId))
    .where("user_high", "=", Math.max(viewerId, userId))
    .where("status", "=", "accepted")
    .executeTakeFirst();
  if (!connected) throw new ApiError(403, REFERRAL_MESSAGES.recommendNotConnected);
  const now = s.now();
  try {
    return await s.live.transaction(viewerId, async (trx) => {
      const existing = await trx
        .selectFrom("recommendations")
        .select("id")
        .where("job_post_id", "=", postId)
        .where("from_user_id", "=", viewerId)
        .where("to_user_id", "=", userId)
        .executeTakeFirst();
      if (existing) throw new ApiError(409, REFERRAL_MESSAGES.alreadyRecommended);
      const { id } = await trx
        .insertInto("recommendations")
        .values({ job_post_id: postId, from_user_id: viewerId, to_user_id: userId, created_at: iso(now) })
        .returning("id")
        .executeTakeFirstOrThrow();
      await notify(trx, {
        type: "recommendation",
        recipientId: userId,
        actorId: viewerId,
        link: jobPostPath(postId),
        subjectId: id,
        about: post.title,
        now,
      });
      return { recommendation_id: id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, REFERRAL_MESSAGES.alreadyRecommended);
    throw error;
  }
}

/**
 * Jobs recommended to the viewer (open posts only), newest first (created_at, then id), by keyset
 * when the request carries a cursor (recommendations_to_created_idx).
 */
export async function listRecommendations(
  s: Services,
  viewerId: number,
  request: PageRequest,
): Promise<Paged<Recommendation>> {
  const base = () =>
    s.db
      .selectFrom("recommendations as rc")
      .innerJoin("job_posts as p", "p.id", "rc.job_post_id")
      .innerJoin("individuals as i", "i.user_id", "rc.from_user_id")
      .where("rc.to_user_id", "=", viewerId)
      .where("p.status", "=", "open");
  const [count, read] = await Promise.all([
    base()
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst(),
    keysetQuery(
      base().select([
        "rc.id",
        "rc.job_post_id",
        "rc.created_at",
        "i.user_id",
        "i.first_name",
        "i.last_name",
        "i.bio",
        "i.profile_pic",
      ]),
      "rc.created_at",
      "rc.id",
      request,
    ).execute(),
  ]);
  // The cursors come from the rows read, also when a post is left out below.
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.created_at, row.id]);
  const now = s.now();
  const posts = new Map(
    (
      await loadJobPosts(
        s.db,
        rows.map((row) => row.job_post_id),
        viewerId,
        now,
      )
    ).map((post) => [post.id, post]),
  );
  const items: Recommendation[] = [];
  for (const row of rows) {
    const post = posts.get(row.job_post_id);
    if (!post) continue;
    items.push({
      id: row.id,
      job_post: post,
      recommended_by: accountSummary({
        ...row,
        type_of_user: "individual",
        company_name: null,
        about: null,
        logo: null,
        company_pic: null,
      }),
      created_at: row.created_at,
      created_time_ago: timeAgo(row.created_at, now),
    });
  }
  return { items, page: request.page, total: toCount(count?.n), ...paging };
}
