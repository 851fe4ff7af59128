/**
 * Jobs that close honestly (issue 32, decision 166): the end date (default, bounds, extend),
 * closing as filled or not hiring, reposting a closed post as new, the closing worker (the
 * 3-day notice, the expiry, the 30-day inactivity close; once each, even with two instances),
 * and a company's response rate. Who may do what: 404 for another's post, 401 for visitors.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, notifications, paged, postBody, titles, type Company } from "#tests/api/jobs-harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 400 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const IST = 5.5 * HOUR;

/** The day (YYYY-MM-DD) in India `days` from the test's now. */
function dayFromNow(days: number): string {
  return new Date(api.clock.now().getTime() + days * DAY + IST).toISOString().slice(0, 10);
}

/** The last millisecond of `day` in India. */
function endOfDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY - IST - 1).toISOString();
}

async function apply(who: Member, post: { id: number }): Promise<number> {
  const response = await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.referral_id;
}

/** The applicant's own application on the post (status and history). */
async function myApplication(who: Member, postId: number) {
  return (await api.get(`/api/job-post/read/?job_post_id=${postId}`, { token: who.token })).body.data;
}

async function closedNotices(who: Member, kind = "application_position_closed") {
  return (await notifications(api, who)).filter((n: { type: string }) => n.type === kind);
}

/** Runs the workers of `instances` at once (each backend's settled() runs a pass of its closing worker). */
async function runWorkers(...instances: TestApi[]) {
  await Promise.all(instances.map((instance) => instance.backend.settled()));
}

describe("the end date", () => {
  let acme: Company;
  beforeAll(async () => {
    acme = await company(api, { company_name: "Acme Ends" });
  });

  test("30 days after posting by default; a date ends at the end of that day in India; within 90 days, not in the past", async () => {
    const plain = await createPost(api, acme);
    expect(plain.valid_through).toBe(new Date(api.clock.now().getTime() + 30 * DAY).toISOString());

    const day = dayFromNow(60);
    const dated = await createPost(api, acme, { valid_through: day });
    expect(dated.valid_through).toBe(endOfDay(day));
    expect((await createPost(api, acme, { valid_through: dayFromNow(90) })).status).toBe("open");

    const refused = async (value: unknown) => {
      const response = await api.post(
        "/api/job-post/create/",
        { ...(await postBody(api)), valid_through: value },
        { token: acme.token },
      );
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      return response.body.errors.valid_through;
    };
    expect(await refused(dayFromNow(92))).toEqual(["The end date must be within 90 days."]);
    expect(await refused(dayFromNow(-2))).toEqual(["The end date cannot be in the past."]);
    expect(await refused("next week")).toEqual(["Enter the end date as a date (YYYY-MM-DD)."]);
    expect(await refused("2027-02-30")).toEqual(["Enter the end date as a date (YYYY-MM-DD)."]);

    // An edit may change it within the bounds, and may keep it as it is.
    const { company: _company, ...edit } = await postBody(api);
    const moved = await api.put(
      `/api/job-post/update/?job_post_id=${dated.id}`,
      { ...edit, valid_through: dayFromNow(10) },
      { token: acme.token },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data.valid_through).toBe(endOfDay(dayFromNow(10)));
    const tooFar = await api.put(
      `/api/job-post/update/?job_post_id=${dated.id}`,
      { ...edit, valid_through: dayFromNow(100) },
      { token: acme.token },
    );
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.errors.valid_through).toEqual(["The end date must be within 90 days."]);
    const kept = await api.put(`/api/job-post/update/?job_post_id=${dated.id}`, edit, { token: acme.token });
    expect(kept.body.data.valid_through).toBe(moved.body.data.valid_through);
  });

  test("Extend: 30 days more, never beyond 90 days from now; only the poster's open post", async () => {
    const post = await createPost(api, acme);
    const extended = await api.post("/api/job-post/extend/", { job_post_id: post.id }, { token: acme.token });
    expect(extended.status).toBe(200);
    expect(extended.body.message).toBe("End date extended.");
    expect(extended.body.data.valid_through).toBe(new Date(api.clock.now().getTime() + 60 * DAY).toISOString());
    // 90 days is the limit: the third extension reaches it (end of that day), the fourth is refused.
    const again = await api.post("/api/job-post/extend/", { job_post_id: post.id }, { token: acme.token });
    expect(again.body.data.valid_through.slice(0, 10) <= dayFromNow(90)).toBe(true);
    expect(Date.parse(again.body.data.valid_through)).toBeGreaterThan(api.clock.now().getTime() + 89 * DAY);
    const atLimit = await api.post("/api/job-post/extend/", { job_post_id: post.id }, { token: acme.token });
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.message).toBe("The end date is already 90 days away: it cannot be extended further.");

    const other = await member(api);
    expect((await api.post("/api/job-post/extend/", { job_post_id: post.id }, { token: other.token })).status).toBe(
      404,
    );
    expect((await api.post("/api/job-post/extend/", { job_post_id: post.id })).status).toBe(401);
    expect((await api.post("/api/job-post/extend/", { job_post_id: "x" }, { token: acme.token })).status).toBe(400);

    await api.put(`/api/job-post/update/?job_post_id=${post.id}`, { status: "closed" }, { token: acme.token });
    const closed = await api.post("/api/job-post/extend/", { job_post_id: post.id }, { token: acme.token });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe("This job post is closed.");
  });
});

