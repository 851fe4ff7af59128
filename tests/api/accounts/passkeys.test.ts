/**
 * Issue 38, passkeys (decision 183): adding one behind the password, signing in with it and
 * renaming it (decision 190), against a software authenticator that makes real attestations and
 * signatures (ES256, `fmt: "none"`), with the refusals a member or an attacker meets.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PASSKEY_CHALLENGE_TTL_MS } from "#app/backend/accounts/passkeys.ts";
import { base32Decode, hotp, totpStep } from "#app/backend/accounts/totp.ts";
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
/** The harness's PUBLIC_URL: the relying party is its host, its origin the only one accepted. */
const ORIGIN = "http://joblink.test:3000";

const options = (account: Account, password = account.password) =>
  api.post("/api/user/passkeys/options/", { current_password: password }, { token: account.access_token });
const register = (account: Account, name: string, response: unknown) =>
  api.post("/api/user/passkeys/register/", { name, response }, { token: account.access_token });
const loginOptions = () => api.post("/api/user/login/passkey/options/", {});
const login = (response: unknown) => api.post("/api/user/login/passkey/", { response });

/** Adds a passkey of a new software authenticator to `account`; answers the authenticator. */
async function addPasskey(account: Account, name = "Phone"): Promise<SoftwareAuthenticator> {
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  const started = await options(account);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const added = await register(account, name, authenticator.register(started.body.data));
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return authenticator;
}

async function signInWith(authenticator: SoftwareAuthenticator) {
  const challenge = await loginOptions();
  expect(challenge.status).toBe(200);
  return login(authenticator.authenticate(challenge.body.data));
}

describe("adding a passkey", () => {
  test("the password, then the authenticator's credential with a name; listed with when it was added and last used", async () => {
    const account = await signUp(api);
    const wrong = await options(account, "Wrong@1234");
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.current_password).toEqual(["The current password is incorrect."]);

    const started = await options(account);
    expect(started.status).toBe(200);
    const creation = started.body.data;
    expect(creation.rp).toEqual({ name: "JobLink", id: "joblink.test" });
    expect(creation.user.name).toBe(account.user.email);
    expect(creation.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(creation.attestation).toBe("none");
    expect(creation.excludeCredentials).toEqual([]);

    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const added = await register(account, "  Work laptop ", authenticator.register(creation));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.message).toBe("Passkey added. You can sign in with it now.");
    expect(added.body.data).toEqual({
      id: expect.any(Number),
      name: "Work laptop",
      created_at: api.clock.now().toISOString(),
      last_used_at: null,
    });

    const listed = await api.get("/api/user/passkeys/", { token: account.access_token });
    expect(listed.body.data).toEqual([added.body.data]);

    // The next options name it, so the browser does not make a second one on the same authenticator.
    const again = await options(account);
    expect(again.body.data.excludeCredentials).toEqual([
      { id: authenticator.id, type: "public-key", transports: ["internal"] },
    ]);
  });

  test("a challenge is good once, for five minutes, for the member it was made for", async () => {
    const account = await signUp(api);
    const other = await signUp(api);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const started = await options(account);
    const response = authenticator.register(started.body.data);

    const stolen = await register(other, "Phone", response);
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe("This passkey request has expired or was already used. Try again.");

    expect((await register(account, "Phone", response)).status).toBe(200);
    const replayed = await register(account, "Phone", response);
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe("This passkey request has expired or was already used. Try again.");

    const late = await options(account);
    api.clock.advance(PASSKEY_CHALLENGE_TTL_MS);
    const expired = await register(account, "Tablet", new SoftwareAuthenticator(ORIGIN).register(late.body.data));
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe("This passkey request has expired or was already used. Try again.");
  });

  test("another origin, another RP ID, no user verification, a bad name or a garbled answer are refused", async () => {
    const account = await signUp(api);
    const attempt = async (
      name: string,
      make: (a: SoftwareAuthenticator, o: { challenge: string; user: { id: string } }) => unknown,
    ) => {
      const started = await options(account);
      return register(account, name, make(new SoftwareAuthenticator(ORIGIN), started.body.data));
    };
    const phished = await attempt("Phone", (a, o) => a.register(o, { origin: "https://joblink-login.example" }));
    expect(phished.status).toBe(400);
    expect(phished.body.message).toBe(
      "The passkey answered for another address than JobLink's. Open JobLink at its own address and try again.",
    );

    const otherRp = await attempt("Phone", (a, o) => a.register(o, { rpId: "example.com" }));
    expect(otherRp.status).toBe(400);
    expect(otherRp.body.message).toBe(phished.body.message);

    const unverified = await attempt("Phone", (a, o) => a.register(o, { unverified: true }));
    expect(unverified.status).toBe(400);
    expect(unverified.body.message).toBe("The passkey could not be verified. Try again.");

    const longName = await attempt("x".repeat(61), (a, o) => a.register(o));
    expect(longName.status).toBe(400);
    expect(longName.body.errors.name).toEqual(["Name the passkey in 60 characters or fewer."]);

    const garbled = await register(account, "Phone", { id: "abc", type: "public-key" });
    expect(garbled.status).toBe(400);
    expect(JSON.stringify(garbled.body.errors)).toContain("The passkey's answer could not be read. Try again.");

    expect((await api.get("/api/user/passkeys/", { token: account.access_token })).body.data).toEqual([]);
  });

  test("the same authenticator twice answers 409", async () => {
    const account = await signUp(api);
    const authenticator = await addPasskey(account);
    const started = await options(account);
    const twice = await register(account, "Again", authenticator.register(started.body.data));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("This passkey is already on your account.");
  });
});

