import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { RATE_LIMIT_MAX_ATTEMPTS, RATE_LIMIT_WINDOW_MS } from "#app/backend/lib/rate-limit.ts";
import { HOUR_MS } from "#app/backend/lib/time.ts";
import {
  TEST_PASSWORD,
  randomIp,
  signUp,
  startTestApi,
  uniqueEmail,
  type ApiResponse,
  type TestApi,
} from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const TOO_MANY = /^Too many attempts\. Please try again in (\d+) seconds\.$/;

function expectLimited(response: ApiResponse): void {
  expect(response.status).toBe(429);
  expect(response.body.result).toBe(false);
  const match = TOO_MANY.exec(response.body.message);
  expect(match, response.body.message).not.toBeNull();
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(match![1]).toBe(String(retryAfter));
}

/** Sends `count` requests, each from a new address unless `ip` is given. */
async function burst(count: number, send: (i: number) => Promise<ApiResponse>): Promise<ApiResponse[]> {
  const responses: ApiResponse[] = [];
  for (let i = 0; i < count; i += 1) responses.push(await send(i));
  return responses;
}

describe("rate limits (10 a minute per address and per account)", () => {
  test("the limits are 10 a minute", () => {
    expect(RATE_LIMIT_MAX_ATTEMPTS).toBe(10);
    expect(RATE_LIMIT_WINDOW_MS).toBe(60_000);
  });

  test("login: the 11th attempt from one address is refused, other addresses are not", async () => {
    const ip = randomIp();
    const responses = await burst(11, () =>
      api.post("/api/user/login/", { email: uniqueEmail(), password: "x" }, { ip }),
    );
    for (const response of responses.slice(0, 10)) expect(response.status).toBe(401);
    expectLimited(responses[10]);
    const elsewhere = await api.post("/api/user/login/", { email: uniqueEmail(), password: "x" });
    expect(elsewhere.status).toBe(401);
  });

  test("login: successes do not count against the address", async () => {
    const ip = randomIp();
    const { user } = await signUp(api);
    const responses = await burst(11, () =>
      api.post("/api/user/login/", { email: user.email, password: TEST_PASSWORD }, { ip }),
    );
    for (const response of responses) expect(response.status).toBe(200);
    // The failures are still counted: ten, then the address waits.
    const failures = await burst(11, () =>
      api.post("/api/user/login/", { email: uniqueEmail(), password: "x" }, { ip }),
    );
    for (const response of failures.slice(0, 10)) expect(response.status).toBe(401);
    expectLimited(failures[10]);
  });

  test("the window passes and attempts are allowed again", async () => {
    const email = uniqueEmail();
    await burst(10, () => api.post("/api/user/forgot-password/", { email }));
    expectLimited(await api.post("/api/user/forgot-password/", { email }));
    api.clock.advance(RATE_LIMIT_WINDOW_MS);
    expect((await api.post("/api/user/forgot-password/", { email })).status).toBe(200);
  });

  test("invalid requests count against the address too", async () => {
    const ip = randomIp();
    await burst(10, () => api.post("/api/user/sign-in/", {}, { ip }));
    expectLimited(
      await api.post(
        "/api/user/sign-in/",
        { email: uniqueEmail(), password: TEST_PASSWORD, type_of_user: "individual" },
        { ip },
      ),
    );
  });

  test.each([
    ["sign-in", "/api/user/sign-in/", (email: string) => ({ email, password: "weak", type_of_user: "individual" })],
    ["verify-otp", "/api/user/verify-otp/", (email: string) => ({ email, otp: "123456" })],
    ["verify-otp resend", "/api/user/verify-otp/", (email: string) => ({ email, action: "resend" })],
    ["forgot-password", "/api/user/forgot-password/", (email: string) => ({ email })],
  ])("%s is limited per address", async (_name, path, body) => {
    const ip = randomIp();
    const responses = await burst(11, () => api.post(path, body(uniqueEmail()), { ip }));
    for (const response of responses.slice(0, 10)) expect(response.status).not.toBe(429);
    expectLimited(responses[10]);
  });

  test("verify-otp is limited per account, so codes cannot be guessed from many addresses", async () => {
    const email = uniqueEmail();
    await api.post("/api/user/sign-in/", { email, password: TEST_PASSWORD, type_of_user: "individual" });
    // Resends keep the code unlocked; all attempts count on the account.
    const responses = await burst(11, (i) =>
      i % 2 === 0
        ? api.post("/api/user/verify-otp/", { email, action: "resend" })
        : api.post("/api/user/verify-otp/", { email, otp: "000000" }),
    );
    expectLimited(responses[10]);
  });

  test("reset-password is limited per address", async () => {
    const ip = randomIp();
    const responses = await burst(11, () =>
      api.post("/api/user/reset-password/", { id: "nope", password: "Fresh@5678" }, { ip }),
    );
    for (const response of responses.slice(0, 10)) expect(response.status).toBe(400);
    expectLimited(responses[10]);
    expectLimited(await api.get("/api/user/reset-password/?id=nope", { ip }));
  });
});

