/**
 * Connections between individuals. One row per pair (`user_low`, `user_high` unique): a pending
 * request from `from_user_id` to `to_user_id`, or, once accepted, the connection itself.
 * Withdrawing, ignoring and removing delete the row, so the two may connect again later.
 */
import type { ExpressionBuilder } from "kysely";
import type { Db } from "../lib/db/index.ts";
import { isUniqueViolation } from "../lib/db/errors.ts";
import type { Database } from "../lib/db/schema.ts";
import { ApiError, fieldError } from "../lib/envelope.ts";
import { pageRequest, toCount, type Paged } from "../lib/paging.ts";
import { personSummary, profilePath, type PersonSummary } from "../lib/person.ts";
import type { Services } from "../lib/services.ts";
import { iso } from "../lib/time.ts";
import { timeAgo } from "../lib/time-ago.ts";
import { notify, withdrawNotifications } from "../notification/service.ts";

export type ConnectionStatus = {
  is_connected: boolean;
  request_sent: boolean;
  request_received: boolean;
  request_id: number | null;
};

export type ConnectionItem = PersonSummary & {
  connected_time_ago: string | null;
  connections_in_common: number;
  note: string | null;
};

export const CONNECTION_MESSAGES = {
  sent: "Connection request sent.",
  connectedNow: "You are now connected.",
  approved: "You are now connected.",
  withdrawn: "Request withdrawn.",
  ignored: "Request ignored.",
  removed: "Connection removed.",
  listed: "Connections loaded.",
  self: "You cannot connect with yourself.",
  company: "Company accounts cannot be connected with.",
  alreadyConnected: "You are already connected.",
  pending: "A request is already pending.",
  memberNotFound: "Member not found.",
  noProfile: "Complete your profile before connecting with members.",
  noRequest: "There is no connection request from this member.",
  nothingToRemove: "There is no connection or request with this member.",
} as const;

/** Where the network page lists requests and suggestions. */
export const NETWORK_PATH = "/individual/network";

/** Nothing between the two members (also for visitors and yourself). */
export const NO_STATUS: ConnectionStatus = { is_connected: false, request_sent: false, request_received: false, request_id: null };

function pair(a: number, b: number): { user_low: number; user_high: number } {
  return a < b ? { user_low: a, user_high: b } : { user_low: b, user_high: a };
}

async function rowBetween(db: Db, a: number, b: number) {
  const { user_low, user_high } = pair(a, b);
  return db
    .selectFrom("connections")
    .selectAll()
    .where("user_low", "=", user_low)
    .where("user_high", "=", user_high)
    .executeTakeFirst();
}

/** Where `viewerId` stands with `otherId` (all false for visitors and for yourself). */
export async function statusBetween(db: Db, viewerId: number | null, otherId: number): Promise<ConnectionStatus> {
  if (viewerId === null || viewerId === otherId) return { ...NO_STATUS };
  const row = await rowBetween(db, viewerId, otherId);
  if (!row) return { ...NO_STATUS };
  if (row.status === "accepted") return { ...NO_STATUS, is_connected: true };
  return {
    is_connected: false,
    request_sent: row.from_user_id === viewerId,
    request_received: row.to_user_id === viewerId,
    request_id: row.id,
  };
}

/**
 * Where `viewerId` stands with each of `otherIds`, in one query (null: a visitor). Only members
 * with a connection or request are in the map; everyone else (and yourself) is {@link NO_STATUS}.
 */
export async function statusesWith(db: Db, viewerId: number | null, otherIds: number[]): Promise<Map<number, ConnectionStatus>> {
  const map = new Map<number, ConnectionStatus>();
  const others = otherIds.filter((id) => id !== viewerId);
  if (viewerId === null || others.length === 0) return map;
  const rows = await db
    .selectFrom("connections")
    .select(["id", "from_user_id", "to_user_id", "status"])
    .where((eb) =>
      eb.or([
        eb.and([eb("from_user_id", "=", viewerId), eb("to_user_id", "in", others)]),
        eb.and([eb("to_user_id", "=", viewerId), eb("from_user_id", "in", others)]),
      ]),
    )
    .execute();
  for (const row of rows) {
    const other = row.from_user_id === viewerId ? row.to_user_id : row.from_user_id;
    map.set(
      other,
      row.status === "accepted"
        ? { ...NO_STATUS, is_connected: true }
        : { is_connected: false, request_sent: row.from_user_id === viewerId, request_received: row.to_user_id === viewerId, request_id: row.id },
    );
  }
  return map;
}

