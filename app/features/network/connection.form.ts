import { z } from "zod";
import {
  connectionNoteField,
  connectionNoteLimit,
  connectionRequestMessages,
} from "#app/forms/network/connection-request.form.ts";
import { idField, messages, redirectToField } from "#app/forms/fields.ts";

/**
 * The connection form endpoint (`POST /connections`), one schema per `intent`
 * (a discriminated union), each carrying the same-site page to return to (`redirectTo`):
 * - `connect`  POST /api/connection/create/ `{ user_id, note? }` (the send-request dialog)
 * - `approve`  POST /api/connection/approve/ `{ user_id }`
 * - `ignore`, `withdraw`, `remove`  DELETE /api/connection/remove/ `{ remove_user_id }`
 *   (ignore a received request, withdraw a sent one, remove a connection: the API does whichever
 *   exists; the intents differ in their wording and confirmation only).
 */

/** Longest personal note on a connection request (DESIGN.md "Connections"); the API's rule too. */
export { connectionNoteLimit };

export const connectionMessages = {
  noteTooLong: connectionRequestMessages.note,
  member: messages.member,
} as const;

const memberId = idField(connectionMessages.member);
/** Where to go back to afterwards; checked again with `safeRedirectTarget` on the server. */

export const connectSchema = z.object({
  intent: z.literal("connect"),
  user_id: memberId,
  note: connectionNoteField,
  redirectTo: redirectToField,
});

export const CONNECTION_REMOVE_INTENTS = ["ignore", "withdraw", "remove"] as const;
export type ConnectionRemoveIntent = (typeof CONNECTION_REMOVE_INTENTS)[number];

export const connectionSchema = z.discriminatedUnion("intent", [
  connectSchema,
  z.object({ intent: z.literal("approve"), user_id: memberId, redirectTo: redirectToField }),
  z.object({ intent: z.enum(CONNECTION_REMOVE_INTENTS), remove_user_id: memberId, redirectTo: redirectToField }),
]);
