/**
 * Reports and the moderation desk (issue 36, decision 175). A report opens (or joins) the one
 * open case of the reported thing, whose snapshot is taken at its first report; moderators decide
 * each case (dismiss, remove, warn, suspend, ban), every step is logged in `moderation_actions`,
 * and the owner and the reporters are told by notification.
 */
import type {
  ModerationCase,
  ModerationCaseSummary,
  ModerationSnapshot,
  MyCase,
  MyReport,
} from "#app/contract/moderation.ts";
import {
  MODERATION_MESSAGES as M,
  REPORT_TARGET_LABELS,
  type DecisionForm,
  type ReportForm,
} from "#app/forms/moderation/moderation.form.ts";
import sanitizeHtml from "sanitize-html";
import { endAllSessions } from "#app/backend/accounts/sessions.ts";
import { jobPostPath, mayView, findPost, syncPostSearch } from "#app/backend/jobs/job-post.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { isUniqueViolation } from "#app/backend/lib/db/errors.ts";
import type { ModerationOutcome, ReportTargetKind } from "#app/backend/lib/db/schema.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { keysetPage, keysetQuery, type PageRequest, type Paged } from "#app/backend/lib/paging.ts";
import { companyPath, profilePath } from "#app/backend/lib/person.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { addMs, iso } from "#app/backend/lib/time.ts";
import { changed } from "#app/backend/live/changes.ts";
import { notify } from "#app/backend/notifications/service.ts";
import { BANNED_UNTIL, isModerator } from "./roles.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A scam report counts towards a freeze only from an account at least this old. */
export const FREEZE_ACCOUNT_AGE_MS = 7 * DAY_MS;
/** Distinct such reporters that freeze a job post at once. */
export const FREEZE_REPORTERS = 3;
/** The snapshot keeps this much of the content's text. */
const SNAPSHOT_TEXT_MAX = 2000;
/** Where reporters and owners follow their reports and decisions. */
export const REPORTS_PATH = "/settings/reports";

type Target = { ownerId: number; snapshot: ModerationSnapshot };

async function nameOf(db: Db, userId: number): Promise<string> {
  const person = await db
    .selectFrom("individuals")
    .select(["first_name", "last_name"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (person) return `${person.first_name} ${person.last_name}`;
  const company = await db
    .selectFrom("corporates")
    .select("company_name")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (company) return company.company_name;
  const user = await db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst();
  return user?.email ?? "A member";
}

/** A job post's HTML as the moderator reads it: one line per paragraph or list item, entities decoded. */
export function plainLines(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h[1-6])>|<br\s*\/?>/gi, "$&\n"), {
    allowedTags: [],
    allowedAttributes: {},
  });
  const decoded = text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name]!,
  );
  return decoded
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

const cut = (text: string) => (text.length > SNAPSHOT_TEXT_MAX ? `${text.slice(0, SNAPSHOT_TEXT_MAX - 1)}…` : text);

