import type { UpstreamClient } from "#app/upstream/client.ts";
import { call, dataOf, withMessage, type CallOptions } from "#app/upstream/calls.ts";
import { getPaged, position } from "#app/upstream/paged.ts";
import type { BodyOf, QueryOf } from "#app/contract/endpoint.ts";
import { moderationApi } from "#app/contract/moderation.ts";

/**
 * Reports and the moderation desk (`/api/moderation/*`, decision 175). See app/contract/moderation.ts.
 * Every wrapper rejects with an `UpstreamError` on 400–599 (403 for a desk call by anyone but a
 * moderator); mutations resolve with `{ data, message }`.
 */
export function moderationCalls(client: UpstreamClient) {
  return {
    /** Reports a member, a company, a job post or a message. 400 per field; 404 not there; 409 reported already. */
    report: (input: BodyOf<typeof moderationApi.report>, options?: CallOptions) =>
      withMessage(client.send(moderationApi.report, call(options, { body: input }))),

    /** One page of your reports, newest first, with their state. */
    myReports: (query: QueryOf<typeof moderationApi.myReports> = {}, options?: CallOptions) =>
      getPaged(client, moderationApi.myReports, position(query), options),

    /** The decisions about your content and account. */
    myCases: (options?: CallOptions) => dataOf(client.send(moderationApi.myCases, call(options))),

    /** Asks once for a review of removed content. */
    requestReview: (input: BodyOf<typeof moderationApi.requestReview>, options?: CallOptions) =>
      withMessage(client.send(moderationApi.requestReview, call(options, { body: input }))),

    /** The open cases, oldest first (moderators). */
    queue: (query: QueryOf<typeof moderationApi.queue> = {}, options?: CallOptions) =>
      getPaged(client, moderationApi.queue, position(query), options),

    /** A case (moderators). */
    readCase: (id: number, options?: CallOptions) =>
      dataOf(client.send(moderationApi.readCase, call(options, { query: { id } }))),

    /** Decides a case (moderators). 400 per field; 409 decided already. */
    decide: (input: BodyOf<typeof moderationApi.decide>, options?: CallOptions) =>
      withMessage(client.send(moderationApi.decide, call(options, { body: input }))),
  };
}
