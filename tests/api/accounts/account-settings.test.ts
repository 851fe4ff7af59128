/**
 * Account settings (issue 13, decision 136), on SQLite and (TEST_DB=postgres) PostgreSQL: change
 * the password (other sessions end, this one stays, a notice is mailed), change the email with a
 * code mailed to the new address (refused when in use; the old address gets a notice), mail
 * preferences (the alert worker respects them), the data export (an attachment, only one's own,
 * with the sign-in security's facts and none of its secrets, decision 190) and deleting the account (the email is free again, the old token is a 401, files are removed).
 */
import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { base32Decode, hotp, totpStep } from "#app/backend/accounts/totp.ts";
import { openDatabase } from "#app/backend/lib/db/index.ts";
import { DAY_MS } from "#app/backend/lib/time.ts";
import { SoftwareAuthenticator } from "#tests/support/software-authenticator.ts";
import {
  TEST_PASSWORD,
  connect,
  member,
  signUp,
  startTestApi,
  tinyPdf,
  uniqueEmail,
  type TestApi,
} from "#tests/api/harness.ts";
import { company, createPost, ids } from "#tests/api/jobs-harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 365 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const NEW_PASSWORD = "Fresh#Pass9";

async function login(email: string, password: string) {
  return api.post("/api/user/login/", { email, password });
}

/** Every stored file (data files only), relative to the upload dir. */
async function storedFiles(dir = api.uploadDir): Promise<string[]> {
  const out: string[] = [];
  async function walk(path: string) {
    let entries;
    try {
      entries = await readdir(path, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (!entry.name.endsWith(".meta.json") && !entry.name.endsWith(".tmp")) out.push(relative(dir, full));
    }
  }
  await walk(dir);
  return out.sort();
}

async function png(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer(),
  );
}