describe("signing in with a passkey", () => {
  test("no email and no password: the passkey names the account, and the session works", async () => {
    const account = await signUp(api);
    const authenticator = await addPasskey(account);
    const challenge = await loginOptions();
    expect(challenge.status).toBe(200);
    expect(challenge.body.data).toMatchObject({ rpId: "joblink.test", userVerification: "required" });
    expect(challenge.body.data.allowCredentials).toBeUndefined();

    api.clock.advance(60_000);
    const signedIn = await login(authenticator.authenticate(challenge.body.data));
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.data.user).toEqual({ id: account.user.id, email: account.user.email });
    const me = await api.get("/api/user/me/", { token: signedIn.body.data.access_token });
    expect(me.status).toBe(200);

    const listed = await api.get("/api/user/passkeys/", { token: account.access_token });
    expect(listed.body.data[0].last_used_at).toBe(api.clock.now().toISOString());
  });

  test("counts as strong: an account with an authenticator app gets no second step", async () => {
    const account = await signUp(api);
    const started = await api.post(
      "/api/user/two-factor/totp/start/",
      { current_password: account.password },
      { token: account.access_token },
    );
    const code = hotp(base32Decode(started.body.data.secret as string), totpStep(api.clock.now()));
    expect(
      (await api.post("/api/user/two-factor/totp/confirm/", { code }, { token: account.access_token })).status,
    ).toBe(200);
    const password = await api.post("/api/user/login/", { email: account.user.email, password: account.password });
    expect(password.status).toBe(403);
    expect(password.body.data.two_factor_required).toBe(true);

    const authenticator = await addPasskey(account);
    const signedIn = await signInWith(authenticator);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.data.access_token).toEqual(expect.any(String));
  });

  test("a replayed answer, an expired challenge, another origin and an unknown passkey are refused", async () => {
    const account = await signUp(api);
    const authenticator = await addPasskey(account);

    const challenge = await loginOptions();
    const answer = authenticator.authenticate(challenge.body.data);
    expect((await login(answer)).status).toBe(200);
    const replayed = await login(answer);
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe("This passkey request has expired or was already used. Try again.");

    const late = await loginOptions();
    api.clock.advance(PASSKEY_CHALLENGE_TTL_MS);
    const expired = await login(authenticator.authenticate(late.body.data));
    expect(expired.status).toBe(400);

    const phishing = await loginOptions();
    const phished = await login(
      authenticator.authenticate(phishing.body.data, { origin: "https://joblink-login.example" }),
    );
    expect(phished.status).toBe(400);
    expect(phished.body.message).toBe(
      "The passkey answered for another address than JobLink's. Open JobLink at its own address and try again.",
    );
    // A refused answer used its challenge up too.
    expect((await login(authenticator.authenticate(phishing.body.data))).status).toBe(400);

    const stranger = await signInWith(new SoftwareAuthenticator(ORIGIN));
    expect(stranger.status).toBe(401);
    expect(stranger.body.message).toBe(
      "This passkey is not registered on JobLink. Log in with your password, then add it in Sign-in and security.",
    );

    // A registration's challenge is not a sign-in's.
    const registration = await options(account);
    expect((await login(authenticator.authenticate(registration.body.data))).status).toBe(400);

    // The genuine passkey still works after all that.
    expect((await signInWith(authenticator)).status).toBe(200);
  });

  test("a signature that does not match the key is refused", async () => {
    const account = await signUp(api);
    const authenticator = await addPasskey(account);
    const challenge = await loginOptions();
    const answer = authenticator.authenticate(challenge.body.data);
    const forged = {
      ...answer,
      response: { ...answer.response, signature: Buffer.from("not a signature").toString("base64url") },
    };
    const refused = await login(forged);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("The passkey could not be verified. Try again.");
  });
});

