/**
 * The contract of blocking (decision 174): `/api/block/*`. A member or a company blocks another
 * account; the two stop seeing and reaching each other. The blocked side is never told.
 */
import { z } from "zod";
import { messages } from "#app/forms/fields.ts";
import { accountSummary, envelope, pagedEnvelope, requiredBodyId, timestamp } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { keysetFields, pageSizeField } from "./paging.ts";

const ACCOUNT_INVALID = messages.member;

/** An account the caller blocked, with when. */
export const blockedAccount = z
  .strictObject({
    ...accountSummary.shape,
    blocked_at: timestamp,
  })
  .meta({ id: "BlockedAccount" });
export type BlockedAccount = z.output<typeof blockedAccount>;

export const blockBody = z.object({ user_id: requiredBodyId(ACCOUNT_INVALID) });

export const blockListQuery = z.object({ ...keysetFields, page_size: pageSizeField });

export const blockApi = {
  create: endpoint({
    method: "POST",
    path: "/api/block/create/",
    summary:
      "Blocks the account `user_id` (201; 200 when already blocked): withdraws the requests and removes the connection between the two. 400 yourself, 404 unknown.",
    auth: "member",
    body: blockBody,
    status: [200, 201],
    response: envelope(),
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/block/remove/",
    summary: "Unblocks the account `user_id` (body, or the query). 404 when the caller has not blocked it.",
    auth: "member",
    body: blockBody,
    response: envelope(),
  }),
  list: endpoint({
    method: "GET",
    path: "/api/block/list/",
    summary: "The accounts the caller blocked, newest first (keyset: `cursor` / `before`).",
    auth: "member",
    query: blockListQuery,
    response: pagedEnvelope(blockedAccount),
  }),
};
