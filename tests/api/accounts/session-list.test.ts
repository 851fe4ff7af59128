/** Issue 38 (decision 178): the settings' list of sessions, signing them out, the new-device mail. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { NEW_DEVICE_SUBJECT } from "#app/backend/accounts/account-mails.ts";
import { REFRESH_TOKEN_TTL_MS } from "#app/backend/accounts/constants.ts";
import { signUp, startTestApi, type TestApi } from "#tests/api/harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

type Session = {
  id: string;
  device: string;
  address: string | null;
  signed_in_at: string;
  last_seen_at: string;
  current: boolean;
};

async function login(email: string, password: string, userAgent: string, ip = "203.0.113.77") {
  const response = await api.post(
    "/api/user/login/",
    { email, password },
    { ip, headers: { "user-agent": userAgent } },
  );
  expect(response.status).toBe(200);
  return response.body.data as { access_token: string; refresh_token: string };
}

const newDeviceMails = async (email: string) =>
  (await api.mail.allTo(email)).filter((mail) => mail.subject === NEW_DEVICE_SUBJECT);

describe("GET /api/user/sessions/", () => {
  test("lists the open sessions, last seen first, with device, masked address and this one marked", async () => {
    const account = await signUp(api);
    const email = account.user.email;
    api.clock.advance(60_000);
    const phone = await login(email, account.password, SAFARI_IPHONE, "198.51.100.23");
    api.clock.advance(60_000);
    const laptop = await login(email, account.password, CHROME_WINDOWS, "203.0.113.77");

    const listed = await api.get("/api/user/sessions/", { token: laptop.access_token });
    expect(listed.status).toBe(200);
    const sessions = listed.body.data as Session[];
    expect(sessions.map((s) => [s.device, s.address, s.current])).toEqual([
      ["Chrome on Windows", "203.0.113.x", true],
      ["Safari on iOS", "198.51.100.x", false],
      // The sign-up's session (node's fetch says only "node").
      ["Unknown device", expect.stringMatching(/\.x$/), false],
    ]);
    expect(sessions[0].signed_in_at).toBe(sessions[0].last_seen_at);

    // A refresh is "last seen": the phone moves to the top.
    api.clock.advance(60_000);
    const refreshed = await api.post("/api/user/token/refresh/", { refresh_token: phone.refresh_token });
    expect(refreshed.status).toBe(200);
    const after = (await api.get("/api/user/sessions/", { token: laptop.access_token })).body.data as Session[];
    expect(after[0].device).toBe("Safari on iOS");
    expect(Date.parse(after[0].last_seen_at)).toBeGreaterThan(Date.parse(after[0].signed_in_at));
  });

  test("leaves out ended sessions and those past the refresh tokens' lifetime", async () => {
    const account = await signUp(api);
    const old = await login(account.user.email, account.password, SAFARI_IPHONE);
    await api.post("/api/user/logout/", { refresh_token: account.refresh_token }, { token: account.access_token });
    api.clock.advance(REFRESH_TOKEN_TTL_MS - 60_000);
    const fresh = await login(account.user.email, account.password, CHROME_WINDOWS);
    expect(((await api.get("/api/user/sessions/", { token: fresh.access_token })).body.data as Session[]).length).toBe(
      2,
    );
    api.clock.advance(2 * 60_000);
    const listed = (await api.get("/api/user/sessions/", { token: fresh.access_token })).body.data as Session[];
    expect(listed.map((s) => s.device)).toEqual(["Chrome on Windows"]);
    expect(old.access_token).toBeTruthy();
  });
});

describe("signing sessions out", () => {
  test("one session: its tokens stop at once; the list no longer has it", async () => {
    const account = await signUp(api);
    const phone = await login(account.user.email, account.password, SAFARI_IPHONE);
    const laptop = await login(account.user.email, account.password, CHROME_WINDOWS);
    const sessions = (await api.get("/api/user/sessions/", { token: laptop.access_token })).body.data as Session[];
    const phoneSession = sessions.find((s) => s.device === "Safari on iOS")!;

    const ended = await api.post(
      "/api/user/sessions/sign-out/",
      { session_id: phoneSession.id },
      { token: laptop.access_token },
    );
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe("That session is signed out.");
    expect((await api.get("/api/user/me/", { token: phone.access_token })).status).toBe(401);
    expect((await api.post("/api/user/token/refresh/", { refresh_token: phone.refresh_token })).status).toBe(401);
    expect((await api.get("/api/user/me/", { token: laptop.access_token })).status).toBe(200);
    const left = (await api.get("/api/user/sessions/", { token: laptop.access_token })).body.data as Session[];
    expect(left.map((s) => s.id)).not.toContain(phoneSession.id);

    // Again: it has ended.
    const again = await api.post(
      "/api/user/sessions/sign-out/",
      { session_id: phoneSession.id },
      { token: laptop.access_token },
    );
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("That session has already ended.");
  });

  test("all others: every session but this one ends", async () => {
    const account = await signUp(api);
    const phone = await login(account.user.email, account.password, SAFARI_IPHONE);
    const laptop = await login(account.user.email, account.password, CHROME_WINDOWS);
    const ended = await api.post("/api/user/sessions/sign-out-others/", undefined, { token: laptop.access_token });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ message: "2 other sessions are signed out.", data: { ended: 2 } });
    expect((await api.get("/api/user/me/", { token: phone.access_token })).status).toBe(401);
    expect((await api.get("/api/user/me/", { token: account.access_token })).status).toBe(401);
    const left = (await api.get("/api/user/sessions/", { token: laptop.access_token })).body.data as Session[];
    expect(left.map((s) => s.current)).toEqual([true]);
    const none = await api.post("/api/user/sessions/sign-out-others/", undefined, { token: laptop.access_token });
    expect(none.body).toMatchObject({ message: "0 other sessions are signed out.", data: { ended: 0 } });
  });

  test("bad session ids are a clear 400, never a 500", async () => {
    const account = await signUp(api);
    for (const session_id of ["", 12, "x".repeat(65), null]) {
      const response = await api.post("/api/user/sessions/sign-out/", { session_id }, { token: account.access_token });
      expect(response.status).toBe(400);
      expect(response.body.errors.session_id).toEqual(["That session has already ended."]);
    }
  });
});

describe("authorization of the session endpoints", () => {
  test("without a token: 401", async () => {
    expect((await api.get("/api/user/sessions/")).status).toBe(401);
    expect((await api.post("/api/user/sessions/sign-out/", { session_id: "x" })).status).toBe(401);
    expect((await api.post("/api/user/sessions/sign-out-others/", undefined)).status).toBe(401);
  });

  test("another member's session can be neither listed nor signed out: 404, and it goes on", async () => {
    const owner = await signUp(api);
    const other = await signUp(api, { type_of_user: "corporate" });
    const ownerSession = (
      (await api.get("/api/user/sessions/", { token: owner.access_token })).body.data as Session[]
    )[0];
    const listed = (await api.get("/api/user/sessions/", { token: other.access_token })).body.data as Session[];
    expect(listed.map((s) => s.id)).not.toContain(ownerSession.id);
    const refused = await api.post(
      "/api/user/sessions/sign-out/",
      { session_id: ownerSession.id },
      { token: other.access_token },
    );
    expect(refused.status).toBe(404);
    await api.post("/api/user/sessions/sign-out-others/", undefined, { token: other.access_token });
    expect((await api.get("/api/user/me/", { token: owner.access_token })).status).toBe(200);
  });
});

describe("the new-device mail", () => {
  test("a sign-in on a device the account has not used mails once; the same device again does not", async () => {
    const account = await signUp(api);
    const email = account.user.email;
    expect(await newDeviceMails(email)).toEqual([]);

    await login(email, account.password, CHROME_WINDOWS, "203.0.113.77");
    const mails = await newDeviceMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Chrome on Windows, from the network 203.0.113.x");
    expect(mails[0].text).toContain("http://joblink.test:3000/settings/security");

    // The same browser again, after signing out and from another address: no mail.
    const again = await login(email, account.password, CHROME_WINDOWS, "198.51.100.1");
    await api.post("/api/user/logout/", { refresh_token: again.refresh_token }, { token: again.access_token });
    await login(email, account.password, CHROME_WINDOWS, "198.51.100.2");
    expect(await newDeviceMails(email)).toHaveLength(1);

    await login(email, account.password, SAFARI_IPHONE);
    expect(await newDeviceMails(email)).toHaveLength(2);
  });

  test("a wrong password mails nothing", async () => {
    const account = await signUp(api);
    const response = await api.post(
      "/api/user/login/",
      { email: account.user.email, password: "Wrong@1234" },
      { headers: { "user-agent": SAFARI_IPHONE } },
    );
    expect(response.status).toBe(401);
    expect(await newDeviceMails(account.user.email)).toEqual([]);
  });
});
