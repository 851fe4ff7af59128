/**
 * Issue 5 demo data: the conversation between Asha and Rahul (one unread message for Asha),
 * and a search index that covers the demo members, companies and open job posts.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO_LOGINS } from "#app/backend/index.server.ts";
import { DEMO_JOB_TITLES } from "#app/backend/seed/demo-jobs.ts";
import { startTestApi, type TestApi } from "#tests/api/harness.ts";

let api: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  api = await startTestApi({ seedDemo: true, accessTokenTtlSeconds: 24 * 60 * 60 });
  for (const { email, password } of [DEMO_LOGINS.individual, DEMO_LOGINS.secondIndividual, DEMO_LOGINS.corporate]) {
    const login = await api.post("/api/user/login/", { email, password });
    if (login.status !== 200) throw new Error(`demo login ${email} failed`);
    tokens[email] = login.body.data.access_token;
    ids[email] = login.body.data.user.id;
  }
});
afterAll(async () => {
  await api?.close();
});

const asha = () => ({ token: tokens[DEMO_LOGINS.individual.email] });
const rahul = () => ({ token: tokens[DEMO_LOGINS.secondIndividual.email] });

describe("the demo conversation", () => {
  test("Asha has one unread conversation with Rahul; reading it clears the badge", async () => {
    expect((await api.get("/api/chat/notification/", asha())).body.data).toEqual({
      unread_count: 1,
      unread_conversations: 1,
    });
    expect((await api.get("/api/chat/notification/", rahul())).body.data).toEqual({
      unread_count: 0,
      unread_conversations: 0,
    });

    const list = (await api.get("/api/chat/conversation/list/", asha())).body;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      participant: { id: ids[DEMO_LOGINS.secondIndividual.email], first_name: "Rahul", is_connected: true },
      last_message: { is_mine: false, is_read: false, created_time_ago: "2 hours ago" },
      unread_count: 1,
      updated_time_ago: "2 hours ago",
    });
    const conversationId = list.data[0].id;
    const notes = (await api.get("/api/notification/list/", asha())).body.data.filter(
      (n: { type: string }) => n.type === "message",
    );
    expect(
      notes.map((n: { is_read: boolean; link: string; message: string }) => [n.is_read, n.link, n.message]),
    ).toEqual([
      [false, `/chats/${conversationId}`, "Rahul Nair sent you a message."],
      [true, `/chats/${conversationId}`, "Rahul Nair sent you a message."],
    ]);

    const read = (await api.get(`/api/chat/conversation/read/?conversation_id=${conversationId}`, asha())).body.data;
    expect(read.messages.map((m: { is_mine: boolean; is_read: boolean }) => [m.is_mine, m.is_read])).toEqual([
      [false, true],
      [true, true],
      [false, true],
    ]);
    expect(read.messages[1].text).toContain("\n");
    expect((await api.get("/api/chat/notification/", asha())).body.data).toEqual({
      unread_count: 0,
      unread_conversations: 0,
    });
    const rahulSide = (
      await api.get(`/api/chat/conversation/read/?participant_id=${ids[DEMO_LOGINS.individual.email]}`, rahul())
    ).body.data;
    expect(rahulSide.conversation.id).toBe(conversationId);
  });
});

describe("search covers the demo data", () => {
  test("members, the company and open job posts are found", async () => {
    const people = (await api.get("/api/search/list/?search=asha%20verma&typeFilter=people", rahul())).body;
    expect(people.data[0]).toMatchObject({
      type: "person",
      person: {
        first_name: "Asha",
        headline: "Senior Software Engineer at Acme Technologies",
        status: { is_connected: true },
      },
    });
    const company = (await api.get("/api/search/list/?search=acme&typeFilter=companies", asha())).body;
    expect(company.data.map((item: { company: { name: string } }) => item.company.name)).toEqual(["Acme Technologies"]);
    expect(company.counts.people).toBeGreaterThanOrEqual(4); // Acme's people
    expect(company.counts.jobs).toBeGreaterThanOrEqual(3); // posts at Acme
    const jobs = (
      await api.get(
        `/api/search/list/?search=${encodeURIComponent(DEMO_JOB_TITLES.ashaBackend)}&typeFilter=jobs`,
        rahul(),
      )
    ).body;
    expect(jobs.data[0]).toMatchObject({ type: "job", job: { title: DEMO_JOB_TITLES.ashaBackend } });
  });
});