export async function connectionsCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("connections")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "accepted")
    .where((eb) => eb.or([eb("from_user_id", "=", userId), eb("to_user_id", "=", userId)]))
    .executeTakeFirst();
  return toCount(row?.n);
}

type Person = { first_name: string; last_name: string };

async function individualOf(db: Db, userId: number): Promise<Person | undefined> {
  return db.selectFrom("individuals").select(["first_name", "last_name"]).where("user_id", "=", userId).executeTakeFirst();
}

/** 404 unknown member, 400 company account; returns the member's name. */
async function connectableMember(db: Db, userId: number): Promise<Person> {
  const user = await db.selectFrom("users").select("type_of_user").where("id", "=", userId).executeTakeFirst();
  if (!user) throw new ApiError(404, CONNECTION_MESSAGES.memberNotFound);
  if (user.type_of_user === "corporate") throw fieldError("user_id", CONNECTION_MESSAGES.company);
  const person = await individualOf(db, userId);
  if (!person) throw new ApiError(404, CONNECTION_MESSAGES.memberNotFound);
  return person;
}

async function ownProfile(db: Db, viewerId: number): Promise<Person> {
  const me = await individualOf(db, viewerId);
  if (!me) throw new ApiError(403, CONNECTION_MESSAGES.noProfile);
  return me;
}

export type CreateResult = { status: 200 | 201; message: string; data: { request_id: number } };

/**
 * Sends a request to `targetId`, or accepts theirs when they already asked. Notifies the other
 * member (`connection_request`, or `connection_accepted`).
 */
