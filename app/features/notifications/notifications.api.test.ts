import { describe, expect, it } from "vitest";
import { itSendsEach, recordingApi, type WrapperCase } from "#app/upstream/test-helpers.ts";

const cases: WrapperCase[] = [
  [
    "list",
    (api) => api.notifications.list({ page: 4 }),
    { method: "GET", path: "/api/notification/list/", query: { page: "4" } },
  ],
  [
    "list after a cursor",
    (api) => api.notifications.list({ page: 5, cursor: "abc" }),
    { method: "GET", path: "/api/notification/list/", query: { page: "5", cursor: "abc" } },
  ],
  [
    "markRead",
    (api) => api.notifications.markRead({ id: 8 }),
    { method: "POST", path: "/api/notification/read/", body: { id: 8 } },
  ],
  [
    "markAllRead",
    (api) => api.notifications.markAllRead(),
    { method: "POST", path: "/api/notification/read/", body: { all: true } },
  ],
];

describe("notifications wrappers follow the contract", () => {
  itSendsEach(cases);

  it("the list tolerates an envelope without paging fields", async () => {
    const { api } = recordingApi({ result: true, message: "" });
    await expect(api.notifications.list({ page: 3 })).resolves.toEqual({
      data: [],
      page: 3,
      page_size: 0,
      total: 0,
      has_next: false,
      next_cursor: null,
      prev_cursor: null,
      total_capped: false,
    });
  });

  it("marking read resolves with the server's sentence", async () => {
    const { api } = recordingApi({ result: true, message: "Notification marked as read." });
    await expect(api.notifications.markRead({ id: 8 })).resolves.toEqual({ message: "Notification marked as read." });
  });
});
