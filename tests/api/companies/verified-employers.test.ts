/**
 * Verified employers (issue 36, decision 176): a company proves its domain by a mailed code or by
 * a well-known file (read from a local HTTPS server with a self-signed certificate made here with
 * the `openssl` binary), shows it on its page and posts, and job lists filter on it.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { corporateBody, onboardedIndividual, signUp, startTestApi, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, type Company } from "#tests/api/jobs-harness.ts";

const SITE = "careers.acme-verify.test";
const WRONG_NAME = "careers.other-verify.test";

let api: TestApi;
let https: Server;
let certDir: string;
/** What the local site answers for a path: status, headers, body. */
let answer: (path: string) => { status: number; headers?: Record<string, string>; body?: string } = () => ({
  status: 404,
});

beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), "joblink-cert-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${SITE}`,
      "-addext",
      `subjectAltName=DNS:${SITE}`,
      "-keyout",
      join(certDir, "key.pem"),
      "-out",
      join(certDir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const cert = readFileSync(join(certDir, "cert.pem"), "utf8");
  https = createServer({ key: readFileSync(join(certDir, "key.pem")), cert }, (req, res) => {
    const { status, headers, body } = answer(req.url ?? "/");
    res.writeHead(status, { "content-type": "text/plain", ...headers });
    res.end(body ?? "");
  });
  await new Promise<void>((resolve) => https.listen(0, "127.0.0.1", resolve));
  const port = (https.address() as AddressInfo).port;
  api = await startTestApi({ domainCheck: { ca: cert, connectTo: { host: "127.0.0.1", port }, allowPrivate: true } });
});
afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => https?.close(resolve));
  rmSync(certDir, { recursive: true, force: true });
});

const domainOf = () => `acme-${randomBytes(4).toString("hex")}.in`;