describe("wrong passwords from anywhere do not lock the owner out (issue 10, item 10)", () => {
  const WRONG = "Wrong@1234";
  const SECURITY_CHECK = "For your security, enter the code we sent to your email to log in.";

  /** An account that got ten wrong passwords, each from another address. */
  async function attacked(): Promise<string> {
    const { user } = await signUp(api);
    const responses = await burst(10, () => api.post("/api/user/login/", { email: user.email, password: WRONG }));
    for (const response of responses) expect(response.status).toBe(401);
    return user.email;
  }

  test("after ten wrong passwords, the right one from another address gets a mailed code, not a 429, and the code logs in", async () => {
    const email = await attacked();
    // More wrong passwords keep failing as wrong passwords, not as a lock.
    expect((await api.post("/api/user/login/", { email, password: WRONG })).status).toBe(401);

    const mails = (await api.mail.allTo(email)).length;
    const owner = await api.post("/api/user/login/", { email, password: TEST_PASSWORD });
    expect(owner.status).toBe(403);
    expect(owner.body).toEqual({
      result: false,
      message: SECURITY_CHECK,
      data: { verification_required: true, security_check: true, email, verification_id: expect.any(String) },
    });
    expect(await api.mail.allTo(email)).toHaveLength(mails + 1);

    const verified = await api.post("/api/user/verify-otp/", {
      email,
      otp: await api.mail.otpFor(email),
      verification_id: owner.body.data.verification_id,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.email).toBe(email);
  });

  test("while the account is under attack, a right guess gets no session either", async () => {
    const email = await attacked();
    const guess = await api.post("/api/user/login/", { email, password: TEST_PASSWORD });
    expect(guess.status).toBe(403);
    expect(guess.body.data.access_token).toBeUndefined();
  });

  test("the security check's code can be neither used up nor blocked by others", async () => {
    const email = await attacked();
    const owner = await api.post("/api/user/login/", { email, password: TEST_PASSWORD });
    const code = await api.mail.otpFor(email);
    const wrong = code === "000000" ? "111111" : "000000";
    // Others, from many addresses, try codes without the verification id until they are refused.
    const tries = await burst(12, () => api.post("/api/user/verify-otp/", { email, otp: wrong }));
    expect(tries.at(-1)!.status).toBe(429);
    const verified = await api.post("/api/user/verify-otp/", {
      email,
      otp: code,
      verification_id: owner.body.data.verification_id,
    });
    expect(verified.status).toBe(200);
  });

  test("the check lasts for the hour the failures were counted in", async () => {
    const email = await attacked();
    expect((await api.post("/api/user/login/", { email, password: TEST_PASSWORD })).status).toBe(403);
    api.clock.advance(HOUR_MS);
    expect((await api.post("/api/user/login/", { email, password: TEST_PASSWORD })).status).toBe(200);
  });

  test("a few wrong passwords do not get in the owner's way", async () => {
    const { user } = await signUp(api);
    await burst(9, () => api.post("/api/user/login/", { email: user.email, password: WRONG }));
    expect((await api.post("/api/user/login/", { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
  });
});

describe("client address", () => {
  test("behind a trusted proxy the address the proxy added counts: entries a client writes before it do not", async () => {
    // A proxy that appends (the usual X-Forwarded-For behaviour) puts the address it saw last;
    // whatever the client sent comes first and must not choose the address that is limited.
    const proxied = `${randomIp()}`;
    const responses = await burst(11, (i) =>
      api.post(
        "/api/user/login/",
        { email: uniqueEmail(), password: "x" },
        { headers: { "x-forwarded-for": `10.${i}.0.1, ${proxied}` } },
      ),
    );
    for (const response of responses.slice(0, 10)) expect(response.status).toBe(401);
    expectLimited(responses[10]);
  });

  test("without TRUST_PROXY the socket address counts and X-Forwarded-For is ignored", async () => {
    const direct = await startTestApi({ trustProxy: false });
    try {
      const responses = await burst(11, () => direct.post("/api/user/login/", { email: uniqueEmail(), password: "x" }));
      for (const response of responses.slice(0, 10)) expect(response.status).toBe(401);
      expectLimited(responses[10]);
    } finally {
      await direct.close();
    }
  });
});
