/**
 * The authorization matrix: every endpoint of the contract, called as each kind of caller, answers
 * as its `auth` says (app/contract/endpoint.ts) before it reads anything else:
 * - without a token, or with one that is not ours, `member`, `individual` and `corporate`
 *   endpoints answer 401;
 * - an `individual` endpoint answers 403 to a company, a `corporate` one 403 to an individual;
 * - `public` and `optional` endpoints never answer 401 or 403 to a caller without a token.
 * The requests carry empty bodies and placeholder ids, so what the endpoint would do is never
 * reached: only who may ask is. A new endpoint joins the matrix by being in the contract. What
 * each caller may do with what they own (another member's post, message, alert) is tested with
 * each area's own tests.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ENDPOINTS, type RegisteredEndpoint } from "#app/contract/index.ts";
import { member, startTestApi, type TestApi } from "./harness.ts";
import { company } from "./jobs-harness.ts";

let api: TestApi;
let individualToken: string;
let companyToken: string;
beforeAll(async () => {
  api = await startTestApi();
  individualToken = (await member(api)).token;
  companyToken = (await company(api)).token;
}, 120_000);
afterAll(async () => {
  await api?.close();
});

/**
 * The endpoint's path with each `{param}` filled in, and every query parameter it names set to
 * "1" (an `optional` endpoint without its `user_id` means the caller's own, which needs a login).
 */
function pathOf(e: RegisteredEndpoint): string {
  const path = e.path.replace(/\{key\}/g, "x/y.webp").replace(/\{[a-z_]+\}/g, "1");
  const query = new URLSearchParams(Object.keys(e.query?.shape ?? {}).map((key) => [key, "1"]));
  return query.size ? `${path}?${query.toString()}` : path;
}

async function call(e: RegisteredEndpoint, token?: string) {
  const body = e.method === "GET" || e.method === "DELETE" ? undefined : {};
  return api.request(e.method, pathOf(e), { token, body });
}

const name = (e: RegisteredEndpoint) => `${e.method} ${e.path}`;
const signedIn = ENDPOINTS.filter((e) => e.auth === "member" || e.auth === "individual" || e.auth === "corporate");
const open = ENDPOINTS.filter((e) => e.auth === "public" || e.auth === "optional");

describe("the authorization matrix", () => {
  test("the contract has endpoints of every kind", () => {
    expect(signedIn.length).toBeGreaterThan(50);
    expect(open.length).toBeGreaterThan(10);
  });

  test.each(signedIn.map((e) => [name(e), e] as const))(
    "%s: 401 without a token and with a token that is not ours",
    async (_, e) => {
      const anonymous = await call(e);
      expect(anonymous.status, JSON.stringify(anonymous.body)).toBe(401);
      const forged = await call(e, `${individualToken.slice(0, -4)}AAAA`);
      expect(forged.status, JSON.stringify(forged.body)).toBe(401);
    },
  );

  test.each(ENDPOINTS.filter((e) => e.auth === "individual").map((e) => [name(e), e] as const))(
    "%s: 403 for a company",
    async (_, e) => {
      const res = await call(e, companyToken);
      expect(res.status, JSON.stringify(res.body)).toBe(403);
    },
  );

  test.each(ENDPOINTS.filter((e) => e.auth === "corporate").map((e) => [name(e), e] as const))(
    "%s: 403 for an individual",
    async (_, e) => {
      const res = await call(e, individualToken);
      expect(res.status, JSON.stringify(res.body)).toBe(403);
    },
  );

  test.each(open.map((e) => [name(e), e] as const))("%s: open to a caller without a token", async (_, e) => {
    const res = await call(e);
    expect([401, 403], `${res.status} ${JSON.stringify(res.body)}`).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });
});
