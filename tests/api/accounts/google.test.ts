import { createHash, randomBytes } from "node:crypto";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TEST_PASSWORD, signUp, startTestApi, uniqueEmail, type TestApi } from "#tests/api/harness.ts";

const CLIENT_ID = "joblink-test-client";
const REDIRECT_URI = "http://joblink.test:3000/login/google/callback";

let oidc: OAuth2Server;
let api: TestApi;

beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate("RS256");
  await oidc.start(0, "localhost");
  api = await startTestApi({
    google: { clientId: CLIENT_ID, clientSecret: "test-secret", issuer: oidc.issuer.url! },
  });
});

afterAll(async () => {
  await api?.close();
  await oidc?.stop();
});

type Claims = { sub: string; email: string; email_verified?: unknown; aud?: string; iss?: string; exp?: number };

/**
 * Walks the browser part of the code flow against the mock provider: authorize with a PKCE
 * challenge, read the code from the redirect. The next id_token carries `claims`.
 */
async function authorize(claims: Claims): Promise<{ code: string; code_verifier: string }> {
  const codeVerifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(codeVerifier).digest("base64url");
  const url = new URL(`${oidc.issuer.url}/authorize`);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    scope: "openid email profile",
    state: "xyz",
    code_challenge: challenge,
    code_challenge_method: "S256",
  }).toString();
  const response = await fetch(url, { redirect: "manual" });
  const location = new URL(response.headers.get("location")!);
  const code = location.searchParams.get("code")!;

  // The token endpoint signs an access token and then the id_token; both get the claims.
  oidc.service.removeAllListeners("beforeTokenSigning");
  oidc.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { email_verified: true, ...claims });
  });
  return { code, code_verifier: codeVerifier };
}

/** The last warning the backend logged about Google sign-in. */
function lastGoogleWarning(): string {
  return api.warnings.filter((line) => line.startsWith("Google sign-in failed")).at(-1) ?? "";
}

async function googleLogin(claims: Claims, extra: Record<string, unknown> = {}) {
  const { code, code_verifier } = await authorize(claims);
  return api.post("/api/user/login/", {
    provider: "google",
    code,
    code_verifier,
    redirect_uri: REDIRECT_URI,
    ...extra,
  });
}

describe("Google sign-in", () => {
  test("first use creates a verified account (individual by default)", async () => {
    const email = uniqueEmail("google");
    const response = await googleLogin({ sub: `g-${email}`, email });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type_of_user: "individual",
      onboarding_complete: false,
      user: { email },
    });

    // Signing up with a password for that email answers as for any address (decision 168) and
    // changes nothing: the owner is mailed instead of a code.
    const signIn = await api.post("/api/user/sign-in/", { email, password: TEST_PASSWORD, type_of_user: "individual" });
    expect(signIn.status).toBe(200);
    expect((await api.mail.latestTo(email)).subject).toBe("Someone tried to sign up with your JobLink address");
    // And there is no password to log in with.
    const login = await api.post("/api/user/login/", { email, password: TEST_PASSWORD });
    expect(login.status).toBe(401);
  });

  test("type_of_user from the request is used for a new account", async () => {
    const email = uniqueEmail("google");
    const response = await googleLogin({ sub: `g-${email}`, email }, { type_of_user: "corporate" });
    expect(response.status).toBe(200);
    expect(response.body.data.type_of_user).toBe("corporate");
  });

  test("sign-in accepts the Google variant too (Google sign-up)", async () => {
    const email = uniqueEmail("google");
    const { code, code_verifier } = await authorize({ sub: `g-${email}`, email });
    const response = await api.post("/api/user/sign-in/", {
      provider: "google",
      code,
      code_verifier,
      redirect_uri: REDIRECT_URI,
      type_of_user: "corporate",
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ type_of_user: "corporate", user: { email } });
  });

  test("the same Google account logs into the same user", async () => {
    const email = uniqueEmail("google");
    const first = await googleLogin({ sub: `g-${email}`, email });
    const second = await googleLogin({ sub: `g-${email}`, email }, { type_of_user: "corporate" });
    expect(second.status).toBe(200);
    expect(second.body.data.user.id).toBe(first.body.data.user.id);
    expect(second.body.data.type_of_user).toBe("individual");
  });

  test("an existing verified account is linked and keeps its password", async () => {
    const session = await signUp(api, { type_of_user: "corporate" });
    const response = await googleLogin({ sub: `g-${session.user.email}`, email: session.user.email });
    expect(response.status).toBe(200);
    expect(response.body.data.user.id).toBe(session.user.id);
    expect(response.body.data.type_of_user).toBe("corporate");
    const login = await api.post("/api/user/login/", { email: session.user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
  });

  test("linking an unverified account drops the password whoever set it", async () => {
    const email = uniqueEmail("google");
    await api.post("/api/user/sign-in/", { email, password: TEST_PASSWORD, type_of_user: "individual" });
    const response = await googleLogin({ sub: `g-${email}`, email });
    expect(response.status).toBe(200);
    const login = await api.post("/api/user/login/", { email, password: TEST_PASSWORD });
    expect(login.status).toBe(401);
  });

  test("an email Google has not verified is refused", async () => {
    const email = uniqueEmail("google");
    const response = await googleLogin({ sub: `g-${email}`, email, email_verified: false });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Google sign-in failed. Please try again.");
    expect(lastGoogleWarning()).toContain("email is not verified");
  });

  test("an id_token for another client is refused", async () => {
    const email = uniqueEmail("google");
    const response = await googleLogin({ sub: `g-${email}`, email, aud: "someone-else" });
    expect(response.status).toBe(400);
    expect(lastGoogleWarning()).toMatch(/id_token verification failed.*aud/);
  });

  test("an id_token from another issuer is refused", async () => {
    const email = uniqueEmail("google");
    const response = await googleLogin({ sub: `g-${email}`, email, iss: "https://evil.example" });
    expect(response.status).toBe(400);
    expect(lastGoogleWarning()).toMatch(/id_token verification failed.*iss/);
  });

  test("an expired id_token is refused", async () => {
    const email = uniqueEmail("google");
    const response = await googleLogin({ sub: `g-${email}`, email, exp: Math.floor(Date.now() / 1000) - 3600 });
    expect(response.status).toBe(400);
    expect(lastGoogleWarning()).toMatch(/id_token verification failed.*exp/);
  });

  test("a wrong PKCE verifier fails at the token endpoint", async () => {
    const email = uniqueEmail("google");
    const { code } = await authorize({ sub: `g-${email}`, email });
    const response = await api.post("/api/user/login/", {
      provider: "google",
      code,
      code_verifier: randomBytes(32).toString("base64url"),
      redirect_uri: REDIRECT_URI,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Google sign-in failed. Please try again.");
    expect(lastGoogleWarning()).toContain("code exchange failed");
  });

  test("validation of the Google variant", async () => {
    const response = await api.post("/api/user/login/", { provider: "google", redirect_uri: "javascript:alert(1)" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      code: ["This is Required."],
      code_verifier: ["This is Required."],
      redirect_uri: ["URL must use https:// as the scheme."],
    });
  });
});
