/**
 * Issue 38, a passkey as the second step of a password login (decision 185): bound to the
 * pending login the password started, good once, and only with a passkey of that account;
 * against the software authenticator, so SimpleWebAuthn's checks run for real.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PASSKEY_CHALLENGE_TTL_MS } from "#app/backend/accounts/passkeys.ts";
import { base32Decode, hotp, totpStep } from "#app/backend/accounts/totp.ts";
import { TWO_FACTOR_CHALLENGE_TTL_MS } from "#app/backend/accounts/two-factor.ts";
import { SoftwareAuthenticator } from "#tests/support/software-authenticator.ts";
import { signUp, startTestApi, type TestApi } from "#tests/api/harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Account = Awaited<ReturnType<typeof signUp>>;
/** The harness's PUBLIC_URL: the relying party is its host. */
const ORIGIN = "http://joblink.test:3000";
const EXPIRED = "This passkey request has expired or was already used. Try again.";

const codeFor = (secret: string) => hotp(base32Decode(secret), totpStep(api.clock.now()));

/** Turns the authenticator app on: answers the secret and the recovery codes. */
async function enableTotp(account: Account): Promise<{ secret: string; recovery: string[] }> {
  const started = await api.post(
    "/api/user/two-factor/totp/start/",
    { current_password: account.password },
    { token: account.access_token },
  );
  const secret = started.body.data.secret as string;
  const confirmed = await api.post(
    "/api/user/two-factor/totp/confirm/",
    { code: codeFor(secret) },
    { token: account.access_token },
  );
  expect(confirmed.status).toBe(200);
  api.clock.advance(30_000);
  return { secret, recovery: confirmed.body.data.recovery_codes as string[] };
}

