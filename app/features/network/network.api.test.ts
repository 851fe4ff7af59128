import { describe, expect, it } from "vitest";
import { createApi, type UpstreamApi } from "../../upstream/api.ts";
import { createUpstreamClient } from "../../upstream/client.ts";
import { type Expected, recordingApi } from "../../upstream/test-helpers.ts";


const cases: Array<[string, (api: UpstreamApi) => Promise<unknown>, Expected]> = [
  ["connect", (api) => api.network.connect({ user_id: 7 }), { method: "POST", path: "/api/connection/create/", body: { user_id: 7 } }],
  [
    "connect with a note (trimmed)",
    (api) => api.network.connect({ user_id: 7, note: "  Hello there  " }),
    { method: "POST", path: "/api/connection/create/", body: { user_id: 7, note: "Hello there" } },
  ],
  [
    "connect with a blank note leaves it out",
    (api) => api.network.connect({ user_id: 7, note: "   " }),
    { method: "POST", path: "/api/connection/create/", body: { user_id: 7 } },
  ],
  ["approve", (api) => api.network.approve({ user_id: 3 }), { method: "POST", path: "/api/connection/approve/", body: { user_id: 3 } }],
  [
    "remove is DELETE with a JSON body",
    (api) => api.network.remove({ remove_user_id: 4 }),
    { method: "DELETE", path: "/api/connection/remove/", body: { remove_user_id: 4 } },
  ],
  [
    "list suggested",
    (api) => api.network.list({ type: "suggested", page: 2 }),
    { method: "GET", path: "/api/connection/list/", query: { type: "suggested", page: "2" } },
  ],
  [
    "list requested needs an action",
    (api) => api.network.list({ type: "requested", action: "received" }),
    { method: "GET", path: "/api/connection/list/", query: { type: "requested", action: "received" } },
  ],
  [
    "list connected after a cursor",
    (api) => api.network.list({ type: "connected", page: 2, cursor: "abc" }),
    { method: "GET", path: "/api/connection/list/", query: { type: "connected", page: "2", cursor: "abc" } },
  ],
  ["suggestions", (api) => api.network.suggestions(), { method: "GET", path: "/api/connection/list/", query: { type: "suggested" } }],
  [
    "connections",
    (api) => api.network.connections({ page: 3 }),
    { method: "GET", path: "/api/connection/list/", query: { type: "connected", page: "3" } },
  ],
  [
    "connections before a cursor",
    (api) => api.network.connections({ page: 2, before: "xyz" }),
    { method: "GET", path: "/api/connection/list/", query: { type: "connected", page: "2", before: "xyz" } },
  ],
  [
    "receivedRequests",
    (api) => api.network.receivedRequests(),
    { method: "GET", path: "/api/connection/list/", query: { type: "requested", action: "received" } },
  ],
  [
    "receivedRequests after a cursor",
    (api) => api.network.receivedRequests({ page: 3, cursor: "abc" }),
    { method: "GET", path: "/api/connection/list/", query: { type: "requested", action: "received", page: "3", cursor: "abc" } },
  ],
  [
    "sentRequests",
    (api) => api.network.sentRequests({ page: 1 }),
    { method: "GET", path: "/api/connection/list/", query: { type: "requested", action: "sent", page: "1" } },
  ],
  [
    "requestResume",
    (api) => api.network.requestResume({ user_id: 5 }),
    { method: "POST", path: "/api/job-post/resume_request/", body: { user_id: 5 } },
  ],
  [
    "resumeRequests",
    (api) => api.network.resumeRequests({ type: "sent", page: 2 }),
    { method: "GET", path: "/api/job-post/resume_request/", query: { type: "sent", page: "2" } },
  ],
  [
    "resumeRequests after a cursor",
    (api) => api.network.resumeRequests({ type: "received", page: 2, cursor: "abc" }),
    { method: "GET", path: "/api/job-post/resume_request/", query: { type: "received", page: "2", cursor: "abc" } },
  ],
  [
    "answerResumeRequest",
    (api) => api.network.answerResumeRequest({ request_id: 9, action: "decline" }),
    { method: "POST", path: "/api/job-post/resume_request/accept/", body: { request_id: 9, action: "decline" } },
  ],
  ["notifications", (api) => api.network.notifications({ page: 4 }), { method: "GET", path: "/api/notification/list/", query: { page: "4" } }],
  ["notifications after a cursor", (api) => api.network.notifications({ page: 5, cursor: "abc" }), { method: "GET", path: "/api/notification/list/", query: { page: "5", cursor: "abc" } }],
  ["markNotificationRead", (api) => api.network.markNotificationRead({ id: 8 }), { method: "POST", path: "/api/notification/read/", body: { id: 8 } }],
  ["markAllNotificationsRead", (api) => api.network.markAllNotificationsRead(), { method: "POST", path: "/api/notification/read/", body: { all: true } }],
  ["unreadNotifications", (api) => api.network.unreadNotifications(), { method: "GET", path: "/api/notification/check/" }],
];

describe("network wrappers follow the contract", () => {
  it.each(cases)("%s", async (_, invoke, expected) => {
    const { api, calls } = recordingApi({ result: true, message: "OK.", data: [] });
    await invoke(api);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({
      query: {},
      body: undefined,
      token: "Bearer T",
      contentType: expected.body === undefined ? null : "application/json",
      ...expected,
    });
  });
});

describe("network results", () => {
  it("paged lists resolve with the items and the paging fields", async () => {
    const item = { id: 2, first_name: "A", last_name: "B", bio: null, profile_pic: null, username: "a-b", connected_time_ago: "3 days ago", connections_in_common: 1, note: null };
    const { api } = recordingApi({ result: true, message: "", data: [item], page: 2, page_size: 20, total: 21, has_next: false, next_cursor: null, prev_cursor: "abc" });
    await expect(api.network.connections({ page: 2 })).resolves.toEqual({ data: [item], page: 2, page_size: 20, total: 21, has_next: false, next_cursor: null, prev_cursor: "abc", total_capped: false });
  });

  it("paged lists tolerate an envelope without paging fields", async () => {
    const { api } = recordingApi({ result: true, message: "" });
    await expect(api.network.notifications({ page: 3 })).resolves.toEqual({ data: [], page: 3, page_size: 0, total: 0, has_next: false, next_cursor: null, prev_cursor: null, total_capped: false });
  });

  it("mutations resolve with the server's sentence", async () => {
    const { api } = recordingApi({ result: true, message: "Request withdrawn." });
    await expect(api.network.remove({ remove_user_id: 1 })).resolves.toEqual({ message: "Request withdrawn." });
    const created = recordingApi({ result: true, message: "Request sent.", data: { request_id: 4 } });
    await expect(created.api.network.connect({ user_id: 1 })).resolves.toEqual({ data: { request_id: 4 }, message: "Request sent." });
  });

  it("the unread count is a number, 0 when missing", async () => {
    await expect(recordingApi({ result: true, message: "", data: { unread_count: 3 } }).api.network.unreadNotifications()).resolves.toEqual({ unread_count: 3 });
    await expect(recordingApi({ result: true, message: "" }).api.network.unreadNotifications()).resolves.toEqual({ unread_count: 0 });
  });

  it("a refused connect rejects with the API's message", async () => {
    const fetch = async () => Response.json({ result: false, message: "You cannot connect with yourself." }, { status: 400 });
    const api = createApi(createUpstreamClient({ fetch, auth: { accessToken: "T" } }));
    await expect(api.network.connect({ user_id: 1 })).rejects.toMatchObject({ status: 400, message: "You cannot connect with yourself." });
  });
});
