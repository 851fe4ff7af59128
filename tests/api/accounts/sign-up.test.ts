import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OTP_TTL_MS } from "#app/backend/accounts/constants.ts";
import { TEST_PASSWORD, signUp, startTestApi, uniqueEmail, type TestApi } from "#tests/api/harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const REQUIRED = "This is Required.";

async function startSignUp(email = uniqueEmail(), type_of_user = "individual") {
  const response = await api.post("/api/user/sign-in/", { email, password: TEST_PASSWORD, type_of_user });
  expect(response.status).toBe(200);
  return email;
}

describe("POST /api/user/sign-in/", () => {
  test("creates the account and mails a 6-digit code", async () => {
    const email = uniqueEmail();
    const response = await api.post("/api/user/sign-in/", {
      email,
      password: TEST_PASSWORD,
      type_of_user: "corporate",
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ result: true, data: { email } });
    expect(typeof response.body.message).toBe("string");

    const mail = await api.mail.latestTo(email);
    expect(mail.subject).toBe("Your JobLink verification code");
    expect(mail.from).toContain("JobLink");
    expect(mail.text).toMatch(/^\d{6}$/m);
  });

  test("normalises the email (trimmed, lower case)", async () => {
    const email = uniqueEmail();
    const response = await api.post("/api/user/sign-in/", {
      email: `  ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
      type_of_user: "individual",
    });
    expect(response.body.data).toEqual({ email, verification_id: expect.any(String) });
    expect(await api.mail.otpFor(email)).toMatch(/^\d{6}$/);
  });

  test("every field is required", async () => {
    const response = await api.post("/api/user/sign-in/", {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      result: false,
      message: "Please check the highlighted fields.",
      errors: { email: [REQUIRED], password: [REQUIRED], type_of_user: [REQUIRED] },
    });
  });

  test("empty strings count as missing", async () => {
    const response = await api.post("/api/user/sign-in/", { email: " ", password: "", type_of_user: "individual" });
    expect(response.body.errors).toEqual({ email: [REQUIRED], password: [REQUIRED] });
  });

  test("a malformed email: Email Must Be Valid", async () => {
    const response = await api.post("/api/user/sign-in/", {
      email: "not-an-email",
      password: TEST_PASSWORD,
      type_of_user: "individual",
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Email Must Be Valid");
    expect(response.body.errors).toEqual({ email: ["Email Must Be Valid"] });
  });

  test.each([
    ["too short", "Ab@1234"],
    ["too long (21)", "Abcdefghij@1234567890"],
    ["no lowercase", "ABCDEF@123"],
    ["no uppercase", "abcdef@123"],
    ["no digit", "Abcdefg@hi"],
    ["no special character", "Abcdefg123"],
  ])("a weak password (%s) gets the password message", async (_label, password) => {
    const response = await api.post("/api/user/sign-in/", {
      email: uniqueEmail(),
      password,
      type_of_user: "individual",
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      password: ["Try a mix of upper and lower case letters,numbers and special characters"],
    });
  });

  test("20 characters is still a valid password", async () => {
    const response = await api.post("/api/user/sign-in/", {
      email: uniqueEmail(),
      password: "Abcdefghij@123456789",
      type_of_user: "individual",
    });
    expect(response.status).toBe(200);
  });

  test("type_of_user must be individual or corporate", async () => {
    const response = await api.post("/api/user/sign-in/", {
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      type_of_user: "admin",
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ type_of_user: ["Choose individual or corporate."] });
  });

  test("an address that has an account gets the answer a new one gets; its owner is mailed, the account unchanged", async () => {
    const { user } = await signUp(api);
    const fresh = await api.post("/api/user/sign-in/", {
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      type_of_user: "individual",
    });
    const taken = await api.post("/api/user/sign-in/", {
      email: user.email,
      password: "Other@1234",
      type_of_user: "corporate",
    });
    // The same status, message and shape: nothing tells the two apart (issue 37).
    expect(taken.status).toBe(fresh.status);
    expect(taken.body.message).toBe(fresh.body.message);
    expect(taken.body.data).toEqual({
      email: user.email,
      verification_id: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
    });
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());

    const mail = await api.mail.latestTo(user.email);
    expect(mail.subject).toBe("Someone tried to sign up with your JobLink address");
    expect(mail.text).toMatch(/\/login$/m);
    expect(mail.text).not.toMatch(/^\d{6}$/m);
    // The id matches nothing, and the account keeps its password and type.
    const guessed = await api.post("/api/user/verify-otp/", {
      email: user.email,
      otp: "123456",
      verification_id: taken.body.data.verification_id,
    });
    expect(guessed.status).toBe(400);
    const login = await api.post("/api/user/login/", { email: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data.type_of_user).toBe("individual");
  });

  test("answers a verification id that binds the code to this sign-up", async () => {
    const email = uniqueEmail();
    const response = await api.post("/api/user/sign-in/", {
      email,
      password: TEST_PASSWORD,
      type_of_user: "individual",
    });
    expect(response.body.data).toEqual({ email, verification_id: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/) });
  });

  test("signing up again before verifying, in the same client: that sign-up's password and type apply", async () => {
    const email = uniqueEmail();
    await api.post("/api/user/sign-in/", { email, password: TEST_PASSWORD, type_of_user: "individual" });
    const again = await api.post("/api/user/sign-in/", { email, password: "Other@9876", type_of_user: "corporate" });
    expect(again.status).toBe(200);
    expect(await api.mail.allTo(email)).toHaveLength(2);
    const verified = await api.post("/api/user/verify-otp/", {
      email,
      otp: await api.mail.otpFor(email),
      verification_id: again.body.data.verification_id,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.type_of_user).toBe("corporate");
    expect((await api.post("/api/user/login/", { email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await api.post("/api/user/login/", { email, password: "Other@9876" })).status).toBe(200);
  });
});

describe("a pending sign-up cannot be taken over (issue 10, item 7)", () => {
  const A_PASSWORD = "First@1234";
  const B_PASSWORD = "Second@5678";

  /** A signs up as an individual, then B with the same address as a corporate; both codes. */
  async function twoSignUps() {
    const email = uniqueEmail();
    const a = await api.post("/api/user/sign-in/", { email, password: A_PASSWORD, type_of_user: "individual" });
    const codeA = await api.mail.otpFor(email);
    const b = await api.post("/api/user/sign-in/", { email, password: B_PASSWORD, type_of_user: "corporate" });
    const codeB = await api.mail.otpFor(email);
    expect([a.status, b.status]).toEqual([200, 200]);
    return {
      email,
      codeA,
      codeB,
      idA: a.body.data.verification_id as string,
      idB: b.body.data.verification_id as string,
    };
  }

  const login = (email: string, password: string) => api.post("/api/user/login/", { email, password });

  test("the first person verifies with their code: their password and type, and the second person's password does not work", async () => {
    const { email, codeA, idA } = await twoSignUps();
    const verified = await api.post("/api/user/verify-otp/", { email, otp: codeA, verification_id: idA });
    expect(verified.status).toBe(200);
    expect(verified.body.data.type_of_user).toBe("individual");
    expect((await login(email, B_PASSWORD)).status).toBe(401);
    const own = await login(email, A_PASSWORD);
    expect(own.status).toBe(200);
    expect(own.body.data.type_of_user).toBe("individual");
  });

  test("the newer code (the second person's) does not verify the first person's sign-up", async () => {
    const { email, codeA, codeB, idA } = await twoSignUps();
    if (codeA !== codeB) {
      const wrong = await api.post("/api/user/verify-otp/", { email, otp: codeB, verification_id: idA });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({ otp: ["The code is incorrect."] });
    }
    expect((await api.post("/api/user/verify-otp/", { email, otp: codeA, verification_id: idA })).status).toBe(200);
    expect((await login(email, B_PASSWORD)).status).toBe(401);
  });

  test("without a verification id, while several sign-ups wait, the address is verified with no password at all", async () => {
    const { email, codeB } = await twoSignUps();
    const verified = await api.post("/api/user/verify-otp/", { email, otp: codeB });
    expect(verified.status).toBe(200);
    // Whoever has the mailbox is in; neither chosen password is trusted.
    expect((await login(email, B_PASSWORD)).status).toBe(401);
    expect((await login(email, A_PASSWORD)).status).toBe(401);
    // The owner sets one through "Forgot password".
    await api.post("/api/user/forgot-password/", { email });
    const id = decodeURIComponent((await api.mail.resetLinkFor(email)).split("/forgot-password/")[1]);
    expect((await api.post("/api/user/reset-password/", { id, password: "Mine@24680" })).status).toBe(200);
    expect((await login(email, "Mine@24680")).status).toBe(200);
  });

  test("a verification id of another address does not help", async () => {
    const first = await twoSignUps();
    const other = await twoSignUps();
    const response = await api.post("/api/user/verify-otp/", {
      email: first.email,
      otp: first.codeB,
      verification_id: other.idB,
    });
    expect(response.status).toBe(400);
  });

  test("a code sent again for a sign-up keeps that sign-up's password", async () => {
    const { email, idA } = await twoSignUps();
    const resend = await api.post("/api/user/verify-otp/", { email, action: "resend", verification_id: idA });
    expect(resend.status).toBe(200);
    const verified = await api.post("/api/user/verify-otp/", {
      email,
      otp: await api.mail.otpFor(email),
      verification_id: idA,
    });
    expect(verified.status).toBe(200);
    expect((await login(email, A_PASSWORD)).status).toBe(200);
    expect((await login(email, B_PASSWORD)).status).toBe(401);
  });
});

describe("POST /api/user/verify-otp/", () => {
  test("the right code verifies the email and logs in", async () => {
    const email = await startSignUp();
    const response = await api.post("/api/user/verify-otp/", { email, otp: await api.mail.otpFor(email) });
    expect(response.status).toBe(200);
    expect(response.body.result).toBe(true);
    const data = response.body.data;
    expect(Object.keys(data).sort()).toEqual([
      "access_token",
      "onboarding_complete",
      "refresh_token",
      "type_of_user",
      "user",
    ]);
    expect(data).toMatchObject({ type_of_user: "individual", onboarding_complete: false, user: { email } });
    expect(data.user.id).toEqual(expect.any(Number));
    expect(data.access_token.split(".")).toHaveLength(3);

    // The code is used up.
    const again = await api.post("/api/user/verify-otp/", { email, otp: await api.mail.otpFor(email) });
    expect(again.status).toBe(400);
  });

  test("a wrong code: The code is incorrect.", async () => {
    const email = await startSignUp();
    const code = await api.mail.otpFor(email);
    const wrong = code === "000000" ? "111111" : "000000";
    const response = await api.post("/api/user/verify-otp/", { email, otp: wrong });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      result: false,
      message: "The code is incorrect.",
      errors: { otp: ["The code is incorrect."] },
    });
  });

  test("an unknown email gets the same answer as a wrong code", async () => {
    const response = await api.post("/api/user/verify-otp/", { email: uniqueEmail(), otp: "123456" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ otp: ["The code is incorrect."] });
  });

  test("missing fields and a code that is not 6 digits", async () => {
    const missing = await api.post("/api/user/verify-otp/", {});
    expect(missing.body.errors).toEqual({ email: [REQUIRED], otp: [REQUIRED] });
    const short = await api.post("/api/user/verify-otp/", { email: uniqueEmail(), otp: "12a" });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ otp: ["Enter the 6-digit code."] });
  });

  test("the code expires after 10 minutes", async () => {
    expect(OTP_TTL_MS).toBe(10 * 60 * 1000);
    const email = await startSignUp();
    const code = await api.mail.otpFor(email);
    api.clock.advance(OTP_TTL_MS + 1000);
    const response = await api.post("/api/user/verify-otp/", { email, otp: code });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ otp: ["The code has expired. Request a new one."] });

    // A new code works.
    await api.post("/api/user/verify-otp/", { email, action: "resend" });
    const fresh = await api.post("/api/user/verify-otp/", { email, otp: await api.mail.otpFor(email) });
    expect(fresh.status).toBe(200);
  });

  test("a code is still good just before 10 minutes", async () => {
    const email = await startSignUp();
    const code = await api.mail.otpFor(email);
    api.clock.advance(OTP_TTL_MS - 5000);
    const response = await api.post("/api/user/verify-otp/", { email, otp: code });
    expect(response.status).toBe(200);
  });

  test("five wrong codes lock the code until a new one is requested", async () => {
    const email = await startSignUp();
    const code = await api.mail.otpFor(email);
    const wrong = code === "999999" ? "888888" : "999999";
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await api.post("/api/user/verify-otp/", { email, otp: wrong });
      expect(response.status, `attempt ${attempt}`).toBe(400);
    }
    const fifth = await api.post("/api/user/verify-otp/", { email, otp: wrong });
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe("Too many wrong codes. Request a new one.");

    const right = await api.post("/api/user/verify-otp/", { email, otp: code });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe("Too many wrong codes. Request a new one.");

    await api.post("/api/user/verify-otp/", { email, action: "resend" });
    const fresh = await api.post("/api/user/verify-otp/", { email, otp: await api.mail.otpFor(email) });
    expect(fresh.status).toBe(200);
  });
});

describe("POST /api/user/verify-otp/ with action resend", () => {
  test("mails a new code and the old one stops working", async () => {
    const email = await startSignUp();
    const oldCode = await api.mail.otpFor(email);
    const response = await api.post("/api/user/verify-otp/", { email, action: "resend" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ result: true, data: { email } });
    expect(await api.mail.allTo(email)).toHaveLength(2);
    const newCode = await api.mail.otpFor(email);

    if (oldCode !== newCode) {
      const stale = await api.post("/api/user/verify-otp/", { email, otp: oldCode });
      expect(stale.status).toBe(400);
    }
    const verified = await api.post("/api/user/verify-otp/", { email, otp: newCode });
    expect(verified.status).toBe(200);
  });

  test("answers the same for unknown and already verified emails, without mail", async () => {
    const pending = await startSignUp();
    const known = await api.post("/api/user/verify-otp/", { email: pending, action: "resend" });
    const unknownEmail = uniqueEmail();
    const unknown = await api.post("/api/user/verify-otp/", { email: unknownEmail, action: "resend" });
    const { user } = await signUp(api);
    const verifiedMails = (await api.mail.allTo(user.email)).length;
    const verified = await api.post("/api/user/verify-otp/", { email: user.email, action: "resend" });

    for (const response of [unknown, verified]) {
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(known.body.message);
    }
    expect(await api.mail.allTo(unknownEmail)).toHaveLength(0);
    expect(await api.mail.allTo(user.email)).toHaveLength(verifiedMails);
  });

  test("an unknown action is refused", async () => {
    const response = await api.post("/api/user/verify-otp/", { email: uniqueEmail(), action: "explode" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ action: ["Unknown action."] });
  });
});
