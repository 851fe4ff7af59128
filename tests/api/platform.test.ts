import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestApi, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe("health", () => {
  test("GET /healthz answers ok while the database answers", async () => {
    const response = await api.get("/healthz");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok" });
    expect(await api.backend.health()).toBe(true);
  });

  test("health() is false once the database is gone", async () => {
    const other = await startTestApi();
    await other.backend.close();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(await other.backend.health()).toBe(false);
    } finally {
      console.error = original;
      await other.close();
    }
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe("envelope", () => {
  test("an unknown /api route is a 404 envelope", async () => {
    const response = await api.get("/api/nothing/here/");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ result: false, message: "Not found." });
  });

  test("an unknown master list is a 404 envelope", async () => {
    const response = await api.get("/api/master/planet/list/");
    expect(response.status).toBe(404);
    expect(response.body.result).toBe(false);
  });

  test("paths answer with and without the trailing slash", async () => {
    for (const path of ["/api/master/skill/list/", "/api/master/skill/list"]) {
      const response = await api.get(path);
      expect(response.status, path).toBe(200);
      expect(response.body.result).toBe(true);
    }
  });

  test("a body that is not JSON is a 400 envelope", async () => {
    const response = await api.request("POST", "/api/user/login/", {
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ result: false, message: "The request body must be valid JSON." });
  });

  test("a JSON array body is a 400 envelope", async () => {
    const response = await api.request("POST", "/api/user/login/", {
      rawBody: "[1,2]",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
  });

  test("a body over the limit is a 413 envelope", async () => {
    const response = await api.post("/api/user/login/", { email: "a@example.com", password: "x".repeat(70_000) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ result: false, message: "The request is too large." });
  });

  test("API answers are not cached", async () => {
    const ok = await api.get("/api/master/currency/list/");
    expect(ok.headers.get("cache-control")).toBe("no-store");
    const failed = await api.post("/api/user/login/", {});
    expect(failed.headers.get("cache-control")).toBe("no-store");
  });

  test("a thrown error is a 500 envelope and is logged", async () => {
    const logged: string[] = [];
    const broken = await startTestApi({
      log: { info: () => {}, warn: () => {}, error: (message) => logged.push(message) },
    });
    try {
      // Closing the database under a running server makes the next query throw.
      await broken.backend.close();
      const response = await broken.get("/api/master/skill/list/");
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ result: false, message: "Something went wrong. Please try again." });
      expect(logged, JSON.stringify(logged)).toContainEqual(expect.stringContaining("GET /api/master/skill/list"));
    } finally {
      await broken.close();
    }
  });
});
