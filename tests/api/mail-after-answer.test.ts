/**
 * Issue 10, item 12: calls that mail (forgot-password, sign-up, a new code, a login that needs a
 * code) answer first and send afterwards, so a slow mail server neither slows the answer nor
 * tells a known address from an unknown one by its timing.
 *
 * A real SMTP server holds every message for HOLD_MS before accepting it. Each answer must come
 * well before that (under half of it, generous on a busy machine), and the mail must still arrive
 * (through the outbox and its worker since decision 125: tests/api/mail-outbox.test.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TEST_PASSWORD, startTestApi, uniqueEmail, type ApiResponse, type TestApi } from "./harness.ts";
import { startSmtpServer, type TestSmtpServer } from "./smtp-server.ts";

const HOLD_MS = 2_000;
const WELL_BEFORE_MS = HOLD_MS / 2;

let smtp: TestSmtpServer;
let api: TestApi;
beforeAll(async () => {
  smtp = await startSmtpServer({ holdMs: HOLD_MS });
  api = await startTestApi({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

async function timed(send: () => Promise<ApiResponse>): Promise<{ response: ApiResponse; ms: number }> {
  const started = performance.now();
  const response = await send();
  return { response, ms: performance.now() - started };
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
  test("forgot-password answers a known and an unknown address alike, before the mail is accepted", async () => {
    const known = await verifiedAccount();
    const before = smtp.received.length;
    const knownCall = await timed(() => api.post("/api/user/forgot-password/", { email: known }));
    const unknownCall = await timed(() => api.post("/api/user/forgot-password/", { email: uniqueEmail() }));

    expect(knownCall.response.status).toBe(200);
    expect(unknownCall.response.body).toEqual(knownCall.response.body);
    expect(knownCall.ms).toBeLessThan(WELL_BEFORE_MS);
    expect(unknownCall.ms).toBeLessThan(WELL_BEFORE_MS);

    // The link still goes out, afterwards.
    await expect.poll(() => smtp.received.slice(before).some((mail) => mail.to.includes(known)), { timeout: 10_000 }).toBe(true);
    const reset = smtp.received.slice(before).find((mail) => mail.to.includes(known))!;
    expect(reset.data).toMatch(/\/forgot-password\/[A-Za-z0-9_-]{20,}/);
  });

  test("sign-in, a new code and a login that needs a code answer before the mail is accepted", async () => {
    const email = uniqueEmail();
    const signIn = await timed(() => api.post("/api/user/sign-in/", { email, password: TEST_PASSWORD, type_of_user: "individual" }));
    expect(signIn.response.status).toBe(200);
    expect(signIn.ms).toBeLessThan(WELL_BEFORE_MS);

    const resend = await timed(() => api.post("/api/user/verify-otp/", { email, action: "resend" }));
    expect(resend.response.status).toBe(200);
    expect(resend.ms).toBeLessThan(WELL_BEFORE_MS);

    const login = await timed(() => api.post("/api/user/login/", { email, password: TEST_PASSWORD }));
    expect(login.response.status).toBe(403);
    expect(login.ms).toBeLessThan(WELL_BEFORE_MS);

    // Three codes reach the server in the end.
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, { timeout: 15_000 }).toBe(3);
  });
});
