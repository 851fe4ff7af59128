import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO_LOGINS, createBackend } from "#app/backend/index.server.ts";
import { TEST_PASSWORD, signUp, startTestApi, uniqueEmail, type TestApi } from "#tests/api/harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seedDemo: true });
});
afterAll(async () => {
  await api?.close();
});

describe("POST /api/user/login/", () => {
  test("the right password gives the login payload", async () => {
    const { user } = await signUp(api, { type_of_user: "corporate" });
    const response = await api.post("/api/user/login/", { email: user.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.result).toBe(true);
    expect(response.body.data).toMatchObject({
      type_of_user: "corporate",
      onboarding_complete: false,
      user: { id: user.id, email: user.email },
    });
    expect(response.body.data.access_token).toEqual(expect.any(String));
    expect(response.body.data.refresh_token).toEqual(expect.any(String));
  });

  test("the email is matched whatever its case", async () => {
    const { user } = await signUp(api);
    const response = await api.post("/api/user/login/", { email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.status).toBe(200);
  });

  test("a wrong password and an unknown email get the same 401", async () => {
    const { user } = await signUp(api);
    const wrong = await api.post("/api/user/login/", { email: user.email, password: "Wrong@1234" });
    const unknown = await api.post("/api/user/login/", { email: uniqueEmail(), password: TEST_PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ result: false, message: "Email or password is incorrect." });
    }
  });

  test("an unverified account gets 403 with verification_required and a new code", async () => {
    const email = uniqueEmail();
    await api.post("/api/user/sign-in/", { email, password: TEST_PASSWORD, type_of_user: "individual" });
    const response = await api.post("/api/user/login/", { email, password: TEST_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body.result).toBe(false);
    expect(response.body.data).toEqual({ verification_required: true, email, verification_id: expect.any(String) });
    expect(await api.mail.allTo(email)).toHaveLength(2);

    const verified = await api.post("/api/user/verify-otp/", {
      email,
      otp: await api.mail.otpFor(email),
      verification_id: response.body.data.verification_id,
    });
    expect(verified.status).toBe(200);
    // The sign-up's password is the account's now.
    expect((await api.post("/api/user/login/", { email, password: TEST_PASSWORD })).status).toBe(200);
  });

  test("an unverified account with a wrong password gets 401 and no mail", async () => {
    const email = uniqueEmail();
    await api.post("/api/user/sign-in/", { email, password: TEST_PASSWORD, type_of_user: "individual" });
    const response = await api.post("/api/user/login/", { email, password: "Wrong@1234" });
    expect(response.status).toBe(401);
    expect(await api.mail.allTo(email)).toHaveLength(1);
  });

  test("validation: required fields and the email format; the password rule is not applied", async () => {
    const missing = await api.post("/api/user/login/", {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ email: ["This is Required."], password: ["This is Required."] });
    const badEmail = await api.post("/api/user/login/", { email: "nope", password: "x" });
    expect(badEmail.body.errors).toEqual({ email: ["Email Must Be Valid"] });
    const weak = await api.post("/api/user/login/", { email: uniqueEmail(), password: "x" });
    expect(weak.status).toBe(401);
  });

  test("an unsupported provider is refused", async () => {
    const response = await api.post("/api/user/login/", { provider: "myspace", code: "x" });
    expect(response.status).toBe(400);
    expect(response.body.errors.provider).toEqual(["Unsupported sign-in provider."]);
  });

  test("Google sign-in answers 400 when it is not configured", async () => {
    const response = await api.post("/api/user/login/", {
      provider: "google",
      code: "abc",
      code_verifier: "verifier",
      redirect_uri: "http://joblink.test:3000/login/google/callback",
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ result: false, message: "Google sign-in is not configured." });
  });
});

describe("demo data", () => {
  test.each(Object.entries(DEMO_LOGINS))("the demo login %s works", async (_key, login) => {
    const response = await api.post("/api/user/login/", { email: login.email, password: login.password });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type_of_user: login.type_of_user,
      onboarding_complete: login.onboarding_complete,
      user: { email: login.email },
    });
  });

  test("Asha's profile and Acme's company are there", async () => {
    const asha = await api.post("/api/user/login/", {
      email: DEMO_LOGINS.individual.email,
      password: DEMO_LOGINS.individual.password,
    });
    const profile = await api.get("/api/individual/get/", { token: asha.body.data.access_token });
    expect(profile.body.data).toMatchObject({
      first_name: "Asha",
      last_name: "Verma",
      location: { city: "Bengaluru" },
    });

    const acme = await api.post("/api/user/login/", {
      email: DEMO_LOGINS.corporate.email,
      password: DEMO_LOGINS.corporate.password,
    });
    const company = await api.get("/api/corporate/get/", { token: acme.body.data.access_token });
    expect(company.body.data).toMatchObject({
      company_name: "Acme Technologies",
      company: { title: "Acme Technologies" },
    });

    const companies = await api.get("/api/master/company/list/?search=acme");
    expect(companies.body.data).toContainEqual({ id: company.body.data.company.id, title: "Acme Technologies" });
  });

  test("starting again on the same database migrates, loads and seeds nothing twice", async () => {
    const lists = async () =>
      Promise.all(
        ["currency", "company", "skill"].map(
          async (kind) => (await api.get(`/api/master/${kind}/list/?limit=100`)).body.data,
        ),
      );
    const before = await lists();
    const again = await createBackend({
      databaseUrl: api.databaseUrl,
      databasePoolSize: 2,
      secret: "another-secret",
      seedDemo: true,
      mailOutboxDir: "unused",
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    await again.close();
    expect(await lists()).toEqual(before);
    const acme = await api.get("/api/master/company/list/?search=Acme%20Technologies");
    expect(acme.body.data).toHaveLength(1);
  });
});