describe("closing by the poster", () => {
  test("close as filled: every applicant in progress is told once and their application ends; a withdrawn one is left alone", async () => {
    const acme = await company(api, { company_name: "Acme Filled" });
    const [rahul, meera, dev] = [await member(api), await member(api), await member(api)];
    const post = await createPost(api, acme, { title: "Filled Role" });
    await apply(rahul, post);
    await apply(meera, post);
    const devId = await apply(dev, post);
    expect(
      (await api.post("/api/job-post/referral/withdraw/", { referral_id: devId }, { token: dev.token })).status,
    ).toBe(200);

    const closed = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      { status: "closed", close_reason: "filled" },
      { token: acme.token },
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.message).toBe("Job post closed as filled.");
    expect(closed.body.data).toMatchObject({
      status: "closed",
      close_reason: "filled",
      closed_at: api.clock.now().toISOString(),
    });

    for (const who of [rahul, meera]) {
      const mine = await myApplication(who, post.id);
      expect(mine.my_application_status).toBe("position_closed");
      const notes = await closedNotices(who);
      expect(notes).toHaveLength(1);
      expect(notes[0].message).toBe('Acme Filled closed "Filled Role": your application has ended.');
      const mails = (await api.mail.allTo(who.email)).filter((m) => m.subject.includes("Filled Role"));
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain("the position has been filled");
    }
    expect((await myApplication(dev, post.id)).my_application_status).toBe("withdrawn");
    expect(await closedNotices(dev)).toHaveLength(0);
    // The applicant's history says who ended it.
    const applied = await paged(api, "/api/job-post/list/?type=applied", rahul);
    const item = applied.data.find((p: { id: number }) => p.id === post.id);
    expect(item.application.history.map((h: { status: string; by: string }) => `${h.status}:${h.by}`)).toEqual([
      "requested:applicant",
      "position_closed:poster",
    ]);

    // Closing again, or reopening and the worker's passes, tell nobody twice.
    await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      { status: "closed", close_reason: "no_longer_hiring" },
      { token: acme.token },
    );
    await runWorkers(api);
    expect(await closedNotices(rahul)).toHaveLength(1);
    // Still readable by its link, out of the lists.
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`)).body.data.status).toBe("closed");
    expect(await titles(api, `/api/job-post/list/?user_id=${acme.id}`)).not.toContain("Filled Role");
  });

  test("close as no longer hiring is the default; the reason is checked; others get 404", async () => {
    const acme = await company(api, { company_name: "Acme Not Hiring" });
    const post = await createPost(api, acme);
    const bad = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      { status: "closed", close_reason: "expired" },
      { token: acme.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.close_reason).toEqual(["Choose filled or no_longer_hiring."]);
    const other = await company(api);
    expect(
      (await api.put(`/api/job-post/update/?job_post_id=${post.id}`, { status: "closed" }, { token: other.token }))
        .status,
    ).toBe(404);
    const closed = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      { status: "closed" },
      { token: acme.token },
    );
    expect(closed.body.data.close_reason).toBe("no_longer_hiring");
    const reopened = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      { status: "open" },
      { token: acme.token },
    );
    expect(reopened.body.data).toMatchObject({ status: "open", close_reason: null, closed_at: null });
  });

  test("repost as new: a closed post's copy, open, with a new end date; the closed one stays", async () => {
    const acme = await company(api, { company_name: "Acme Again" });
    const post = await createPost(api, acme, { title: "Second Round", valid_through: dayFromNow(5) });
    const open = await api.post("/api/job-post/repost-as-new/", { job_post_id: post.id }, { token: acme.token });
    expect(open.status).toBe(400);
    expect(open.body.message).toBe("Only a closed job post can be posted again.");
    await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      { status: "closed", close_reason: "filled" },
      { token: acme.token },
    );

    const other = await company(api);
    expect(
      (await api.post("/api/job-post/repost-as-new/", { job_post_id: post.id }, { token: other.token })).status,
    ).toBe(404);
    expect((await api.post("/api/job-post/repost-as-new/", { job_post_id: post.id })).status).toBe(401);

    const again = await api.post("/api/job-post/repost-as-new/", { job_post_id: post.id }, { token: acme.token });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.message).toBe("Job posted again as a new post.");
    const copy = again.body.data;
    expect(copy.id).not.toBe(post.id);
    const same = (p: Record<string, unknown>) => {
      const {
        id: _i,
        job_post_id: _j,
        status: _s,
        valid_through: _v,
        close_reason: _c,
        closed_at: _a,
        created_at: _ca,
        updated_at: _u,
        response_count: _r,
        posted_time_ago: _t,
        ...rest
      } = p;
      return rest;
    };
    expect(same(copy)).toEqual(same(post));
    expect(copy).toMatchObject({
      status: "open",
      close_reason: null,
      valid_through: new Date(api.clock.now().getTime() + 30 * DAY).toISOString(),
    });
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`)).body.data).toMatchObject({
      status: "closed",
      close_reason: "filled",
    });
  });
});

