/**
 * Connections between individuals. One row per pair (`user_low`, `user_high` unique): a pending
 * request from `from_user_id` to `to_user_id`, or, once accepted, the connection itself.
 * Withdrawing, ignoring and removing delete the row, so the two may connect again later.
 * Every change is told to the other member as `request` (live updates, decision 127).
 */
import type { ConnectionStatus } from "#app/contract/common.ts";
import type {
  ConnectionItem,
  ConnectionListType,
  ConnectionRequestAction,
  connectionApi,
} from "#app/contract/network.ts";
import { firstCompiled, runCompiled } from "#app/backend/lib/db/compiled.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { lockPair } from "#app/backend/lib/db/locks.ts";
import { isUniqueViolation } from "#app/backend/lib/db/errors.ts";
import { changed } from "#app/backend/live/changes.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";
import {
  keysetPage,
  keysetParameters,
  keysetQuery,
  pageRequest,
  toCount,
  unionPartRequest,
  type PageRequest,
  type Paged,
} from "#app/backend/lib/paging.ts";
import { personSummary, profilePath } from "#app/backend/lib/person.ts";
import { memberKey } from "#app/backend/lib/list-cache.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { timeAgo } from "#app/backend/lib/time-ago.ts";
import { markSubjectRead, notify, withdrawNotifications } from "#app/backend/notifications/service.ts";
import { commonCounts, secondDegree } from "./graph.ts";
import { notSuspended, suspendedAmong } from "#app/backend/moderation/suspension.ts";
import { blockedAmong, refuseIfBlocked } from "#app/backend/blocks/service.ts";
import type { DataOf } from "#app/contract/endpoint.ts";

export type { ConnectionStatus };

export type { ConnectionItem };

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
export const NO_STATUS: ConnectionStatus = {
  is_connected: false,
  request_sent: false,
  request_received: false,
  request_id: null,
};

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
export async function statusesWith(
  db: Db,
  viewerId: number | null,
  otherIds: number[],
): Promise<Map<number, ConnectionStatus>> {
  const map = new Map<number, ConnectionStatus>();
  const others = otherIds.filter((id) => id !== viewerId);
  if (viewerId === null || others.length === 0) return map;
  // Built once per number of ids (lib/db/compiled.ts): every card of a list of people asks.
  const rows = await runCompiled(db, `statuses-with:${others.length}`, [viewerId, ...others, viewerId, ...others], () =>
    db
      .selectFrom("connections")
      .select(["id", "from_user_id", "to_user_id", "status"])
      .where((eb) =>
        eb.or([
          eb.and([eb("from_user_id", "=", viewerId), eb("to_user_id", "in", others)]),
          eb.and([eb("to_user_id", "=", viewerId), eb("from_user_id", "in", others)]),
        ]),
      ),
  );
  for (const row of rows) {
    const other = row.from_user_id === viewerId ? row.to_user_id : row.from_user_id;
    map.set(
      other,
      row.status === "accepted"
        ? { ...NO_STATUS, is_connected: true }
        : {
            is_connected: false,
            request_sent: row.from_user_id === viewerId,
            request_received: row.to_user_id === viewerId,
            request_id: row.id,
          },
    );
  }
  return map;
}

export async function connectionsCount(db: Db, userId: number): Promise<number> {
  const row = await firstCompiled(db, "connections-count", ["accepted", userId, userId], () =>
    db
      .selectFrom("connections")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("status", "=", "accepted")
      .where((eb) => eb.or([eb("from_user_id", "=", userId), eb("to_user_id", "=", userId)])),
  );
  return toCount(row?.n);
}

type Person = { first_name: string; last_name: string };