async function addPasskey(account: Account): Promise<SoftwareAuthenticator> {
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  const started = await api.post(
    "/api/user/passkeys/options/",
    { current_password: account.password },
    { token: account.access_token },
  );
  const added = await api.post(
    "/api/user/passkeys/register/",
    { name: "Phone", response: authenticator.register(started.body.data) },
    { token: account.access_token },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return authenticator;
}

/** The password step: answers the pending login's challenge id and methods. */
async function passwordStep(account: Account): Promise<{ challenge_id: string; methods: string[] }> {
  const res = await api.post("/api/user/login/", { email: account.user.email, password: account.password });
  expect(res.status).toBe(403);
  expect(res.body.data.two_factor_required).toBe(true);
  return { challenge_id: res.body.data.challenge_id as string, methods: res.body.data.methods as string[] };
}

const stepOptions = (challenge_id: string) => api.post("/api/user/login/two-factor/passkey/options/", { challenge_id });
const stepAnswer = (challenge_id: string, response: unknown) =>
  api.post("/api/user/login/two-factor/passkey/", { challenge_id, response });

/** A member with the app and a passkey. */
async function protectedMember() {
  const account = await signUp(api);
  const totp = await enableTotp(account);
  const authenticator = await addPasskey(account);
  return { account, authenticator, ...totp };
}

describe("a passkey as the second step", () => {
  test("the password, then a passkey of the account: the tokens, and the pending login is used up", async () => {
    const { account, authenticator } = await protectedMember();
    const pending = await passwordStep(account);
    expect(pending.methods).toEqual(["totp", "recovery_code", "passkey"]);

    const options = await stepOptions(pending.challenge_id);
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    expect(options.body.data.rpId).toBe("joblink.test");
    // Only this account's passkeys are offered: the password said whose login this is.
    expect(options.body.data.allowCredentials).toEqual([
      { id: authenticator.id, type: "public-key", transports: ["internal"] },
    ]);

    const done = await stepAnswer(pending.challenge_id, authenticator.authenticate(options.body.data));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.user).toEqual({ id: account.user.id, email: account.user.email });
    expect((await api.get("/api/user/me/", { token: done.body.data.access_token })).status).toBe(200);

    // The pending login ended with it: neither a code nor another passkey finishes it again.
    const again = await stepOptions(pending.challenge_id);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe("This sign-in has expired. Log in again.");
  });

  test("an account without a passkey is not offered one, and asking answers 409", async () => {
    const account = await signUp(api);
    await enableTotp(account);
    const pending = await passwordStep(account);
    expect(pending.methods).toEqual(["totp", "recovery_code"]);
    const options = await stepOptions(pending.challenge_id);
    expect(options.status).toBe(409);
    expect(options.body.message).toBe(
      "This account has no passkey. Enter a code from your authenticator app or a recovery code.",
    );
  });

  test("another account's passkey is refused, and counts a try", async () => {
    const { account } = await protectedMember();
    const stranger = await signUp(api);
    const strangers = await addPasskey(stranger);
    const pending = await passwordStep(account);
    const options = await stepOptions(pending.challenge_id);
    const refused = await stepAnswer(pending.challenge_id, strangers.authenticate(options.body.data));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "This passkey is not on the account you are logging in to. Use one of its passkeys, or enter a code.",
    );
    // The stranger's passkey still signs its own account in, password-free.
    const own = await api.post("/api/user/login/passkey/options/", {});
    expect(
      (await api.post("/api/user/login/passkey/", { response: strangers.authenticate(own.body.data) })).status,
    ).toBe(200);
  });

  test("a replayed answer, an expired challenge and a forged signature are refused", async () => {
    const { account, authenticator } = await protectedMember();
    const first = await passwordStep(account);
    const options = await stepOptions(first.challenge_id);
    const answer = authenticator.authenticate(options.body.data);
    expect((await stepAnswer(first.challenge_id, answer)).status).toBe(200);
    // Replayed on a new pending login of the same account: the challenge was for the first one.
    const second = await passwordStep(account);
    const replayed = await stepAnswer(second.challenge_id, answer);
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe(EXPIRED);

    const late = await stepOptions(second.challenge_id);
    api.clock.advance(PASSKEY_CHALLENGE_TTL_MS);
    const expired = await stepAnswer(second.challenge_id, authenticator.authenticate(late.body.data));
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(EXPIRED);

    const third = await passwordStep(account);
    const fresh = await stepOptions(third.challenge_id);
    const genuine = authenticator.authenticate(fresh.body.data);
    const forged = {
      ...genuine,
      response: { ...genuine.response, signature: Buffer.from("not a signature").toString("base64url") },
    };
    const refused = await stepAnswer(third.challenge_id, forged);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("The passkey could not be verified. Try again.");
    // The refused answer used its challenge up.
    expect((await stepAnswer(third.challenge_id, genuine)).status).toBe(400);
    const retry = await stepOptions(third.challenge_id);
    expect((await stepAnswer(third.challenge_id, authenticator.authenticate(retry.body.data))).status).toBe(200);
  });

  test("a challenge of another pending login, or of a plain passkey login, is refused", async () => {
    const { account, authenticator } = await protectedMember();
    const mine = await passwordStep(account);
    const other = await passwordStep(account);
    const othersChallenge = await stepOptions(other.challenge_id);
    const crossed = await stepAnswer(mine.challenge_id, authenticator.authenticate(othersChallenge.body.data));
    expect(crossed.status).toBe(400);
    expect(crossed.body.message).toBe(EXPIRED);

    const plain = await api.post("/api/user/login/passkey/options/", {});
    const fromPlain = await stepAnswer(mine.challenge_id, authenticator.authenticate(plain.body.data));
    expect(fromPlain.status).toBe(400);
    expect(fromPlain.body.message).toBe(EXPIRED);

    // Nor is a second step's challenge a password-free sign-in's.
    const step = await stepOptions(mine.challenge_id);
    const asPlain = await api.post("/api/user/login/passkey/", {
      response: authenticator.authenticate(step.body.data),
    });
    expect(asPlain.status).toBe(400);
    expect(asPlain.body.message).toBe(EXPIRED);

    // Each pending login still finishes with its own challenge.
    const again = await stepOptions(mine.challenge_id);
    expect((await stepAnswer(mine.challenge_id, authenticator.authenticate(again.body.data))).status).toBe(200);
    const its = await stepOptions(other.challenge_id);
    expect((await stepAnswer(other.challenge_id, authenticator.authenticate(its.body.data))).status).toBe(200);
  });

  test("an unknown or expired pending login is 401; five wrong tries, codes and passkeys together, are 429", async () => {
    const { account, authenticator } = await protectedMember();
    const unknown = await stepOptions("not-a-pending-login");
    expect(unknown.status).toBe(401);

    const stale = await passwordStep(account);
    api.clock.advance(TWO_FACTOR_CHALLENGE_TTL_MS);
    expect((await stepOptions(stale.challenge_id)).status).toBe(401);

    const pending = await passwordStep(account);
    for (let i = 0; i < 4; i++) {
      const wrong = await api.post("/api/user/login/two-factor/", {
        challenge_id: pending.challenge_id,
        code: "000000",
      });
      expect(wrong.status).toBe(400);
    }
    const options = await stepOptions(pending.challenge_id);
    const genuine = authenticator.authenticate(options.body.data);
    const forged = {
      ...genuine,
      response: { ...genuine.response, signature: Buffer.from("nope").toString("base64url") },
    };
    expect((await stepAnswer(pending.challenge_id, forged)).status).toBe(400);
    const locked = await stepOptions(pending.challenge_id);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe("Too many wrong codes. Log in again.");
  });

  test("the code and recovery-code steps work as before beside it, and a used pending login takes no passkey", async () => {
    const { account, authenticator, secret, recovery } = await protectedMember();
    const byCode = await passwordStep(account);
    const options = await stepOptions(byCode.challenge_id);
    const code = await api.post("/api/user/login/two-factor/", {
      challenge_id: byCode.challenge_id,
      code: codeFor(secret),
    });
    expect(code.status).toBe(200);
    // The passkey challenge handed out before the code finished the login is no good now.
    const late = await stepAnswer(byCode.challenge_id, authenticator.authenticate(options.body.data));
    expect(late.status).toBe(401);

    // Both factors lost: a recovery code still gets in.
    const byRecovery = await passwordStep(account);
    const recovered = await api.post("/api/user/login/two-factor/", {
      challenge_id: byRecovery.challenge_id,
      code: recovery[0],
    });
    expect(recovered.status).toBe(200);
  });

  test("a code and a passkey racing for one pending login: one session, the other refused", async () => {
    const { account, authenticator, secret } = await protectedMember();
    const pending = await passwordStep(account);
    const options = await stepOptions(pending.challenge_id);
    const [byCode, byPasskey] = await Promise.all([
      api.post("/api/user/login/two-factor/", { challenge_id: pending.challenge_id, code: codeFor(secret) }),
      stepAnswer(pending.challenge_id, authenticator.authenticate(options.body.data)),
    ]);
    const statuses = [byCode.status, byPasskey.status].sort();
    expect(statuses[0], JSON.stringify([byCode.body, byPasskey.body])).toBe(200);
    expect(statuses[1]).toBe(401);
  });

  test("bad bodies are 400 with a sentence", async () => {
    const missing = await stepOptions("");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("This sign-in has expired. Log in again.");
    const garbled = await stepAnswer("abc", { id: "x" });
    expect(garbled.status).toBe(400);
    expect(garbled.body.message).toBe("The passkey's answer could not be read. Try again.");
  });
});
