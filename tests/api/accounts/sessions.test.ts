import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createBackend, type Backend } from "#app/backend/index.server.ts";
import { ACCESS_TOKEN_TTL_MS } from "#app/backend/lib/tokens.ts";
import {
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_TTL_MS,
  SESSION_CHECK_CACHE_MS,
} from "#app/backend/accounts/constants.ts";
import {
  checkAgainstContract,
  TEST_PASSWORD,
  TEST_SCRYPT,
  TEST_SECRET,
  signUp,
  startTestApi,
  type TestApi,
} from "#tests/api/harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const EXPIRED = { result: false, message: "Your session has expired. Please log in again." };

const refresh = (refresh_token: string) => api.post("/api/user/token/refresh/", { refresh_token });

describe("access tokens", () => {
  test("last 15 minutes", async () => {
    expect(ACCESS_TOKEN_TTL_MS).toBe(15 * 60 * 1000);
    const session = await signUp(api);
    const fresh = await api.get("/api/master/skill/list/", { token: session.access_token });
    expect(fresh.status).toBe(200);
    api.clock.advance(ACCESS_TOKEN_TTL_MS + 1000);
    const expired = await api.post("/api/individual/create/", {}, { token: session.access_token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(EXPIRED);
  });

  test("a token sent to a public endpoint is still checked", async () => {
    const response = await api.get("/api/master/skill/list/", { token: "not.a.token" });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(EXPIRED);
  });

  test("a tampered token is refused", async () => {
    const session = await signUp(api);
    const [header, payload, signature] = session.access_token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, type_of_user: "corporate" })).toString("base64url");
    const response = await api.get("/api/corporate/get/", { token: `${header}.${forged}.${signature}` });
    expect(response.status).toBe(401);
  });

  test("a malformed Authorization header is refused", async () => {
    const response = await api.request("GET", "/api/individual/get/", { headers: { authorization: "Basic abc" } });
    expect(response.status).toBe(401);
  });
});

describe("POST /api/user/token/refresh/", () => {
  test("gives a new pair and the new refresh token works", async () => {
    const session = await signUp(api);
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      type_of_user: "individual",
      onboarding_complete: false,
      user: session.user,
    });
    expect(first.body.data.refresh_token).not.toBe(session.refresh_token);
    expect(first.body.data.access_token).toEqual(expect.any(String));

    const second = await refresh(first.body.data.refresh_token);
    expect(second.status).toBe(200);
  });

  test("reports the current onboarding state", async () => {
    const session = await signUp(api);
    const chennai = (await api.get("/api/master/location/list/?search=Chennai")).body.data[0].id;
    await api.post(
      "/api/individual/create/",
      { first_name: "A", last_name: "B", phone: "9876543210", pincode: "600001", location: chennai, bio: "Hi" },
      { token: session.access_token },
    );
    const response = await refresh(session.refresh_token);
    expect(response.body.data.onboarding_complete).toBe(true);
  });

  test("an expired access token sent along does not get in the way", async () => {
    const session = await signUp(api);
    api.clock.advance(ACCESS_TOKEN_TTL_MS + 1000);
    const response = await api.post(
      "/api/user/token/refresh/",
      { refresh_token: session.refresh_token },
      { token: session.access_token },
    );
    expect(response.status).toBe(200);
  });

  test("reusing a rotated token within the grace time is a race, not theft", async () => {
    expect(REFRESH_REUSE_GRACE_MS).toBe(30_000);
    const session = await signUp(api);
    const first = await refresh(session.refresh_token);
    api.clock.advance(REFRESH_REUSE_GRACE_MS - 5_000);
    const raced = await refresh(session.refresh_token);
    expect(raced.status).toBe(200);
    // Both branches of the family still work.
    expect((await refresh(first.body.data.refresh_token)).status).toBe(200);
    expect((await refresh(raced.body.data.refresh_token)).status).toBe(200);
  });

  test("reusing a rotated token later revokes the whole family", async () => {
    const session = await signUp(api);
    const rotated = await refresh(session.refresh_token);
    api.clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
    const reused = await refresh(session.refresh_token);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual(EXPIRED);
    // The thief's (or the owner's) newer token is dead too.
    expect((await refresh(rotated.body.data.refresh_token)).status).toBe(401);

    // Other sessions of the same user are untouched.
    const otherLogin = await api.post("/api/user/login/", { email: session.user.email, password: TEST_PASSWORD });
    expect((await refresh(otherLogin.body.data.refresh_token)).status).toBe(200);
  });

  test("refresh tokens expire after 30 days", async () => {
    expect(REFRESH_TOKEN_TTL_MS).toBe(30 * 24 * 60 * 60 * 1000);
    const session = await signUp(api);
    api.clock.advance(REFRESH_TOKEN_TTL_MS + 1000);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });

  test("an unknown token is a 401, a missing one a 400", async () => {
    expect((await refresh("made-up-token")).status).toBe(401);
    const missing = await api.post("/api/user/token/refresh/", {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ refresh_token: ["This is Required."] });
  });
});

