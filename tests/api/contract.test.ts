/**
 * The API's own reference (issue 12): `/api/openapi.json` and `/api/docs` over HTTP, and the
 * harness's check of every answer against the contract (app/contract/).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ENDPOINTS } from "#app/contract/index.ts";
import { checkAgainstContract, startTestApi, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe("the reference", () => {
  test("GET /api/openapi.json: the OpenAPI 3.1 document, with every endpoint of the contract", async () => {
    const response = await api.get("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.body.openapi).toBe("3.1.0");
    for (const e of ENDPOINTS)
      expect(response.body.paths[e.path]?.[e.method.toLowerCase()], `${e.method} ${e.path}`).toBeDefined();
    // Without the trailing slash too, and without a token; a HEAD answers the headers.
    expect((await api.get("/api/openapi.json/")).status).toBe(200);
  });

  test("GET /api/docs: a page listing every endpoint, with a policy that allows its stylesheet and nothing else", async () => {
    const response = await api.download("/api/docs/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(csp).not.toContain("unsafe");
    const page = new TextDecoder().decode(response.bytes);
    for (const e of ENDPOINTS) expect(page).toContain(e.path);
    expect(page).not.toMatch(/<script/i);
  });
});

describe("the harness checks every answer against the contract", () => {
  test("a success that does not match its endpoint's answer fails", () => {
    expect(() =>
      checkAgainstContract("GET", "/api/notification/check/", 200, "application/json", {
        result: true,
        message: "ok",
        data: { unread_count: "2" },
      }),
    ).toThrow(/does not match the contract of GET \/api\/notification\/check\/[\s\S]*unread_count/);
    // A field the contract does not name fails too (answers are strict objects).
    expect(() =>
      checkAgainstContract("GET", "/api/notification/check/", 200, "application/json", {
        result: true,
        message: "ok",
        data: { unread_count: 2, extra: true },
      }),
    ).toThrow(/extra/);
    expect(() =>
      checkAgainstContract("GET", "/api/notification/check/", 200, "application/json", {
        result: true,
        message: "ok",
        data: { unread_count: 2 },
      }),
    ).not.toThrow();
  });

  test("a success from a route the contract does not list fails, and so does an unexpected status", () => {
    expect(() =>
      checkAgainstContract("GET", "/api/notification/count/", 200, "application/json", { result: true, message: "ok" }),
    ).toThrow(/not in the API contract/);
    expect(() =>
      checkAgainstContract("GET", "/api/notification/check/", 201, "application/json", {
        result: true,
        message: "ok",
        data: { unread_count: 2 },
      }),
    ).toThrow(/gives 200/);
  });

  test("a failure must be the error envelope", () => {
    expect(() =>
      checkAgainstContract("GET", "/api/nothing/", 404, "application/json", { result: false, message: "Not found." }),
    ).not.toThrow();
    expect(() =>
      checkAgainstContract("POST", "/api/user/login/", 400, "application/json", {
        result: false,
        message: "x",
        errors: { email: ["x"] },
      }),
    ).not.toThrow();
    expect(() => checkAgainstContract("POST", "/api/user/login/", 400, "application/json", { error: "x" })).toThrow(
      /error envelope/,
    );
  });
});