async function state(who: Company) {
  const response = await api.get("/api/corporate/verification/", { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** Verifies `who` by a code mailed to hr@`domain`. */
async function verifyByEmail(who: Company, domain: string) {
  const email = `hr@${domain}`;
  const sent = await api.post("/api/corporate/verification/email/", { email }, { token: who.token });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const done = await api.post(
    "/api/corporate/verification/email/confirm/",
    { verification_id: sent.body.data.verification_id, otp: await api.mail.otpFor(email) },
    { token: who.token },
  );
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.data;
}

describe("who may call the verification endpoints", () => {
  test("401 without a token, 403 for an individual, each company only its own", async () => {
    const member = await onboardedIndividual(api);
    const calls: Array<[string, string, unknown]> = [
      ["GET", "/api/corporate/verification/", undefined],
      ["POST", "/api/corporate/verification/email/", { email: "hr@acme.in" }],
      ["POST", "/api/corporate/verification/email/confirm/", { verification_id: "abc", otp: "123456" }],
      ["POST", "/api/corporate/verification/file/", { domain: SITE }],
    ];
    for (const [method, path, body] of calls) {
      expect((await api.request(method, path, { body })).status, path).toBe(401);
      expect((await api.request(method, path, { body, token: member.session.access_token })).status, path).toBe(403);
    }
    // A company's code does not verify another: its verification id is the other's.
    const a = await company(api);
    const b = await company(api);
    const domain = domainOf();
    const sent = await api.post("/api/corporate/verification/email/", { email: `hr@${domain}` }, { token: a.token });
    const otp = await api.mail.otpFor(`hr@${domain}`);
    const other = await api.post(
      "/api/corporate/verification/email/confirm/",
      { verification_id: sent.body.data.verification_id, otp },
      { token: b.token },
    );
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ otp: ["The code is incorrect."] });
    expect((await state(b)).verified).toBe(false);
  });

  test("a corporate before onboarding has no company to verify (404)", async () => {
    const session = await signUp(api, { type_of_user: "corporate" });
    expect((await api.get("/api/corporate/verification/", { token: session.access_token })).status).toBe(404);
  });
});

describe("by a mailed code", () => {
  test("a code mailed to an address at the domain verifies it; the page and the company's posts say so", async () => {
    const acme = await company(api);
    const before = await state(acme);
    expect(before).toEqual({
      verified: false,
      domain: null,
      verified_by: null,
      verified_at: null,
      token: expect.stringMatching(/^joblink-verification=[0-9a-f]{32}$/),
      file_path: "/.well-known/joblink-verification.txt",
    });
    const unverifiedPost = await createPost(api, acme, { company: undefined, title: "Before verifying" });
    expect(unverifiedPost.employer_verified).toBe(false);

    const domain = domainOf();
    const email = `hr@${domain}`;
    const sent = await api.post("/api/corporate/verification/email/", { email }, { token: acme.token });
    expect(sent.body.data.email).toBe(email);
    // A wrong code is refused next to the field, and nothing changes.
    const wrong = await api.post(
      "/api/corporate/verification/email/confirm/",
      {
        verification_id: sent.body.data.verification_id,
        otp: "000000" === (await api.mail.otpFor(email)) ? "111111" : "000000",
      },
      { token: acme.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ otp: ["The code is incorrect."] });
    const done = await api.post(
      "/api/corporate/verification/email/confirm/",
      { verification_id: sent.body.data.verification_id, otp: await api.mail.otpFor(email) },
      { token: acme.token },
    );
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Your company's domain is verified.");
    expect(done.body.data).toMatchObject({
      verified: true,
      domain,
      verified_by: "email",
      verified_at: expect.any(String),
    });

    expect((await api.get(`/api/corporate/get/?user_id=${acme.id}`)).body.data.verified_domain).toBe(domain);
    expect((await api.get(`/api/job-post/read/?job_post_id=${unverifiedPost.id}`)).body.data.employer_verified).toBe(
      true,
    );
    // Once verified, starting again is a 409.
    expect((await api.post("/api/corporate/verification/email/", { email }, { token: acme.token })).status).toBe(409);
    // A member's post naming the company is not the employer's.
    const member = await onboardedIndividual(api);
    const referral = await createPost(api, { token: member.session.access_token }, { company: acme.companyId });
    expect(referral.employer_verified).toBeNull();
  });

  test("refusals: a mail provider's address, a domain another company has, another domain than the entry's", async () => {
    const acme = await company(api);
    const shared = await api.post(
      "/api/corporate/verification/email/",
      { email: "hiring.acme@gmail.com" },
      { token: acme.token },
    );
    expect(shared.status).toBe(400);
    expect(shared.body.errors).toEqual({
      email: ["Use an address at your company's own domain, not a mail provider's."],
    });
    expect(
      (await api.post("/api/corporate/verification/email/", { email: "not an email" }, { token: acme.token })).body
        .errors,
    ).toEqual({ email: ["Email Must Be Valid"] });

    const domain = domainOf();
    const first = await company(api);
    await verifyByEmail(first, domain);
    const taken = await api.post(
      "/api/corporate/verification/email/",
      { email: `jobs@${domain}` },
      { token: acme.token },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("Another company on JobLink has this domain.");

    // A master-list entry claimed with its domain's email is verified by the claim itself, and
    // its domain is the only one it may prove.
    const session = await signUp(api, {
      type_of_user: "corporate",
      email: `hr.${randomBytes(4).toString("hex")}@zomato.com`,
    });
    const created = await api.post("/api/corporate/create/", await corporateBody(api, { company_name: "Zomato" }), {
      token: session.access_token,
    });
    expect(created.body.data.verified_domain).toBe("zomato.com");
  });
});

describe("by the well-known file", () => {
  async function check(who: Company, domain = SITE) {
    return api.post("/api/corporate/verification/file/", { domain }, { token: who.token });
  }

  test("the file holding the token verifies the domain; every other answer says what is wrong", async () => {
    const acme = await company(api);
    const { token } = await state(acme);
    const url = `https://${SITE}/.well-known/joblink-verification.txt`;
    const refusal = async (expected: string, domain = SITE) => {
      const response = await check(acme, domain);
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.errors).toEqual({ domain: [expected] });
    };

    answer = () => ({ status: 404 });
    await refusal(`${url} did not answer with the file.`);
    answer = () => ({ status: 200, body: "joblink-verification=someone-elses" });
    await refusal(`The file at ${url} does not hold your token.`);
    answer = () => ({ status: 200, body: "x".repeat(10_000) });
    await refusal(`The file at ${url} is too large; it needs only the token.`);
    answer = () => ({
      status: 302,
      headers: { location: "https://evil.example/.well-known/joblink-verification.txt" },
    });
    await refusal(`${url} redirects to another site; put the file on the domain itself.`);
    // The certificate must name the domain checked.
    answer = () => ({ status: 200, body: token });
    await refusal(
      `We could not read https://${WRONG_NAME}/.well-known/joblink-verification.txt. Check that the site answers over https with a valid certificate.`,
      WRONG_NAME,
    );
    await refusal("Enter your company's own domain, not a mail provider's.", "gmail.com");
    await refusal("Enter your company's web domain, such as acme.in.", "not a domain");
    expect((await state(acme)).verified).toBe(false);

    // A redirect on the same site is followed; the token may sit among other lines.
    answer = (path) =>
      path === "/.well-known/joblink-verification.txt"
        ? { status: 301, headers: { location: "/verify.txt" } }
        : { status: 200, body: `# JobLink\n  ${token}  \n` };
    const done = await check(acme, `https://${SITE.toUpperCase()}/`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ verified: true, domain: SITE, verified_by: "file" });
  });

  test("private and loopback addresses are refused unless the configuration allows them", async () => {
    const strict = await startTestApi({
      domainCheck: { connectTo: { host: "127.0.0.1", port: (https.address() as AddressInfo).port } },
    });
    try {
      const acme = await company(strict);
      const response = await strict.post(
        "/api/corporate/verification/file/",
        { domain: "private.acme-verify.test" },
        { token: acme.token },
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        domain: ["That domain points to a private address; only public web sites can be checked."],
      });
    } finally {
      await strict.close();
    }
  });
});

