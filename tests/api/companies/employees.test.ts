import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#app/backend/lib/db/index.ts";
import { member, onboardedCorporate, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";

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
    {
      title: "Engineer",
      company,
      employment_type: "full-time",
      start_date,
      is_current,
      end_date: is_current ? null : "2024-12",
    },
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
    expect(list.body).toMatchObject({
      result: true,
      message: "Employees loaded.",
      page: 1,
      page_size: 20,
      total: 3,
      has_next: false,
    });
    expect(list.body.data).toEqual([
      {
        id: newcomer.id,
        first_name: "Nina",
        last_name: "Shah",
        bio: expect.any(String),
        profile_pic: null,
        username: "nina-shah",
        connected_time_ago: "less than a month",
      },
      expect.objectContaining({ id: recent.id, connected_time_ago: "3 months" }),
      expect.objectContaining({ id: veteran.id, username: "veda-rao", connected_time_ago: "2 years" }),
    ]);

    // Public with user_id, and the count on the company profile.
    const publicList = await api.get(`/api/corporate/employees/list/?user_id=${session.user.id}`);
    expect(publicList.body.data).toEqual(list.body.data);
    const company = await api.get(`/api/corporate/get/?user_id=${session.user.id}`);
    expect(company.status).toBe(200);
    expect(company.body.data).toMatchObject({ id: session.user.id, employees_count: 3, employees_count_capped: false });

    // Leaving (no longer current) takes them off.
    const [current] = (await api.get("/api/individual/experience/get/", { token: newcomer.token })).body.data;
    await api.put(
      `/api/individual/experience/update/?id=${current.id}`,
      {
        title: "Engineer",
        company: companyId,
        employment_type: "full-time",
        start_date: "2025-06",
        end_date: "2025-06",
      },
      { token: newcomer.token },
    );
    expect((await api.get(`/api/corporate/get/?user_id=${session.user.id}`)).body.data.employees_count).toBe(2);
  });

  test("a member with two current positions there is listed once, by the later one", async () => {
    const { session, profile } = await onboardedCorporate(api);
    const both = await member(api);
    const other = await member(api);
    await work(both, profile.company.id, "2022-05");
    await work(other, profile.company.id, "2024-01");
    await work(both, profile.company.id, "2025-02");
    const list = await api.get(`/api/corporate/employees/list/?user_id=${session.user.id}`);
    expect(list.body).toMatchObject({ total: 2, total_capped: false, has_next: false });
    expect(
      list.body.data.map((item: { id: number; connected_time_ago: string }) => [item.id, item.connected_time_ago]),
    ).toEqual([
      [both.id, "4 months"],
      [other.id, "1 year"],
    ]);
  });

  test("pages of 20, by number or by the cursors of the answer", async () => {
    const { session, profile } = await onboardedCorporate(api);
    for (let i = 0; i < 21; i += 1)
      await work(await member(api), profile.company.id, `2024-${String((i % 12) + 1).padStart(2, "0")}`);
    const first = await api.get("/api/corporate/employees/list/?page=1", { token: session.access_token });
    expect(first.body).toMatchObject({ total: 21, has_next: true, prev_cursor: null });
    expect(first.body.data).toHaveLength(20);
    const second = await api.get("/api/corporate/employees/list/?page=2", { token: session.access_token });
    expect(second.body.data).toHaveLength(1);
    const byCursor = await api.get(`/api/corporate/employees/list/?page=2&cursor=${first.body.next_cursor}`, {
      token: session.access_token,
    });
    expect(byCursor.body).toMatchObject({ page: 2, has_next: false, next_cursor: null });
    expect(byCursor.body.data).toEqual(second.body.data);
    const back = await api.get(`/api/corporate/employees/list/?page=1&before=${byCursor.body.prev_cursor}`, {
      token: session.access_token,
    });
    expect(back.body.data).toEqual(first.body.data);
    expect(
      (await api.get("/api/corporate/employees/list/?page=2&cursor=%%%", { token: session.access_token })).status,
    ).toBe(400);
  });

  test("past 1,000 employees the count stops and says there are more", async () => {
    const { session, profile } = await onboardedCorporate(api);
    // 1,001 members working there, written straight to the database (signing each up would take minutes).
    const handle = openDatabase(api.databaseUrl);
    try {
      const now = new Date().toISOString();
      const location = (await handle.db.selectFrom("locations").select("id").executeTakeFirstOrThrow()).id;
      await handle.db.transaction().execute(async (trx) => {
        for (let batch = 0; batch < 11; batch += 1) {
          const size = batch < 10 ? 100 : 1;
          const users = await trx
            .insertInto("users")
            .values(
              Array.from({ length: size }, (_, i) => ({
                email: `staff-${profile.company.id}-${batch}-${i}@example.com`,
                type_of_user: "individual" as const,
                email_verified: true,
                onboarding_complete: true,
                created_at: now,
                updated_at: now,
              })),
            )
            .returning("id")
            .execute();
          const ids = users.map((row) => Number(row.id));
          await trx
            .insertInto("individuals")
            .values(
              ids.map((user_id) => ({
                user_id,
                first_name: "Staff",
                last_name: `N${user_id}`,
                phone: "+919800000000",
                pincode: "110001",
                location_id: location,
                bio: "",
                created_at: now,
                updated_at: now,
              })),
            )
            .execute();
          await trx
            .insertInto("experiences")
            .values(
              ids.map((user_id) => ({
                user_id,
                title: "Engineer",
                company_id: profile.company.id,
                employment_type: "full-time",
                start_date: "2024-01",
                is_current: true,
                created_at: now,
                updated_at: now,
              })),
            )
            .execute();
        }
      });
    } finally {
      await handle.close();
    }
    const company = await api.get(`/api/corporate/get/?user_id=${session.user.id}`);
    expect(company.body.data).toMatchObject({ employees_count: 1000, employees_count_capped: true });
    const list = await api.get("/api/corporate/employees/list/", { token: session.access_token });
    expect(list.body).toMatchObject({ total: 1000, total_capped: true, has_next: true });
    expect(list.body.data).toHaveLength(20);
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
