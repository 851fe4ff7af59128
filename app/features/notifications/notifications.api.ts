import type { UpstreamClient } from "#app/upstream/client.ts";
import { call, messageOf, type CallOptions } from "#app/upstream/calls.ts";
import { getPaged, position } from "#app/upstream/paged.ts";
import type { BodyOf, QueryOf } from "#app/contract/endpoint.ts";
import { notificationApi } from "#app/contract/notifications.ts";

/**
 * Notifications (`/api/notification/*`). See app/contract/notifications.ts. Every wrapper rejects
 * with an `UpstreamError` on 400–599; mutations resolve with the server's sentence (`message`).
 */
export function notificationsCalls(client: UpstreamClient) {
  return {
    /** One page of your notifications, newest first. */
    list: (query: QueryOf<typeof notificationApi.list> = {}, options?: CallOptions) =>
      getPaged(client, notificationApi.list, position(query), options),

    /** Marks one notification read (404 when it is not yours). */
    markRead: (input: Required<Pick<BodyOf<typeof notificationApi.read>, "id">>, options?: CallOptions) =>
      messageOf(client.send(notificationApi.read, call(options, { body: { id: input.id } }))),

    /** Marks all your notifications read. */
    markAllRead: (options?: CallOptions) =>
      messageOf(client.send(notificationApi.read, call(options, { body: { all: true } }))),
  };
}
