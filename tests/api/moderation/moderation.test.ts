/**
 * Reports and the moderation desk (issue 36, decision 175): filing and following reports, the
 * scam freeze, the moderators' queue and decisions, suspensions ending sessions, and reviews.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { member, startTestApi, TEST_PASSWORD, type Member, type TestApi } from "#tests/api/harness.ts";
import { createPost } from "#tests/api/jobs-harness.ts";

const run = promisify(execFile);
const DAY = 24 * 60 * 60 * 1000;

let api: TestApi;
let moderator: Member;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 60 * 24 * 60 * 60 });
  moderator = await member(api, { first_name: "Mira", last_name: "Desk" });
  // The role comes from the operator's command, as in production.
  const granted = await run(process.execPath, ["scripts/moderator.mjs", "add", moderator.email], {
    env: { ...process.env, DATABASE_URL: api.databaseUrl },
  });
  expect(granted.stdout).toContain("is a moderator now");
});
afterAll(async () => {
  await api?.close();
});

/** Reads an event stream until it ends; `ended()` says whether it has. */
async function openStream(url: string, token: string): Promise<{ ended(): boolean }> {
  const response = await fetch(`${url}/api/live/events/`, {
    headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
  });
  expect(response.status).toBe(200);
  let ended = false;
  let text = "";
  const reader = response.body!.getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
    } catch {
      // cut
    }
    ended = true;
  })();
  await vi.waitFor(() => expect(text).toContain(": connected"));
  return { ended: () => ended };
}

const report = (who: Member, body: Record<string, unknown>) =>
  api.post("/api/moderation/report/", body, { token: who.token });

