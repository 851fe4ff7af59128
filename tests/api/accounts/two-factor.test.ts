/** Issue 38 (decision 178): two-step verification with an authenticator app and recovery codes. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { NEW_DEVICE_SUBJECT } from "#app/backend/accounts/account-mails.ts";
import { TWO_FACTOR_CHALLENGE_TTL_MS } from "#app/backend/accounts/two-factor.ts";
import { base32Decode, hotp, totpStep } from "#app/backend/accounts/totp.ts";
import { signUp, startTestApi, type TestApi } from "#tests/api/harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Account = Awaited<ReturnType<typeof signUp>>;
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/** The app's code for `secret` at the test clock's now (or `offsetSteps` steps away). */
const codeFor = (secret: string, offsetSteps = 0) =>
  hotp(base32Decode(secret), totpStep(api.clock.now()) + offsetSteps);

/** Turns the app on for `account`: answers its secret and recovery codes. */
async function enable(account: Account): Promise<{ secret: string; recovery: string[] }> {
  const started = await api.post(
    "/api/user/two-factor/totp/start/",
    { current_password: account.password },
    { token: account.access_token },
  );
  expect(started.status).toBe(200);
  const secret = started.body.data.secret as string;
  const confirmed = await api.post(
    "/api/user/two-factor/totp/confirm/",
    { code: codeFor(secret) },
    { token: account.access_token },
  );
  expect(confirmed.status).toBe(200);
  // The next login's code must be of a later step than the one confirming.
  api.clock.advance(30_000);
  return { secret, recovery: confirmed.body.data.recovery_codes as string[] };
}

const login = (account: Account, headers: Record<string, string> = {}) =>
  api.post("/api/user/login/", { email: account.user.email, password: account.password }, { headers });

