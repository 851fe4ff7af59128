import { describe, expect, it } from "vitest";
import { itSendsEach, recordingApi, type WrapperCase } from "#app/upstream/test-helpers.ts";
import { blockFormSchema, blockPath } from "./blocks.form.ts";

const cases: WrapperCase[] = [
  ["block", (api) => api.blocks.block(7), { method: "POST", path: "/api/block/create/", body: { user_id: 7 } }],
  [
    "unblock is DELETE with a JSON body",
    (api) => api.blocks.unblock(7),
    { method: "DELETE", path: "/api/block/remove/", body: { user_id: 7 } },
  ],
  ["list", (api) => api.blocks.list(), { method: "GET", path: "/api/block/list/" }],
  [
    "list after a cursor",
    (api) => api.blocks.list({ page: 2, cursor: "abc" }),
    { method: "GET", path: "/api/block/list/", query: { page: "2", cursor: "abc" } },
  ],
];

describe("blocking wrappers follow the contract", () => {
  itSendsEach(cases);

  it("block and unblock resolve with the server's sentence", async () => {
    const { api } = recordingApi({ result: true, message: "Unblocked." });
    await expect(api.blocks.unblock(3)).resolves.toEqual({ message: "Unblocked." });
  });
});

describe("the blocking forms", () => {
  it("take a block with where Cancel returns, and an unblock", () => {
    expect(blockFormSchema.parse({ intent: "block", user_id: 5, redirectTo: "/profile/5" })).toEqual({
      intent: "block",
      user_id: 5,
      redirectTo: "/profile/5",
    });
    expect(blockFormSchema.parse({ intent: "unblock", user_id: 5 })).toEqual({ intent: "unblock", user_id: 5 });
  });

  it("refuse an unknown intent and a bad id", () => {
    expect(blockFormSchema.safeParse({ intent: "report", user_id: 5 }).success).toBe(false);
    expect(blockFormSchema.safeParse({ intent: "block", user_id: 0 }).success).toBe(false);
    expect(blockFormSchema.safeParse({ intent: "unblock", user_id: 2 ** 31 }).success).toBe(false);
  });

  it("the confirm page's address carries the page to return to", () => {
    expect(blockPath(9)).toBe("/block/9");
    expect(blockPath(9, "/chats/4?x=1")).toBe("/block/9?redirectTo=%2Fchats%2F4%3Fx%3D1");
  });
});
