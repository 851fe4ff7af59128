import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { member, onboardedCorporate, startTestApi, type Member, type TestApi } from "../harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => new Date("2025-06-15T10:00:00.000Z") });
});
afterAll(async () => {
  await api?.close();
});

function work(who: Member, company: number, start_date: string, is_current = true) {
  return api.post(
    "/api/individual/experience/create/",
    { title: "Engineer", company, employment_type: "full-time", start_date, is_current, end_date: is_current ? null : "2024-12" },
    { token: who.token },
  );
}

describe("company employees", () => {
  test("individuals whose current experience is at the company, newest first, with how long", async () => {
    const { session, profile } = await onboardedCorporate(api);
    const companyId = profile.company.id;
    const other = await onboardedCorporate(api);

    const veteran = await member(api, { first_name: "Veda", last_name: "Rao" });
    const recent = await member(api, { first_name: "Ravi", last_name: "Kumar" });
    const newcomer = await member(api, { first_name: "Nina", last_name: "Shah" });
    const former = await member(api);
    const elsewhere = await member(api);
    expect((await work(veteran, companyId, "2023-01")).status).toBe(201);
    await work(veteran, companyId, "2019-02", false); // an older stint there does not count twice
    await work(recent, companyId, "2025-03");
    await work(newcomer, companyId, "2025-06");
    await work(former, companyId, "2020-01", false);
    await work(elsewhere, other.profile.company.id, "2021-01");

    const list = await api.get("/api/corporate/employees/list/", { token: session.access_token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ result: true, message: "Employees loaded.", page: 1, page_size: 20, total: 3, has_next: false });
    expect(list.body.data).toEqual([
      { id: newcomer.id, first_name: "Nina", last_name: "Shah", bio: expect.any(String), profile_pic: null, username: "nina-shah", connected_time_ago: "less than a month" },
      expect.objectContaining({ id: recent.id, connected_time_ago: "3 months" }),
      expect.objectContaining({ id: veteran.id, username: "veda-rao", connected_time_ago: "2 years" }),
    ]);

    // Public with user_id, and the count on the company profile.
    const publicList = await api.get(`/api/corporate/employees/list/?user_id=${session.user.id}`);
    expect(publicList.body.data).toEqual(list.body.data);
    const company = await api.get(`/api/corporate/get/?user_id=${session.user.id}`);
    expect(company.status).toBe(200);
    expect(company.body.data).toMatchObject({ id: session.user.id, employees_count: 3 });

    // Leaving (no longer current) takes them off.
    const [current] = (await api.get("/api/individual/experience/get/", { token: newcomer.token })).body.data;
    await api.put(
      `/api/individual/experience/update/?id=${current.id}`,
      { title: "Engineer", company: companyId, employment_type: "full-time", start_date: "2025-06", end_date: "2025-06" },
      { token: newcomer.token },
    );
    expect((await api.get(`/api/corporate/get/?user_id=${session.user.id}`)).body.data.employees_count).toBe(2);
  });

  test("pages of 20", async () => {
    const { session, profile } = await onboardedCorporate(api);
    for (let i = 0; i < 21; i += 1) await work(await member(api), profile.company.id, `2024-${String((i % 12) + 1).padStart(2, "0")}`);
    const first = await api.get("/api/corporate/employees/list/?page=1", { token: session.access_token });
    expect(first.body).toMatchObject({ total: 21, has_next: true });
    expect(first.body.data).toHaveLength(20);
    const second = await api.get("/api/corporate/employees/list/?page=2", { token: session.access_token });
    expect(second.body.data).toHaveLength(1);
  });

  test("own list needs a corporate token; unknown companies are 404", async () => {
    const asha = await member(api);
    expect((await api.get("/api/corporate/employees/list/")).status).toBe(401);
    expect((await api.get("/api/corporate/employees/list/", { token: asha.token })).status).toBe(403);
    expect((await api.get(`/api/corporate/employees/list/?user_id=${asha.id}`)).status).toBe(404);
    expect((await api.get("/api/corporate/employees/list/?user_id=999999")).status).toBe(404);
    expect((await api.get(`/api/corporate/get/?user_id=${asha.id}`)).status).toBe(404);
  });
});
