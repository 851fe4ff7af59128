import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signUp, startTestApi, type TestApi } from "#tests/api/harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const list = (kind: string, query = "") => api.get(`/api/master/${kind}/list/${query}`);

describe("master lists", () => {
  test("currency: every entry, INR first as id 1", async () => {
    const response = await list("currency");
    expect(response.status).toBe(200);
    expect(response.body.result).toBe(true);
    const data = response.body.data;
    expect(data[0]).toEqual({ id: 1, title: "Indian Rupee", code: "INR", country: "India" });
    expect(data.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(["USD", "EUR", "GBP", "AED", "SGD"]),
    );
    expect(data.length).toBeGreaterThanOrEqual(10);
    // limit does not cut currencies
    expect((await list("currency", "?limit=2")).body.data).toHaveLength(data.length);
  });

  test("currency search matches title or code", async () => {
    expect((await list("currency", "?search=rupee")).body.data.map((c: { code: string }) => c.code)).toEqual(["INR"]);
    expect((await list("currency", "?search=usd")).body.data.map((c: { code: string }) => c.code)).toEqual(["USD"]);
  });

  test("location: { id, city, state, country }, search by city, case-insensitive", async () => {
    const response = await list("location", "?search=BENGAL");
    expect(response.body.data).toEqual([
      { id: expect.any(Number), city: "Bengaluru", state: "Karnataka", country: "India" },
    ]);
  });

  test("location: many Indian cities and a few abroad", async () => {
    const all = (await list("location", "?limit=100")).body.data as Array<{ country: string }>;
    expect(all.filter((l) => l.country === "India").length).toBeGreaterThanOrEqual(55);
    expect(all.some((l) => l.country !== "India")).toBe(true);
  });

  test("entries starting with the search come first", async () => {
    const data = (await list("location", "?search=pu")).body.data as Array<{ city: string }>;
    const starts = data.filter((l) => l.city.toLowerCase().startsWith("pu"));
    expect(data.slice(0, starts.length)).toEqual(starts);
    expect(starts.map((l) => l.city)).toEqual(expect.arrayContaining(["Pune", "Puducherry"]));
    expect(data.length).toBeGreaterThan(starts.length); // e.g. Kanpur, Jaipur
  });

  test.each([
    ["skill", 80],
    ["sector", 25],
    ["domain", 30],
    ["company", 40],
    ["institution", 40],
    ["degree", 25],
  ])("%s: { id, title } entries, about %i of them", async (kind, expected) => {
    const data = (await list(kind, "?limit=100")).body.data as Array<{ id: number; title: string }>;
    expect(data.length).toBeGreaterThanOrEqual(Math.min(expected, 100) - 2);
    for (const entry of data) expect(Object.keys(entry).sort()).toEqual(["id", "title"]);
  });

  test("default limit is 20, max 100", async () => {
    expect((await list("skill")).body.data).toHaveLength(20);
    expect((await list("skill", "?limit=5")).body.data).toHaveLength(5);
    for (const limit of ["0", "101", "abc", "-1", "2.5"]) {
      const response = await list("skill", `?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(response.body.errors).toEqual({ limit: ["Limit must be a whole number from 1 to 100."] });
    }
  });

  test("search examples", async () => {
    expect((await list("skill", "?search=script")).body.data.map((s: { title: string }) => s.title)).toEqual(
      expect.arrayContaining(["JavaScript", "TypeScript"]),
    );
    expect((await list("institution", "?search=iit")).body.data).toEqual([]); // full names, not abbreviations
    expect((await list("institution", "?search=technology bombay")).body.data).toEqual([
      { id: expect.any(Number), title: "Indian Institute of Technology Bombay" },
    ]);
    expect((await list("degree", "?search=b.tech")).body.data).toHaveLength(1);
    expect((await list("company", "?search=infosys")).body.data).toEqual([
      { id: expect.any(Number), title: "Infosys" },
    ]);
  });

  test("% and _ in the search are plain characters", async () => {
    expect((await list("skill", "?search=%25")).body.data).toEqual([]);
    expect((await list("skill", "?search=_")).body.data).toEqual([]);
  });

  test("public, but a bad token is still refused", async () => {
    const session = await signUp(api);
    expect((await list("sector")).status).toBe(200);
    expect((await api.get("/api/master/sector/list/", { token: session.access_token })).status).toBe(200);
    expect((await api.get("/api/master/sector/list/", { token: "bad" })).status).toBe(401);
  });
});