describe("POST /api/user/logout/", () => {
  test("revokes the refresh token", async () => {
    const session = await signUp(api);
    const response = await api.post(
      "/api/user/logout/",
      { refresh_token: session.refresh_token },
      { token: session.access_token },
    );
    expect(response.status).toBe(200);
    expect(response.body.result).toBe(true);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });

  test("also stops a just-rotated token from coming back within the grace time", async () => {
    const session = await signUp(api);
    const rotated = await refresh(session.refresh_token);
    await api.post(
      "/api/user/logout/",
      { refresh_token: rotated.body.data.refresh_token },
      { token: rotated.body.data.access_token },
    );
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });

  test("needs a bearer token", async () => {
    const session = await signUp(api);
    const response = await api.post("/api/user/logout/", { refresh_token: session.refresh_token });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(EXPIRED);
    expect((await refresh(session.refresh_token)).status).toBe(200);
  });

  test("cannot revoke someone else's refresh token", async () => {
    const victim = await signUp(api);
    const attacker = await signUp(api);
    const response = await api.post(
      "/api/user/logout/",
      { refresh_token: victim.refresh_token },
      { token: attacker.access_token },
    );
    expect(response.status).toBe(200);
    expect((await refresh(victim.refresh_token)).status).toBe(200);
  });
});

describe("sessions end at once (issue 10, item 9)", () => {
  /** A call that needs a valid session. */
  const me = (token: string) => api.get("/api/user/greet/", { token });

  test("logout ends the access token, not only the refresh token", async () => {
    const session = await signUp(api);
    expect((await me(session.access_token)).status).toBe(200);
    await api.post("/api/user/logout/", { refresh_token: session.refresh_token }, { token: session.access_token });
    const after = await me(session.access_token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(EXPIRED);
  });

  test("logout ends only that session", async () => {
    const session = await signUp(api);
    const other = (await api.post("/api/user/login/", { email: session.user.email, password: TEST_PASSWORD })).body
      .data;
    await api.post("/api/user/logout/", { refresh_token: session.refresh_token }, { token: session.access_token });
    expect((await me(other.access_token)).status).toBe(200);
  });

  test("a password reset ends every access token of the account", async () => {
    const session = await signUp(api);
    const other = (await api.post("/api/user/login/", { email: session.user.email, password: TEST_PASSWORD })).body
      .data;
    await api.post("/api/user/forgot-password/", { email: session.user.email });
    const id = decodeURIComponent((await api.mail.resetLinkFor(session.user.email)).split("/forgot-password/")[1]);
    expect((await api.post("/api/user/reset-password/", { id, password: "Fresh@5678" })).status).toBe(200);
    for (const token of [session.access_token, other.access_token]) expect((await me(token)).status).toBe(401);
  });

  test("a stolen refresh token coming back ends the family's access tokens", async () => {
    const session = await signUp(api);
    const rotated = (await refresh(session.refresh_token)).body.data;
    api.clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await me(rotated.access_token)).status).toBe(401);
  });

  test("a refreshed token belongs to the same session and ends with it", async () => {
    const session = await signUp(api);
    const rotated = (await refresh(session.refresh_token)).body.data;
    expect((await me(rotated.access_token)).status).toBe(200);
    await api.post("/api/user/logout/", { refresh_token: rotated.refresh_token }, { token: rotated.access_token });
    expect((await me(rotated.access_token)).status).toBe(401);
    expect((await me(session.access_token)).status).toBe(401);
  });

  describe("with a second instance on the same database", () => {
    let dir: string;
    let other: Backend;
    const statements: string[] = [];
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), "joblink-second-"));
      other = await createBackend({
        databaseUrl: api.databaseUrl,
        databasePoolSize: 2,
        mailOutboxDir: join(dir, "mail"),
        uploadDir: join(dir, "uploads"),
        secret: TEST_SECRET,
        seedDemo: false,
        scryptParams: { ...TEST_SCRYPT },
        now: api.clock.now,
        // The mail worker's polls (mail_outbox) come at their own times, not the requests'.
        onQuery: (sql) => {
          if (!/\bmail_outbox\b/.test(sql)) statements.push(sql);
        },
        log: { info: () => {}, warn: () => {}, error: (message, error) => console.error(message, error) },
      });
    });
    afterAll(async () => {
      await other?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    const otherMe = async (token: string) => {
      const response = await other.fetch(
        new Request("http://other/api/user/greet/", { headers: { authorization: `Bearer ${token}` } }),
      );
      checkAgainstContract(
        "GET",
        "/api/user/greet/",
        response.status,
        response.headers.get("content-type") ?? "",
        await response.json(),
      );
      return response.status;
    };

    test("a session ended on one instance stops working on the other within the short cache time", async () => {
      expect(SESSION_CHECK_CACHE_MS).toBeLessThanOrEqual(10_000);
      const session = await signUp(api);
      expect(await otherMe(session.access_token)).toBe(200);
      await api.post("/api/user/logout/", { refresh_token: session.refresh_token }, { token: session.access_token });
      api.clock.advance(SESSION_CHECK_CACHE_MS + 1);
      expect(await otherMe(session.access_token)).toBe(401);
    });

    test("checking the session costs one lookup, and none while it is cached", async () => {
      const session = await signUp(api);
      const touchesSessions = () => statements.filter((sql) => /\bsessions\b/.test(sql)).length;
      statements.length = 0;
      expect(await otherMe(session.access_token)).toBe(200);
      expect(touchesSessions()).toBe(1);
      const uncached = statements.length;
      statements.length = 0;
      expect(await otherMe(session.access_token)).toBe(200);
      expect(touchesSessions()).toBe(0);
      // The check replaced the user lookup of every bearer request: one statement in all.
      expect(uncached - statements.length).toBe(1);
    });
  });
});
