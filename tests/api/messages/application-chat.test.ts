/**
 * Chat about an application (issue 32, decision 163): a company has Messages like a member; a
 * poster (a company or a member) opens a conversation with someone who applied to one of their
 * posts without a connection (`conversation/start/`, then the first message); the applicant
 * replies once the poster has written, and cannot start one; a stranger is refused; the
 * company's side shows its name and logo; the unread counts and notifications work both ways.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connect, member, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";
import { company, createPost, type Company } from "#tests/api/jobs-harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const POSTER_STARTS = "The poster starts the conversation about an application; you can reply once they write.";

type Who = { token: string; id: number };

const start = (from: Who, participantId: unknown) =>
  api.post("/api/chat/conversation/start/", { participant_id: participantId }, { token: from.token });
const send = (from: Who, body: Record<string, unknown>) =>
  api.post("/api/chat/message/send/", body, { token: from.token });

async function started(from: Who, to: Who) {
  const response = await start(from, to.id);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.message).toBe("Conversation opened.");
  return response.body.data as { id: number; participant: any; last_message: any; unread_count: number };
}

async function sent(from: Who, body: Record<string, unknown>) {
  const response = await send(from, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { conversation: any; message: any };
}

async function counts(who: Who) {
  const response = await api.get("/api/chat/notification/", { token: who.token });
  expect(response.status).toBe(200);
  return response.body.data as { unread_count: number; unread_conversations: number };
}

async function listed(who: Who) {
  const response = await api.get("/api/chat/conversation/list/", { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { data: any[]; total: number };
}

async function apply(applicant: Member, postId: number) {
  const response = await api.post(
    "/api/job-post/referral/create/",
    { job_post_id: postId, message: "I would like to join." },
    { token: applicant.token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

/** A company with a post and a member who applied to it. */
async function companyWithApplicant(): Promise<{ acme: Company; applicant: Member; postId: number }> {
  const acme = await company(api, { company_name: `Chatworks ${Math.random().toString(36).slice(2, 8)}` });
  const post = await createPost(api, acme, { company: undefined, title: "Platform Engineer" });
  const applicant = await member(api, { first_name: "Nisha", last_name: "Rao" });
  await apply(applicant, post.id);
  return { acme, applicant, postId: post.id };
}

