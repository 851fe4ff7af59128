/**
 * Issue 5 account additions: `GET /api/user/greet/` (time of day in the caller's time zone)
 * and `POST /api/user/send-invites/` (validation, mails with the sign-up link, members and
 * recent invitees skipped, the per-minute limit and the daily cap).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, onboardedCorporate, signUp, startTestApi, uniqueEmail, type TestApi } from "#tests/api/harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Moves the test clock forward to the next time of day `hh:mm` UTC. */
function advanceToUtc(hours: number, minutes: number): void {
  const now = api.clock.now();
  const target = new Date(now);
  target.setUTCHours(hours, minutes, 0, 0);
  if (target.getTime() <= now.getTime()) target.setUTCDate(target.getUTCDate() + 1);
  api.clock.advance(target.getTime() - now.getTime());
}

describe("greet", () => {
  test("greets by the time of day in the given time zone (Asia/Kolkata by default)", async () => {
    const asha = await member(api, { first_name: "Asha", last_name: "Verma" });
    const greet = async (tz?: string) => {
      const response = await api.get(`/api/user/greet/${tz === undefined ? "" : `?tz=${encodeURIComponent(tz)}`}`, {
        token: asha.token,
      });
      expect(response.status).toBe(200);
      return response.body.data;
    };
    advanceToUtc(6, 30); // 12:00 in Kolkata, 07:30 in London (summer) or 06:30 (winter), the night before in New York
    expect(await greet()).toEqual({ greeting: "Good afternoon", name: "Asha", text: "Good afternoon, Asha" });
    expect((await greet("Asia/Kolkata")).greeting).toBe("Good afternoon");
    expect((await greet("UTC")).greeting).toBe("Good morning");
    expect((await greet("Europe/London")).greeting).toBe("Good morning");
    expect((await greet("America/New_York")).greeting).toBe("Good evening");
    expect((await greet("Asia/Tokyo")).greeting).toBe("Good afternoon"); // 15:30
    // Unknown or hostile zones fall back to the default.
    for (const tz of ["Mars/Olympus", "../../etc/passwd", "", "x".repeat(200)])
      expect((await greet(tz)).greeting).toBe("Good afternoon");

    advanceToUtc(6, 29); // 11:59 in Kolkata (a day later)
    expect((await greet()).greeting).toBe("Good morning");
    advanceToUtc(11, 30); // 17:00 in Kolkata
    expect((await greet()).text).toBe("Good evening, Asha");
    advanceToUtc(23, 29); // 04:59 in Kolkata
    expect((await greet()).greeting).toBe("Good evening");
    advanceToUtc(23, 30); // 05:00 in Kolkata
    expect((await greet()).greeting).toBe("Good morning");
  });

  test("a company is greeted by its name; a member without a profile by the greeting alone; visitors 401", async () => {
    advanceToUtc(6, 30);
    const company = await onboardedCorporate(api, { company_name: "Greetco Labs" });
    const response = await api.get("/api/user/greet/?tz=Asia/Kolkata", { token: company.session.access_token });
    expect(response.body).toEqual({
      result: true,
      message: expect.any(String),
      data: { greeting: "Good afternoon", name: "Greetco Labs", text: "Good afternoon, Greetco Labs" },
    });
    const fresh = await signUp(api);
    expect((await api.get("/api/user/greet/", { token: fresh.access_token })).body.data).toEqual({
      greeting: "Good afternoon",
      name: "",
      text: "Good afternoon",
    });
    expect((await api.get("/api/user/greet/")).status).toBe(401);
  });
});