describe("change password", () => {
  test("needs the current password; ends the other sessions, keeps this one, mails a notice", async () => {
    const asha = await member(api);
    const other = await login(asha.email, TEST_PASSWORD);
    expect(other.status).toBe(200);

    const wrong = await api.post(
      "/api/user/change-password/",
      { current_password: "Wrong@123", password: NEW_PASSWORD },
      { token: asha.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ current_password: ["The current password is incorrect."] });
    const missing = await api.post("/api/user/change-password/", { password: NEW_PASSWORD }, { token: asha.token });
    expect(missing.body.errors).toEqual({ current_password: ["This is Required."] });
    const weak = await api.post(
      "/api/user/change-password/",
      { current_password: TEST_PASSWORD, password: "short" },
      { token: asha.token },
    );
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toEqual([
      "Try a mix of upper and lower case letters,numbers and special characters",
    ]);
    const same = await api.post(
      "/api/user/change-password/",
      { current_password: TEST_PASSWORD, password: TEST_PASSWORD },
      { token: asha.token },
    );
    expect(same.body.errors).toEqual({ password: ["Choose a password different from the current one."] });
    expect(
      (await api.post("/api/user/change-password/", { current_password: TEST_PASSWORD, password: NEW_PASSWORD }))
        .status,
    ).toBe(401);

    const changed = await api.post(
      "/api/user/change-password/",
      { current_password: TEST_PASSWORD, password: NEW_PASSWORD },
      { token: asha.token },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toEqual({ result: true, message: "Your password is changed. Other devices were logged out." });

    // This session goes on; the other one (access and refresh token) is over.
    expect((await api.get("/api/individual/get/", { token: asha.token })).status).toBe(200);
    expect((await api.get("/api/individual/get/", { token: other.body.data.access_token })).status).toBe(401);
    expect((await api.post("/api/user/token/refresh/", { refresh_token: other.body.data.refresh_token })).status).toBe(
      401,
    );
    expect((await login(asha.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(asha.email, NEW_PASSWORD)).status).toBe(200);
    const notice = await api.mail.latestTo(asha.email);
    expect(notice.subject).toBe("Your JobLink password was changed");
    expect(notice.text).toContain("/forgot-password");
  });
});

describe("change email", () => {
  test("a code to the new address; the change only with it; refusals; a notice to the old address", async () => {
    const asha = await member(api);
    const taken = await member(api);
    const newEmail = uniqueEmail("moved");

    const inUse = await api.post(
      "/api/user/change-email/",
      { email: taken.email, current_password: TEST_PASSWORD },
      { token: asha.token },
    );
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({
      message: "This email address is used by another account.",
      errors: { email: ["This email address is used by another account."] },
    });
    expect(
      (
        await api.post(
          "/api/user/change-email/",
          { email: "not-an-email", current_password: TEST_PASSWORD },
          { token: asha.token },
        )
      ).body.errors,
    ).toEqual({
      email: ["Email Must Be Valid"],
    });
    expect(
      (
        await api.post(
          "/api/user/change-email/",
          { email: asha.email, current_password: TEST_PASSWORD },
          { token: asha.token },
        )
      ).body.errors,
    ).toEqual({
      email: ["This is already your email address."],
    });
    expect(
      (
        await api.post(
          "/api/user/change-email/",
          { email: newEmail, current_password: "Nope@1234" },
          { token: asha.token },
        )
      ).body.errors,
    ).toEqual({
      current_password: ["The current password is incorrect."],
    });

    const started = await api.post(
      "/api/user/change-email/",
      { email: newEmail, current_password: TEST_PASSWORD },
      { token: asha.token },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data).toEqual({ email: newEmail, verification_id: expect.any(String) });
    const code = await api.mail.otpFor(newEmail);
    expect((await api.mail.latestTo(newEmail)).subject).toBe("Confirm your new JobLink email address");
    // Nothing changed yet: the old address still logs in.
    expect((await login(asha.email, TEST_PASSWORD)).status).toBe(200);

    const verificationId = started.body.data.verification_id;
    const badCode = code === "000000" ? "111111" : "000000";
    const wrong = await api.post(
      "/api/user/change-email/verify/",
      { verification_id: verificationId, otp: badCode },
      { token: asha.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ otp: ["The code is incorrect."] });
    expect(
      (
        await api.post(
          "/api/user/change-email/verify/",
          { verification_id: verificationId, otp: "12" },
          { token: asha.token },
        )
      ).body.errors,
    ).toEqual({
      otp: ["Enter the 6-digit code."],
    });
    // Another member cannot use it; verify-otp does not take it either.
    expect(
      (
        await api.post(
          "/api/user/change-email/verify/",
          { verification_id: verificationId, otp: code },
          { token: taken.token },
        )
      ).status,
    ).toBe(400);
    expect(
      (await api.post("/api/user/verify-otp/", { email: asha.email, otp: code, verification_id: verificationId }))
        .status,
    ).toBe(400);

    const done = await api.post(
      "/api/user/change-email/verify/",
      { verification_id: verificationId, otp: code },
      { token: asha.token },
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ result: true, message: "Your email address is changed.", data: { email: newEmail } });
    expect((await login(asha.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(newEmail, TEST_PASSWORD)).status).toBe(200);
    const notice = await api.mail.latestTo(asha.email);
    expect(notice.subject).toBe("Your JobLink email address was changed");
    expect(notice.text).toContain(newEmail);
    // The code works once.
    expect(
      (
        await api.post(
          "/api/user/change-email/verify/",
          { verification_id: verificationId, otp: code },
          { token: asha.token },
        )
      ).status,
    ).toBe(400);
    // The old address is free for a sign-up.
    expect(
      (await api.post("/api/user/sign-in/", { email: asha.email, password: TEST_PASSWORD, type_of_user: "individual" }))
        .status,
    ).toBe(200);
  });

  test("an address taken between the code and its entry is a 409", async () => {
    const asha = await member(api);
    const wanted = uniqueEmail("race");
    const started = await api.post(
      "/api/user/change-email/",
      { email: wanted, current_password: TEST_PASSWORD },
      { token: asha.token },
    );
    const code = await api.mail.otpFor(wanted);
    await signUp(api, { email: wanted });
    const late = await api.post(
      "/api/user/change-email/verify/",
      { verification_id: started.body.data.verification_id, otp: code },
      { token: asha.token },
    );
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual({ email: ["This email address is used by another account."] });
  });
});

describe("mail preferences", () => {
  test("read, change, bad input; job alert mails stop while off", async () => {
    const seeker = await member(api);
    const read = await api.get("/api/user/mail-preferences/", { token: seeker.token });
    expect(read.body).toEqual({
      result: true,
      message: "Your mail preferences.",
      data: { job_alerts: true, invites: true, notifications: true },
    });
    const bad = await api.put("/api/user/mail-preferences/", { job_alerts: "maybe" }, { token: seeker.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ job_alerts: ["Use true or false."] });
    const off = await api.put("/api/user/mail-preferences/", { job_alerts: false }, { token: seeker.token });
    expect(off.body.data).toEqual({ job_alerts: false, invites: true, notifications: true });

    const m = await ids(api);
    const created = await api.post(
      "/api/job-post/alert/create/",
      { frequency: "daily", job_type: "remote", skills: String(m.skills.React) },
      { token: seeker.token },
    );
    expect(created.status).toBe(201);
    const acme = await company(api);
    await createPost(api, acme, { title: "Remote React Engineer", job_type: "remote", skills: [m.skills.React] });
    api.clock.advance(DAY_MS + 1000);
    await api.backend.settled();
    expect((await api.mail.allTo(seeker.email)).filter((mail) => /alert/.test(mail.subject))).toEqual([]);
    const [alert] = (await api.get("/api/job-post/alert/list/", { token: seeker.token })).body.data;
    expect(alert.last_run_at).not.toBeNull();

    await api.put("/api/user/mail-preferences/", { job_alerts: true }, { token: seeker.token });
    await createPost(api, acme, { title: "Remote React Lead", job_type: "remote", skills: [m.skills.React] });
    api.clock.advance(DAY_MS + 1000);
    await api.backend.settled();
    const mails = (await api.mail.allTo(seeker.email)).filter((mail) => /alert/.test(mail.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Remote React Lead");
    expect(mails[0].text).not.toContain("Remote React Engineer");
  });
});

describe("export", () => {
  test("an individual's data as a JSON attachment; only their own", async () => {
    const asha = await member(api);
    const rahul = await member(api, { first_name: "Rahul" });
    await connect(api, asha, rahul);
    await api.post("/api/chat/message/send/", { participant_id: rahul.id, text: "Hello Rahul" }, { token: asha.token });
    await api.post("/api/chat/message/send/", { participant_id: asha.id, text: "Hi Asha" }, { token: rahul.token });
    const post = await createPost(api, asha, { title: "Asha's opening" });

    expect((await api.get("/api/user/export/")).status).toBe(401);
    const file = await api.download("/api/user/export/", { token: asha.token });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="joblink-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    const data = file.json;
    expect(data).toMatchObject({
      format: "joblink-export-1",
      account: { id: asha.id, email: asha.email, type_of_user: "individual", mail_preferences: { job_alerts: true } },
      profile: { first_name: "Meera" },
      posts: [{ id: post.id, title: "Asha's opening" }],
      connections: [{ member_id: rahul.id, status: "accepted" }],
    });
    expect(data.messages.map((m: { direction: string; text: string }) => [m.direction, m.text])).toEqual([
      ["sent", "Hello Rahul"],
      ["received", "Hi Asha"],
    ]);
    for (const key of [
      "experiences",
      "educations",
      "skills",
      "applications",
      "saved_jobs",
      "job_alerts",
      "notifications",
    ])
      expect(Array.isArray(data[key])).toBe(true);
    // Rahul's export holds none of Asha's own data.
    const his = (await api.download("/api/user/export/", { token: rahul.token })).json;
    expect(his.account.id).toBe(rahul.id);
    expect(his.posts).toEqual([]);
  });

  test("a company's page and posts", async () => {
    const acme = await company(api);
    const post = await createPost(api, acme, { title: "Company opening" });
    const data = (await api.download("/api/user/export/", { token: acme.token })).json;
    expect(data).toMatchObject({
      account: { type_of_user: "corporate" },
      two_step_verification: { on: false, on_since: null, recovery_codes_left: 0 },
      passkeys: [],
      company_page: { company_name: acme.name },
      posts: [{ id: post.id }],
    });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.profile).toBeUndefined();
  });

  test("the sign-in security: two-step verification, passkeys and sessions, never a secret (decision 190)", async () => {
    const asha = await member(api);
    const before = (await api.download("/api/user/export/", { token: asha.token })).json;
    expect(before.two_step_verification).toEqual({ on: false, on_since: null, recovery_codes_left: 0 });
    expect(before.passkeys).toEqual([]);

    // The authenticator app, turned on now; one recovery code used at a login on Chrome.
    const started = await api.post(
      "/api/user/two-factor/totp/start/",
      { current_password: TEST_PASSWORD },
      { token: asha.token },
    );
    const secret = started.body.data.secret as string;
    const onAt = api.clock.now().toISOString();
    const confirmed = await api.post(
      "/api/user/two-factor/totp/confirm/",
      { code: hotp(base32Decode(secret), totpStep(api.clock.now())) },
      { token: asha.token },
    );
    expect(confirmed.status).toBe(200);
    const recovery = confirmed.body.data.recovery_codes as string[];
    api.clock.advance(60_000);
    const chrome = {
      ip: "203.0.113.77",
      headers: {
        "user-agent":
          "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
      },
    };
    const pending = await api.post("/api/user/login/", { email: asha.email, password: TEST_PASSWORD }, chrome);
    expect(pending.status).toBe(403);
    const second = await api.post(
      "/api/user/login/two-factor/",
      { challenge_id: pending.body.data.challenge_id, code: recovery[0] },
      chrome,
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const chromeSignIn = api.clock.now().toISOString();

    // A passkey, added now.
    const authenticator = new SoftwareAuthenticator("http://joblink.test:3000");
    const options = await api.post(
      "/api/user/passkeys/options/",
      { current_password: TEST_PASSWORD },
      { token: asha.token },
    );
    const added = await api.post(
      "/api/user/passkeys/register/",
      { name: "Work laptop", response: authenticator.register(options.body.data) },
      { token: asha.token },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);

    const file = await api.download("/api/user/export/", { token: asha.token });
    expect(file.status).toBe(200);
    const data = file.json;
    expect(data.format).toBe("joblink-export-1");
    expect(data.two_step_verification).toEqual({ on: true, on_since: onAt, recovery_codes_left: 9 });
    expect(data.passkeys).toEqual([
      { name: "Work laptop", created_at: api.clock.now().toISOString(), last_used_at: null },
    ]);
    // The open sessions as the settings list them, without their ids: the sign-up's and Chrome's.
    expect(data.sessions).toEqual([
      { device: "Chrome on Windows", address: "203.0.113.x", signed_in_at: chromeSignIn, last_seen_at: chromeSignIn },
      {
        device: "Unknown device",
        address: expect.stringMatching(/\.x$/),
        signed_in_at: expect.any(String),
        last_seen_at: expect.any(String),
      },
    ]);
    // Nothing that would let anyone in.
    const text = new TextDecoder().decode(file.bytes);
    const listed = (await api.get("/api/user/sessions/", { token: asha.token })).body.data as Array<{ id: string }>;
    for (const secretText of [
      secret,
      ...recovery,
      authenticator.id,
      ...listed.map((session) => session.id),
      asha.token,
      second.body.data.refresh_token as string,
    ])
      expect(text).not.toContain(secretText);
  });
});

describe("delete the account", () => {
  test("needs the password; removes everything and the files; frees the email; ends sessions", async () => {
    const before = new Set(await storedFiles());
    const asha = await member(api);
    const rahul = await member(api);
    const second = await login(asha.email, TEST_PASSWORD);
    await connect(api, asha, rahul);
    await api.upload(
      "/api/user/upload/picture/?type=photo",
      { bytes: await png(), name: "me.png", type: "image/png" },
      { token: asha.token },
    );
    await api.upload(
      "/api/user/upload/picture/?type=banner",
      { bytes: await png(), name: "b.png", type: "image/png" },
      { token: asha.token },
    );
    await api.upload(
      "/api/individual/resume/upload/",
      { bytes: tinyPdf("Asha CV"), name: "cv.pdf", type: "application/pdf" },
      { token: asha.token },
    );
    // Asha applies with her resume to Rahul's post, and Rahul applies with his to Asha's.
    const rahulsPost = await createPost(api, rahul, { title: "Rahul's opening" });
    const ashasPost = await createPost(api, asha, { title: "Vanishing opening" });
    expect(
      (
        await api.post(
          "/api/job-post/referral/create/",
          { job_post_id: rahulsPost.id, attach_resume: true },
          { token: asha.token },
        )
      ).status,
    ).toBe(201);
    await api.upload(
      "/api/individual/resume/upload/",
      { bytes: tinyPdf("Rahul CV"), name: "r.pdf", type: "application/pdf" },
      { token: rahul.token },
    );
    expect(
      (
        await api.post(
          "/api/job-post/referral/create/",
          { job_post_id: ashasPost.id, attach_resume: true },
          { token: rahul.token },
        )
      ).status,
    ).toBe(201);
    await api.post("/api/chat/message/send/", { participant_id: rahul.id, text: "Hello Rahul" }, { token: asha.token });
    const added = (await storedFiles()).filter((file) => !before.has(file));
    // Asha's photo, banner, resume and application copy; Rahul's resume and his application copy.
    expect(added.length).toBe(6);

    const wrong = await api.del("/api/user/delete/", { password: "Wrong@123" }, { token: asha.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password: ["The current password is incorrect."] });
    expect((await api.del("/api/user/delete/", { confirm: "DELETE" }, { token: asha.token })).body.errors).toEqual({
      password: ["This is Required."],
    });
    expect((await api.del("/api/user/delete/", { password: TEST_PASSWORD })).status).toBe(401);

    const deleted = await api.del("/api/user/delete/", { password: TEST_PASSWORD }, { token: asha.token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ result: true, message: "Your account is deleted." });

    // Every session is over.
    expect((await api.get("/api/individual/get/", { token: asha.token })).status).toBe(401);
    expect((await api.get("/api/individual/get/", { token: second.body.data.access_token })).status).toBe(401);
    expect((await api.post("/api/user/token/refresh/", { refresh_token: second.body.data.refresh_token })).status).toBe(
      401,
    );
    expect((await login(asha.email, TEST_PASSWORD)).status).toBe(401);
    // Her files, and the resume Rahul sent to her (deleted) post, are gone; Rahul's own resume stays.
    const left = (await storedFiles()).filter((file) => !before.has(file));
    expect(left).toHaveLength(1);
    expect((await api.download("/api/individual/resume/get/", { token: rahul.token })).status).toBe(200);
    // Others see nothing of her: profile, connection, post, conversation.
    expect((await api.get(`/api/individual/get/?user_id=${asha.id}`, { token: rahul.token })).status).toBe(404);
    expect((await api.get("/api/connection/list/?type=connected", { token: rahul.token })).body.data).toEqual([]);
    expect((await api.get(`/api/job-post/read/?job_post_id=${ashasPost.id}`, { token: rahul.token })).status).toBe(404);
    const conversations = (await api.get("/api/chat/conversation/list/", { token: rahul.token })).body.data;
    expect(conversations).toEqual([]);
    const search = (
      await api.get(`/api/search/list/?search=${encodeURIComponent("Vanishing opening")}&type=job`, {
        token: rahul.token,
      })
    ).body.data;
    expect(JSON.stringify(search)).not.toContain("Vanishing opening");
    expect((await api.mail.latestTo(asha.email)).subject).toBe("Your JobLink account was deleted");

    // The address is free: a new sign-up gets a fresh account.
    const again = await signUp(api, { email: asha.email });
    expect(again.user.id).not.toBe(asha.id);
    expect(again.onboarding_complete).toBe(false);
  });

  test("mail still waiting for a deleted account is not sent; others' mail is", async () => {
    const asha = await member(api);
    const rahul = await member(api);
    // Mails whose next attempt is later (a retry after a failure), one to each of them.
    const handle = openDatabase(api.databaseUrl);
    try {
      const later = new Date(api.clock.now().getTime() + DAY_MS).toISOString();
      const row = (to: string) => ({
        recipient: to,
        subject: "Waiting",
        body: "",
        message_id: `<${to}>`,
        next_attempt_at: later,
        created_at: later,
      });
      await handle.db
        .insertInto("mail_outbox")
        .values([row(asha.email), row(rahul.email)])
        .execute();
      expect((await api.del("/api/user/delete/", { password: TEST_PASSWORD }, { token: asha.token })).status).toBe(200);
      const waiting = await handle.db
        .selectFrom("mail_outbox")
        .select("recipient")
        .where("subject", "=", "Waiting")
        .execute();
      expect(waiting.map((r) => r.recipient)).toEqual([rahul.email]);
      expect((await api.mail.latestTo(asha.email)).subject).toBe("Your JobLink account was deleted");
    } finally {
      await handle.close();
    }
  });

  test("a company deletes its account; its page and posts go", async () => {
    const acme = await company(api);
    const post = await createPost(api, acme, { title: "Gone soon" });
    const seeker = await member(api);
    expect((await api.del("/api/user/delete/", { password: TEST_PASSWORD }, { token: acme.token })).status).toBe(200);
    expect((await api.get(`/api/corporate/get/?user_id=${acme.id}`, { token: seeker.token })).status).toBe(404);
    expect((await api.get(`/api/job-post/read/?job_post_id=${post.id}`, { token: seeker.token })).status).toBe(404);
  });

  test("bad bodies are 400s, never 500s", async () => {
    const asha = await member(api);
    for (const body of [
      "[]",
      "not json",
      JSON.stringify({ password: 12 }),
      JSON.stringify({ confirm: "x".repeat(100) }),
    ]) {
      const response = await api.request("DELETE", "/api/user/delete/", {
        rawBody: body,
        token: asha.token,
        headers: { "content-type": "application/json" },
      });
      expect(response.status, body).toBe(400);
    }
    for (const [path, body] of [
      ["/api/user/change-password/", { current_password: 5, password: [] }],
      ["/api/user/change-email/", { email: null }],
      ["/api/user/change-email/verify/", { verification_id: "../../x", otp: "abcdef" }],
    ] as const) {
      const response = await api.post(path, body, { token: asha.token });
      expect(response.status, path).toBe(400);
    }
  });
});
