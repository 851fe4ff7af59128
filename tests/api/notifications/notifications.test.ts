import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, onboardedCorporate, startTestApi, type TestApi } from "#tests/api/harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

describe("notifications", () => {
  test("listed newest first and paged; read one, read all; unread count", async () => {
    const me = await member(api, { first_name: "Asha", last_name: "Verma" });
    const senders = [];
    for (let i = 0; i < 22; i += 1) {
      const sender = await member(api);
      senders.push(sender);
      await api.post("/api/connection/create/", { user_id: me.id }, { token: sender.token });
      api.clock.advance(60 * 1000);
    }
    expect((await api.get("/api/notification/check/", { token: me.token })).body).toEqual({
      result: true,
      message: "Unread notifications counted.",
      data: { unread_count: 22 },
    });

    const first = await api.get("/api/notification/list/", { token: me.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ result: true, page: 1, page_size: 20, total: 22, has_next: true });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0]).toEqual({
      id: expect.any(Number),
      type: "connection_request",
      message: "Meera Iyer sent you a connection request.",
      actor: {
        id: senders[21].id,
        first_name: "Meera",
        last_name: "Iyer",
        bio: expect.any(String),
        profile_pic: null,
        username: "meera-iyer",
      },
      link: "/individual/network",
      is_read: false,
      created_at: expect.stringMatching(/Z$/),
      created_time_ago: "1 minute ago",
    });
    expect(first.body.data[19].created_time_ago).toBe("20 minutes ago");
    const second = await api.get("/api/notification/list/?page=2", { token: me.token });
    expect(second.body).toMatchObject({ page: 2, total: 22, has_next: false });
    expect(second.body.data.map((n: { actor: { id: number } }) => n.actor.id)).toEqual([senders[1].id, senders[0].id]);

    // Keyset paging: the next page after the first page's cursor, and back before the second's.
    expect(first.body.prev_cursor).toBeNull();
    const next = await api.get(`/api/notification/list/?page=2&cursor=${first.body.next_cursor}`, { token: me.token });
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({ page: 2, total: 22, has_next: false, next_cursor: null });
    expect(next.body.data).toEqual(second.body.data);
    const back = await api.get(`/api/notification/list/?page=1&before=${next.body.prev_cursor}`, { token: me.token });
    expect(back.body.data).toEqual(first.body.data);
    expect(back.body).toMatchObject({ has_next: true });
    const broken = await api.get("/api/notification/list/?page=2&cursor=not-a-cursor", { token: me.token });
    expect(broken.status).toBe(400);
    expect(broken.body.errors).toEqual({ cursor: ["This page link is no longer valid: go back to the first page."] });

    const one = await api.post("/api/notification/read/", { id: first.body.data[0].id }, { token: me.token });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ result: true, message: "Notification marked as read.", data: { unread_count: 21 } });
    expect((await api.get("/api/notification/list/", { token: me.token })).body.data[0].is_read).toBe(true);

    const all = await api.post("/api/notification/read/", { all: true }, { token: me.token });
    expect(all.body).toEqual({ result: true, message: "All notifications marked as read.", data: { unread_count: 0 } });
    expect((await api.get("/api/notification/check/", { token: me.token })).body.data.unread_count).toBe(0);
    const after = await api.get("/api/notification/list/?page=2", { token: me.token });
    expect(after.body.data.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
  });

  test("another member's notification is a 404 and stays unread", async () => {
    const a = await member(api);
    const b = await member(api);
    const c = await member(api);
    await api.post("/api/connection/create/", { user_id: b.id }, { token: a.token });
    const [notification] = (await api.get("/api/notification/list/", { token: b.token })).body.data;
    const stolen = await api.post("/api/notification/read/", { id: notification.id }, { token: c.token });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ result: false, message: "Notification not found." });
    expect((await api.get("/api/notification/check/", { token: b.token })).body.data.unread_count).toBe(1);
    // Reading all of c's does not touch b's.
    await api.post("/api/notification/read/", { all: true }, { token: c.token });
    expect((await api.get("/api/notification/check/", { token: b.token })).body.data.unread_count).toBe(1);
  });

  test("bodies are checked; a token is required; companies have (empty) notifications too", async () => {
    const a = await member(api);
    expect((await api.post("/api/notification/read/", {}, { token: a.token })).body.errors).toEqual({
      id: ["This is Required."],
    });
    expect((await api.post("/api/notification/read/", { id: "x" }, { token: a.token })).body.errors).toEqual({
      id: ["Enter a valid notification id."],
    });
    expect((await api.post("/api/notification/read/", { id: "12" }, { token: a.token })).status).toBe(404);
    expect((await api.get("/api/notification/list/?page=-1", { token: a.token })).status).toBe(400);
    expect((await api.get("/api/notification/check/")).status).toBe(401);
    expect((await api.get("/api/notification/list/")).status).toBe(401);
    const { session } = await onboardedCorporate(api);
    const empty = await api.get("/api/notification/list/", { token: session.access_token });
    expect(empty.body).toMatchObject({ data: [], total: 0, has_next: false });
  });
});
