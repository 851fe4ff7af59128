import type { UpstreamClient } from "#app/upstream/client.ts";
import { call, messageOf, withMessage, type CallOptions } from "#app/upstream/calls.ts";
import { getPaged, position } from "#app/upstream/paged.ts";
import type { BodyOf, QueryOf } from "#app/contract/endpoint.ts";
import { resumeRequestApi } from "#app/contract/resume-requests.ts";

/**
 * Resume requests (`/api/job-post/resume_request/*`): asking a member for their resume, the
 * lists, and the owner's answer. See app/contract/resume-requests.ts. Every wrapper rejects with
 * an `UpstreamError` on 400–599; mutations resolve with the server's sentence (`message`).
 */
export function resumeRequestsCalls(client: UpstreamClient) {
  return {
    /** Asks `user_id` for their resume. 409 already asked; 400 no resume or yourself. */
    create: (input: BodyOf<typeof resumeRequestApi.create>, options?: CallOptions) =>
      withMessage(client.send(resumeRequestApi.create, call(options, { body: { user_id: input.user_id } }))),

    /** One page of the resume requests you received or sent, newest first (keyset, as connections). */
    list: (
      query: Pick<QueryOf<typeof resumeRequestApi.list>, "type" | "page" | "cursor" | "before">,
      options?: CallOptions,
    ) => getPaged(client, resumeRequestApi.list, { type: query.type, ...position(query) }, options),

    /** The owner accepts or declines a resume request. 404 when it is not yours. */
    answer: (input: BodyOf<typeof resumeRequestApi.answer>, options?: CallOptions) =>
      messageOf(
        client.send(
          resumeRequestApi.answer,
          call(options, { body: { request_id: input.request_id, action: input.action } }),
        ),
      ),
  };
}
