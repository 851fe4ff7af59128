/**
 * Resume requests: a member, or a company (a poster asking an applicant from the Responses tab),
 * asks an individual for their resume; the owner accepts or declines. An accepted request lets
 * the requester download the owner's resume (the current one, also after it is replaced) until
 * the owner declines it later. A declined request may be asked again.
 */
import { refuseIfBlocked } from "#app/backend/blocks/service.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { lockPair } from "#app/backend/lib/db/locks.ts";
import { isUniqueViolation } from "#app/backend/lib/db/errors.ts";
import type { ResumeRequestStatus, UserType } from "#app/backend/lib/db/schema.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";
import { keysetPage, keysetQuery, toCount, type PageRequest, type Paged } from "#app/backend/lib/paging.ts";
import { profilePath } from "#app/backend/lib/person.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { notify } from "#app/backend/notifications/service.ts";
import { accountColumns, accountSummary } from "#app/backend/lib/account.ts";

import type {
  ResumeAnswer,
  ResumeRequestItem,
  ResumeRequestListType,
  resumeRequestApi,
} from "#app/contract/resume-requests.ts";
import type { DataOf } from "#app/contract/endpoint.ts";
export type { ResumeRequestItem };

export const RESUME_REQUEST_MESSAGES = {
  sent: "Your request for the resume was sent.",
  listed: "Resume requests loaded.",
  accepted: "Resume request accepted.",
  declined: "Resume request declined.",
  self: "You cannot ask for your own resume.",
  already: "You already asked for this resume.",
  noResume: "This member has not uploaded a resume yet.",
  memberNotFound: "Member not found.",
  notFound: "Request not found.",
  noProfile: "Complete your profile before asking for resumes.",
  noCompanyProfile: "Complete your company profile before asking for resumes.",
} as const;

/** Where a member answers resume requests. */
export const REQUESTS_PATH = "/individual/requests";

export async function requestedResume(db: Db, viewerId: number | null, ownerId: number): Promise<boolean> {
  if (viewerId === null || viewerId === ownerId) return false;
  const row = await db
    .selectFrom("resume_requests")
    .select("id")
    .where("requester_id", "=", viewerId)
    .where("owner_id", "=", ownerId)
    .where("status", "in", ["pending", "accepted"])
    .executeTakeFirst();
  return row !== undefined;
}

