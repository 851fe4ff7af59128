import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO_LOGINS, DEMO_MEMBERS } from "#app/backend/index.server.ts";
import { startTestApi, type TestApi } from "#tests/api/harness.ts";

let api: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  api = await startTestApi({ seedDemo: true, accessTokenTtlSeconds: 24 * 60 * 60 });
  for (const { email, password } of [
    DEMO_LOGINS.individual,
    DEMO_LOGINS.secondIndividual,
    DEMO_LOGINS.corporate,
    ...DEMO_MEMBERS,
  ]) {
    const login = await api.post("/api/user/login/", { email, password });
    if (login.status !== 200) throw new Error(`demo login ${email} failed`);
    tokens[email] = login.body.data.access_token;
    ids[email] = login.body.data.user.id;
  }
});
afterAll(async () => {
  await api?.close();
});

const asha = () => tokens[DEMO_LOGINS.individual.email];
const rahul = () => tokens[DEMO_LOGINS.secondIndividual.email];

describe("the demo network", () => {
  test("Asha has experience (current at Acme), education, skills and a resume", async () => {
    const profile = (await api.get("/api/individual/get/", { token: asha() })).body.data;
    expect(
      profile.experiences.map((e: { title: string; company: { title: string }; is_current: boolean }) => [
        e.title,
        e.company.title,
        e.is_current,
      ]),
    ).toEqual([
      ["Senior Software Engineer", "Acme Technologies", true],
      ["Software Engineer", "Infosys", false],
    ]);
    expect(
      profile.educations.map((e: { degree: { title: string }; end_year: number | null }) => [
        e.degree.title,
        e.end_year,
      ]),
    ).toEqual([
      ["Master of Technology (M.Tech)", null],
      ["Bachelor of Technology (B.Tech)", 2019],
    ]);
    expect(profile.skills.map((s: { title: string }) => s.title)).toEqual([
      "React",
      "Node.js",
      "TypeScript",
      "PostgreSQL",
      "Docker",
    ]);
    expect(profile).toMatchObject({
      resume: { name: "Asha-Verma-CV.pdf" },
      show_resume: true,
      connections_count: 2,
      username: "asha-verma",
    });

    const pdf = await api.download("/api/individual/resume/get/", { token: asha() });
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode(pdf.bytes.subarray(0, 5))).toBe("%PDF-");
  });

  test("Rahul is connected with Asha (Neha in common) and asked for her resume", async () => {
    const view = (
      await api.get(`/api/individual/get/?user_id=${ids[DEMO_LOGINS.individual.email]}`, { token: rahul() })
    ).body.data;
    expect(view).toMatchObject({
      status: { is_connected: true },
      requested_resume: true,
      show_resume: false,
      resume: null,
      has_resume: true,
      email: null,
    });
    const connected = (await api.get("/api/connection/list/?type=connected", { token: rahul() })).body.data;
    expect(
      connected.map((c: { first_name: string; connections_in_common: number }) => [
        c.first_name,
        c.connections_in_common,
      ]),
    ).toEqual([
      ["Neha", 1],
      ["Asha", 1],
    ]);
  });

  test("Asha has a pending request from Vikram, a suggestion, and notifications (four unread)", async () => {
    const received = (await api.get("/api/connection/list/?type=requested&action=received", { token: asha() })).body
      .data;
    expect(received).toEqual([
      expect.objectContaining({
        first_name: "Vikram",
        connected_time_ago: "2 days ago",
        note: expect.stringContaining("Acme"),
      }),
    ]);
    const suggested = (await api.get("/api/connection/list/?type=suggested", { token: asha() })).body.data;
    expect(suggested.map((c: { first_name: string }) => c.first_name)).toEqual(["Arjun"]);
    const resumeRequests = (await api.get("/api/job-post/resume_request/?type=received", { token: asha() })).body.data;
    expect(resumeRequests).toEqual([
      expect.objectContaining({ status: "pending", user: expect.objectContaining({ first_name: "Rahul" }) }),
    ]);

    expect((await api.get("/api/notification/check/", { token: asha() })).body.data).toEqual({ unread_count: 4 });
    const notifications = (await api.get("/api/notification/list/", { token: asha() })).body.data;
    expect(
      notifications.map((n: { type: string; is_read: boolean; created_time_ago: string }) => [
        n.type,
        n.is_read,
        n.created_time_ago,
      ]),
    ).toEqual([
      // Rahul's messages (the demo conversation, tests/api/messages/demo-chat-search.test.ts).
      ["message", false, "2 hours ago"],
      // Rahul's referral request on Asha's job post (the demo jobs, tests/api/jobs/job-demo-data.test.ts).
      ["referral_request", false, "3 hours ago"],
      ["resume_request", false, "1 day ago"],
      ["message", true, "1 day ago"],
      ["connection_request", false, "2 days ago"],
      ["connection_accepted", true, "1 week ago"],
    ]);
  });

  test("Acme's employees: Asha and the three members, newest first", async () => {
    const list = await api.get("/api/corporate/employees/list/", { token: tokens[DEMO_LOGINS.corporate.email] });
    expect(list.body.data.map((e: { first_name: string }) => e.first_name)).toEqual([
      "Arjun",
      "Neha",
      "Asha",
      "Vikram",
    ]);
    const company = await api.get(`/api/corporate/get/?user_id=${ids[DEMO_LOGINS.corporate.email]}`);
    expect(company.body.data.employees_count).toBe(4);
  });
});
