import { describe, expect, it } from "vitest";
import { createApi } from "#app/upstream/api.ts";
import { createUpstreamClient } from "#app/upstream/client.ts";
import { itSendsEach, recordingApi, type WrapperCase } from "#app/upstream/test-helpers.ts";

const cases: WrapperCase[] = [
  [
    "connect",
    (api) => api.network.connect({ user_id: 7 }),
    { method: "POST", path: "/api/connection/create/", body: { user_id: 7 } },
  ],
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
  [
    "approve",
    (api) => api.network.approve({ user_id: 3 }),
    { method: "POST", path: "/api/connection/approve/", body: { user_id: 3 } },
  ],
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
  [
    "suggestions",
    (api) => api.network.suggestions(),
    { method: "GET", path: "/api/connection/list/", query: { type: "suggested" } },
  ],
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
    {
      method: "GET",
      path: "/api/connection/list/",
      query: { type: "requested", action: "received", page: "3", cursor: "abc" },
    },
  ],
  [
    "sentRequests",
    (api) => api.network.sentRequests({ page: 1 }),
    { method: "GET", path: "/api/connection/list/", query: { type: "requested", action: "sent", page: "1" } },
  ],
];

describe("network wrappers follow the contract", () => {
  itSendsEach(cases);
});

describe("network results", () => {
  it("paged lists resolve with the items and the paging fields", async () => {
    const item = {
      id: 2,
      first_name: "A",
      last_name: "B",
      bio: null,
      profile_pic: null,
      username: "a-b",
      connected_time_ago: "3 days ago",
      connections_in_common: 1,
      note: null,
    };
    const { api } = recordingApi({
      result: true,
      message: "",
      data: [item],
      page: 2,
      page_size: 20,
      total: 21,
      has_next: false,
      next_cursor: null,
      prev_cursor: "abc",
    });
    await expect(api.network.connections({ page: 2 })).resolves.toEqual({
      data: [item],
      page: 2,
      page_size: 20,
      total: 21,
      has_next: false,
      next_cursor: null,
      prev_cursor: "abc",
      total_capped: false,
    });
  });

  it("mutations resolve with the server's sentence", async () => {
    const { api } = recordingApi({ result: true, message: "Request withdrawn." });
    await expect(api.network.remove({ remove_user_id: 1 })).resolves.toEqual({ message: "Request withdrawn." });
    const created = recordingApi({ result: true, message: "Request sent.", data: { request_id: 4 } });
    await expect(created.api.network.connect({ user_id: 1 })).resolves.toEqual({
      data: { request_id: 4 },
      message: "Request sent.",
    });
  });

  it("a refused connect rejects with the API's message", async () => {
    const fetch = async () =>
      Response.json({ result: false, message: "You cannot connect with yourself." }, { status: 400 });
    const api = createApi(createUpstreamClient({ fetch, auth: { accessToken: "T" } }));
    await expect(api.network.connect({ user_id: 1 })).rejects.toMatchObject({
      status: 400,
      message: "You cannot connect with yourself.",
    });
  });
});
