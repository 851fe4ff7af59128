/**
 * The contract of live updates (decision 127): `GET /api/live/events/`, the caller's changes as
 * Server-Sent Events. Refused with 429 (too many streams for the account) or 503 (the server's
 * limit, or its feed is down), with `Retry-After`.
 */
import { z } from "zod";
import { endpoint } from "./endpoint.ts";

/**
 * The kinds of change an event tells of (its data is `{"kind":"…"}`), never what changed: each
 * page reads again, through the normal calls, what it may see.
 * - `message`: a chat message to the member arrived;
 * - `conversation`: in one of the member's conversations the other member read the member's
 *   messages ("Seen") or deleted a message;
 * - `notification`: the member's notifications changed;
 * - `request`: a connection request to or from the member changed, or a connection was removed;
 * - `own`: the member's own action changed something (in another tab or on another device);
 * - `missed`: the stream was opened for a page read before a change (only as its first event);
 * - `ended`: a moderator suspended or banned the member: every stream of theirs ends at once, on
 *   every instance (decision 175), so this kind is never sent to a browser.
 */
export const CHANGE_KINDS = ["message", "conversation", "notification", "request", "own", "missed", "ended"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The data of one `change` event. */
export const changeEventData = z.strictObject({ kind: z.enum(CHANGE_KINDS) }).meta({ id: "LiveChange" });

export const SINCE_MESSAGE = "since must be a time in milliseconds since 1970 (a whole number).";

/** `?since=`: when the page opening the stream read its data (ms since the epoch); empty is none. */
export const liveEventsQuery = z.object({
  since: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return undefined;
      if (!/^\d{1,15}$/.test(value)) {
        ctx.addIssue({ code: "custom", message: SINCE_MESSAGE });
        return z.NEVER;
      }
      return Number(value);
    }),
});

export const liveApi = {
  events: endpoint({
    method: "GET",
    path: "/api/live/events/",
    summary:
      'The caller\'s live updates as Server-Sent Events: `event: change` with data `{"kind": …}` (message, conversation, notification, request, own, missed); with `since`, a first `missed` change when the page may have been read before one. Comment lines keep it open.',
    auth: "member",
    query: liveEventsQuery,
    file: { contentType: "text/event-stream", description: "The event stream; each event's data is a LiveChange." },
  }),
};