describe("the closing worker", () => {
  test("mails the poster 3 days before the end (once), then closes the post as expired and tells each applicant once", async () => {
    const acme = await company(api, { company_name: "Acme Expiring" });
    const rahul = await member(api);
    const post = await createPost(api, acme, { title: "Expiring Role" });
    await apply(rahul, post);
    const endingMails = async () =>
      (await api.mail.allTo(acme.email)).filter((m) => m.subject.startsWith("Your job post “Expiring Role” ends on"));

    api.clock.advance(26 * DAY);
    await runWorkers(api);
    expect(await endingMails()).toHaveLength(0);
    api.clock.advance(1.5 * DAY);
    await runWorkers(api);
    await runWorkers(api);
    const notice = await endingMails();
    expect(notice).toHaveLength(1);
    expect(notice[0].text).toContain(`/my-company-post/${post.id}`);
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`)).body.data.status).toBe("open");

    api.clock.advance(3 * DAY);
    await runWorkers(api);
    const read = (await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: acme.token })).body.data;
    expect(read).toMatchObject({ status: "closed", close_reason: "expired" });
    expect((await myApplication(rahul, post.id)).my_application_status).toBe("position_closed");
    expect(await closedNotices(rahul)).toHaveLength(1);
    const mails = (await api.mail.allTo(rahul.email)).filter((m) => m.subject.includes("Expiring Role"));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("it reached its end date");
    await runWorkers(api);
    expect(await closedNotices(rahul)).toHaveLength(1);
    // An expiry is not the company's answer: the response rate does not count it as answered.
    const profile = (await api.get(`/api/corporate/get/?user_id=${acme.id}`)).body.data;
    expect(profile.response_rate).toEqual({ percent: 0, answered: 0, counted: 1 });
  });

  // SQLite serves one instance (decision 122); there the worker and a poster's closing race instead (below).
  test.runIf(process.env.TEST_DB === "postgres")(
    "two instances' workers close a post and tell each of its applicants once",
    async () => {
      const second = await startTestApi({ databaseUrl: api.databaseUrl, accessTokenTtlSeconds: 400 * 24 * 60 * 60 });
      try {
        const acme = await company(api, { company_name: "Acme Twice" });
        const applicants = await Promise.all(Array.from({ length: 6 }, () => member(api)));
        const post = await createPost(api, acme, { title: "Raced Role", valid_through: dayFromNow(1) });
        for (const who of applicants) await apply(who, post);
        api.clock.advance(2 * DAY);
        second.clock.advance(api.clock.now().getTime() - second.clock.now().getTime());
        await runWorkers(api, second, api, second);
        for (const who of applicants) {
          expect((await myApplication(who, post.id)).my_application_status).toBe("position_closed");
          expect(await closedNotices(who)).toHaveLength(1);
          // Each instance's mail worker writes to its own outbox: either may have sent it.
          const mails = [...(await api.mail.allTo(who.email)), ...(await second.mail.allTo(who.email))];
          expect(mails.filter((m) => m.subject.includes("Raced Role"))).toHaveLength(1);
          const applied = await paged(api, "/api/job-post/list/?type=applied", who);
          const history = applied.data.find((p: { id: number }) => p.id === post.id).application.history;
          expect(history.filter((h: { status: string }) => h.status === "position_closed")).toHaveLength(1);
        }
      } finally {
        await second.close();
      }
    },
  );

  test("the worker's expiry and the poster's closing at the same moment tell each applicant once", async () => {
    const acme = await company(api, { company_name: "Acme Race" });
    const applicants = await Promise.all(Array.from({ length: 4 }, () => member(api)));
    const post = await createPost(api, acme, { title: "Race Role", valid_through: dayFromNow(1) });
    for (const who of applicants) await apply(who, post);
    api.clock.advance(2 * DAY);
    const [, closed] = await Promise.all([
      runWorkers(api),
      api.put(
        `/api/job-post/update/?job_post_id=${post.id}`,
        { status: "closed", close_reason: "filled" },
        { token: acme.token },
      ),
      runWorkers(api),
    ]);
    expect(closed.status).toBe(200);
    for (const who of applicants) {
      expect((await myApplication(who, post.id)).my_application_status).toBe("position_closed");
      expect(await closedNotices(who)).toHaveLength(1);
      expect((await api.mail.allTo(who.email)).filter((m) => m.subject.includes("Race Role"))).toHaveLength(1);
    }
  });

  test("an application nobody acted on for 30 days ends, with JobLink's notice; an answered one stays", async () => {
    const acme = await company(api, { company_name: "Acme Silent" });
    const [rahul, meera] = [await member(api), await member(api)];
    const post = await createPost(api, acme, { title: "Silent Role", valid_through: dayFromNow(89) });
    await apply(rahul, post);
    const meeraId = await apply(meera, post);
    api.clock.advance(20 * DAY);
    expect(
      (
        await api.post(
          "/api/job-post/referral/status/",
          { referral_id: meeraId, status: "referred" },
          { token: acme.token },
        )
      ).status,
    ).toBe(200);
    api.clock.advance(10 * DAY + HOUR);
    await runWorkers(api);
    expect((await myApplication(rahul, post.id)).my_application_status).toBe("position_closed");
    const notes = await closedNotices(rahul, "application_inactive");
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      message: 'Your application for "Silent Role" had no answer in 30 days, so it has ended.',
      actor: null,
    });
    expect((await api.mail.allTo(rahul.email)).filter((m) => m.subject.includes("Silent Role"))[0].text).toContain(
      "had no answer in 30 days",
    );
    expect((await myApplication(meera, post.id)).my_application_status).toBe("referred");
    await runWorkers(api);
    expect(await closedNotices(rahul, "application_inactive")).toHaveLength(1);
    // The post itself stays open.
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`)).body.data.status).toBe("open");
  });
});