/** Asks `ownerId` (an individual) for their resume; the asker is an individual or a company. Notifies the owner (`resume_request`). */
export async function createResumeRequest(
  s: Services,
  viewer: { userId: number; typeOfUser: UserType },
  ownerId: number,
): Promise<DataOf<typeof resumeRequestApi.create>> {
  const viewerId = viewer.userId;
  if (ownerId === viewerId) throw fieldError("user_id", RESUME_REQUEST_MESSAGES.self);
  const me =
    viewer.typeOfUser === "corporate"
      ? await s.db.selectFrom("corporates").select("user_id").where("user_id", "=", viewerId).executeTakeFirst()
      : await s.db.selectFrom("individuals").select("user_id").where("user_id", "=", viewerId).executeTakeFirst();
  if (!me)
    throw new ApiError(
      403,
      viewer.typeOfUser === "corporate" ? RESUME_REQUEST_MESSAGES.noCompanyProfile : RESUME_REQUEST_MESSAGES.noProfile,
    );
  const owner = await s.db
    .selectFrom("individuals")
    .select("user_id")
    .where("user_id", "=", ownerId)
    .executeTakeFirst();
  if (!owner) throw new ApiError(404, RESUME_REQUEST_MESSAGES.memberNotFound);
  await refuseIfBlocked(s.db, viewerId, ownerId, RESUME_REQUEST_MESSAGES.memberNotFound);
  const resume = await s.db.selectFrom("resumes").select("user_id").where("user_id", "=", ownerId).executeTakeFirst();
  if (!resume) throw new ApiError(400, RESUME_REQUEST_MESSAGES.noResume);
  const now = s.now();
  try {
    return await s.live.transaction(viewerId, async (trx) => {
      // Again under the lock a block takes (blocks/service.ts): a block at the same moment either
      // committed first and is seen here, or comes after and withdraws this request.
      await lockPair(trx, s.dialect, viewerId, ownerId);
      await refuseIfBlocked(trx, viewerId, ownerId, RESUME_REQUEST_MESSAGES.memberNotFound);
      const existing = await trx
        .selectFrom("resume_requests")
        .select(["id", "status"])
        .where("requester_id", "=", viewerId)
        .where("owner_id", "=", ownerId)
        .executeTakeFirst();
      let id: number;
      if (existing && existing.status !== "declined") throw new ApiError(409, RESUME_REQUEST_MESSAGES.already);
      if (existing) {
        id = existing.id;
        await trx
          .updateTable("resume_requests")
          .set({ status: "pending", created_at: iso(now), responded_at: null })
          .where("id", "=", id)
          .execute();
      } else {
        ({ id } = await trx
          .insertInto("resume_requests")
          .values({
            requester_id: viewerId,
            owner_id: ownerId,
            status: "pending",
            created_at: iso(now),
            responded_at: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow());
      }
      await notify(trx, {
        type: "resume_request",
        recipientId: ownerId,
        actorId: viewerId,
        link: REQUESTS_PATH,
        subjectId: id,
        now,
      });
      return { request_id: id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, RESUME_REQUEST_MESSAGES.already);
    throw error;
  }
}

/**
 * Requests the viewer received (`received`) or sent (`sent`), newest first (created_at, then id;
 * asking again after a decline moves a request to the top), optionally of one status; by keyset
 * when the request carries a cursor (resume_requests_owner_idx / resume_requests_requester_created_idx).
 */
export async function listResumeRequests(
  s: Services,
  viewerId: number,
  type: ResumeRequestListType,
  request: PageRequest,
  status?: ResumeRequestStatus,
): Promise<Paged<ResumeRequestItem>> {
  const mine = type === "received" ? "r.owner_id" : "r.requester_id";
  const theirs = type === "received" ? "r.requester_id" : "r.owner_id";
  const base = () => {
    let query = s.db
      .selectFrom("resume_requests as r")
      .innerJoin("users as u", "u.id", theirs)
      .leftJoin("individuals as i", "i.user_id", theirs)
      .leftJoin("corporates as c", "c.user_id", theirs)
      .where(mine, "=", viewerId)
      // Only accounts with a profile (as before: a member who never onboarded is not listed).
      .where((eb) => eb.or([eb("i.user_id", "is not", null), eb("c.user_id", "is not", null)]));
    if (status) query = query.where("r.status", "=", status);
    return query;
  };
  const count = await base()
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirst();
  const read = await keysetQuery(
    base().select(["r.id", "r.status", "r.created_at", "u.id as user_id", "u.type_of_user", ...accountColumns]),
    "r.created_at",
    "r.id",
    request,
  ).execute();
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.created_at, row.id]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      user: accountSummary(row),
      status: row.status,
      created_at: row.created_at,
    })),
    page: request.page,
    total: toCount(count?.n),
    ...paging,
  };
}

/** The owner accepts or declines a request (404 for anyone else); accepting notifies the requester. */
export async function answerResumeRequest(
  s: Services,
  viewerId: number,
  requestId: number,
  action: ResumeAnswer,
): Promise<void> {
  const now = s.now();
  await s.live.transaction(viewerId, async (trx) => {
    const row = await trx
      .selectFrom("resume_requests")
      .select(["id", "status", "requester_id"])
      .where("id", "=", requestId)
      .where("owner_id", "=", viewerId)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, RESUME_REQUEST_MESSAGES.notFound);
    const status: ResumeRequestStatus = action === "accept" ? "accepted" : "declined";
    if (row.status === status) return;
    await trx
      .updateTable("resume_requests")
      .set({ status, responded_at: iso(now) })
      .where("id", "=", row.id)
      .execute();
    if (status === "accepted") {
      const owner = await trx
        .selectFrom("individuals")
        .select(["first_name", "last_name"])
        .where("user_id", "=", viewerId)
        .executeTakeFirst();
      await notify(trx, {
        type: "resume_accepted",
        recipientId: row.requester_id,
        actorId: viewerId,
        link: owner ? profilePath(viewerId, owner.first_name, owner.last_name) : REQUESTS_PATH,
        subjectId: row.id,
        now,
      });
    }
  });
}