async function individualOf(db: Db, userId: number): Promise<Person | undefined> {
  return db
    .selectFrom("individuals")
    .select(["first_name", "last_name"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
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

export type CreateResult = { status: 200 | 201; message: string; data: DataOf<typeof connectionApi.create> };

/**
 * Sends a request to `targetId`, or accepts theirs when they already asked. Notifies the other
 * member (`connection_request`, or `connection_accepted`).
 */
export async function createConnection(
  s: Services,
  viewerId: number,
  targetId: number,
  note: string | null,
): Promise<CreateResult> {
  if (targetId === viewerId) throw fieldError("user_id", CONNECTION_MESSAGES.self);
  const me = await ownProfile(s.db, viewerId);
  await connectableMember(s.db, targetId);
  const now = s.now();
  try {
    return await s.live.transaction(viewerId, async (trx): Promise<CreateResult> => {
      // A block of the two takes the same lock (blocks/service.ts): either it came first and is
      // seen here, or it comes after this request and withdraws it.
      await lockPair(trx, s.dialect, viewerId, targetId);
      await refuseIfBlocked(trx, viewerId, targetId, CONNECTION_MESSAGES.memberNotFound);
      const existing = await rowBetween(trx, viewerId, targetId);
      changed(trx, targetId, "request");
      if (existing?.status === "accepted") throw new ApiError(409, CONNECTION_MESSAGES.alreadyConnected);
      if (existing && existing.from_user_id === viewerId) throw new ApiError(409, CONNECTION_MESSAGES.pending);
      if (existing) {
        await trx
          .updateTable("connections")
          .set({ status: "accepted", accepted_at: iso(now) })
          .where("id", "=", existing.id)
          .execute();
        // The request they sent is answered: its notification no longer waits to be read.
        await markSubjectRead(trx, viewerId, "connection_request", existing.id);
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
      await notify(trx, {
        type: "connection_request",
        recipientId: targetId,
        actorId: viewerId,
        link: NETWORK_PATH,
        subjectId: id,
        now,
      });
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
  await s.live.transaction(viewerId, async (trx) => {
    // As for a request: a block at the same moment either came first (the request is gone) or waits.
    await lockPair(trx, s.dialect, viewerId, senderId);
    const row = await trx
      .selectFrom("connections")
      .select("id")
      .where("from_user_id", "=", senderId)
      .where("to_user_id", "=", viewerId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (!row) throw new ApiError(404, CONNECTION_MESSAGES.noRequest);
    const me = await ownProfile(trx, viewerId);
    await trx
      .updateTable("connections")
      .set({ status: "accepted", accepted_at: iso(now) })
      .where("id", "=", row.id)
      .execute();
    // The request is answered: its notification no longer counts as unread.
    await markSubjectRead(trx, viewerId, "connection_request", row.id);
    changed(trx, senderId, "request");
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
  return s.live.transaction(viewerId, async (trx) => {
    const row = await rowBetween(trx, viewerId, otherId);
    if (!row || viewerId === otherId) throw new ApiError(404, CONNECTION_MESSAGES.nothingToRemove);
    await trx.deleteFrom("connections").where("id", "=", row.id).execute();
    changed(trx, otherId, "request");
    if (row.status === "accepted") return CONNECTION_MESSAGES.removed;
    await withdrawNotifications(trx, "connection_request", row.id);
    return row.from_user_id === viewerId ? CONNECTION_MESSAGES.withdrawn : CONNECTION_MESSAGES.ignored;
  });
}

// ---------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------

/** The contract's list types, with `requested` told apart by its side (`action`). */
export type ListKind = Exclude<ConnectionListType, "requested"> | ConnectionRequestAction;

type ListRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  bio: string;
  profile_pic: string | null;
  since?: string | null;
  note?: string | null;
};

/**
 * How many connections the viewer shares with each of a page of people, kept a minute per member
 * and page (decision 104). Counting reads every connection of the people on the page, and the
 * people a member may know are the best connected of all (a thousand connections and more each
 * on a large community): the same page asked again within the minute is not counted again.
 */
function keptCommonCounts(s: Services, viewerId: number, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return Promise.resolve(new Map());
  return s.lists.commonCounts.through(`${memberKey(viewerId)}|${ids.join(",")}`, () =>
    commonCounts(s.db, viewerId, ids),
  );
}

/**
 * The rows as list items, with the connections each shares with the viewer (one query for the
 * page, kept a minute: decision 104).
 */
async function toItems(s: Services, viewerId: number, rows: ListRow[], now: Date): Promise<ConnectionItem[]> {
  const common = await keptCommonCounts(
    s,
    viewerId,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => ({
    ...personSummary(row),
    connected_time_ago: row.since ? timeAgo(row.since, now) : null,
    connections_in_common: common.get(row.user_id) ?? 0,
    note: row.note ?? null,
  }));
}

const PERSON_COLUMNS = ["i.user_id", "i.first_name", "i.last_name", "i.bio", "i.profile_pic"] as const;

/** Your connections, newest first by when they were accepted (keyset on accepted_at, connection id). */
async function listConnected(s: Services, viewerId: number, request: PageRequest): Promise<Paged<ConnectionItem>> {
  const total = await connectionsCount(s.db, viewerId);
  // A suspended account looks gone (decision 182): one primary-key seek per row read.
  const now = s.now();
  // Both directions, each through its own index (connections_{from,to}_status_accepted_idx) from
  // the cursor on and bounded, then the page of their union.
  const part = (direction: "from" | "to") =>
    s.db
      .selectFrom(
        keysetQuery(
          s.db
            .selectFrom("connections as c")
            .innerJoin("individuals as i", "i.user_id", direction === "from" ? "c.to_user_id" : "c.from_user_id")
            .select([...PERSON_COLUMNS, "c.accepted_at as since", "c.id as connection_id"])
            .where(direction === "from" ? "c.from_user_id" : "c.to_user_id", "=", viewerId)
            .where("c.status", "=", "accepted")
            .where(notSuspended(direction === "from" ? "c.to_user_id" : "c.from_user_id", now)),
          "c.accepted_at",
          "c.id",
          unionPartRequest(request),
        ).as(direction),
      )
      .selectAll();
  const read = await keysetQuery(
    s.db.selectFrom(part("from").unionAll(part("to")).as("x")).selectAll(),
    "x.since",
    "x.connection_id",
    request,
  ).execute();
  // An accepted connection always has accepted_at.
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.since ?? "", row.connection_id]);
  return { items: await toItems(s, viewerId, rows, now), page: request.page, total, ...paging };
}

/** Pending requests you sent or received, newest first (keyset on created_at, connection id). */
async function listRequests(
  s: Services,
  viewerId: number,
  direction: ConnectionRequestAction,
  request: PageRequest,
): Promise<Paged<ConnectionItem>> {
  const mine = direction === "sent" ? "c.from_user_id" : "c.to_user_id";
  const theirs = direction === "sent" ? "c.to_user_id" : "c.from_user_id";
  const now = s.now();
  const base = () =>
    s.db
      .selectFrom("connections as c")
      .innerJoin("individuals as i", "i.user_id", theirs)
      .where(mine, "=", viewerId)
      .where("c.status", "=", "pending")
      .where(notSuspended(theirs, now));
  // Built once per shape (which side, a page number or a cursor): lib/db/compiled.ts.
  const keyset = keysetParameters(request);
  const [count, read] = await Promise.all([
    firstCompiled(s.db, `requests-count:${direction}`, [viewerId, "pending", iso(now)], () =>
      base().select((eb) => eb.fn.countAll().as("n")),
    ),
    runCompiled(
      s.db,
      `requests:${direction}:${keyset.shape}`,
      [viewerId, "pending", iso(now), ...keyset.parameters],
      () =>
        keysetQuery(
          base().select([...PERSON_COLUMNS, "c.created_at as since", "c.note", "c.id as connection_id"]),
          "c.created_at",
          "c.id",
          request,
        ),
    ),
  ]);
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.since, row.connection_id]);
  return { items: await toItems(s, viewerId, rows, now), page: request.page, total: toCount(count?.n), ...paging };
}

/** How many people "people you may know" ranks at most (each source gives a share of them). */
export const SUGGESTION_CANDIDATES = 400;
/** Candidates taken from each of the other sources: current colleagues, fellow alumni, the same city, the newest members. */
const SUGGESTIONS_PER_SOURCE = 100;

type Candidate = {
  common: number;
  sameCompany: boolean;
  sameInstitution: boolean;
  sameCity: boolean;
  joinedAt: string;
};

/**
 * People you may know: individuals who are not you, not connected and with no pending request
 * either way, ranked by connections in common, then a shared current company, then a shared
 * institution, then the same city, then the newest members. The candidates come from indexes —
 * members two steps away in the graph, current colleagues, fellow alumni, members in the same
 * city and the newest members, each source bounded — so the list has at most SUGGESTION_CANDIDATES people and its cost
 * does not grow with the community.
 */
async function listSuggested(s: Services, viewerId: number, request: PageRequest): Promise<Paged<ConnectionItem>> {
  const { page, limit, offset } = request;
  const db = s.db;
  // The ranking is kept a minute (list-cache.ts); the page's people are read fresh, and anyone
  // who has a connection or a request with the member by now is left out.
  const ranked = await s.lists.suggestedPeople.through(memberKey(viewerId), () => rankSuggestedPeople(s, viewerId));
  const pageIds = ranked.slice(offset, offset + limit);
  if (pageIds.length === 0) return { items: [], page, total: ranked.length };
  const [people, statuses, blocked, suspended] = await Promise.all([
    db.selectFrom("individuals as i").select(PERSON_COLUMNS).where("i.user_id", "in", pageIds).execute(),
    statusesWith(db, viewerId, pageIds),
    // A block made within the ranking's minute (decision 174); a suspended account looks gone (182).
    blockedAmong(db, viewerId, pageIds),
    suspendedAmong(db, pageIds, s.now()),
  ]);
  const byId = new Map(people.map((row) => [row.user_id, row]));
  const pageRows = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row && !statuses.has(id) && !blocked.has(id) && !suspended.has(id) ? [row] : [];
  });
  return { items: await toItems(s, viewerId, pageRows, s.now()), page, total: ranked.length };
}

/** People you may know, ranked: member ids. */
async function rankSuggestedPeople(s: Services, viewerId: number): Promise<number[]> {
  const db = s.db;
  const [me, myCompanies, myInstitutions, known, reach] = await Promise.all([
    db.selectFrom("individuals").select("location_id").where("user_id", "=", viewerId).executeTakeFirst(),
    db
      .selectFrom("experiences")
      .select("company_id")
      .where("user_id", "=", viewerId)
      .where("is_current", "=", true)
      .execute(),
    db.selectFrom("educations").select("institution_id").where("user_id", "=", viewerId).execute(),
    // Everyone with a connection, a request or a block either way: never suggested.
    db
      .selectFrom("connections")
      .select("to_user_id as id")
      .where("from_user_id", "=", viewerId)
      .unionAll(db.selectFrom("connections").select("from_user_id as id").where("to_user_id", "=", viewerId))
      .unionAll(db.selectFrom("blocks").select("blocked_id as id").where("blocker_id", "=", viewerId))
      .unionAll(db.selectFrom("blocks").select("blocker_id as id").where("blocked_id", "=", viewerId))
      .execute(),
    secondDegree(db, viewerId, SUGGESTION_CANDIDATES),
  ]);
  const companyIds = [...new Set(myCompanies.map((row) => row.company_id))];
  const institutionIds = [...new Set(myInstitutions.map((row) => row.institution_id))];
  const excluded = new Set<number>([viewerId, ...known.map((row) => Number(row.id))]);

  const [colleagues, alumni, neighbours, newest] = await Promise.all([
    companyIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("experiences")
          .select("user_id")
          .where("company_id", "in", companyIds)
          .where("is_current", "=", true)
          .orderBy("user_id", "desc")
          .limit(SUGGESTIONS_PER_SOURCE + excluded.size)
          .execute(),
    institutionIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("educations")
          .select("user_id")
          .where("institution_id", "in", institutionIds)
          .orderBy("user_id", "desc")
          .limit(SUGGESTIONS_PER_SOURCE + excluded.size)
          .execute(),
    me
      ? db
          .selectFrom("individuals")
          .select("user_id")
          .where("location_id", "=", me.location_id)
          .orderBy("user_id", "desc")
          .limit(SUGGESTIONS_PER_SOURCE + excluded.size)
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom("individuals")
      .select("user_id")
      .orderBy("user_id", "desc")
      .limit(SUGGESTIONS_PER_SOURCE + excluded.size)
      .execute(),
  ]);

  const commonById = new Map<number, number>();
  for (const { id, common } of reach) if (!excluded.has(id)) commonById.set(id, common);
  const ids = new Set(commonById.keys());
  for (const source of [colleagues, alumni, neighbours, newest]) {
    let taken = 0;
    for (const { user_id } of source) {
      if (taken >= SUGGESTIONS_PER_SOURCE || ids.size >= SUGGESTION_CANDIDATES) break;
      if (excluded.has(user_id)) continue;
      ids.add(user_id);
      taken++;
    }
  }
  if (ids.size === 0) return [];
  const candidateIds = [...ids];

  // What each candidate shares with the viewer, for the ranking.
  const [people, theirCompanies, theirInstitutions] = await Promise.all([
    db
      .selectFrom("individuals as i")
      .innerJoin("users as u", "u.id", "i.user_id")
      .select([...PERSON_COLUMNS, "i.location_id", "u.created_at as joined_at"])
      .where("i.user_id", "in", candidateIds)
      .execute(),
    companyIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("experiences")
          .select("user_id")
          .where("user_id", "in", candidateIds)
          .where("is_current", "=", true)
          .where("company_id", "in", companyIds)
          .execute(),
    institutionIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("educations")
          .select("user_id")
          .where("user_id", "in", candidateIds)
          .where("institution_id", "in", institutionIds)
          .execute(),
  ]);
  const sameCompany = new Set(theirCompanies.map((row) => row.user_id));
  const sameInstitution = new Set(theirInstitutions.map((row) => row.user_id));
  const ranked = people
    .map((row): [typeof row, Candidate] => [
      row,
      {
        common: commonById.get(row.user_id) ?? 0,
        sameCompany: sameCompany.has(row.user_id),
        sameInstitution: sameInstitution.has(row.user_id),
        sameCity: me !== undefined && row.location_id === me.location_id,
        joinedAt: row.joined_at,
      },
    ])
    .sort(
      ([a, x], [b, y]) =>
        y.common - x.common ||
        Number(y.sameCompany) - Number(x.sameCompany) ||
        Number(y.sameInstitution) - Number(x.sameInstitution) ||
        Number(y.sameCity) - Number(x.sameCity) ||
        (y.joinedAt < x.joinedAt ? -1 : y.joinedAt > x.joinedAt ? 1 : 0) ||
        b.user_id - a.user_id,
    )
    .map(([row]) => row.user_id);
  return ranked;
}

/**
 * One page of a list. `connected`, `sent` and `received` page by keyset when the request carries
 * a cursor; `suggested` is a bounded ranked list and pages by number only (cursors are ignored).
 */
export async function listConnections(
  s: Services,
  viewerId: number,
  kind: ListKind,
  request: PageRequest,
): Promise<Paged<ConnectionItem>> {
  const list = await (kind === "connected"
    ? listConnected(s, viewerId, request)
    : kind === "suggested"
      ? listSuggested(s, viewerId, pageRequest(request.page, {}, request.limit))
      : listRequests(s, viewerId, kind, request));
  return { ...list, pageSize: request.limit };
}
