/**
 * The contract of connections between individuals: `/api/connection/*` (requests with an
 * optional note, approving, removing, and the lists).
 */
import { z } from "zod";
import { connectionNoteField } from "#app/forms/network/connection-request.form.ts";
import { messages } from "#app/forms/fields.ts";
import { envelope, id, pagedEnvelope, personSummary, requiredBodyId } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { keysetFields, pageSizeField } from "./paging.ts";

const MEMBER_INVALID = messages.member;

/** An item of the connection lists. */
export const connectionItem = z
  .strictObject({
    ...personSummary.shape,
    /** Age of the connection or of the request ("3 days ago"); null for suggestions. */
    connected_time_ago: z.string().nullable(),
    connections_in_common: z.number().int(),
    /** The personal note of a request (null when none, or for connections and suggestions). */
    note: z.string().nullable(),
  })
  .meta({ id: "ConnectionItem" });
export type ConnectionItem = z.output<typeof connectionItem>;

export const CONNECTION_LIST_TYPES = ["suggested", "connected", "requested"] as const;
export type ConnectionListType = (typeof CONNECTION_LIST_TYPES)[number];
/** Which side of the pending requests (with `type=requested`). */
export const CONNECTION_REQUEST_ACTIONS = ["sent", "received"] as const;
export type ConnectionRequestAction = (typeof CONNECTION_REQUEST_ACTIONS)[number];

export const connectBody = z.object({ user_id: requiredBodyId(MEMBER_INVALID), note: connectionNoteField });
export const approveBody = z.object({ user_id: requiredBodyId(MEMBER_INVALID) });
export const removeBody = z.object({ remove_user_id: requiredBodyId(MEMBER_INVALID) });

export const connectionListQuery = z.object({
  type: z.enum(CONNECTION_LIST_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? messages.required : "Choose suggested, connected or requested.",
  }),
  action: z.enum(CONNECTION_REQUEST_ACTIONS, { error: "Choose sent or received." }).optional(),
  // `cursor` / `before`: connected and requested page by keyset; suggested by number only.
  ...keysetFields,
  // Fewer than a page (the network screen shows ten of each list).
  page_size: pageSizeField,
});

export const connectionApi = {
  create: endpoint({
    method: "POST",
    path: "/api/connection/create/",
    summary:
      "Sends a connection request with an optional note (201), or accepts theirs at once when they already asked (200). 400 yourself or a company; 409 already connected or pending.",
    auth: "individual",
    body: connectBody,
    status: [200, 201],
    response: envelope(z.strictObject({ request_id: id })),
  }),
  approve: endpoint({
    method: "POST",
    path: "/api/connection/approve/",
    summary: "Accepts the request `user_id` sent the caller. 404 when there is none.",
    auth: "individual",
    body: approveBody,
    response: envelope(),
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/connection/remove/",
    summary:
      "Withdraws the caller's request to, ignores the request from, or removes the connection with `remove_user_id` (body, or the query); the message says which.",
    auth: "individual",
    body: removeBody,
    response: envelope(),
  }),
  list: endpoint({
    method: "GET",
    path: "/api/connection/list/",
    summary:
      "People you may know (`suggested`, by page number), connections (`connected`) or pending requests (`requested` with `action`), newest first.",
    auth: "individual",
    query: connectionListQuery,
    response: pagedEnvelope(connectionItem),
  }),
};