describe("filing a report", () => {
  test("a member reports a job post; one open report per reporter; the reporter sees its state", async () => {
    const poster = await member(api);
    const reporter = await member(api);
    const post = await createPost(api, poster, { title: "Data Entry From Home" });
    const filed = await report(reporter, {
      target_kind: "job_post",
      target_id: post.id,
      reason: "misleading",
      note: "  Salary is not real  ",
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body.data).toMatchObject({
      target_kind: "job_post",
      target_id: post.id,
      reason: "misleading",
      note: "Salary is not real",
      state: "open",
      outcome: null,
    });
    expect(filed.body.data.title).toContain("Data Entry From Home");
    const again = await report(reporter, { target_kind: "job_post", target_id: post.id, reason: "spam" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You have already reported this. A moderator will look at it.");
    const mine = await api.get("/api/moderation/report/list/", { token: reporter.token });
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0].id).toBe(filed.body.data.id);
  });

  test("bad input is a 400 next to its field; what is not there or one's own is refused", async () => {
    const reporter = await member(api);
    const bad = await report(reporter, { target_kind: "planet", target_id: "x", reason: "" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["reason", "target_id", "target_kind"]);
    expect((await report(reporter, { target_kind: "member", target_id: 2_000_000_000, reason: "spam" })).status).toBe(
      404,
    );
    const self = await report(reporter, { target_kind: "member", target_id: reporter.id, reason: "spam" });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("You cannot report yourself or your own content.");
    const long = await report(reporter, {
      target_kind: "member",
      target_id: moderator.id,
      reason: "other",
      note: "x".repeat(501),
    });
    expect(long.body.errors).toEqual({ note: ["Keep the note to 500 characters."] });
  });
});

describe("the scam freeze", () => {
  test("three scam reports from accounts older than a week hide the post from everyone but its poster and moderators", async () => {
    const poster = await member(api);
    const young = await member(api);
    const veterans = [await member(api), await member(api), await member(api)];
    api.clock.advance(8 * DAY);
    const fresh = await member(api);
    const post = await createPost(api, poster, { title: "Pay To Apply Courier" });
    const onSearch = async () =>
      (await api.get("/api/search/list/?search=Courier", { token: fresh.token })).body.data
        .filter((item: { type: string }) => item.type === "job")
        .map((item: { id: number }) => item.id);
    const inSitemap = async () =>
      (await api.get("/api/seo/sitemap/jobs/?page=1")).body.data.items.some(
        (item: { id: number }) => item.id === post.id,
      );
    expect(await inSitemap()).toBe(true);
    expect(await onSearch()).toContain(post.id);

    // A week-old account's report counts; a new account's does not.
    expect((await report(young, { target_kind: "job_post", target_id: post.id, reason: "scam" })).status).toBe(201);
    await report(fresh, { target_kind: "job_post", target_id: post.id, reason: "scam" });
    await report(veterans[0], { target_kind: "job_post", target_id: post.id, reason: "scam" });
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: fresh.token })).status).toBe(200);
    await report(veterans[1], { target_kind: "job_post", target_id: post.id, reason: "scam" });
    // young was made before the clock moved: 8 days old, so this is the third that counts.
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: fresh.token })).status).toBe(404);
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`)).status).toBe(404);
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: poster.token })).status).toBe(200);
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: moderator.token })).status).toBe(200);
    expect(await inSitemap()).toBe(false);
    expect(await onSearch()).not.toContain(post.id);
    expect((await api.get("/api/seo/jobs/")).body.data.map((j: { id: number }) => j.id)).not.toContain(post.id);
    expect((await report(veterans[2], { target_kind: "job_post", target_id: post.id, reason: "scam" })).status).toBe(
      404,
    );

    const queue = await api.get("/api/moderation/case/list/", { token: moderator.token });
    const item = queue.body.data.find(
      (c: { target_id: number; target_kind: string }) => c.target_kind === "job_post" && c.target_id === post.id,
    );
    expect(item).toMatchObject({ frozen: true, report_count: 4, reasons: ["scam"], owner: { id: poster.id } });

    // Dismissed: the post is back for everyone.
    const decided = await api.post(
      "/api/moderation/case/decide/",
      { case_id: item.id, action: "dismiss", reason: "A real courier firm." },
      { token: moderator.token },
    );
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data.actions.map((a: { action: string }) => a.action)).toEqual(["freeze", "dismiss"]);
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: fresh.token })).status).toBe(200);
    expect(await inSitemap()).toBe(true);
    expect(await onSearch()).toContain(post.id);
    const told = (await api.get("/api/notification/list/", { token: veterans[0].token })).body.data[0];
    expect(told).toMatchObject({ type: "moderation", link: "/settings/reports" });
    expect(told.message).toContain("found no breach");
    const state = (await api.get("/api/moderation/report/list/", { token: veterans[0].token })).body.data[0];
    expect(state).toMatchObject({ state: "closed", outcome: "dismiss" });
  });
});

describe("the desk", () => {
  test("only moderators see the queue and decide; a decision needs a reason, and days for a suspension", async () => {
    const someone = await member(api);
    for (const [method, path, body] of [
      ["GET", "/api/moderation/case/list/", undefined],
      ["GET", "/api/moderation/case/read/?id=1", undefined],
      ["POST", "/api/moderation/case/decide/", { case_id: 1, action: "dismiss", reason: "x" }],
    ] as const) {
      expect((await api.request(method, path, { body })).status, path).toBe(401);
      const refused = await api.request(method, path, { body, token: someone.token });
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe("Only moderators can do this.");
    }
    for (const [method, path] of [
      ["POST", "/api/moderation/report/"],
      ["GET", "/api/moderation/report/list/"],
      ["GET", "/api/moderation/case/mine/"],
      ["POST", "/api/moderation/case/review/"],
    ] as const) {
      expect((await api.request(method, path, { body: method === "POST" ? {} : undefined })).status, path).toBe(401);
    }
    const target = await member(api);
    const filed = await report(someone, { target_kind: "member", target_id: target.id, reason: "fake_profile" });
    const caseId = (await api.get("/api/moderation/case/list/", { token: moderator.token })).body.data.find(
      (c: { target_id: number }) => c.target_id === target.id,
    ).id;
    const noReason = await api.post(
      "/api/moderation/case/decide/",
      { case_id: caseId, action: "warn", reason: " " },
      { token: moderator.token },
    );
    expect(noReason.body.errors).toEqual({ reason: ["This is Required."] });
    const noDays = await api.post(
      "/api/moderation/case/decide/",
      { case_id: caseId, action: "suspend", reason: "Fake" },
      { token: moderator.token },
    );
    expect(noDays.body.errors).toEqual({ days: ["Enter a number of days from 1 to 365."] });
    const remove = await api.post(
      "/api/moderation/case/decide/",
      { case_id: caseId, action: "remove", reason: "Fake" },
      { token: moderator.token },
    );
    expect(remove.status).toBe(400);
    const read = await api.get(`/api/moderation/case/read/?id=${caseId}`, { token: moderator.token });
    expect(read.body.data).toMatchObject({
      snapshot: { title: expect.any(String), link: expect.stringContaining(`/${target.id}`) },
      history: { account_age_days: expect.any(Number), earlier_cases: [] },
    });
    expect(read.body.data.reports).toEqual([
      expect.objectContaining({
        id: filed.body.data.id,
        reason: "fake_profile",
        reporter: { id: someone.id, name: expect.any(String) },
      }),
    ]);
    expect((await api.get("/api/moderation/case/read/?id=2000000000", { token: moderator.token })).status).toBe(404);
  });

  test("a suspension refuses login with until when and why, and ends every session at once", async () => {
    const reporter = await member(api);
    const target = await member(api);
    await report(reporter, { target_kind: "member", target_id: target.id, reason: "harassment" });
    const caseId = (await api.get("/api/moderation/case/list/", { token: moderator.token })).body.data.find(
      (c: { target_id: number }) => c.target_id === target.id,
    ).id;
    const other = await api.post("/api/user/login/", { email: target.email, password: TEST_PASSWORD });
    expect(other.status).toBe(200);
    const suspended = await api.post(
      "/api/moderation/case/decide/",
      { case_id: caseId, action: "suspend", days: 3, reason: "Abusive messages." },
      { token: moderator.token },
    );
    expect(suspended.status).toBe(200);
    expect((await api.get("/api/notification/check/", { token: target.token })).status).toBe(401);
    expect((await api.get("/api/notification/check/", { token: other.body.data.access_token })).status).toBe(401);
    expect((await api.post("/api/user/token/refresh/", { refresh_token: other.body.data.refresh_token })).status).toBe(
      401,
    );
    const login = await api.post("/api/user/login/", { email: target.email, password: TEST_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toMatch(
      /^This account is suspended until \d+ \w+ \d{4} at \d\d:\d\d UTC\. Reason: Abusive messages\.$/,
    );
    const again = await api.post(
      "/api/moderation/case/decide/",
      { case_id: caseId, action: "ban", reason: "Twice" },
      { token: moderator.token },
    );
    expect(again.status).toBe(409);
    api.clock.advance(3 * DAY + 1000);
    expect((await api.post("/api/user/login/", { email: target.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  test("a ban ends the member's live streams at once, and their sessions on every instance", async () => {
    const reporter = await member(api);
    const target = await member(api);
    // On PostgreSQL a second instance shares the database (several instances behind a balancer).
    const second =
      api.dialect === "postgres"
        ? await startTestApi({ databaseUrl: api.databaseUrl, accessTokenTtlSeconds: 60 * 24 * 60 * 60 })
        : null;
    try {
      const instances = second ? [api, second] : [api];
      const streams = await Promise.all(instances.map((instance) => openStream(instance.url, target.token)));
      // Each instance has the session in its cache now.
      for (const instance of instances)
        expect((await instance.get("/api/notification/check/", { token: target.token })).status).toBe(200);
      await report(reporter, { target_kind: "member", target_id: target.id, reason: "spam" });
      const caseId = (await api.get("/api/moderation/case/list/", { token: moderator.token })).body.data.find(
        (c: { target_id: number }) => c.target_id === target.id,
      ).id;
      expect(
        (
          await api.post(
            "/api/moderation/case/decide/",
            { case_id: caseId, action: "ban", reason: "Spam bot." },
            { token: moderator.token },
          )
        ).status,
      ).toBe(200);
      // Well before the next heartbeat (20 s) or the session cache's expiry (5 s).
      for (const stream of streams) await vi.waitFor(() => expect(stream.ended()).toBe(true), { timeout: 2_000 });
      for (const instance of instances)
        await vi.waitFor(
          async () =>
            expect((await instance.get("/api/notification/check/", { token: target.token })).status).toBe(401),
          { timeout: 2_000 },
        );
      const login = await api.post("/api/user/login/", { email: target.email, password: TEST_PASSWORD });
      expect(login.body.message).toBe("This account has been banned. Reason: Spam bot.");
    } finally {
      await second?.close();
    }
  });

  test("removed content: hidden, the owner asks for one review, and it goes back to the queue", async () => {
    const poster = await member(api);
    const reporter = await member(api);
    const post = await createPost(api, poster, { title: "Crypto Recovery Agent" });
    await report(reporter, { target_kind: "job_post", target_id: post.id, reason: "scam" });
    const caseId = (await api.get("/api/moderation/case/list/", { token: moderator.token })).body.data.find(
      (c: { target_id: number; target_kind: string }) => c.target_kind === "job_post" && c.target_id === post.id,
    ).id;
    await api.post(
      "/api/moderation/case/decide/",
      { case_id: caseId, action: "remove", reason: "Advance-fee scam." },
      { token: moderator.token },
    );
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: reporter.token })).status).toBe(404);
    expect(
      (await api.post("/api/moderation/case/review/", { case_id: caseId }, { token: reporter.token })).status,
    ).toBe(404);
    const mine = (await api.get("/api/moderation/case/mine/", { token: poster.token })).body.data;
    expect(mine[0]).toMatchObject({
      id: caseId,
      outcome: "remove",
      reason: "Advance-fee scam.",
      can_request_review: true,
    });
    const review = await api.post("/api/moderation/case/review/", { case_id: caseId }, { token: poster.token });
    expect(review.status).toBe(200);
    expect(review.body.data).toMatchObject({ review_requested: true, can_request_review: false });
    expect((await api.post("/api/moderation/case/review/", { case_id: caseId }, { token: poster.token })).status).toBe(
      400,
    );
    const queued = (await api.get("/api/moderation/case/list/", { token: moderator.token })).body.data.find(
      (c: { id: number }) => c.id === caseId,
    );
    expect(queued).toMatchObject({ review_requested: true, status: "open" });
    await api.post(
      "/api/moderation/case/decide/",
      { case_id: caseId, action: "dismiss", reason: "Checked: a real firm." },
      { token: moderator.token },
    );
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: reporter.token })).status).toBe(200);
  });
});
