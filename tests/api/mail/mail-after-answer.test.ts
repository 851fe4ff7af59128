/**
 * Issue 10, item 12: calls that mail (forgot-password, sign-up, a new code, a login that needs a
 * code) answer first and send afterwards, so a slow mail server neither slows the answer nor
 * tells a known address from an unknown one by its timing.
 *
 * A real SMTP server is told to hold every message without answering until the test releases it.
 * Each call must answer while the server is still holding (a call that waited for the mail server
 * would never answer: it is reported as still waiting after HANG_MS, a hang detector, not a speed
 * goal), nothing may have been accepted yet, and once released the mail must arrive (through the
 * outbox and its worker since decision 125: tests/api/mail-outbox.test.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TEST_PASSWORD, startTestApi, uniqueEmail, type ApiResponse, type TestApi } from "#tests/api/harness.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/api/smtp-server.ts";

const HANG_MS = 10_000;

let smtp: TestSmtpServer;
let api: TestApi;
beforeAll(async () => {
  smtp = await startSmtpServer();
  api = await startTestApi({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

/** The call's answer, or "still waiting" when it has none after HANG_MS (it waits for the mail server). */
async function answered(send: () => Promise<ApiResponse>): Promise<ApiResponse | "still waiting"> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<"still waiting">((resolve) => (timer = setTimeout(() => resolve("still waiting"), HANG_MS)));
  try {
    return await Promise.race([send(), hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** The answer of a call made while the server holds every message; fails if it had to wait for it. */
async function whileHeld(send: () => Promise<ApiResponse>): Promise<ApiResponse> {
  const response = await answered(send);
  if (response === "still waiting")
    throw new Error("the call did not answer while the mail server was holding its message");
  return response;
}

/** A verified account, signed up through the slow server (its code read from what the server accepted). */
async function verifiedAccount(): Promise<string> {
  const email = uniqueEmail();
  await api.post("/api/user/sign-in/", { email, password: TEST_PASSWORD, type_of_user: "individual" });
  const mail = await smtp.waitFor(email);
  const otp = /^(\d{6})$/m.exec(mail.data)?.[1];
  const verified = await api.post("/api/user/verify-otp/", { email, otp });
  expect(verified.status).toBe(200);
  return email;
}

describe("mail is sent after the answer (SMTP server holding each message)", () => {
  test("forgot-password answers a known and an unknown address alike, while the mail server holds", async () => {
    const known = await verifiedAccount();
    const before = smtp.received.length;
    const release = smtp.hold();
    try {
      const knownCall = await whileHeld(() => api.post("/api/user/forgot-password/", { email: known }));
      const unknownCall = await whileHeld(() => api.post("/api/user/forgot-password/", { email: uniqueEmail() }));
      expect(knownCall.status).toBe(200);
      expect(unknownCall.body).toEqual(knownCall.body);
      expect(smtp.received.length).toBe(before);
    } finally {
      release();
    }

    // The link still goes out, afterwards.
    await expect
      .poll(() => smtp.received.slice(before).some((mail) => mail.to.includes(known)), { timeout: 15_000 })
      .toBe(true);
    const reset = smtp.received.slice(before).find((mail) => mail.to.includes(known))!;
    expect(reset.data).toMatch(/\/forgot-password\/[A-Za-z0-9_-]{20,}/);
  });

  test("sign-in, a new code and a login that needs a code answer while the mail server holds", async () => {
    const email = uniqueEmail();
    const release = smtp.hold();
    try {
      const signIn = await whileHeld(() =>
        api.post("/api/user/sign-in/", { email, password: TEST_PASSWORD, type_of_user: "individual" }),
      );
      expect(signIn.status).toBe(200);
      const resend = await whileHeld(() => api.post("/api/user/verify-otp/", { email, action: "resend" }));
      expect(resend.status).toBe(200);
      const login = await whileHeld(() => api.post("/api/user/login/", { email, password: TEST_PASSWORD }));
      expect(login.status).toBe(403);
      expect(smtp.received.filter((mail) => mail.to.includes(email))).toEqual([]);
    } finally {
      release();
    }

    // Three codes reach the server in the end.
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, { timeout: 15_000 })
      .toBe(3);
  });
});
