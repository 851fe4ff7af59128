import type { UpstreamClient } from "#app/upstream/client.ts";
import {
  call,
  messageOf,
  withMessage,
  type CallOptions,
  type MessageResult,
  type WithMessage,
} from "#app/upstream/calls.ts";
import { getPaged, position } from "#app/upstream/paged.ts";
import type { Paged } from "#app/contract/common.ts";
import { connectionApi, type ConnectionItem, type ConnectionRequestAction } from "#app/contract/network.ts";
import type { BodyOf, DataOf, QueryOf } from "#app/contract/endpoint.ts";

/** Query of GET /api/connection/list/. */
type ListQuery = QueryOf<typeof connectionApi.list>;
/** Where a page of connections or requests starts (keyset: `cursor` / `before` from an earlier page), and its size. */
type ListPosition = Pick<ListQuery, "page" | "cursor" | "before" | "page_size">;

/** Query of GET /api/connection/list/ as the wrappers take it: one list type at a time. */
export type ConnectionListQuery =
  | ({ type: "suggested" } & Pick<ListQuery, "page">)
  // Connections and requests page by keyset too (`cursor` / `before` from an earlier page).
  | ({ type: "connected" } & ListPosition)
  | ({ type: "requested"; action: ConnectionRequestAction } & ListPosition);

/** Body of POST /api/connection/create/. */
export type ConnectInput = BodyOf<typeof connectionApi.create>;
/** `data` of POST /api/connection/create/: the request sent, or accepted at once. */
export type ConnectResult = DataOf<typeof connectionApi.create>;

/**
 * Connections and people you may know (issue 3; resume requests: ../resume-requests/, notifications:
 * ../notifications/). See app/contract/network.ts. Every wrapper rejects with an
 * `UpstreamError` on 400–599; mutations resolve with the server's sentence (`message`), which
 * the web layer shows as a snackbar.
 */
export function networkCalls(client: UpstreamClient) {
  return {
    /**
     * Sends a connection request (with an optional note, ≤300 characters), or accepts theirs when
     * they already asked you. 400 yourself / a company; 409 already connected or pending.
     */
    connect: async (input: ConnectInput, options?: CallOptions): Promise<WithMessage<ConnectResult>> => {
      const note = input.note?.trim();
      const body: ConnectInput = note ? { user_id: input.user_id, note } : { user_id: input.user_id };
      return withMessage(client.send(connectionApi.create, call(options, { body })));
    },

    /** Accepts the request `user_id` sent you. 404 when there is none. */
    approve: async (input: BodyOf<typeof connectionApi.approve>, options?: CallOptions): Promise<MessageResult> => {
      return messageOf(client.send(connectionApi.approve, call(options, { body: { user_id: input.user_id } })));
    },

    /**
     * Withdraws your request to, ignores the request from, or removes the connection with
     * `remove_user_id` (DELETE with a JSON body); `message` says which. 404 when there is nothing.
     */
    remove: async (input: BodyOf<typeof connectionApi.remove>, options?: CallOptions): Promise<MessageResult> => {
      return messageOf(
        client.send(connectionApi.remove, call(options, { body: { remove_user_id: input.remove_user_id } })),
      );
    },

    /** One page of a connection list. */
    list: (query: ConnectionListQuery, options?: CallOptions): Promise<Paged<ConnectionItem>> =>
      getPaged(
        client,
        connectionApi.list,
        query.type === "suggested"
          ? { type: query.type, page: query.page }
          : { type: query.type, action: query.type === "requested" ? query.action : undefined, ...position(query) },
        options,
      ),

    /** People you may know. */
    suggestions: (query: Pick<ListQuery, "page" | "page_size"> = {}, options?: CallOptions) =>
      getPaged(
        client,
        connectionApi.list,
        { type: "suggested", page: query.page, page_size: query.page_size },
        options,
      ),
    /** Your connections, newest first (pages by keyset: pass the `cursor` / `before` of an earlier page). */
    connections: (query: ListPosition = {}, options?: CallOptions) =>
      getPaged(client, connectionApi.list, { type: "connected", ...position(query) }, options),
    /** Requests others sent you (with their notes), newest first (keyset, as connections). */
    receivedRequests: (query: ListPosition = {}, options?: CallOptions) =>
      getPaged(client, connectionApi.list, { type: "requested", action: "received", ...position(query) }, options),
    /** Requests you sent and that are still pending, newest first (keyset, as connections). */
    sentRequests: (query: ListPosition = {}, options?: CallOptions) =>
      getPaged(client, connectionApi.list, { type: "requested", action: "sent", ...position(query) }, options),
  };
}