describe("send-invites", () => {
  test("validation: required, each bad entry named, at most 50", async () => {
    const asha = await member(api);
    const post = (body: unknown) => api.post("/api/user/send-invites/", body, { token: asha.token });
    for (const body of [{}, { emails: "" }, { emails: [] }, { emails: " , \n" }, { emails: 5 }]) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors).toEqual({ emails: ["This is Required."] });
    }
    const bad = await post({ emails: "good@example.com, not-an-email\nalso@bad" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ emails: ["Email Must Be Valid: not-an-email", "Email Must Be Valid: also@bad"] });
    const many = await post({ emails: Array.from({ length: 51 }, (_, i) => `person${i}@example.com`) });
    expect(many.status).toBe(400);
    expect(many.body.errors).toEqual({ emails: ["Enter at most 50 email addresses."] });
    expect((await api.post("/api/user/send-invites/", { emails: "a@example.com" })).status).toBe(401);
  });

  test("mails each new address the sign-up link; skips members and addresses invited today", async () => {
    const asha = await member(api, { first_name: "Asha", last_name: "Verma" });
    const existing = await member(api);
    const first = uniqueEmail("invitee");
    const second = uniqueEmail("invitee");
    const response = await api.post(
      "/api/user/send-invites/",
      { emails: `${first.toUpperCase()}, ${existing.email}\n${second} ${first}` },
      { token: asha.token },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: true,
      message: "Invites sent to 2 people.",
      data: { sent: [first, second], already_members: [existing.email], already_invited: [] },
    });
    const mail = await api.mail.latestTo(first);
    expect(mail.subject).toBe("Asha Verma invited you to JobLink");
    expect(mail.text).toContain(`http://joblink.test:3000/signup?email=${encodeURIComponent(first)}`);
    expect(await api.mail.allTo(first)).toHaveLength(1);
    expect(await api.mail.allTo(existing.email)).toHaveLength(1); // only the sign-up code

    // Again the same day: nobody is mailed twice.
    const again = await api.post(
      "/api/user/send-invites/",
      { emails: [first, second, existing.email] },
      { token: asha.token },
    );
    expect(again.body).toEqual({
      result: true,
      message: "No invites sent: everyone on the list is already a member or was invited today.",
      data: { sent: [], already_members: [existing.email], already_invited: [first, second] },
    });
    expect(await api.mail.allTo(first)).toHaveLength(1);

    // Another member may invite the same address; one address is "1 person".
    const rahul = await member(api, { first_name: "Rahul", last_name: "Mehta" });
    const other = await api.post("/api/user/send-invites/", { emails: [first] }, { token: rahul.token });
    expect(other.body).toMatchObject({ message: "Invite sent to 1 person.", data: { sent: [first] } });
    expect((await api.mail.latestTo(first)).subject).toBe("Rahul Mehta invited you to JobLink");

    // A day later Asha may invite them again.
    api.clock.advance(24 * HOUR + MINUTE);
    const later = await api.post("/api/user/send-invites/", { emails: [second] }, { token: asha.token });
    expect(later.body.data).toEqual({ sent: [second], already_members: [], already_invited: [] });
    expect(await api.mail.allTo(second)).toHaveLength(2);
  });

  test("companies invite under their name", async () => {
    const company = await onboardedCorporate(api, { company_name: "Invitech Systems" });
    const to = uniqueEmail("hire");
    const response = await api.post("/api/user/send-invites/", { emails: to }, { token: company.session.access_token });
    expect(response.status).toBe(200);
    expect((await api.mail.latestTo(to)).subject).toBe("Invitech Systems invited you to JobLink");
  });

  test("rate-limited per account like login: the 11th call in a minute is 429", async () => {
    const asha = await member(api);
    advanceToUtc(0, 0); // the start of a fresh minute window
    for (let i = 0; i < 10; i += 1) {
      const response = await api.post("/api/user/send-invites/", { emails: "not valid" }, { token: asha.token });
      expect(response.status).toBe(400);
    }
    const limited = await api.post("/api/user/send-invites/", { emails: uniqueEmail() }, { token: asha.token });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another member is not affected; the next minute the limit is lifted.
    expect(
      (await api.post("/api/user/send-invites/", { emails: uniqueEmail() }, { token: (await member(api)).token }))
        .status,
    ).toBe(200);
    api.clock.advance(MINUTE);
    expect((await api.post("/api/user/send-invites/", { emails: uniqueEmail() }, { token: asha.token })).status).toBe(
      200,
    );
  });

  test("at most 200 invitees a day: a call that would go over is refused whole", async () => {
    const asha = await member(api);
    const batch = () => Array.from({ length: 50 }, () => uniqueEmail("bulk"));
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await api.post("/api/user/send-invites/", { emails: batch() }, { token: asha.token })).body.data.sent,
      ).toHaveLength(50);
      api.clock.advance(HOUR);
    }
    const last = batch();
    const fits = await api.post("/api/user/send-invites/", { emails: last.slice(0, 49) }, { token: asha.token });
    expect(fits.body.data.sent).toHaveLength(49);
    const capped = await api.post(
      "/api/user/send-invites/",
      { emails: [last[49], uniqueEmail("bulk")] },
      { token: asha.token },
    );
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual({
      result: false,
      message: "You have sent too many invites today. Try again tomorrow.",
    });
    expect(Number(capped.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await api.mail.allTo(last[49])).toHaveLength(0);
    // One more fits (199 so far); members and repeat addresses never count.
    expect(
      (await api.post("/api/user/send-invites/", { emails: [last[49]] }, { token: asha.token })).body.data.sent,
    ).toEqual([last[49]]);
    expect(
      (await api.post("/api/user/send-invites/", { emails: [uniqueEmail("bulk")] }, { token: asha.token })).status,
    ).toBe(429);
    expect(
      (await api.post("/api/user/send-invites/", { emails: [last[0]] }, { token: asha.token })).body.data
        .already_invited,
    ).toEqual([last[0]]);
    // A day after the first batch, room again.
    api.clock.advance(21 * HOUR + MINUTE);
    expect(
      (await api.post("/api/user/send-invites/", { emails: [uniqueEmail("bulk")] }, { token: asha.token })).status,
    ).toBe(200);
  });
});
