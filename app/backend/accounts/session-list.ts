/**
 * The settings' list of sessions (issue 38, decision 178): the caller's open sessions, and
 * signing out one of them or all the others. Each acts on the caller's own sessions only.
 */
import type { z } from "zod";
import { SESSION_NOT_FOUND, type endSessionBody, type SessionInfo } from "#app/contract/accounts.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import type { Viewer } from "#app/backend/lib/http.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { endOtherSessions, endOwnSession, openSessions } from "./sessions.ts";

export const SESSION_MESSAGES = {
  list: "Your sessions.",
  ended: "That session is signed out.",
  othersEnded: (count: number) =>
    count === 1 ? "1 other session is signed out." : `${count} other sessions are signed out.`,
  notFound: SESSION_NOT_FOUND,
} as const;

export async function listSessions(s: Services, viewer: Viewer): Promise<SessionInfo[]> {
  const rows = await openSessions(s.db, viewer.userId, s.now());
  return rows.map((row) => ({
    id: row.id,
    device: row.device ?? "Unknown device",
    address: row.address,
    signed_in_at: new Date(row.created_at).toISOString(),
    last_seen_at: new Date(row.last_seen_at ?? row.created_at).toISOString(),
    current: row.id === viewer.sessionId,
  }));
}

/** Signs out one open session of the caller; 404 for anyone else's or one already ended. */
export async function signOutSession(
  s: Services,
  viewer: Viewer,
  input: z.output<typeof endSessionBody>,
): Promise<void> {
  const ended = await s.db.transaction().execute((trx) => endOwnSession(trx, viewer.userId, input.session_id, s.now()));
  if (!ended) throw new ApiError(404, SESSION_MESSAGES.notFound);
  s.sessionCheck.forget(input.session_id);
}

/** Signs out every session of the caller but the one asking. */
export async function signOutOtherSessions(s: Services, viewer: Viewer): Promise<number> {
  const ended = await s.db
    .transaction()
    .execute((trx) => endOtherSessions(trx, viewer.userId, viewer.sessionId, s.now()));
  s.sessionCheck.forgetUser(viewer.userId);
  return ended;
}