export async function createConnection(s: Services, viewerId: number, targetId: number, note: string | null): Promise<CreateResult> {
  if (targetId === viewerId) throw fieldError("user_id", CONNECTION_MESSAGES.self);
  const me = await ownProfile(s.db, viewerId);
  await connectableMember(s.db, targetId);
  const now = s.now();
  try {
    return await s.db.transaction().execute(async (trx): Promise<CreateResult> => {
      const existing = await rowBetween(trx, viewerId, targetId);
      if (existing?.status === "accepted") throw new ApiError(409, CONNECTION_MESSAGES.alreadyConnected);
      if (existing && existing.from_user_id === viewerId) throw new ApiError(409, CONNECTION_MESSAGES.pending);
      if (existing) {
        await trx.updateTable("connections").set({ status: "accepted", accepted_at: iso(now) }).where("id", "=", existing.id).execute();
        await notify(trx, {
          type: "connection_accepted",
          recipientId: targetId,
          actorId: viewerId,
          link: profilePath(viewerId, me.first_name, me.last_name),
          subjectId: existing.id,
          now,
        });
        return { status: 200, message: CONNECTION_MESSAGES.connectedNow, data: { request_id: existing.id } };
      }
      const { id } = await trx
        .insertInto("connections")
        .values({
          from_user_id: viewerId,
          to_user_id: targetId,
          ...pair(viewerId, targetId),
          note,
          status: "pending",
          created_at: iso(now),
          accepted_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await notify(trx, { type: "connection_request", recipientId: targetId, actorId: viewerId, link: NETWORK_PATH, subjectId: id, now });
      return { status: 201, message: CONNECTION_MESSAGES.sent, data: { request_id: id } };
    });
  } catch (error) {
    // Both asked at the same moment: the other request won the unique key.
    if (isUniqueViolation(error)) {
      const status = await statusBetween(s.db, viewerId, targetId);
      throw new ApiError(409, status.is_connected ? CONNECTION_MESSAGES.alreadyConnected : CONNECTION_MESSAGES.pending);
    }
    throw error;
  }
}

/** Accepts the pending request that `senderId` sent to the viewer; notifies the sender. */
export async function approveConnection(s: Services, viewerId: number, senderId: number): Promise<void> {
  const now = s.now();
  await s.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("connections")
      .select("id")
      .where("from_user_id", "=", senderId)
      .where("to_user_id", "=", viewerId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (!row) throw new ApiError(404, CONNECTION_MESSAGES.noRequest);
    const me = await ownProfile(trx, viewerId);
    await trx.updateTable("connections").set({ status: "accepted", accepted_at: iso(now) }).where("id", "=", row.id).execute();
    await notify(trx, {
      type: "connection_accepted",
      recipientId: senderId,
      actorId: viewerId,
      link: profilePath(viewerId, me.first_name, me.last_name),
      subjectId: row.id,
      now,
    });
  });
}

/** Withdraws a sent request, ignores a received one or removes the connection; returns the message. */
export async function removeConnection(s: Services, viewerId: number, otherId: number): Promise<string> {
  return s.db.transaction().execute(async (trx) => {
    const row = await rowBetween(trx, viewerId, otherId);
    if (!row || viewerId === otherId) throw new ApiError(404, CONNECTION_MESSAGES.nothingToRemove);
    await trx.deleteFrom("connections").where("id", "=", row.id).execute();
    if (row.status === "accepted") return CONNECTION_MESSAGES.removed;
    await withdrawNotifications(trx, "connection_request", row.id);
    return row.from_user_id === viewerId ? CONNECTION_MESSAGES.withdrawn : CONNECTION_MESSAGES.ignored;
  });
}

// ---------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------

export type ListKind = "suggested" | "connected" | "sent" | "received";

/** Accepted connections as directed edges both ways: (a, b) and (b, a). */
function withEdges(db: Db) {
  return db.with("edges", (qb) =>
    qb
      .selectFrom("connections")
      .select(["from_user_id as a", "to_user_id as b"])
      .where("status", "=", "accepted")
      .unionAll(qb.selectFrom("connections").select(["to_user_id as a", "from_user_id as b"]).where("status", "=", "accepted")),
  );
}

type EdgesDb = Database & { edges: { a: number; b: number } };

/** How many connections `viewerId` and the member in `i.user_id` have in common. */
function inCommon(eb: ExpressionBuilder<EdgesDb & { i: Database["individuals"] }, "i">, viewerId: number) {
  return eb
    .selectFrom("edges as e1")
    .innerJoin("edges as e2", "e2.b", "e1.b")
    .select((qb) => qb.fn.countAll().as("n"))
    .where("e1.a", "=", viewerId)
    .whereRef("e2.a", "=", "i.user_id")
    .as("common");
}

type ListRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  bio: string;
  profile_pic: string | null;
  common: unknown;
  since?: string | null;
  note?: string | null;
};

function toItem(row: ListRow, now: Date): ConnectionItem {
  return {
    ...personSummary(row),
    connected_time_ago: row.since ? timeAgo(row.since, now) : null,
    connections_in_common: toCount(row.common),
    note: row.note ?? null,
  };
}

async function listConnected(s: Services, viewerId: number, page: number): Promise<Paged<ConnectionItem>> {
  const { limit, offset } = pageRequest(page);
  const total = await connectionsCount(s.db, viewerId);
  const rows = await withEdges(s.db)
    .selectFrom("connections as c")
    .innerJoin("individuals as i", (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb("c.from_user_id", "=", viewerId), eb.eb("c.to_user_id", "=", eb.ref("i.user_id"))]),
          eb.and([eb("c.to_user_id", "=", viewerId), eb.eb("c.from_user_id", "=", eb.ref("i.user_id"))]),
        ]),
      ),
    )
    .select((eb) => [
      "i.user_id",
      "i.first_name",
      "i.last_name",
      "i.bio",
      "i.profile_pic",
      "c.accepted_at as since",
      inCommon(eb, viewerId),
    ])
    .where("c.status", "=", "accepted")
    .orderBy("c.accepted_at", "desc")
    .orderBy("c.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return { items: rows.map((row) => toItem(row, s.now())), page, total };
}

