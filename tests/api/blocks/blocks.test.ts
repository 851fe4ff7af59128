/**
 * Blocking (issue 36, decision 174): `/api/block/*`, and what a block changes everywhere else —
 * the two accounts neither see nor reach each other; the blocker is told why, the blocked side
 * only that the account is not there.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connect, member, startTestApi, tinyPdf, type Member, type TestApi } from "#tests/api/harness.ts";
import { company, createPost } from "#tests/api/jobs-harness.ts";
import { expectKeysetWalk } from "#tests/api/keyset.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const YOU_BLOCKED = "You have blocked this account. Unblock it in Settings first.";

const block = (who: { token: string }, userId: number) =>
  api.post("/api/block/create/", { user_id: userId }, { token: who.token });
const unblock = (who: { token: string }, userId: number) =>
  api.del("/api/block/remove/", { user_id: userId }, { token: who.token });
const blockedList = async (who: { token: string }) => {
  const response = await api.get("/api/block/list/", { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

describe("who may call the block endpoints (authorization matrix)", () => {
  test("a visitor gets 401 on each; an individual and a company may each block, unblock and list", async () => {
    const target = await member(api);
    for (const [method, path] of [
      ["POST", "/api/block/create/"],
      ["DELETE", "/api/block/remove/"],
      ["GET", "/api/block/list/"],
    ] as const) {
      const response = await api.request(method, path, method === "GET" ? {} : { body: { user_id: target.id } });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    const person = await member(api);
    const firm = await company(api);
    for (const who of [person, firm]) {
      expect((await block(who, target.id)).status).toBe(201);
      expect((await blockedList(who)).data.map((row: { id: number }) => row.id)).toEqual([target.id]);
      expect((await unblock(who, target.id)).status).toBe(200);
    }
  });

  test("one's list holds only one's own blocks, and one unblocks only one's own", async () => {
    const [a, b, c] = [await member(api), await member(api), await member(api)];
    expect((await block(a, c.id)).status).toBe(201);
    expect((await blockedList(b)).total).toBe(0);
    expect(await unblock(b, c.id)).toMatchObject({
      status: 404,
      body: { message: "You have not blocked this account." },
    });
    expect((await blockedList(a)).total).toBe(1);
  });
});

describe("block, unblock and the list", () => {
  test("blocking answers 201 then 200; yourself 400, an unknown account 404, a bad id 400", async () => {
    const asha = await member(api);
    const rahul = await member(api, { first_name: "Rahul", last_name: "Nair" });
    expect(await block(asha, rahul.id)).toMatchObject({
      status: 201,
      body: { result: true, message: "Blocked. You will no longer see each other." },
    });
    expect(await block(asha, rahul.id)).toMatchObject({
      status: 200,
      body: { message: "You have already blocked this account." },
    });
    expect(await block(asha, asha.id)).toMatchObject({
      status: 400,
      body: { errors: { user_id: ["You cannot block yourself."] } },
    });
    expect(await block(asha, 99_999_999)).toMatchObject({ status: 404, body: { message: "Member not found." } });
    expect((await api.post("/api/block/create/", { user_id: "x" }, { token: asha.token })).status).toBe(400);
    expect((await api.post("/api/block/create/", {}, { token: asha.token })).status).toBe(400);

    const list = await blockedList(asha);
    expect(list).toMatchObject({ total: 1, has_next: false });
    expect(list.data).toEqual([
      expect.objectContaining({
        id: rahul.id,
        type_of_user: "individual",
        first_name: "Rahul",
        last_name: "Nair",
        name: "Rahul Nair",
        blocked_at: expect.any(String),
      }),
    ]);
    // Unblocking by the query works too (clients that cannot send a DELETE body).
    expect(await api.del(`/api/block/remove/?user_id=${rahul.id}`, undefined, { token: asha.token })).toMatchObject({
      status: 200,
      body: { message: "Unblocked." },
    });
    expect(await unblock(asha, rahul.id)).toMatchObject({ status: 404 });
    expect((await blockedList(asha)).total).toBe(0);
  });

  test("bad input is a 400 next to its field, never a 5xx", async () => {
    const me = await member(api);
    for (const body of [{ user_id: 2 ** 31 }, { user_id: -1 }, { user_id: 1.5 }, { user_id: null }, []]) {
      const created = await api.post("/api/block/create/", body, { token: me.token });
      expect(created.status, JSON.stringify(body)).toBe(400);
      const removed = await api.del("/api/block/remove/", body, { token: me.token });
      expect(removed.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.del("/api/block/remove/?user_id=abc", undefined, { token: me.token })).status).toBe(400);
    expect(
      (
        await api.request("POST", "/api/block/create/", {
          token: me.token,
          rawBody: "{not json",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(400);
    for (const query of ["page=0", "page_size=99", "page=2&cursor=nope", "before=%00"]) {
      expect((await api.get(`/api/block/list/?${query}`, { token: me.token })).status, query).toBe(400);
    }
  });

  test("the list pages newest first by keyset", async () => {
    const me = await member(api);
    const others: Member[] = [];
    for (let i = 0; i < 23; i++) {
      const other = await member(api);
      others.push(other);
      expect((await block(me, other.id)).status).toBe(201);
      api.clock.advance(1000);
    }
    const pages = await expectKeysetWalk(api, "/api/block/list/", me.token);
    expect(pages.flatMap((page) => page.data).map((row: { id: number }) => row.id)).toEqual(
      others.map((other) => other.id).reverse(),
    );
  });

  test("a block removes the connection and withdraws the pending requests between the two; the blocked side is not notified", async () => {
    const asha = await member(api);
    const rahul = await member(api);
    const meera = await member(api);
    await connect(api, asha, rahul);
    expect((await api.post("/api/connection/create/", { user_id: asha.id }, { token: meera.token })).status).toBe(201);
    const before = (await api.get("/api/notification/list/", { token: rahul.token })).body.total;

    expect((await block(asha, rahul.id)).status).toBe(201);
    expect((await block(asha, meera.id)).status).toBe(201);

    const connected = await api.get("/api/connection/list/?type=connected", { token: asha.token });
    expect(connected.body.total).toBe(0);
    const sent = await api.get("/api/connection/list/?type=requested&action=sent", { token: meera.token });
    expect(sent.body.total).toBe(0);
    const received = await api.get("/api/connection/list/?type=requested&action=received", { token: asha.token });
    expect(received.body.total).toBe(0);
    const ashaNotes = (await api.get("/api/notification/list/", { token: asha.token })).body.data;
    expect(ashaNotes.filter((n: { type: string }) => n.type === "connection_request")).toEqual([]);
    expect((await api.get("/api/notification/list/", { token: rahul.token })).body.total).toBe(before);
  });
});

describe("what a block refuses, both ways", () => {
  test("profiles look not found to both; connecting, messaging, resume requests and recommending are refused", async () => {
    const asha = await member(api);
    const rahul = await member(api);
    const friend = await member(api);
    await connect(api, asha, rahul);
    await connect(api, friend, rahul);
    await connect(api, friend, asha);
    // A conversation from before the block, and a resume to ask for.
    expect(
      (await api.post("/api/chat/message/send/", { participant_id: rahul.id, text: "Hello" }, { token: asha.token }))
        .status,
    ).toBe(201);
    expect(
      (
        await api.upload(
          "/api/individual/resume/upload/",
          { name: "cv.pdf", type: "application/pdf", bytes: tinyPdf() },
          { token: asha.token },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await api.upload(
          "/api/individual/resume/upload/",
          { name: "cv.pdf", type: "application/pdf", bytes: tinyPdf() },
          { token: rahul.token },
        )
      ).status,
    ).toBe(200);
    const post = await createPost(api, friend, { title: "Blocked pair role" });

    expect((await block(asha, rahul.id)).status).toBe(201);

    for (const [viewer, other] of [
      [asha, rahul],
      [rahul, asha],
    ]) {
      expect(await api.get(`/api/individual/get/?user_id=${other.id}`, { token: viewer.token })).toMatchObject({
        status: 404,
        body: { message: "Profile not found." },
      });
      expect(
        (await api.get(`/api/individual/experience/get/?user_id=${other.id}`, { token: viewer.token })).status,
      ).toBe(404);
      expect(
        (await api.get(`/api/individual/education/get/?user_id=${other.id}`, { token: viewer.token })).status,
      ).toBe(404);
    }
    // Visitors and third parties still see both.
    expect((await api.get(`/api/individual/get/?user_id=${rahul.id}`)).status).toBe(200);
    expect((await api.get(`/api/individual/get/?user_id=${rahul.id}`, { token: friend.token })).status).toBe(200);

    // The blocker hears why; the blocked side only that the member is not there.
    expect(await api.post("/api/connection/create/", { user_id: rahul.id }, { token: asha.token })).toMatchObject({
      status: 403,
      body: { message: YOU_BLOCKED },
    });
    expect(await api.post("/api/connection/create/", { user_id: asha.id }, { token: rahul.token })).toMatchObject({
      status: 404,
      body: { message: "Member not found." },
    });
    expect(
      await api.post("/api/chat/message/send/", { participant_id: rahul.id, text: "Hi" }, { token: asha.token }),
    ).toMatchObject({ status: 403, body: { message: YOU_BLOCKED } });
    expect(
      await api.post("/api/chat/message/send/", { participant_id: asha.id, text: "Hi" }, { token: rahul.token }),
    ).toMatchObject({ status: 404, body: { message: "Member not found." } });
    expect(
      (await api.post("/api/chat/conversation/start/", { participant_id: asha.id }, { token: rahul.token })).status,
    ).toBe(404);
    expect(await api.post("/api/job-post/resume_request/", { user_id: rahul.id }, { token: asha.token })).toMatchObject(
      { status: 403, body: { message: YOU_BLOCKED } },
    );
    expect((await api.post("/api/job-post/resume_request/", { user_id: asha.id }, { token: rahul.token })).status).toBe(
      404,
    );
    expect(
      (await api.post("/api/job-post/recommend/", { job_post_id: post.id, user_id: asha.id }, { token: rahul.token }))
        .status,
    ).toBe(404);

    // The conversation is hidden for the blocker (list, read by id), still listed for the blocked side.
    const rahulList = await api.get("/api/chat/conversation/list/", { token: rahul.token });
    expect(rahulList.body.total).toBe(1);
    const conversationId = rahulList.body.data[0].id;
    expect(rahulList.body.data[0].participant).toMatchObject({ id: asha.id, can_message: false });
    expect(
      (
        await api.post(
          "/api/chat/message/send/",
          { conversation_id: conversationId, text: "Hi" },
          { token: rahul.token },
        )
      ).status,
    ).toBe(404);
    expect(await api.get("/api/chat/conversation/list/", { token: asha.token })).toMatchObject({
      status: 200,
      body: { total: 0, data: [] },
    });
    expect(
      (await api.get(`/api/chat/conversation/read/?conversation_id=${conversationId}`, { token: asha.token })).status,
    ).toBe(404);

    // Unblocking lifts every refusal (the connection is not restored).
    expect((await unblock(asha, rahul.id)).status).toBe(200);
    expect(
      (await api.get(`/api/individual/get/?user_id=${rahul.id}`, { token: asha.token })).body.data.status.is_connected,
    ).toBe(false);
    expect((await api.post("/api/connection/create/", { user_id: asha.id }, { token: rahul.token })).status).toBe(201);
    expect((await api.get("/api/chat/conversation/list/", { token: asha.token })).body.total).toBe(1);
  });

  test("a blocked poster's posts are gone for the blocker: read, apply, like, save, lists and search", async () => {
    const poster = await member(api, { first_name: "Zorawar", last_name: "Blockable" });
    const seeker = await member(api);
    const post = await createPost(api, poster, { title: "Quokka wrangler" });
    expect((await block(seeker, poster.id)).status).toBe(201);

    for (const viewer of [seeker, poster]) {
      const other = viewer === seeker ? poster : seeker;
      const search = await api.get(
        `/api/search/list/?search=${encodeURIComponent(viewer === seeker ? "Zorawar" : other.profile.first_name)}`,
        { token: viewer.token },
      );
      expect(search.status).toBe(200);
      expect(
        search.body.data.filter((item: { id: number; type: string }) => item.type === "person" && item.id === other.id),
      ).toEqual([]);
    }
    expect(await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: seeker.token })).toMatchObject({
      status: 404,
      body: { message: "Job post not found." },
    });
    expect(
      (await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: seeker.token })).status,
    ).toBe(404);
    expect((await api.post("/api/job-post/like/", { job_post_id: post.id }, { token: seeker.token })).status).toBe(404);
    expect((await api.post("/api/job-post/save/", { job_post_id: post.id }, { token: seeker.token })).status).toBe(404);
    const theirs = await api.get(`/api/job-post/list/?user_id=${poster.id}`, { token: seeker.token });
    expect(theirs.body).toMatchObject({ total: 0, data: [] });
    const found = await api.get(`/api/job-post/search/?search=Quokka`, { token: seeker.token });
    expect(found.status).toBe(200);
    expect(found.body.data.map((job: { id: number }) => job.id)).not.toContain(post.id);
    const suggested = await api.get("/api/job-post/list/?type=suggested", { token: seeker.token });
    expect(suggested.body.data.map((job: { id: number }) => job.id)).not.toContain(post.id);
    // Anyone else still sees it.
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`)).status).toBe(200);
  });

  test("a member blocking a company: its page and posts are not found; the company cannot reach the member", async () => {
    const firm = await company(api);
    const seeker = await member(api);
    const post = await createPost(api, firm, { title: "Company role" });
    expect(
      (await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: seeker.token })).status,
    ).toBe(201);
    expect((await block(seeker, firm.id)).status).toBe(201);

    expect((await api.get(`/api/corporate/get/?user_id=${firm.id}`, { token: seeker.token })).status).toBe(404);
    expect((await api.get(`/api/corporate/get/?user_id=${firm.id}`)).status).toBe(200);
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: seeker.token })).status).toBe(404);
    // The company no longer lists the application nor may write to the applicant.
    const applications = await api.get(`/api/job-post/referral/list/?job_post_id=${post.id}`, { token: firm.token });
    expect(applications.status, JSON.stringify(applications.body)).toBe(200);
    expect(applications.body).toMatchObject({ total: 0, data: [] });
    expect(
      (await api.post("/api/chat/conversation/start/", { participant_id: seeker.id }, { token: firm.token })).status,
    ).toBe(404);
    expect((await api.get(`/api/individual/get/?user_id=${seeker.id}`, { token: firm.token })).status).toBe(404);
  });

  test("people you may know leaves out accounts blocked either way", async () => {
    const me = await member(api);
    const hub = await member(api);
    const a = await member(api);
    const b = await member(api);
    await connect(api, me, hub);
    await connect(api, hub, a);
    await connect(api, hub, b);
    const ids = async () =>
      (await api.get("/api/connection/list/?type=suggested", { token: me.token })).body.data.map(
        (row: { id: number }) => row.id,
      );
    expect(await ids()).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await block(me, a.id)).status).toBe(201);
    expect((await block(b, me.id)).status).toBe(201);
    const after = await ids();
    expect(after).not.toContain(a.id);
    expect(after).not.toContain(b.id);
  });
});