describe("verified employers only", () => {
  test("the job lists' filter keeps the posts of verified companies, and alerts keep it", async () => {
    const verified = await company(api);
    await verifyByEmail(verified, domainOf());
    const plain = await company(api);
    const member = await onboardedIndividual(api);
    const tag = randomBytes(3).toString("hex");
    await createPost(api, verified, { company: undefined, title: `Verified ${tag}` });
    await createPost(api, plain, { company: undefined, title: `Plain ${tag}` });
    await createPost(
      api,
      { token: member.session.access_token },
      { company: verified.companyId, title: `Referral ${tag}` },
    );

    const list = await api.get(`/api/search/list/?typeFilter=jobs&search=${tag}&verified=1`, {
      token: member.session.access_token,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.map((item: { job: { title: string } }) => item.job.title)).toEqual([`Verified ${tag}`]);
    expect(list.body.filters.verified).toBe(true);
    const all = await api.get(`/api/search/list/?typeFilter=jobs&search=${tag}`, {
      token: member.session.access_token,
    });
    expect(all.body.data).toHaveLength(3);
    expect(all.body.filters.verified).toBe(false);
    expect(
      (await api.get("/api/job-post/list/?type=recent&verified=maybe", { token: member.session.access_token })).body
        .errors,
    ).toEqual({ verified: ["Send verified as 1 or leave it out."] });

    const alert = await api.post(
      "/api/job-post/alert/create/",
      { verified: "1", frequency: "daily" },
      { token: member.session.access_token },
    );
    expect(alert.status, JSON.stringify(alert.body)).toBe(201);
    expect(alert.body.data).toMatchObject({ query: "verified=1", summary: "verified employers only" });
  });
});