async function listRequests(s: Services, viewerId: number, direction: "sent" | "received", page: number): Promise<Paged<ConnectionItem>> {
  const { limit, offset } = pageRequest(page);
  const mine = direction === "sent" ? "c.from_user_id" : "c.to_user_id";
  const theirs = direction === "sent" ? "c.to_user_id" : "c.from_user_id";
  const count = await s.db
    .selectFrom("connections as c")
    .innerJoin("individuals as i", "i.user_id", theirs)
    .select((eb) => eb.fn.countAll().as("n"))
    .where(mine, "=", viewerId)
    .where("c.status", "=", "pending")
    .executeTakeFirst();
  const rows = await withEdges(s.db)
    .selectFrom("connections as c")
    .innerJoin("individuals as i", "i.user_id", theirs)
    .select((eb) => [
      "i.user_id",
      "i.first_name",
      "i.last_name",
      "i.bio",
      "i.profile_pic",
      "c.created_at as since",
      "c.note",
      inCommon(eb, viewerId),
    ])
    .where(mine, "=", viewerId)
    .where("c.status", "=", "pending")
    .orderBy("c.created_at", "desc")
    .orderBy("c.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return { items: rows.map((row) => toItem(row, s.now())), page, total: toCount(count?.n) };
}

/**
 * People you may know: individuals who are not you, not connected and with no pending request
 * either way, ranked by connections in common, then a shared current company, then a shared
 * institution, then the same city, then the newest members.
 */
async function listSuggested(s: Services, viewerId: number, page: number): Promise<Paged<ConnectionItem>> {
  const { limit, offset } = pageRequest(page);
  const me = await s.db.selectFrom("individuals").select("location_id").where("user_id", "=", viewerId).executeTakeFirst();
  const myLocation = me?.location_id ?? -1;

  const candidates = (db: Db) =>
    db
      .selectFrom("individuals as i")
      .where("i.user_id", "!=", viewerId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("connections as c")
              .select("c.id")
              .where((eb) =>
                eb.or([
                  eb.and([eb("c.from_user_id", "=", viewerId), eb("c.to_user_id", "=", eb.ref("i.user_id"))]),
                  eb.and([eb("c.to_user_id", "=", viewerId), eb("c.from_user_id", "=", eb.ref("i.user_id"))]),
                ]),
              ),
          ),
        ),
      );

  const count = await candidates(s.db)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirst();

  const rows = await candidates(withEdges(s.db) as unknown as Db)
    .innerJoin("users as u", "u.id", "i.user_id")
    .select((eb) => [
      "i.user_id",
      "i.first_name",
      "i.last_name",
      "i.bio",
      "i.profile_pic",
      inCommon(eb as unknown as ExpressionBuilder<EdgesDb & { i: Database["individuals"] }, "i">, viewerId),
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom("experiences as theirs")
              .innerJoin("experiences as mine", "mine.company_id", "theirs.company_id")
              .select("theirs.id")
              .whereRef("theirs.user_id", "=", "i.user_id")
              .where("theirs.is_current", "=", true)
              .where("mine.user_id", "=", viewerId)
              .where("mine.is_current", "=", true),
          ),
        )
        .then(1)
        .else(0)
        .end()
        .as("same_company"),
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom("educations as theirs")
              .innerJoin("educations as mine", "mine.institution_id", "theirs.institution_id")
              .select("theirs.id")
              .whereRef("theirs.user_id", "=", "i.user_id")
              .where("mine.user_id", "=", viewerId),
          ),
        )
        .then(1)
        .else(0)
        .end()
        .as("same_institution"),
      eb.case().when("i.location_id", "=", myLocation).then(1).else(0).end().as("same_city"),
      "u.created_at as joined_at",
    ])
    .orderBy("common", "desc")
    .orderBy("same_company", "desc")
    .orderBy("same_institution", "desc")
    .orderBy("same_city", "desc")
    .orderBy("joined_at", "desc")
    .orderBy("i.user_id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return { items: rows.map((row) => toItem(row, s.now())), page, total: toCount(count?.n) };
}

export async function listConnections(s: Services, viewerId: number, kind: ListKind, page: number): Promise<Paged<ConnectionItem>> {
  switch (kind) {
    case "connected":
      return listConnected(s, viewerId, page);
    case "sent":
    case "received":
      return listRequests(s, viewerId, kind, page);
    case "suggested":
      return listSuggested(s, viewerId, page);
  }
}