describe("a company's response rate", () => {
  test("applications of the last 90 days answered within 14 days; a young unanswered one waits; kept a day", async () => {
    const acme = await company(api, { company_name: "Acme Responsive" });
    const rate = async () => (await api.get(`/api/corporate/get/?user_id=${acme.id}`)).body.data.response_rate;
    expect(await rate()).toBeNull();
    const post = await createPost(api, acme, { title: "Rated Role", valid_through: dayFromNow(89) });
    const [a, b, c, d] = [await member(api), await member(api), await member(api), await member(api)];
    const quick = await apply(a, post);
    const late = await apply(b, post);
    await apply(c, post);
    api.clock.advance(DAY);
    expect(
      (
        await api.post(
          "/api/job-post/referral/status/",
          { referral_id: quick, status: "referred" },
          { token: acme.token },
        )
      ).status,
    ).toBe(200);
    // Only the answered one counts while the others are younger than 14 days.
    expect(await rate()).toEqual({ percent: 100, answered: 1, counted: 1 });
    api.clock.advance(12 * HOUR);
    // Kept a day: the same answer.
    expect(
      (
        await api.post(
          "/api/job-post/referral/status/",
          { referral_id: late, status: "not_selected" },
          { token: acme.token },
        )
      ).status,
    ).toBe(200);
    expect(await rate()).toEqual({ percent: 100, answered: 1, counted: 1 });
    api.clock.advance(14 * DAY);
    await apply(d, { id: (await createPost(api, acme, { title: "Rated Role 2" })).id });
    // a: answered in a day, b: in a day and a half, c: never (older than 14 days); d is young.
    expect(await rate()).toEqual({ percent: 67, answered: 2, counted: 3 });
    const closed = await api.put(
      `/api/job-post/update/?job_post_id=${post.id}`,
      { status: "closed", close_reason: "no_longer_hiring" },
      { token: acme.token },
    );
    expect(closed.status).toBe(200);
    api.clock.advance(DAY + HOUR);
    // The poster's closing answered c (but 17 days on: not within 14 days).
    expect(await rate()).toEqual({ percent: 67, answered: 2, counted: 3 });
  });
});
