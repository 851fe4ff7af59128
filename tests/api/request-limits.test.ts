/**
 * Per-account request limits (lib/request-limits.ts, decision 032): connection requests,
 * resume and referral requests, job recommendations and chat messages. Past the allowed
 * number a call answers 429 with the contract's message and `Retry-After`, and writes nothing;
 * the count is per account (other members are not held up) and starts over with the window.
 *
 * The limits are lowered through `requestLimits` so the tests stay small; the production
 * numbers are checked as constants.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REQUEST_LIMITS, requestLimitKey } from "#app/backend/lib/request-limits.ts";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "#app/backend/lib/time.ts";
import { connect, member, startTestApi, tinyPdf, type ApiResponse, type Member, type TestApi } from "./harness.ts";
import { company, createPost, notifications, paged } from "./jobs-harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    // Tokens outlive the hours the clock is moved.
    accessTokenTtlSeconds: 30 * 24 * 60 * 60,
    requestLimits: {
      "connection-request": [
        { windowMs: HOUR_MS, max: 2 },
        { windowMs: DAY_MS, max: 3 },
      ],
      "resume-request": [{ windowMs: HOUR_MS, max: 2 }],
      "referral-request": [{ windowMs: HOUR_MS, max: 2 }],
      "job-recommendation": [{ windowMs: HOUR_MS, max: 2 }],
      "chat-message": [{ windowMs: MINUTE_MS, max: 3 }],
    },
  });
  // One minute past midnight UTC: hour and day windows do not roll over while a test runs,
  // and their ends are known.
  const nowMs = api.clock.now().getTime();
  api.clock.advance(DAY_MS - (nowMs % DAY_MS) + MINUTE_MS);
});
afterAll(async () => {
  await api?.close();
});

const TOO_MANY = /^Too many attempts\. Please try again in (\d+) seconds\.$/;

/** Seconds from the test clock to the end of the current window of `windowMs`. */
function secondsLeft(windowMs: number): number {
  const nowMs = api.clock.now().getTime();
  return Math.ceil((windowMs - (nowMs % windowMs)) / 1000);
}

function expectLimited(response: ApiResponse, windowMs: number): void {
  expect(response.status, JSON.stringify(response.body)).toBe(429);
  expect(response.body).toEqual({ result: false, message: expect.stringMatching(TOO_MANY) });
  const retryAfter = response.headers.get("retry-after");
  expect(retryAfter).toBe(String(secondsLeft(windowMs)));
  expect(TOO_MANY.exec(response.body.message)![1]).toBe(retryAfter);
}

