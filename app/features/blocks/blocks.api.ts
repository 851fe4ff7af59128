import type { UpstreamClient } from "#app/upstream/client.ts";
import { call, messageOf, type CallOptions, type MessageResult } from "#app/upstream/calls.ts";
import { getPaged, position, type PageQuery } from "#app/upstream/paged.ts";
import { blockApi } from "#app/contract/blocks.ts";

/**
 * Blocking (decision 174; app/contract/blocks.ts). Every wrapper rejects with an `UpstreamError`
 * on 400–599; block and unblock resolve with the server's sentence (a snackbar).
 */
export function blocksCalls(client: UpstreamClient) {
  return {
    /** Blocks the account `user_id` (a member or a company); blocking twice is not an error. */
    block: (userId: number, options?: CallOptions): Promise<MessageResult> =>
      messageOf(client.send(blockApi.create, call(options, { body: { user_id: userId } }))),

    /** Lifts the caller's block of `user_id`. 404 when there is none. */
    unblock: (userId: number, options?: CallOptions): Promise<MessageResult> =>
      messageOf(client.send(blockApi.remove, call(options, { body: { user_id: userId } }))),

    /** The accounts the caller blocked, newest first (keyset: the `cursor` / `before` of an earlier page). */
    list: (query: PageQuery = {}, options?: CallOptions) => getPaged(client, blockApi.list, position(query), options),
  };
}
