import type { UpstreamClient } from "#app/upstream/client.ts";
import { call, messageOf, type CallOptions, type MessageResult } from "#app/upstream/calls.ts";
import { getPaged, position, type PageQuery } from "#app/upstream/paged.ts";
import type { blockApi } from "#app/contract/blocks.ts";

/**
 * Blocking (decision 174; app/contract/blocks.ts). Every wrapper rejects with an `UpstreamError`
 * on 400–599; block and unblock resolve with the server's sentence (a snackbar).
 */
export function blocksCalls(client: UpstreamClient) {
  return {
    /** Blocks the account `user_id` (a member or a company); blocking twice is not an error. */
    block: (userId: number, options?: CallOptions): Promise<MessageResult> =>
      messageOf(
        client.send<typeof blockApi.create>("POST", "/api/block/create/", call(options, { body: { user_id: userId } })),
      ),

    /** Lifts the caller's block of `user_id`. 404 when there is none. */
    unblock: (userId: number, options?: CallOptions): Promise<MessageResult> =>
      messageOf(
        client.send<typeof blockApi.remove>(
          "DELETE",
          "/api/block/remove/",
          call(options, { body: { user_id: userId } }),
        ),
      ),

    /** The accounts the caller blocked, newest first (keyset: the `cursor` / `before` of an earlier page). */
    list: (query: PageQuery = {}, options?: CallOptions) =>
      getPaged<typeof blockApi.list>(client, "/api/block/list/", position(query), options),
  };
}