describe("a company and an applicant to its post", () => {
  test("the company opens the conversation and writes; the applicant reads and replies; both counts follow", async () => {
    const { acme, applicant } = await companyWithApplicant();
    // Messages like a member's: the list (empty), the counts.
    expect(await listed(acme)).toMatchObject({ data: [], total: 0 });
    expect(await counts(acme)).toEqual({ unread_count: 0, unread_conversations: 0 });

    const conversation = await started(acme, applicant);
    expect(conversation).toMatchObject({
      participant: {
        id: applicant.id,
        type_of_user: "individual",
        name: "Nisha Rao",
        is_connected: false,
        can_message: true,
      },
      last_message: null,
      unread_count: 0,
    });
    // Again: the same conversation, not a second one.
    expect((await started(acme, applicant)).id).toBe(conversation.id);
    // Empty, it is listed by neither side and told to nobody.
    expect((await listed(acme)).total).toBe(0);
    expect((await listed(applicant)).total).toBe(0);

    // Before the company writes, the applicant can read it but not write in it.
    const early = await send(applicant, { conversation_id: conversation.id, text: "Hello?" });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ result: false, message: POSTER_STARTS });
    const ownView = await api.get(`/api/chat/conversation/read/?conversation_id=${conversation.id}`, {
      token: applicant.token,
    });
    expect(ownView.status).toBe(200);
    expect(ownView.body.data.participant).toMatchObject({ id: acme.id, can_message: false });

    const first = await sent(acme, {
      conversation_id: conversation.id,
      text: "Thanks for applying. Are you free on Friday?",
    });
    expect(first.conversation.id).toBe(conversation.id);
    expect(await counts(applicant)).toEqual({ unread_count: 1, unread_conversations: 1 });
    const me = (await api.get("/api/user/me/", { token: applicant.token })).body.data;
    expect(me.unread_conversations).toBe(1);
    const notes = (await api.get("/api/notification/list/", { token: applicant.token })).body.data as any[];
    expect(notes.find((n) => n.type === "message")).toMatchObject({
      message: `${acme.name} sent you a message.`,
      link: `/chats/${conversation.id}`,
      actor: { id: acme.id, first_name: acme.name, last_name: "" },
      is_read: false,
    });

    // The applicant's side: the company by its name (and logo: null until it has one).
    const theirs = await listed(applicant);
    expect(theirs.total).toBe(1);
    expect(theirs.data[0]).toMatchObject({
      id: conversation.id,
      unread_count: 1,
      participant: {
        id: acme.id,
        type_of_user: "corporate",
        name: acme.name,
        first_name: acme.name,
        last_name: "",
        profile_pic: null,
        is_connected: false,
        can_message: true,
      },
      last_message: { text: "Thanks for applying. Are you free on Friday?", is_mine: false },
    });
    const read = await api.get(`/api/chat/conversation/read/?conversation_id=${conversation.id}`, {
      token: applicant.token,
    });
    expect(read.body.data.messages.map((m: any) => [m.text, m.is_mine])).toEqual([
      ["Thanks for applying. Are you free on Friday?", false],
    ]);
    expect(await counts(applicant)).toEqual({ unread_count: 0, unread_conversations: 0 });

    // The reply, by conversation or by the company's id: the company's badge and notification.
    await sent(applicant, { conversation_id: conversation.id, text: "Yes, Friday works." });
    const again = await sent(applicant, { participant_id: acme.id, text: "Any time after 10." });
    expect(again.conversation.id).toBe(conversation.id);
    expect(await counts(acme)).toEqual({ unread_count: 2, unread_conversations: 1 });
    expect((await api.get("/api/user/me/", { token: acme.token })).body.data).toMatchObject({
      unread_conversations: 1,
      unread_notifications: expect.any(Number),
    });
    const companyNotes = (await api.get("/api/notification/list/", { token: acme.token })).body.data as any[];
    expect(companyNotes.filter((n) => n.type === "message")).toEqual([
      expect.objectContaining({ message: "Nisha Rao sent you a message.", link: `/chats/${conversation.id}` }),
    ]);
    const ours = await listed(acme);
    expect(ours.data.map((c: any) => [c.participant.id, c.unread_count, c.last_message.text])).toEqual([
      [applicant.id, 2, "Any time after 10."],
    ]);

    // The company polls and reads like a member; its unread count drops.
    const poll = await api.get(
      `/api/chat/message/polling/?conversation_id=${conversation.id}&after=${first.message.id}`,
      { token: acme.token },
    );
    expect(poll.status).toBe(200);
    expect(poll.body.data).toMatchObject({ total: 3, unread_count: 0 });
    expect(await counts(acme)).toEqual({ unread_count: 0, unread_conversations: 0 });
    // And deletes its own message.
    expect(
      (await api.del("/api/chat/message/delete/", { message_id: first.message.id }, { token: acme.token })).status,
    ).toBe(200);
  });

  test("the company's side shows its logo", async () => {
    const { acme, applicant } = await companyWithApplicant();
    const bytes = new Uint8Array(
      await sharp({ create: { width: 120, height: 120, channels: 3, background: "#336699" } })
        .png()
        .toBuffer(),
    );
    const logo = await api.upload("/api/corporate/logo/update/", { bytes, name: "logo.png" }, { token: acme.token });
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    const { id } = await started(acme, applicant);
    await sent(acme, { conversation_id: id, text: "Hello from us." });
    const read = await api.get(`/api/chat/conversation/read/?conversation_id=${id}`, { token: applicant.token });
    expect(read.body.data.participant).toMatchObject({
      type_of_user: "corporate",
      name: acme.name,
      profile_pic: logo.body.data.url,
    });
  });

  test("a stranger, another company's applicant, another company: 403; the applicant cannot start one", async () => {
    const { acme, applicant } = await companyWithApplicant();
    const stranger = await member(api);
    const refused = await start(acme, stranger.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ result: false, message: "You can message only people who applied to your posts." });
    const byMessage = await send(acme, { participant_id: stranger.id, text: "Want a job?" });
    expect(byMessage.status).toBe(403);
    expect(byMessage.body.message).toBe("You can message only people who applied to your posts.");
    const byRead = await api.get(`/api/chat/conversation/read/?participant_id=${stranger.id}`, { token: acme.token });
    expect(byRead.status).toBe(403);

    const other = await company(api);
    expect((await start(other, applicant.id)).status).toBe(403);
    expect((await start(other, acme.id)).status).toBe(403);

    // The applicant may not open the conversation, nor write first.
    const first = await start(applicant, acme.id);
    expect(first.status).toBe(403);
    expect(first.body.message).toBe(POSTER_STARTS);
    expect((await send(applicant, { participant_id: acme.id, text: "Hi" })).body.message).toBe(POSTER_STARTS);
    expect(
      (await api.get(`/api/chat/conversation/read/?participant_id=${acme.id}`, { token: applicant.token })).status,
    ).toBe(403);
    // Nothing was created on the way.
    expect((await listed(applicant)).total).toBe(0);
    expect((await listed(stranger)).total).toBe(0);
  });

  test("bad ids are 400 next to the field; no token is 401", async () => {
    const { acme } = await companyWithApplicant();
    for (const [value, message] of [
      [undefined, "This is Required."],
      ["", "This is Required."],
      ["abc", "Choose a connection to message."],
      [-1, "Choose a connection to message."],
      [acme.id, "Choose a connection to message."],
      [99_999_999, "Choose a connection to message."],
    ] as const) {
      const response = await start(acme, value);
      expect(response.status, String(value)).toBe(400);
      expect(response.body.errors).toEqual({ participant_id: [message] });
    }
    expect((await api.post("/api/chat/conversation/start/", { participant_id: 1 })).status).toBe(401);
  });
});

describe("a member who posts and an applicant", () => {
  test("the poster messages an applicant who is no connection; the applicant replies", async () => {
    const poster = await member(api, { first_name: "Asha", last_name: "Verma" });
    const applicant = await member(api, { first_name: "Rahul", last_name: "Mehta" });
    const post = await createPost(api, poster);
    await apply(applicant, post.id);

    const { id } = await started(poster, applicant);
    await sent(poster, { conversation_id: id, text: "Happy to refer you. Can you send me your resume?" });
    const reply = await sent(applicant, { conversation_id: id, text: "Sure, attached to my application." });
    expect(reply.conversation.participant).toMatchObject({ id: poster.id, is_connected: false, can_message: true });
    expect(await counts(poster)).toEqual({ unread_count: 1, unread_conversations: 1 });

    // Connections still chat as before (a start opens their conversation too).
    const friend = await member(api);
    await connect(api, poster, friend);
    const withFriend = await started(friend, poster);
    expect(withFriend.participant).toMatchObject({ id: poster.id, is_connected: true, can_message: true });
  });
});