describe("turning the authenticator app on", () => {
  test("the password, then the QR code and the secret as text, then a code from the app; ten recovery codes once", async () => {
    const account = await signUp(api);
    const off = await api.get("/api/user/two-factor/", { token: account.access_token });
    expect(off.body.data).toEqual({
      totp: "off",
      setup: null,
      on_since: null,
      recovery_codes_left: 0,
      has_password: true,
    });

    const wrong = await api.post(
      "/api/user/two-factor/totp/start/",
      { current_password: "Wrong@1234" },
      { token: account.access_token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.current_password).toEqual(["The current password is incorrect."]);

    const started = await api.post(
      "/api/user/two-factor/totp/start/",
      { current_password: account.password },
      { token: account.access_token },
    );
    expect(started.status).toBe(200);
    const setup = started.body.data;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toBe(
      `otpauth://totp/JobLink:${encodeURIComponent(account.user.email)}?secret=${setup.secret}&issuer=JobLink&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    // Pending: a login is not changed yet, and the settings show the same setup again.
    expect((await login(account)).status).toBe(200);
    const pending = await api.get("/api/user/two-factor/", { token: account.access_token });
    expect(pending.body.data).toMatchObject({ totp: "pending", setup: { secret: setup.secret }, on_since: null });

    const bad = await api.post(
      "/api/user/two-factor/totp/confirm/",
      { code: codeFor(setup.secret, 5) },
      { token: account.access_token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.code).toEqual(["The code is incorrect."]);
    const notDigits = await api.post(
      "/api/user/two-factor/totp/confirm/",
      { code: "12ab56" },
      { token: account.access_token },
    );
    expect(notDigits.body.errors.code).toEqual(["Enter the 6-digit code from your authenticator app."]);

    const code = codeFor(setup.secret);
    const confirmed = await api.post(
      "/api/user/two-factor/totp/confirm/",
      { code: `${code.slice(0, 3)} ${code.slice(3)}` },
      { token: account.access_token },
    );
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const recovery of codes) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const on = await api.get("/api/user/two-factor/", { token: account.access_token });
    expect(on.body.data).toEqual({
      totp: "on",
      setup: null,
      on_since: api.clock.now().toISOString(),
      recovery_codes_left: 10,
      has_password: true,
    });
    const again = await api.post(
      "/api/user/two-factor/totp/start/",
      { current_password: account.password },
      { token: account.access_token },
    );
    expect(again.status).toBe(409);
  });

  test("a setup can be cancelled; confirming then is 409", async () => {
    const account = await signUp(api);
    const started = await api.post(
      "/api/user/two-factor/totp/start/",
      { current_password: account.password },
      { token: account.access_token },
    );
    expect(
      (await api.post("/api/user/two-factor/totp/cancel/", undefined, { token: account.access_token })).status,
    ).toBe(200);
    const late = await api.post(
      "/api/user/two-factor/totp/confirm/",
      { code: codeFor(started.body.data.secret) },
      { token: account.access_token },
    );
    expect(late.status).toBe(409);
    expect((await api.get("/api/user/two-factor/", { token: account.access_token })).body.data.totp).toBe("off");
  });
});

describe("logging in with two-step verification", () => {
  test("the password answers a documented second step; the app's code finishes it, once", async () => {
    const account = await signUp(api);
    const { secret } = await enable(account);
    const first = await login(account, { "user-agent": CHROME });
    expect(first.status).toBe(403);
    expect(first.body).toMatchObject({
      result: false,
      message: "Enter the code from your authenticator app to finish logging in.",
      data: {
        two_factor_required: true,
        email: account.user.email,
        challenge_id: expect.any(String),
        methods: ["totp", "recovery_code"],
      },
    });
    expect(first.body.data).not.toHaveProperty("access_token");
    // No session yet, so no new-device mail yet.
    expect((await api.mail.allTo(account.user.email)).filter((m) => m.subject === NEW_DEVICE_SUBJECT)).toEqual([]);

    const challenge_id = first.body.data.challenge_id as string;
    const wrong = await api.post("/api/user/login/two-factor/", { challenge_id, code: codeFor(secret, 4) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toEqual(["The code is incorrect."]);
    const code = codeFor(secret);
    const done = await api.post(
      "/api/user/login/two-factor/",
      { challenge_id, code },
      { headers: { "user-agent": CHROME } },
    );
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      user: account.user,
    });
    expect((await api.get("/api/user/me/", { token: done.body.data.access_token })).status).toBe(200);
    expect((await api.mail.allTo(account.user.email)).filter((m) => m.subject === NEW_DEVICE_SUBJECT)).toHaveLength(1);

    // The challenge is used up, and the same code does not work for another login.
    expect((await api.post("/api/user/login/two-factor/", { challenge_id, code })).status).toBe(401);
    const second = await login(account);
    const replay = await api.post("/api/user/login/two-factor/", { challenge_id: second.body.data.challenge_id, code });
    expect(replay.status).toBe(400);
  });

  test("a recovery code works once; five wrong codes end the challenge; it expires after 10 minutes", async () => {
    const account = await signUp(api);
    const { recovery } = await enable(account);
    const challenge = async () => (await login(account)).body.data.challenge_id as string;

    const withRecovery = await api.post("/api/user/login/two-factor/", {
      challenge_id: await challenge(),
      code: recovery[0].toUpperCase().replace("-", " "),
    });
    expect(withRecovery.status).toBe(200);
    const reused = await api.post("/api/user/login/two-factor/", {
      challenge_id: await challenge(),
      code: recovery[0],
    });
    expect(reused.status).toBe(400);
    expect(
      (await api.get("/api/user/two-factor/", { token: withRecovery.body.data.access_token })).body.data
        .recovery_codes_left,
    ).toBe(9);

    const locked = await challenge();
    for (let i = 0; i < 5; i++)
      expect(
        (await api.post("/api/user/login/two-factor/", { challenge_id: locked, code: "zzzzz-zzzzz" })).status,
      ).toBe(400);
    const sixth = await api.post("/api/user/login/two-factor/", { challenge_id: locked, code: recovery[1] });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe("Too many wrong codes. Log in again.");

    const old = await challenge();
    api.clock.advance(TWO_FACTOR_CHALLENGE_TTL_MS + 1000);
    const expired = await api.post("/api/user/login/two-factor/", { challenge_id: old, code: recovery[1] });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe("This sign-in has expired. Log in again.");
  });

  test("bad bodies are clear 400s", async () => {
    for (const body of [
      {},
      { challenge_id: "x" },
      { challenge_id: "x", code: "12345" },
      { challenge_id: "bad id!", code: "123456" },
      { challenge_id: "x", code: 123456 },
    ]) {
      const response = await api.post("/api/user/login/two-factor/", body);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors).length).toBeGreaterThan(0);
    }
    expect((await api.post("/api/user/login/two-factor/", { challenge_id: "unknown", code: "123456" })).status).toBe(
      401,
    );
  });
});

describe("turning it off", () => {
  test("needs the password; then the login is one step again and the recovery codes are gone", async () => {
    const account = await signUp(api);
    await enable(account);
    const wrong = await api.post(
      "/api/user/two-factor/totp/disable/",
      { current_password: "Wrong@1234" },
      { token: account.access_token },
    );
    expect(wrong.status).toBe(400);
    expect((await login(account)).status).toBe(403);
    const off = await api.post(
      "/api/user/two-factor/totp/disable/",
      { current_password: account.password },
      { token: account.access_token },
    );
    expect(off.status).toBe(200);
    expect(off.body.message).toBe("Two-step verification is off.");
    expect((await login(account)).status).toBe(200);
    expect((await api.get("/api/user/two-factor/", { token: account.access_token })).body.data).toMatchObject({
      totp: "off",
      on_since: null,
      recovery_codes_left: 0,
    });
  });
});

describe("new recovery codes", () => {
  const renew = (account: Account, password = account.password) =>
    api.post("/api/user/two-factor/recovery-codes/", { current_password: password }, { token: account.access_token });
  const secondStep = async (account: Account, code: string) => {
    const pending = await login(account);
    return api.post("/api/user/login/two-factor/", { challenge_id: pending.body.data.challenge_id, code });
  };

  test("the password, then ten new codes shown once; the old ones, used or not, stop working", async () => {
    const account = await signUp(api);
    const { recovery: old } = await enable(account);
    expect((await secondStep(account, old[0]!)).status).toBe(200);

    const wrong = await renew(account, "Wrong@1234");
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.current_password).toEqual(["The current password is incorrect."]);

    const renewed = await renew(account);
    expect(renewed.status).toBe(200);
    expect(renewed.body.message).toBe("Your new recovery codes are ready. The old ones no longer work.");
    const fresh = renewed.body.data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    for (const code of fresh) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect(
      (await api.get("/api/user/two-factor/", { token: account.access_token })).body.data.recovery_codes_left,
    ).toBe(10);

    const stale = await secondStep(account, old[1]!);
    expect(stale.status).toBe(400);
    expect(stale.body.errors.code).toEqual(["The code is incorrect."]);
    expect((await secondStep(account, fresh[0]!)).status).toBe(200);
    expect(
      (await api.get("/api/user/two-factor/", { token: account.access_token })).body.data.recovery_codes_left,
    ).toBe(9);
  });

  test("409 while two-step verification is off or only being set up; 400 without a password", async () => {
    const account = await signUp(api);
    const off = await renew(account);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe("Turn on two-step verification first: recovery codes belong to it.");
    await api.post(
      "/api/user/two-factor/totp/start/",
      { current_password: account.password },
      { token: account.access_token },
    );
    expect((await renew(account)).status).toBe(409);
    const empty = await api.post("/api/user/two-factor/recovery-codes/", {}, { token: account.access_token });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.current_password).toEqual(expect.any(Array));
  });

  test("only the caller's own: another member's call changes nothing of the owner's codes", async () => {
    const owner = await signUp(api);
    const { recovery } = await enable(owner);
    const other = await signUp(api);
    await enable(other);
    expect((await renew(other)).status).toBe(200);
    expect((await api.post("/api/user/two-factor/recovery-codes/", { current_password: "x" })).status).toBe(401);
    expect((await secondStep(owner, recovery[0]!)).status).toBe(200);
  });
});

describe("authorization of the two-factor endpoints", () => {
  test("without a token: 401", async () => {
    expect((await api.get("/api/user/two-factor/")).status).toBe(401);
    for (const path of ["start", "confirm", "cancel", "disable"]) {
      expect(
        (await api.post(`/api/user/two-factor/totp/${path}/`, { current_password: "x", code: "123456" })).status,
      ).toBe(401);
    }
  });

  test("each acts on the caller's own account only", async () => {
    const owner = await signUp(api);
    const { secret } = await enable(owner);
    const other = await signUp(api, { type_of_user: "corporate" });
    expect((await api.get("/api/user/two-factor/", { token: other.access_token })).body.data.totp).toBe("off");
    // Another member cannot turn the owner's off with their own password, nor confirm with the owner's code.
    expect(
      (
        await api.post(
          "/api/user/two-factor/totp/disable/",
          { current_password: other.password },
          { token: other.access_token },
        )
      ).status,
    ).toBe(200);
    expect(
      (await api.post("/api/user/two-factor/totp/confirm/", { code: codeFor(secret) }, { token: other.access_token }))
        .status,
    ).toBe(409);
    expect((await api.post("/api/user/two-factor/totp/cancel/", undefined, { token: other.access_token })).status).toBe(
      200,
    );
    expect((await api.get("/api/user/two-factor/", { token: owner.access_token })).body.data.totp).toBe("on");
    expect((await login(owner)).status).toBe(403);
  });
});