function expectCreated(response: ApiResponse): void {
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

async function members(count: number): Promise<Member[]> {
  const list: Member[] = [];
  for (let i = 0; i < count; i += 1) list.push(await member(api));
  return list;
}

describe("the limits", () => {
  test("production numbers: per account, far above what a person sends by hand", () => {
    expect(REQUEST_LIMITS).toEqual({
      "connection-request": [
        { windowMs: HOUR_MS, max: 30 },
        { windowMs: DAY_MS, max: 100 },
      ],
      "resume-request": [{ windowMs: HOUR_MS, max: 30 }],
      "referral-request": [{ windowMs: HOUR_MS, max: 30 }],
      "job-recommendation": [{ windowMs: HOUR_MS, max: 30 }],
      "chat-message": [{ windowMs: MINUTE_MS, max: 60 }],
      upload: [
        { windowMs: MINUTE_MS, max: 10 },
        { windowMs: DAY_MS, max: 100 },
      ],
    });
    // Each window has a key of its own: one key is always counted over one window length.
    expect(requestLimitKey("connection-request", 7, HOUR_MS)).toBe("connection-request:user:7:3600s");
    expect(requestLimitKey("connection-request", 7, DAY_MS)).toBe("connection-request:user:7:86400s");
  });
});

describe("connection requests (2 an hour and 3 a day here)", () => {
  test("the third in an hour is refused and not recorded; the fourth in a day too", async () => {
    const [sender, a, b, c, d] = await members(5);
    expectCreated(await api.post("/api/connection/create/", { user_id: a.id }, { token: sender.token }));
    expectCreated(await api.post("/api/connection/create/", { user_id: b.id }, { token: sender.token }));

    const refused = await api.post(
      "/api/connection/create/",
      { user_id: c.id, note: "Hello" },
      { token: sender.token },
    );
    expectLimited(refused, HOUR_MS);
    // Nothing written: not in the sender's or the receiver's lists, no notification.
    const sent = await paged(api, "/api/connection/list/?type=requested&action=sent", sender);
    expect(sent.data.map((p: { id: number }) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect((await paged(api, "/api/connection/list/?type=requested&action=received", c)).total).toBe(0);
    expect(await notifications(api, c)).toEqual([]);

    // Another member is not held up by this one's count.
    expectCreated(await api.post("/api/connection/create/", { user_id: c.id }, { token: d.token }));

    // The next hour allows one more (3 today), then the day's limit refuses.
    api.clock.advance(HOUR_MS);
    const [e, f] = await members(2);
    expectCreated(await api.post("/api/connection/create/", { user_id: e.id }, { token: sender.token }));
    expectLimited(await api.post("/api/connection/create/", { user_id: f.id }, { token: sender.token }), DAY_MS);
    expect((await paged(api, "/api/connection/list/?type=requested&action=received", f)).total).toBe(0);
    expect((await paged(api, "/api/connection/list/?type=requested&action=sent", sender)).total).toBe(3);
  });

  test("every call counts, before the body is read: a refused call answers 429 even when invalid", async () => {
    const [sender, a] = await members(2);
    expect((await api.post("/api/connection/create/", {}, { token: sender.token })).status).toBe(400);
    expect(
      (await api.post("/api/connection/create/", { user_id: sender.id }, { token: sender.token })).status,
    ).not.toBe(201);
    expectLimited(await api.post("/api/connection/create/", { user_id: a.id }, { token: sender.token }), HOUR_MS);
    expectLimited(await api.post("/api/connection/create/", {}, { token: sender.token }), HOUR_MS);
    expect((await paged(api, "/api/connection/list/?type=requested&action=received", a)).total).toBe(0);
  });
});

describe("resume requests (2 an hour here)", () => {
  test("the third is refused and not recorded; a company is limited the same way", async () => {
    const [asker, a, b, c] = await members(4);
    for (const owner of [a, b, c]) {
      const uploaded = await api.upload(
        "/api/individual/resume/upload/",
        { bytes: tinyPdf(), name: "CV.pdf", type: "application/pdf" },
        { token: owner.token },
      );
      expect(uploaded.status).toBe(200);
    }
    expectCreated(await api.post("/api/job-post/resume_request/", { user_id: a.id }, { token: asker.token }));
    expectCreated(await api.post("/api/job-post/resume_request/", { user_id: b.id }, { token: asker.token }));
    expectLimited(await api.post("/api/job-post/resume_request/", { user_id: c.id }, { token: asker.token }), HOUR_MS);
    expect((await paged(api, "/api/job-post/resume_request/?type=sent", asker)).total).toBe(2);
    expect((await paged(api, "/api/job-post/resume_request/?type=received", c)).total).toBe(0);
    expect(await notifications(api, c)).toEqual([]);

    const acme = await company(api);
    expectCreated(await api.post("/api/job-post/resume_request/", { user_id: a.id }, { token: acme.token }));
    expectCreated(await api.post("/api/job-post/resume_request/", { user_id: b.id }, { token: acme.token }));
    expectLimited(await api.post("/api/job-post/resume_request/", { user_id: c.id }, { token: acme.token }), HOUR_MS);
    expect((await paged(api, "/api/job-post/resume_request/?type=received", c)).total).toBe(0);

    // The window passes: allowed again.
    api.clock.advance(HOUR_MS);
    expectCreated(await api.post("/api/job-post/resume_request/", { user_id: c.id }, { token: asker.token }));
  });
});

describe("referral requests (2 an hour here)", () => {
  test("the third is refused and not recorded", async () => {
    const [poster, applicant, other] = await members(3);
    const posts = [];
    for (const title of ["Role one", "Role two", "Role three"]) posts.push(await createPost(api, poster, { title }));
    expectCreated(
      await api.post("/api/job-post/referral/create/", { job_post_id: posts[0].id }, { token: applicant.token }),
    );
    expectCreated(
      await api.post("/api/job-post/referral/create/", { job_post_id: posts[1].id }, { token: applicant.token }),
    );
    const refused = await api.post(
      "/api/job-post/referral/create/",
      { job_post_id: posts[2].id, message: "Please" },
      { token: applicant.token },
    );
    expectLimited(refused, HOUR_MS);
    expect((await paged(api, `/api/job-post/referral/list/?job_post_id=${posts[2].id}`, poster)).total).toBe(0);
    expect((await notifications(api, poster)).filter((n) => n.type === "referral_request")).toHaveLength(2);

    // Per account: another applicant still may.
    expectCreated(
      await api.post("/api/job-post/referral/create/", { job_post_id: posts[2].id }, { token: other.token }),
    );
    expect((await paged(api, `/api/job-post/referral/list/?job_post_id=${posts[2].id}`, poster)).total).toBe(1);
  });
});

describe("job recommendations (2 an hour here)", () => {
  test("the third is refused and not recorded", async () => {
    const [fan, friend, poster] = await members(3);
    await connect(api, fan, friend);
    const posts = [];
    for (const title of ["Analyst one", "Analyst two", "Analyst three"])
      posts.push(await createPost(api, poster, { title }));
    for (const post of posts.slice(0, 2)) {
      expectCreated(
        await api.post("/api/job-post/recommend/", { job_post_id: post.id, user_id: friend.id }, { token: fan.token }),
      );
    }
    expectLimited(
      await api.post(
        "/api/job-post/recommend/",
        { job_post_id: posts[2].id, user_id: friend.id },
        { token: fan.token },
      ),
      HOUR_MS,
    );
    const list = await paged(api, "/api/job-post/recommendations/list/", friend);
    expect(list.data.map((r: { job_post: { id: number } }) => r.job_post.id).sort()).toEqual(
      [posts[0].id, posts[1].id].sort(),
    );
    expect((await notifications(api, friend)).filter((n) => n.type === "recommendation")).toHaveLength(2);
  });
});

describe("chat messages (3 a minute here)", () => {
  test("the fourth in a minute is refused and not stored; the next minute allows again", async () => {
    const [asha, rahul] = await members(2);
    await connect(api, asha, rahul);
    const first = await api.post(
      "/api/chat/message/send/",
      { participant_id: rahul.id, text: "one" },
      { token: asha.token },
    );
    expectCreated(first);
    const conversationId = first.body.data.conversation.id;
    for (const text of ["two", "three"]) {
      expectCreated(
        await api.post("/api/chat/message/send/", { conversation_id: conversationId, text }, { token: asha.token }),
      );
    }
    expectLimited(
      await api.post(
        "/api/chat/message/send/",
        { conversation_id: conversationId, text: "four" },
        { token: asha.token },
      ),
      MINUTE_MS,
    );

    expect((await api.get("/api/chat/notification/", { token: rahul.token })).body.data.unread_count).toBe(3);
    const read = await api.get(`/api/chat/conversation/read/?conversation_id=${conversationId}`, {
      token: rahul.token,
    });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body.data)).toContain('"three"');
    expect(JSON.stringify(read.body.data)).not.toContain('"four"');

    // Rahul's own count is separate.
    expectCreated(
      await api.post(
        "/api/chat/message/send/",
        { conversation_id: conversationId, text: "reply" },
        { token: rahul.token },
      ),
    );

    api.clock.advance(MINUTE_MS);
    expectCreated(
      await api.post(
        "/api/chat/message/send/",
        { conversation_id: conversationId, text: "four" },
        { token: asha.token },
      ),
    );
  });
});
