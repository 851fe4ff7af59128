/**
 * Job alerts (issue 13, decision 133): create, list, change and delete (individuals, their own
 * alerts, one per search, at most 20, clear 400s); the scheduled run (the new matching open posts
 * since the last run, each at most once per alert, at most 20 with a link to all, none of the
 * member's own); the stop link without login; a run mailed through a real SMTP server (text and
 * HTML, List-Unsubscribe with one-click); two instances running each alert once.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DAY_MS, MINUTE_MS } from "#app/backend/lib/time.ts";
import { member, parseEml, startTestApi, type Mail, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, ids } from "#tests/api/jobs-harness.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/api/smtp-server.ts";

const cleanups: Array<() => Promise<unknown>> = [];
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 365 * 24 * 60 * 60 });
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await api?.close();
});

const create = (a: TestApi, token: string, body: Record<string, unknown>) =>
  a.post("/api/job-post/alert/create/", body, { token });
const list = async (a: TestApi, token: string) => (await a.get("/api/job-post/alert/list/", { token })).body.data;
const alertMails = async (a: TestApi, to: string) =>
  (await a.mail.allTo(to)).filter((mail) => /for your alert/.test(mail.subject));
const postLinks = (mail: Mail) => [...mail.text.matchAll(/\/job-details\/(\d+)$/gm)].map((m) => Number(m[1]));
const stopLink = (mail: Mail) => /^(https?:\/\/\S+\/job-alerts\/stop\?token=\S+)$/m.exec(mail.text)?.[1] ?? "";

describe("managing alerts", () => {
  test("create, list, change the frequency, delete; refusals", async () => {
    const seeker = await member(api);
    const other = await member(api);
    const m = await ids(api);
    const body = {
      frequency: "weekly",
      job_type: "remote",
      locations: [m.cities.Pune, m.cities.Bengaluru],
      skills: String(m.skills.React),
      posted_within: "week",
      sort: "salary",
    };
    const created = await create(api, seeker.token, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      result: true,
      message: "Job alert created.",
      data: {
        alert_id: expect.any(Number),
        frequency: "weekly",
        // The time window and the sort are the alert's own.
        query: `locations=${m.cities.Pune}&locations=${m.cities.Bengaluru}&job_type=remote&skills=${m.skills.React}`,
        summary: "Pune, Bengaluru · Remote · React",
        last_run_at: null,
        last_sent_count: null,
      },
    });
    expect(created.body.data.filters).toMatchObject({
      job_type: ["remote"],
      posted_within: null,
      sort: "relevance",
      skills: [{ id: m.skills.React, title: "React" }],
    });
    const id = created.body.data.alert_id;
    expect(new Date(created.body.data.next_run_at).getTime() - new Date(created.body.data.created_at).getTime()).toBe(
      7 * DAY_MS,
    );

    const dup = await create(api, seeker.token, { ...body, frequency: "daily" });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("You already have a job alert for this search.");
    expect((await create(api, other.token, body)).status).toBe(201);
    expect((await list(api, seeker.token)).map((a: { id: number }) => a.id)).toEqual([id]);

    const changed = await api.put(
      `/api/job-post/alert/update/?alert_id=${id}`,
      { frequency: "daily" },
      { token: seeker.token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: "Job alert updated.", data: { frequency: "daily" } });
    expect(new Date(changed.body.data.next_run_at).getTime() - new Date(changed.body.data.created_at).getTime()).toBe(
      DAY_MS,
    );
    // Someone else's alert is not found; bad ids and frequencies are 400s on their field.
    expect(
      (await api.put(`/api/job-post/alert/update/?alert_id=${id}`, { frequency: "weekly" }, { token: other.token }))
        .status,
    ).toBe(404);
    expect(
      (await api.put(`/api/job-post/alert/update/?alert_id=${id}`, { frequency: "hourly" }, { token: seeker.token }))
        .body.errors,
    ).toEqual({
      frequency: ["Choose daily or weekly."],
    });
    expect(
      (await api.put(`/api/job-post/alert/update/?alert_id=abc`, { frequency: "daily" }, { token: seeker.token })).body
        .errors,
    ).toEqual({
      alert_id: ["Enter a valid job alert id."],
    });
    expect(
      (await api.del(`/api/job-post/alert/delete/?alert_id=${id}`, undefined, { token: other.token })).status,
    ).toBe(404);
    const deleted = await api.del(`/api/job-post/alert/delete/?alert_id=${id}`, undefined, { token: seeker.token });
    expect(deleted.body).toEqual({ result: true, message: "Job alert deleted.", data: { alert_id: id } });
    expect(await list(api, seeker.token)).toEqual([]);
    expect(
      (await api.del(`/api/job-post/alert/delete/?alert_id=${id}`, undefined, { token: seeker.token })).status,
    ).toBe(404);
  });

  test("bad input: each a 400 with its message, never a 500", async () => {
    const seeker = await member(api);
    const refused = async (body: Record<string, unknown>) => {
      const response = await create(api, seeker.token, body);
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      return response.body.errors ?? { message: response.body.message };
    };
    expect(await refused({ job_type: "remote" })).toEqual({ frequency: ["This is Required."] });
    expect(await refused({ frequency: "monthly", job_type: "remote" })).toEqual({
      frequency: ["Choose daily or weekly."],
    });
    expect(await refused({ frequency: "daily" })).toEqual({
      filters: [
        "Type keywords or choose at least one filter first: an alert mails the new jobs that match your search.",
      ],
    });
    expect(await refused({ frequency: "daily", posted_within: "24h", sort: "newest" })).toHaveProperty("filters");
    expect(await refused({ frequency: "daily", job_type: "underwater" })).toEqual({
      job_type: ["Choose in-office, remote or hybrid."],
    });
    expect(await refused({ frequency: "daily", locations: [987_654] })).toEqual({
      locations: ["Choose locations from the list."],
    });
    expect(await refused({ frequency: "daily", salary_min: 900, salary_max: 100 })).toEqual({
      salary_max: ["The maximum salary must not be less than the minimum."],
    });
    expect(await refused({ frequency: "daily", experience: { a: 1 } })).toHaveProperty("experience");
    expect((await api.post("/api/job-post/alert/create/", { frequency: "daily", job_type: "remote" })).status).toBe(
      401,
    );
    expect((await create(api, (await company(api)).token, { frequency: "daily", job_type: "remote" })).status).toBe(
      403,
    );
    const raw = await api.request("POST", "/api/job-post/alert/create/", {
      token: seeker.token,
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(raw.status).toBe(400);

    // At most 20 alerts.
    for (let years = 0; years < 20; years++)
      expect((await create(api, seeker.token, { frequency: "daily", experience: years })).status).toBe(201);
    expect(await refused({ frequency: "daily", experience: 30 })).toEqual({
      message: "You can have at most 20 job alerts: delete one first.",
    });
  });
});

describe("running alerts", () => {
  test("mails the new matching open posts since the last run, each once, at most 20 with a link to all", async () => {
    const seeker = await member(api, { first_name: "Ira" });
    const poster = await member(api);
    const m = await ids(api);
    const created = await create(api, seeker.token, {
      frequency: "daily",
      job_type: "remote",
      locations: m.cities.Pune,
    });
    expect(created.status).toBe(201);
    const match = (title: string) =>
      createPost(api, poster, { title, job_type: "remote", locations: [m.cities.Pune, m.cities.Delhi] });

    const a = await match("Remote Pune A");
    const b = await match("Remote Pune B");
    await createPost(api, poster, { title: "Hybrid Pune", job_type: "hybrid", locations: [m.cities.Pune] });
    await createPost(api, poster, { title: "Remote Delhi", job_type: "remote", locations: [m.cities.Delhi] });
    await createPost(api, seeker, { title: "My own remote Pune", job_type: "remote", locations: [m.cities.Pune] });
    const closed = await match("Closed remote Pune");
    await api.put(`/api/job-post/update/?job_post_id=${closed.id}`, { status: "closed" }, { token: poster.token });

    // Not due yet.
    api.clock.advance(DAY_MS - MINUTE_MS);
    expect(await alertMails(api, seeker.email)).toEqual([]);
    api.clock.advance(2 * MINUTE_MS);
    const [first] = await alertMails(api, seeker.email);
    expect(first.subject).toBe("2 new jobs for your alert: Pune · Remote");
    expect(postLinks(first)).toEqual([b.id, a.id]);
    expect(first.text).toContain("Hello Ira,");
    expect(first.text).toContain("Remote Pune A\n");
    expect(first.text).toContain("http://joblink.test:3000/settings/job-alerts");
    expect(first.html).toContain(`href="http://joblink.test:3000/job-details/${a.id}"`);
    expect(first.text).not.toContain("See all");
    expect(first.headers["list-unsubscribe"]).toBe(`<${stopLink(first)}>`);
    // http: no one-click (RFC 8058 wants https).
    expect(first.headers["list-unsubscribe-post"]).toBeUndefined();
    const [after] = await list(api, seeker.token);
    expect(after).toMatchObject({ last_sent_count: 2, last_run_at: expect.any(String) });

    // Nothing new: no mail. A post of the next day comes in the next mail only.
    api.clock.advance(DAY_MS);
    expect(await alertMails(api, seeker.email)).toHaveLength(1);
    const c = await match("Remote Pune C");
    api.clock.advance(DAY_MS);
    const mails = await alertMails(api, seeker.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe("1 new job for your alert: Pune · Remote");
    expect(postLinks(mails[1])).toEqual([c.id]);

    // More than 20: the newest 20 and a link to all of them.
    const many: any[] = [];
    for (let i = 0; i < 22; i++) many.push(await match(`Remote Pune bulk ${i}`));
    api.clock.advance(DAY_MS);
    const third = (await alertMails(api, seeker.email))[2];
    expect(third.subject).toBe("20+ new jobs for your alert: Pune · Remote");
    expect(postLinks(third)).toEqual(
      many
        .slice(2)
        .reverse()
        .map((p) => p.id),
    );
    expect(third.text).toMatch(
      new RegExp(
        `^http://joblink.test:3000/individual/jobs\\?locations=${m.cities.Pune}&job_type=remote&posted_within=24h&sort=newest$`,
        "m",
      ),
    );
    // Every post at most once across the alert's mails.
    const all = (await alertMails(api, seeker.email)).flatMap(postLinks);
    expect(new Set(all).size).toBe(all.length);
  });

  test("an alert with keywords: the new posts matching its words and filters, one alert per set of words", async () => {
    const seeker = await member(api);
    const poster = await member(api);
    const m = await ids(api);
    // "Kotlin jobs": the words the job search uses ("jobs" is a stop word), in lower case.
    const created = await create(api, seeker.token, { frequency: "daily", q: "  Kotlin jobs ", job_type: "remote" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      q: "kotlin",
      query: "job_type=remote&q=kotlin",
      summary: "“kotlin”, Remote",
    });
    expect((await create(api, seeker.token, { frequency: "weekly", q: "KOTLIN", job_type: "remote" })).status).toBe(
      409,
    );
    // Keywords alone make an alert; too long ones are refused on their field.
    expect((await create(api, seeker.token, { frequency: "daily", q: "kotlin multiplatform" })).body.data.summary).toBe(
      "“kotlin multiplatform”",
    );
    expect((await create(api, seeker.token, { frequency: "daily", q: "x".repeat(300) })).body.errors).toHaveProperty(
      "q",
    );

    const kotlin = await createPost(api, poster, {
      title: "Kotlin Engineer",
      job_type: "remote",
      locations: [m.cities.Pune],
    });
    await createPost(api, poster, {
      title: "Kotlin Engineer on site",
      job_type: "in-office",
      locations: [m.cities.Pune],
    });
    await createPost(api, poster, { title: "Swift Engineer", job_type: "remote", locations: [m.cities.Pune] });
    api.clock.advance(DAY_MS + MINUTE_MS);
    const mails = (await alertMails(api, seeker.email)).filter((mail) => mail.subject.includes("“kotlin”, Remote"));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("1 new job for your alert: “kotlin”, Remote");
    expect(postLinks(mails[0])).toEqual([kotlin.id]);
  });

  test("posts of accounts blocked either way are not mailed, by a filter alert or a keyword alert", async () => {
    const seeker = await member(api);
    const blocked = await member(api);
    const blocker = await member(api);
    const other = await member(api);
    const m = await ids(api);
    expect((await api.post("/api/block/create/", { user_id: blocked.id }, { token: seeker.token })).status).toBe(201);
    expect((await api.post("/api/block/create/", { user_id: seeker.id }, { token: blocker.token })).status).toBe(201);
    expect((await create(api, seeker.token, { frequency: "daily", locations: String(m.cities.Pune) })).status).toBe(
      201,
    );
    expect((await create(api, seeker.token, { frequency: "daily", q: "zanzibar" })).status).toBe(201);
    for (const poster of [blocked, blocker])
      await createPost(api, poster, { title: "Zanzibar Planner", locations: [m.cities.Pune] });
    const seen = await createPost(api, other, { title: "Zanzibar Planner", locations: [m.cities.Pune] });
    api.clock.advance(DAY_MS + MINUTE_MS);
    const mails = await alertMails(api, seeker.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      "1 new job for your alert: Pune",
      "1 new job for your alert: “zanzibar”",
    ]);
    for (const mail of mails) expect(postLinks(mail)).toEqual([seen.id]);
  });

  test("the stop link stops the alert without logging in; a bad token is a 400", async () => {
    const seeker = await member(api);
    const poster = await member(api);
    await create(api, seeker.token, { frequency: "daily", employment_type: "internship" });
    await createPost(api, poster, { title: "Intern", employment_type: "internship" });
    api.clock.advance(DAY_MS + MINUTE_MS);
    const [mail] = await alertMails(api, seeker.email);
    const token = new URL(stopLink(mail)).searchParams.get("token")!;
    const stopped = await api.post("/api/job-post/alert/stop/", { token });
    expect(stopped.body).toEqual({
      result: true,
      message: "Job alert stopped. You will get no more mail for it.",
      data: { stopped: true },
    });
    expect(await list(api, seeker.token)).toEqual([]);
    expect((await api.post(`/api/job-post/alert/stop/?token=${encodeURIComponent(token)}`)).body).toMatchObject({
      message: "This job alert was already stopped.",
      data: { stopped: false },
    });
    for (const bad of [`${token}0`, token.replace(/^\d+/, "1"), "abc", "1.zz"]) {
      const response = await api.post("/api/job-post/alert/stop/", { token: bad });
      expect(response.status, bad).toBe(400);
      expect(response.body.errors.token[0]).toMatch(/not valid/);
    }
    expect((await api.post("/api/job-post/alert/stop/", {})).body.errors).toEqual({ token: ["This is Required."] });
  });
});

describe("over SMTP, and with two instances", () => {
  /** The api with sign-up codes read from what the SMTP server received. */
  const overSmtp = (a: TestApi, smtp: TestSmtpServer): TestApi => ({
    ...a,
    mail: {
      ...a.mail,
      otpFor: async (to: string) => /^(\d{6})$/m.exec(parseEml("", (await smtp.waitFor(to)).data).text)![1],
    },
  });

  test("an alert's mail through a real SMTP server: text and HTML, one-click List-Unsubscribe", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const raw = await startTestApi({ smtpUrl: smtp.url, publicUrl: "https://jobs.joblink.test" });
    cleanups.push(() => raw.close());
    const a = overSmtp(raw, smtp);
    const seeker = await member(a);
    const poster = await member(a);
    expect((await create(a, seeker.token, { frequency: "weekly", employment_type: "contract" })).status).toBe(201);
    const post = await createPost(a, poster, { title: "Contract <Designer> & co", employment_type: "contract" });
    a.clock.advance(7 * DAY_MS + MINUTE_MS);
    await a.backend.settled();
    const mails = smtp.received
      .map((mail) => parseEml("", mail.data))
      .filter((mail) => mail.to === seeker.email && /for your alert/.test(mail.subject));
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail.subject).toBe("1 new job for your alert: Contract");
    expect(mail.text).toContain("Contract <Designer> & co");
    expect(mail.text).toContain(`https://jobs.joblink.test/job-details/${post.id}`);
    expect(mail.html).toContain("Contract &lt;Designer&gt; &amp; co");
    expect(mail.text).toContain("weekly");
    const stop = stopLink(mail);
    expect(stop).toMatch(/^https:\/\/jobs\.joblink\.test\/job-alerts\/stop\?token=\d+\.[0-9a-f]{32}$/);
    expect(mail.headers["list-unsubscribe"]).toBe(`<${stop}>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  });

  test("two instances on one database run each due alert once", { timeout: 60_000 }, async () => {
    const smtp = await startSmtpServer({ holdMs: 5 });
    cleanups.push(() => smtp.close());
    const first = await startTestApi({ smtpUrl: smtp.url });
    cleanups.push(() => first.close());
    const second = await startTestApi({ databaseUrl: first.databaseUrl, smtpUrl: smtp.url });
    cleanups.push(() => second.close());
    const a = overSmtp(first, smtp);
    const poster = await member(a);
    const seekers: Awaited<ReturnType<typeof member>>[] = [];
    for (let i = 0; i < 6; i++) {
      const seeker = await member(a);
      expect((await create(a, seeker.token, { frequency: "daily", employment_type: "freelance" })).status).toBe(201);
      seekers.push(seeker);
    }
    await createPost(a, poster, { title: "Freelance gig", employment_type: "freelance" });
    for (const instance of [first, second]) instance.clock.advance(DAY_MS + MINUTE_MS);
    const alertMailsTo = (email: string) =>
      smtp.received
        .map((mail) => parseEml("", mail.data))
        .filter((mail) => mail.to === email && /for your alert/.test(mail.subject));
    if (first.dialect === "postgres") {
      // Both workers at once: FOR UPDATE SKIP LOCKED hands each alert to one of them.
      await Promise.all([
        first.backend.settled(),
        second.backend.settled(),
        first.backend.settled(),
        second.backend.settled(),
      ]);
    } else {
      // SQLite instances are processes that take turns on the write lock; two in this one process
      // would block each other's transactions (node:sqlite waits synchronously), so they take turns here.
      await first.backend.settled();
      await second.backend.settled();
    }
    await Promise.all([first.backend.settled(), second.backend.settled()]);
    for (const seeker of seekers) expect(alertMailsTo(seeker.email), seeker.email).toHaveLength(1);
  });
});