describe("removing a passkey", () => {
  test("the password, and only one's own: another member's answers 404", async () => {
    const owner = await signUp(api);
    const other = await signUp(api);
    const authenticator = await addPasskey(owner);
    const [passkey] = (await api.get("/api/user/passkeys/", { token: owner.access_token })).body.data as Array<{
      id: number;
    }>;

    const foreign = await api.post(
      "/api/user/passkeys/remove/",
      { passkey_id: passkey!.id, current_password: other.password },
      { token: other.access_token },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("That passkey is not on your account.");

    const wrong = await api.post(
      "/api/user/passkeys/remove/",
      { passkey_id: passkey!.id, current_password: "Wrong@1234" },
      { token: owner.access_token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.current_password).toEqual(["The current password is incorrect."]);

    const removed = await api.post(
      "/api/user/passkeys/remove/",
      { passkey_id: passkey!.id, current_password: owner.password },
      { token: owner.access_token },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Passkey removed.");
    expect((await api.get("/api/user/passkeys/", { token: owner.access_token })).body.data).toEqual([]);

    const gone = await signInWith(authenticator);
    expect(gone.status).toBe(401);
    const again = await api.post(
      "/api/user/passkeys/remove/",
      { passkey_id: passkey!.id, current_password: owner.password },
      { token: owner.access_token },
    );
    expect(again.status).toBe(404);
  });
});

describe("renaming a passkey", () => {
  const rename = (account: Account, body: unknown) =>
    api.post("/api/user/passkeys/rename/", body, { token: account.access_token });
  const listed = async (account: Account) =>
    (await api.get("/api/user/passkeys/", { token: account.access_token })).body.data as Array<{
      id: number;
      name: string;
    }>;

  test("a new name, trimmed, without the password; the passkey still signs in (decision 190)", async () => {
    const account = await signUp(api);
    const authenticator = await addPasskey(account, "Phone");
    const [passkey] = await listed(account);
    api.clock.advance(60_000);
    const renamed = await rename(account, { passkey_id: passkey!.id, name: "  Work phone " });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.message).toBe("Passkey renamed.");
    // Only the name changes: not when it was added, nor when last used.
    expect(renamed.body.data).toEqual({ ...passkey, name: "Work phone" });
    expect(await listed(account)).toEqual([renamed.body.data]);
    // The same name again, and 60 characters exactly, are fine.
    expect((await rename(account, { passkey_id: passkey!.id, name: "Work phone" })).status).toBe(200);
    const longest = "y".repeat(60);
    expect((await rename(account, { passkey_id: passkey!.id, name: longest })).body.data.name).toBe(longest);
    expect((await signInWith(authenticator)).status).toBe(200);
  });

  test("a bad name is 400 next to the field, with the add rule's message; nothing changes", async () => {
    const account = await signUp(api);
    await addPasskey(account, "Phone");
    const [passkey] = await listed(account);
    const tooLong = await rename(account, { passkey_id: passkey!.id, name: "x".repeat(61) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ name: ["Name the passkey in 60 characters or fewer."] });
    const blank = await rename(account, { passkey_id: passkey!.id, name: "   " });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.errors)).toEqual(["name"]);
    const missing = await rename(account, { passkey_id: passkey!.id });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(["name"]);
    const notText = await rename(account, { passkey_id: passkey!.id, name: 42 });
    expect(notText.status).toBe(400);
    // A new minute: the passkey calls are limited per account.
    api.clock.advance(60_000);
    for (const id of ["abc", -1, 0, 1.5, 2 ** 53, null]) {
      const bad = await rename(account, { passkey_id: id, name: "Tablet" });
      expect(bad.status, JSON.stringify(bad.body)).toBe(400);
      expect(bad.body.errors.passkey_id).toBeDefined();
    }
    expect((await rename(account, "not an object")).status).toBe(400);
    expect((await listed(account)).map((item) => item.name)).toEqual(["Phone"]);
  });

  test("only one's own: another member's passkey, a removed one or one that never was answers 404", async () => {
    const owner = await signUp(api);
    const other = await signUp(api);
    await addPasskey(owner, "Phone");
    const [passkey] = await listed(owner);

    const foreign = await rename(other, { passkey_id: passkey!.id, name: "Mine now" });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("That passkey is not on your account.");
    expect(foreign.body.errors).toEqual({ passkey_id: ["That passkey is not on your account."] });
    expect((await listed(owner)).map((item) => item.name)).toEqual(["Phone"]);

    expect((await rename(owner, { passkey_id: passkey!.id + 1000, name: "Tablet" })).status).toBe(404);
    expect(
      (
        await api.post(
          "/api/user/passkeys/remove/",
          { passkey_id: passkey!.id, current_password: owner.password },
          { token: owner.access_token },
        )
      ).status,
    ).toBe(200);
    expect((await rename(owner, { passkey_id: passkey!.id, name: "Tablet" })).status).toBe(404);
    expect((await api.post("/api/user/passkeys/rename/", { passkey_id: passkey!.id, name: "Tablet" })).status).toBe(
      401,
    );
  });
});

describe("several instances", () => {
  test("a challenge handed out by one instance is checked by another (they share the database, not memory)", async () => {
    const other = await startTestApi({ databaseUrl: api.databaseUrl, accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
    try {
      const account = await signUp(api);
      const authenticator = new SoftwareAuthenticator(ORIGIN);
      const started = await options(account);
      const added = await other.post(
        "/api/user/passkeys/register/",
        { name: "Phone", response: authenticator.register(started.body.data) },
        { token: account.access_token },
      );
      expect(added.status, JSON.stringify(added.body)).toBe(200);

      const challenge = await loginOptions();
      const answer = authenticator.authenticate(challenge.body.data);
      const signedIn = await other.post("/api/user/login/passkey/", { response: answer });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      // Taken there, so gone here too.
      expect((await login(answer)).status).toBe(400);
    } finally {
      await other.close();
    }
  });
});
