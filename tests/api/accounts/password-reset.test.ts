import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PASSWORD_RESET_TTL_MS } from "#app/backend/accounts/constants.ts";
import { TEST_PASSWORD, signUp, startTestApi, uniqueEmail, type TestApi } from "#tests/api/harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const NEW_PASSWORD = "Fresh@5678";
const INVALID_LINK = "This reset link is invalid or has expired.";

/** Asks for a reset link and returns its id. */
async function requestReset(email: string): Promise<string> {
  const response = await api.post("/api/user/forgot-password/", { email });
  expect(response.status).toBe(200);
  const link = await api.mail.resetLinkFor(email);
  return decodeURIComponent(link.split("/forgot-password/")[1]);
}

describe("POST /api/user/forgot-password/", () => {
  test("mails a link to the web app's reset page", async () => {
    const { user } = await signUp(api);
    const response = await api.post("/api/user/forgot-password/", { email: user.email });
    expect(response.status).toBe(200);
    expect(response.body.result).toBe(true);
    expect(response.body.data).toBeUndefined();

    const mail = await api.mail.latestTo(user.email);
    expect(mail.subject).toBe("Reset your JobLink password");
    expect(mail.text).toMatch(/^http:\/\/joblink\.test:3000\/forgot-password\/[A-Za-z0-9_-]{20,}$/m);
  });

  test("answers an unknown email exactly like a known one, and mails nothing", async () => {
    const { user } = await signUp(api);
    const known = await api.post("/api/user/forgot-password/", { email: user.email });
    const unknownEmail = uniqueEmail();
    const unknown = await api.post("/api/user/forgot-password/", { email: unknownEmail });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await api.mail.allTo(unknownEmail)).toHaveLength(0);
  });

  test("validation", async () => {
    expect((await api.post("/api/user/forgot-password/", {})).body.errors).toEqual({ email: ["This is Required."] });
    expect((await api.post("/api/user/forgot-password/", { email: "x@" })).body.errors).toEqual({
      email: ["Email Must Be Valid"],
    });
  });
});

describe("GET /api/user/reset-password/", () => {
  test("a valid link shows the masked email", async () => {
    const { user } = await signUp(api);
    const id = await requestReset(user.email);
    const response = await api.get(`/api/user/reset-password/?id=${encodeURIComponent(id)}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ email: `${user.email[0]}***@example.com` });
  });

  test("an unknown id is a 404", async () => {
    const response = await api.get("/api/user/reset-password/?id=not-a-real-id");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ result: false, message: INVALID_LINK });
  });

  test("a missing id is a 400", async () => {
    const response = await api.get("/api/user/reset-password/");
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ id: ["This is Required."] });
  });
});

describe("POST /api/user/reset-password/", () => {
  test("sets the new password, once", async () => {
    const { user } = await signUp(api);
    const id = await requestReset(user.email);
    const response = await api.post("/api/user/reset-password/", { id, password: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.result).toBe(true);

    expect((await api.post("/api/user/login/", { email: user.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await api.post("/api/user/login/", { email: user.email, password: NEW_PASSWORD })).status).toBe(200);

    const again = await api.post("/api/user/reset-password/", { id, password: "Again@5678" });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ id: [INVALID_LINK] });
    expect((await api.get(`/api/user/reset-password/?id=${encodeURIComponent(id)}`)).status).toBe(404);
  });

  test("the link expires after 60 minutes", async () => {
    expect(PASSWORD_RESET_TTL_MS).toBe(60 * 60 * 1000);
    const { user } = await signUp(api);
    const id = await requestReset(user.email);
    api.clock.advance(PASSWORD_RESET_TTL_MS + 1000);
    expect((await api.get(`/api/user/reset-password/?id=${encodeURIComponent(id)}`)).status).toBe(404);
    const response = await api.post("/api/user/reset-password/", { id, password: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ id: [INVALID_LINK] });
  });

  test("a newer link replaces an older one", async () => {
    const { user } = await signUp(api);
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect((await api.post("/api/user/reset-password/", { id: first, password: NEW_PASSWORD })).status).toBe(400);
    expect((await api.post("/api/user/reset-password/", { id: second, password: NEW_PASSWORD })).status).toBe(200);
  });

  test("ends every session of the user", async () => {
    const session = await signUp(api);
    const other = await api.post("/api/user/login/", { email: session.user.email, password: TEST_PASSWORD });
    const id = await requestReset(session.user.email);
    await api.post("/api/user/reset-password/", { id, password: NEW_PASSWORD });

    for (const refresh_token of [session.refresh_token, other.body.data.refresh_token]) {
      const response = await api.post("/api/user/token/refresh/", { refresh_token });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe("Your session has expired. Please log in again.");
    }
  });

  test("verifies an account that had not verified its email", async () => {
    const email = uniqueEmail();
    await api.post("/api/user/sign-in/", { email, password: TEST_PASSWORD, type_of_user: "individual" });
    const id = await requestReset(email);
    await api.post("/api/user/reset-password/", { id, password: NEW_PASSWORD });
    const login = await api.post("/api/user/login/", { email, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
  });

  test("validation: required fields and the password rule", async () => {
    const missing = await api.post("/api/user/reset-password/", {});
    expect(missing.body.errors).toEqual({ id: ["This is Required."], password: ["This is Required."] });
    const weak = await api.post("/api/user/reset-password/", { id: "whatever", password: "weakpass" });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({
      password: ["Try a mix of upper and lower case letters,numbers and special characters"],
    });
  });
});