/** What `viewerId` reports, as they may see it: its owner and a snapshot; null when there is no such thing for them. */
async function findTarget(db: Db, kind: ReportTargetKind, id: number, viewerId: number): Promise<Target | null> {
  switch (kind) {
    case "member": {
      const row = await db
        .selectFrom("individuals")
        .select(["user_id", "first_name", "last_name", "bio"])
        .where("user_id", "=", id)
        .executeTakeFirst();
      if (!row) return null;
      const name = `${row.first_name} ${row.last_name}`;
      return {
        ownerId: row.user_id,
        snapshot: {
          title: name,
          text: cut(row.bio ?? ""),
          link: profilePath(row.user_id, row.first_name, row.last_name),
        },
      };
    }
    case "company": {
      const row = await db
        .selectFrom("corporates")
        .select(["user_id", "company_name", "about"])
        .where("user_id", "=", id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        ownerId: row.user_id,
        snapshot: { title: row.company_name, text: cut(row.about ?? ""), link: companyPath(row.user_id) },
      };
    }
    case "job_post": {
      const post = await findPost(db, id);
      if (!post || !(await mayView(db, post, viewerId))) return null;
      const row = await db
        .selectFrom("job_posts as p")
        .innerJoin("companies as co", "co.id", "p.company_id")
        .select(["p.title", "p.description", "co.title as company"])
        .where("p.id", "=", id)
        .executeTakeFirstOrThrow();
      return {
        ownerId: post.user_id,
        snapshot: {
          title: `${row.title} at ${row.company}`,
          text: cut(plainLines(row.description)),
          link: jobPostPath(id),
        },
      };
    }
    case "message": {
      // Only its recipient reports a message (the sender can delete it).
      const row = await db
        .selectFrom("messages")
        .select(["sender_id", "recipient_id", "text"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row || row.recipient_id !== viewerId) return null;
      return {
        ownerId: row.sender_id,
        snapshot: { title: `A message from ${await nameOf(db, row.sender_id)}`, text: cut(row.text), link: "" },
      };
    }
  }
}

function parseSnapshot(text: string): ModerationSnapshot {
  const value = JSON.parse(text) as Partial<ModerationSnapshot>;
  return { title: String(value.title ?? ""), text: String(value.text ?? ""), link: String(value.link ?? "") };
}

const myReportColumns = [
  "r.id",
  "r.reason",
  "r.note",
  "r.created_at",
  "c.target_kind",
  "c.target_id",
  "c.snapshot",
  "c.status",
  "c.outcome",
  "c.review_requested_at",
] as const;

type MyReportRow = {
  id: number;
  reason: MyReport["reason"];
  note: string | null;
  created_at: string;
  target_kind: ReportTargetKind;
  target_id: number;
  snapshot: string;
  status: "open" | "closed";
  outcome: ModerationOutcome | null;
  review_requested_at: string | null;
};

function toMyReport(row: MyReportRow): MyReport {
  // A case reopened by its owner's review request is the reporter's closed report still.
  const closed = row.status === "closed" || row.review_requested_at !== null;
  return {
    id: row.id,
    target_kind: row.target_kind,
    target_id: row.target_id,
    title: parseSnapshot(row.snapshot).title,
    reason: row.reason,
    note: row.note,
    created_at: new Date(row.created_at).toISOString(),
    state: closed ? "closed" : "open",
    outcome: closed ? row.outcome : null,
  };
}

/**
 * Files a report: 404 when the thing is not there (or not the caller's to see), 400 for one's
 * own, 409 for a second report of one open case. Three scam reports of a job post from accounts
 * older than a week freeze it.
 */
export async function fileReport(s: Services, reporterId: number, input: ReportForm): Promise<MyReport> {
  const target = await findTarget(s.db, input.target_kind, input.target_id, reporterId);
  if (!target) throw new ApiError(404, M.notFound);
  if (target.ownerId === reporterId) throw new ApiError(400, M.self);
  const now = s.now();
  let frozen = false;
  const reportId = await s.live
    .transaction(reporterId, async (trx) => {
      const open = await trx
        .selectFrom("moderation_cases")
        .select("id")
        .where("target_kind", "=", input.target_kind)
        .where("target_id", "=", input.target_id)
        .where("status", "=", "open")
        .executeTakeFirst();
      const caseId =
        open?.id ??
        (
          await trx
            .insertInto("moderation_cases")
            .values({
              target_kind: input.target_kind,
              target_id: input.target_id,
              owner_id: target.ownerId,
              status: "open",
              outcome: null,
              snapshot: JSON.stringify(target.snapshot),
              review_requested_at: null,
              created_at: iso(now),
              queued_at: iso(now),
              closed_at: null,
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      const already = await trx
        .selectFrom("reports")
        .select("id")
        .where("case_id", "=", caseId)
        .where("reporter_id", "=", reporterId)
        .executeTakeFirst();
      if (already) throw new ApiError(409, M.duplicate);
      const report = await trx
        .insertInto("reports")
        .values({
          case_id: caseId,
          reporter_id: reporterId,
          reason: input.reason,
          note: input.note,
          created_at: iso(now),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("moderation_cases")
        .set((eb) => ({ report_count: eb("report_count", "+", 1) }))
        .where("id", "=", caseId)
        .execute();
      if (input.target_kind === "job_post" && input.reason === "scam")
        frozen = await freezeIfScam(trx, s, caseId, input.target_id, now);
      return report.id;
    })
    .catch((error: unknown) => {
      // The same report sent twice at once: the second meets the first's key.
      if (isUniqueViolation(error)) throw new ApiError(409, M.duplicate);
      throw error;
    });
  if (frozen) s.lists.search.clear();
  const row = await s.db
    .selectFrom("reports as r")
    .innerJoin("moderation_cases as c", "c.id", "r.case_id")
    .select(myReportColumns)
    .where("r.id", "=", reportId)
    .executeTakeFirstOrThrow();
  return toMyReport(row);
}

/**
 * The freeze rule: once FREEZE_REPORTERS members whose accounts are older than a week have
 * reported an open post as a scam, it is hidden at once until a moderator decides. True when
 * this report froze it.
 */
async function freezeIfScam(trx: Db, s: Services, caseId: number, postId: number, now: Date): Promise<boolean> {
  const post = await trx
    .selectFrom("job_posts")
    .select(["user_id", "title", "hidden_at"])
    .where("id", "=", postId)
    .executeTakeFirst();
  if (!post || post.hidden_at !== null) return false;
  const old = await trx
    .selectFrom("reports as r")
    .innerJoin("users as u", "u.id", "r.reporter_id")
    .select("r.reporter_id")
    .where("r.case_id", "=", caseId)
    .where("r.reason", "=", "scam")
    .where("u.created_at", "<=", iso(addMs(now, -FREEZE_ACCOUNT_AGE_MS)))
    .limit(FREEZE_REPORTERS)
    .execute();
  if (old.length < FREEZE_REPORTERS) return false;
  await trx
    .updateTable("job_posts")
    .set({ hidden_at: iso(now) })
    .where("id", "=", postId)
    .execute();
  await trx
    .insertInto("moderation_actions")
    .values({
      case_id: caseId,
      actor_id: null,
      action: "freeze",
      reason: `Reported as a scam by ${FREEZE_REPORTERS} members.`,
      days: null,
      created_at: iso(now),
    })
    .execute();
  await syncPostSearch(trx, s, postId);
  await notify(trx, {
    type: "moderation",
    recipientId: post.user_id,
    actorId: null,
    link: REPORTS_PATH,
    subjectId: caseId,
    about: `Your job post "${post.title}" was reported as a scam by several members. It is hidden until a moderator has looked at it.`,
    now,
  });
  return true;
}

/** The caller's reports, newest first. */
export async function listMyReports(db: Db, reporterId: number, request: PageRequest): Promise<Paged<MyReport>> {
  const rows = await keysetQuery(
    db
      .selectFrom("reports as r")
      .innerJoin("moderation_cases as c", "c.id", "r.case_id")
      .select(myReportColumns)
      .where("r.reporter_id", "=", reporterId),
    "r.created_at",
    "r.id",
    request,
  ).execute();
  const page = keysetPage(rows, request, (row) => [row.created_at, row.id]);
  return {
    items: page.rows.map(toMyReport),
    page: request.page,
    total: page.rows.length,
    hasNext: page.hasNext,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}

/** 403 unless the caller is a moderator (read from the database, so a removal takes effect at once). */
export async function requireModerator(db: Db, userId: number): Promise<void> {
  if (!(await isModerator(db, userId))) throw new ApiError(403, M.notModerator);
}

type CaseRow = {
  id: number;
  target_kind: ReportTargetKind;
  target_id: number;
  owner_id: number;
  status: "open" | "closed";
  outcome: ModerationOutcome | null;
  snapshot: string;
  report_count: number;
  review_requested_at: string | null;
  created_at: string;
  queued_at: string;
};

const caseColumns = [
  "id",
  "target_kind",
  "target_id",
  "owner_id",
  "status",
  "outcome",
  "snapshot",
  "report_count",
  "review_requested_at",
  "created_at",
  "queued_at",
] as const;

/** The queue's facts of these cases: a fixed number of statements whatever their number. */
async function summaries(db: Db, rows: CaseRow[]): Promise<ModerationCaseSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const owners = [...new Set(rows.map((row) => row.owner_id))];
  const postIds = rows.filter((row) => row.target_kind === "job_post").map((row) => row.target_id);
  const [reasons, names, hidden] = await Promise.all([
    db
      .selectFrom("reports")
      .select(["case_id", "reason"])
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("case_id", "in", ids)
      .groupBy(["case_id", "reason"])
      .execute(),
    namesOf(db, owners),
    postIds.length === 0
      ? []
      : db.selectFrom("job_posts").select("id").where("id", "in", postIds).where("hidden_at", "is not", null).execute(),
  ]);
  const hiddenPosts = new Set(hidden.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    target_kind: row.target_kind,
    target_id: row.target_id,
    title: parseSnapshot(row.snapshot).title,
    owner: { id: row.owner_id, name: names.get(row.owner_id) ?? "A member" },
    report_count: Number(row.report_count),
    reasons: reasons
      .filter((r) => r.case_id === row.id)
      .sort((a, b) => Number(b.n) - Number(a.n))
      .map((r) => r.reason),
    status: row.status,
    outcome: row.outcome,
    review_requested: row.review_requested_at !== null,
    frozen: row.status === "open" && row.target_kind === "job_post" && hiddenPosts.has(row.target_id),
    created_at: new Date(row.created_at).toISOString(),
    queued_at: new Date(row.queued_at).toISOString(),
  }));
}

async function namesOf(db: Db, userIds: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (userIds.length === 0) return names;
  const [people, companies, users] = await Promise.all([
    db
      .selectFrom("individuals")
      .select(["user_id", "first_name", "last_name"])
      .where("user_id", "in", userIds)
      .execute(),
    db.selectFrom("corporates").select(["user_id", "company_name"]).where("user_id", "in", userIds).execute(),
    db.selectFrom("users").select(["id", "email"]).where("id", "in", userIds).execute(),
  ]);
  for (const user of users) names.set(user.id, user.email);
  for (const company of companies) names.set(company.user_id, company.company_name);
  for (const person of people) names.set(person.user_id, `${person.first_name} ${person.last_name}`);
  return names;
}

/** The open cases, oldest first (the queue index: status, queued_at, id). */
export async function listQueue(db: Db, request: PageRequest): Promise<Paged<ModerationCaseSummary>> {
  const rows = await keysetQuery(
    db.selectFrom("moderation_cases").select(caseColumns).where("status", "=", "open"),
    "queued_at",
    "id",
    request,
    "asc",
  ).execute();
  const page = keysetPage(rows, request, (row) => [row.queued_at, row.id]);
  return {
    items: await summaries(db, page.rows),
    page: request.page,
    total: page.rows.length,
    hasNext: page.hasNext,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}

/** A case with its snapshot, reports, the owner's history and the log. */
export async function readCase(db: Db, caseId: number, now: Date): Promise<ModerationCase> {
  const row = await db.selectFrom("moderation_cases").select(caseColumns).where("id", "=", caseId).executeTakeFirst();
  if (!row) throw new ApiError(404, M.caseNotFound);
  const [[summary], reports, owner, earlier, actions] = await Promise.all([
    summaries(db, [row]),
    db
      .selectFrom("reports")
      .select(["id", "reporter_id", "reason", "note", "created_at"])
      .where("case_id", "=", caseId)
      .orderBy("id")
      .limit(200)
      .execute(),
    db
      .selectFrom("users")
      .select(["created_at", "suspended_until"])
      .where("id", "=", row.owner_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("moderation_cases")
      .select(["id", "target_kind", "snapshot", "outcome", "closed_at"])
      .where("owner_id", "=", row.owner_id)
      .where("id", "!=", caseId)
      .orderBy("id", "desc")
      .limit(20)
      .execute(),
    db
      .selectFrom("moderation_actions")
      .select(["action", "actor_id", "reason", "days", "created_at"])
      .where("case_id", "=", caseId)
      .orderBy("id")
      .execute(),
  ]);
  const names = await namesOf(db, [
    ...new Set([
      ...reports.map((r) => r.reporter_id),
      ...actions.flatMap((a) => (a.actor_id === null ? [] : [a.actor_id])),
    ]),
  ]);
  const suspended = owner.suspended_until !== null && owner.suspended_until > iso(now) ? owner.suspended_until : null;
  return {
    ...summary,
    snapshot: parseSnapshot(row.snapshot),
    reports: reports.map((r) => ({
      id: r.id,
      reporter: { id: r.reporter_id, name: names.get(r.reporter_id) ?? "A member" },
      reason: r.reason,
      note: r.note,
      created_at: new Date(r.created_at).toISOString(),
    })),
    history: {
      account_created_at: new Date(owner.created_at).toISOString(),
      account_age_days: Math.max(0, Math.floor((now.getTime() - Date.parse(owner.created_at)) / DAY_MS)),
      suspended_until: suspended === null ? null : new Date(suspended).toISOString(),
      earlier_cases: earlier.map((c) => ({
        id: c.id,
        target_kind: c.target_kind,
        title: parseSnapshot(c.snapshot).title,
        outcome: c.outcome,
        closed_at: c.closed_at === null ? null : new Date(c.closed_at).toISOString(),
      })),
    },
    actions: actions.map((a) => ({
      action: a.action,
      moderator: a.actor_id === null ? null : { id: a.actor_id, name: names.get(a.actor_id) ?? "A member" },
      reason: a.reason,
      days: a.days === null ? null : Number(a.days),
      created_at: new Date(a.created_at).toISOString(),
    })),
  };
}

const OWNER_TEXT: Record<ModerationOutcome, (what: string, days: number | undefined) => string> = {
  dismiss: (what) => `A moderator looked at the reports about ${what} and took no action.`,
  remove: (what) => `A moderator removed ${what}. You can ask for one review in Settings.`,
  warn: (what) => `A moderator warned your account about ${what}.`,
  suspend: (what, days) => `A moderator suspended your account for ${days} days because of ${what}.`,
  ban: (what) => `A moderator banned your account because of ${what}.`,
};

/**
 * Decides an open case (409 once decided): the content, the account and its sessions change in
 * one transaction with the log entry and the notifications; a suspension or ban ends every
 * session and every live stream of the account on every instance.
 */
export async function decideCase(s: Services, moderatorId: number, input: DecisionForm): Promise<ModerationCase> {
  const now = s.now();
  const found = await s.db
    .selectFrom("moderation_cases")
    .select(caseColumns)
    .where("id", "=", input.case_id)
    .executeTakeFirst();
  if (!found) throw new ApiError(404, M.caseNotFound);
  if (found.status !== "open") throw new ApiError(409, M.caseClosed);
  if (input.action === "remove" && found.target_kind !== "job_post" && found.target_kind !== "message")
    throw new ApiError(400, M.cannotRemove);
  if ((input.action === "suspend" || input.action === "ban") && (await isModerator(s.db, found.owner_id)))
    throw new ApiError(400, M.moderatorTarget);
  const snapshot = parseSnapshot(found.snapshot);
  const what = `your ${REPORT_TARGET_LABELS[found.target_kind]} "${snapshot.title}"`;
  let postChanged = false;
  let accountEnded = false;
  await s.live.transaction(moderatorId, async (trx) => {
    const claimed = await trx
      .updateTable("moderation_cases")
      .set({ status: "closed", outcome: input.action, closed_at: iso(now) })
      .where("id", "=", found.id)
      .where("status", "=", "open")
      .executeTakeFirst();
    // Another moderator decided it a moment ago.
    if (Number(claimed.numUpdatedRows) === 0) throw new ApiError(409, M.caseClosed);
    await trx
      .insertInto("moderation_actions")
      .values({
        case_id: found.id,
        actor_id: moderatorId,
        action: input.action,
        reason: input.reason,
        days: input.action === "suspend" ? (input.days ?? null) : null,
        created_at: iso(now),
      })
      .execute();
    if (found.target_kind === "job_post") {
      // Removed stays hidden; any other decision lifts a freeze (or a removal under review).
      const hiddenAt = input.action === "remove" ? iso(now) : null;
      const post = await trx
        .selectFrom("job_posts")
        .select("hidden_at")
        .where("id", "=", found.target_id)
        .executeTakeFirst();
      if (post && (post.hidden_at === null) !== (hiddenAt === null)) {
        await trx.updateTable("job_posts").set({ hidden_at: hiddenAt }).where("id", "=", found.target_id).execute();
        await syncPostSearch(trx, s, found.target_id);
        postChanged = true;
      }
    }
    if (found.target_kind === "message" && input.action === "remove") {
      const message = await trx
        .deleteFrom("messages")
        .where("id", "=", found.target_id)
        .returning(["sender_id", "recipient_id"])
        .executeTakeFirst();
      if (message) {
        changed(trx, message.sender_id, "conversation");
        changed(trx, message.recipient_id, "conversation");
      }
    }
    if (input.action === "suspend" || input.action === "ban") {
      const until = input.action === "ban" ? BANNED_UNTIL : iso(addMs(now, (input.days ?? 1) * DAY_MS));
      await trx
        .updateTable("users")
        .set({ suspended_until: until, suspension_reason: input.reason, updated_at: iso(now) })
        .where("id", "=", found.owner_id)
        .execute();
      await endAllSessions(trx, found.owner_id, now);
      changed(trx, found.owner_id, "ended");
      accountEnded = true;
    }
    await notify(trx, {
      type: "moderation",
      recipientId: found.owner_id,
      actorId: null,
      link: REPORTS_PATH,
      subjectId: found.id,
      about: `${OWNER_TEXT[input.action](what, input.days)} Reason: ${input.reason}`,
      now,
    });
    const reporters = await trx.selectFrom("reports").select("reporter_id").where("case_id", "=", found.id).execute();
    const reporterText =
      input.action === "dismiss"
        ? `A moderator looked at your report about "${snapshot.title}" and found no breach of our rules.`
        : `A moderator looked at your report about "${snapshot.title}" and took action. Thank you for reporting it.`;
    for (const { reporter_id } of reporters) {
      await notify(trx, {
        type: "moderation",
        recipientId: reporter_id,
        actorId: null,
        link: REPORTS_PATH,
        subjectId: found.id,
        about: reporterText,
        now,
      });
    }
  });
  if (accountEnded) s.sessionCheck.forgetUser(found.owner_id);
  if (postChanged || accountEnded) s.lists.search.clear();
  return readCase(s.db, found.id, now);
}

function toMyCase(
  row: {
    id: number;
    target_kind: ReportTargetKind;
    target_id: number;
    snapshot: string;
    outcome: ModerationOutcome | null;
    closed_at: string | null;
    review_requested_at: string | null;
    status: string;
  },
  reason: string,
): MyCase {
  return {
    id: row.id,
    target_kind: row.target_kind,
    target_id: row.target_id,
    title: parseSnapshot(row.snapshot).title,
    outcome: row.status === "open" ? null : row.outcome,
    reason,
    closed_at: row.status === "open" || row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
    review_requested: row.review_requested_at !== null,
    can_request_review: row.status === "closed" && row.outcome === "remove" && row.review_requested_at === null,
  };
}

const MY_CASES_MAX = 50;

/** The decisions about the caller's content or account (and a review under way), newest first. */
export async function listMyCases(db: Db, ownerId: number): Promise<MyCase[]> {
  const rows = await db
    .selectFrom("moderation_cases")
    .select(["id", "target_kind", "target_id", "snapshot", "outcome", "closed_at", "review_requested_at", "status"])
    .where("owner_id", "=", ownerId)
    .where((eb) => eb.or([eb("status", "=", "closed"), eb("review_requested_at", "is not", null)]))
    .orderBy("id", "desc")
    .limit(MY_CASES_MAX)
    .execute();
  const reasons = await lastReasons(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toMyCase(row, reasons.get(row.id) ?? ""));
}

/** The reason of each case's latest moderator decision. */
async function lastReasons(db: Db, caseIds: number[]): Promise<Map<number, string>> {
  const reasons = new Map<number, string>();
  if (caseIds.length === 0) return reasons;
  const actions = await db
    .selectFrom("moderation_actions")
    .select(["case_id", "reason"])
    .where("case_id", "in", caseIds)
    .where("action", "in", ["dismiss", "remove", "warn", "suspend", "ban"])
    .orderBy("id")
    .execute();
  for (const action of actions) reasons.set(action.case_id, action.reason);
  return reasons;
}

/** The owner of removed content asks once for a review: the case goes back to the queue. */
export async function requestReview(s: Services, ownerId: number, caseId: number): Promise<MyCase> {
  const now = s.now();
  const row = await s.db
    .selectFrom("moderation_cases")
    .select([
      "id",
      "owner_id",
      "target_kind",
      "target_id",
      "snapshot",
      "outcome",
      "closed_at",
      "review_requested_at",
      "status",
    ])
    .where("id", "=", caseId)
    .executeTakeFirst();
  if (!row || row.owner_id !== ownerId) throw new ApiError(404, M.caseNotFound);
  if (row.status !== "closed" || row.outcome !== "remove" || row.review_requested_at !== null)
    throw new ApiError(400, M.reviewNotAllowed);
  await s.live.transaction(ownerId, async (trx) => {
    const claimed = await trx
      .updateTable("moderation_cases")
      .set({ status: "open", review_requested_at: iso(now), queued_at: iso(now) })
      .where("id", "=", caseId)
      .where("status", "=", "closed")
      .where("review_requested_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw new ApiError(400, M.reviewNotAllowed);
    await trx
      .insertInto("moderation_actions")
      .values({
        case_id: caseId,
        actor_id: ownerId,
        action: "review_request",
        reason: "The owner asked for a review.",
        days: null,
        created_at: iso(now),
      })
      .execute();
  });
  const [mine] = (await listMyCases(s.db, ownerId)).filter((c) => c.id === caseId);
  return mine;
}
