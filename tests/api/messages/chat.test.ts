/**
 * Chat (issue 5): sending (first message by participant, later ones by conversation), the
 * conversation list, reading with `before`, polling with a cursor, deleting own messages,
 * unread counts, the `message` notification (refreshed, not duplicated), privacy between pairs,
 * connections required. Companies and applicants: application-chat.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connect, member, onboardedCorporate, startTestApi, type Member, type TestApi } from "#tests/api/harness.ts";
import { expectKeysetWalk } from "#tests/api/keyset.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accessTokenTtlSeconds: 30 * 24 * 60 * 60 });
});
afterAll(async () => {
  await api?.close();
});

const MINUTE = 60_000;

async function send(from: Member, body: Record<string, unknown>) {
  return api.post("/api/chat/message/send/", body, { token: from.token });
}

async function sent(from: Member, body: Record<string, unknown>) {
  const response = await send(from, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { conversation: any; message: any };
}

async function counts(who: Member) {
  const response = await api.get("/api/chat/notification/", { token: who.token });
  expect(response.status).toBe(200);
  return response.body.data as { unread_count: number; unread_conversations: number };
}

async function messageNotifications(who: Member) {
  const list = (await api.get("/api/notification/list/", { token: who.token })).body.data as any[];
  return list.filter((n) => n.type === "message");
}

/** Two connected members. */
async function pairOf(): Promise<[Member, Member]> {
  const a = await member(api, { first_name: "Asha", last_name: "Verma" });
  const b = await member(api, { first_name: "Rahul", last_name: "Mehta" });
  await connect(api, a, b);
  return [a, b];
}

describe("sending and reading", () => {
  test("the first message starts the conversation; later ones go by conversation id", async () => {
    const [asha, rahul] = await pairOf();
    const first = await send(asha, { participant_id: rahul.id, text: "  Hi Rahul,\nhow are you?  " });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ result: true, message: "Message sent." });
    const { conversation, message } = first.body.data;
    expect(message).toEqual({
      id: expect.any(Number),
      conversation_id: conversation.id,
      sender_id: asha.id,
      is_mine: true,
      text: "Hi Rahul,\nhow are you?",
      created_at: expect.stringMatching(/Z$/),
      created_time_ago: "just now",
      is_read: false,
    });
    expect(conversation).toEqual({
      id: expect.any(Number),
      participant: {
        id: rahul.id,
        first_name: "Rahul",
        last_name: "Mehta",
        bio: expect.any(String),
        profile_pic: null,
        username: "rahul-mehta",
        type_of_user: "individual",
        name: "Rahul Mehta",
        is_connected: true,
        can_message: true,
      },
      last_message: message,
      unread_count: 0,
      updated_at: message.created_at,
      updated_time_ago: "just now",
    });

    api.clock.advance(MINUTE);
    // By participant again: the same conversation (one per pair), from either side.
    const reply = await sent(rahul, { participant_id: asha.id, text: "<b>Fine</b>, thanks!" });
    expect(reply.conversation.id).toBe(conversation.id);
    expect(reply.message).toMatchObject({ text: "<b>Fine</b>, thanks!", is_mine: true, sender_id: rahul.id });
    expect(reply.conversation).toMatchObject({ participant: { id: asha.id, username: "asha-verma" }, unread_count: 1 });
    const third = await sent(asha, { conversation_id: conversation.id, text: "Great" });
    expect(third.conversation.id).toBe(conversation.id);

    // Rahul reads: oldest first, Asha's messages become read; the cursor is the newest id.
    const read = await api.get(`/api/chat/conversation/read/?conversation_id=${conversation.id}`, {
      token: rahul.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.data.messages.map((m: any) => [m.text, m.is_mine, m.is_read])).toEqual([
      ["Hi Rahul,\nhow are you?", false, true],
      ["<b>Fine</b>, thanks!", true, false],
      ["Great", false, true],
    ]);
    expect(read.body.data).toMatchObject({
      has_older: false,
      cursor: third.message.id,
      conversation: { id: conversation.id, unread_count: 0, last_message: { id: third.message.id, is_mine: false } },
      participant: { id: asha.id, is_connected: true },
    });

    // By participant id, too.
    const byParticipant = await api.get(`/api/chat/conversation/read/?participant_id=${rahul.id}`, {
      token: asha.token,
    });
    expect(byParticipant.status).toBe(200);
    expect(byParticipant.body.data.conversation.id).toBe(conversation.id);
    expect(byParticipant.body.data.messages.map((m: any) => m.is_read)).toEqual([true, true, true]);
  });

  test("reading a connection with no conversation yet gives conversation null", async () => {
    const [asha, rahul] = await pairOf();
    const read = await api.get(`/api/chat/conversation/read/?participant_id=${rahul.id}`, { token: asha.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({
      conversation: null,
      participant: expect.objectContaining({ id: rahul.id, first_name: "Rahul", is_connected: true }),
      messages: [],
      has_older: false,
      cursor: 0,
    });
    // Nothing listed until a message is sent.
    const list = await api.get("/api/chat/conversation/list/", { token: asha.token });
    expect(list.body).toMatchObject({ data: [], total: 0 });
  });

  test("reading pages back with before: the latest 50 older than the given id", async () => {
    const [asha, rahul] = await pairOf();
    const ids: number[] = [];
    for (let i = 1; i <= 55; i += 1)
      ids.push(
        (await sent(i % 2 ? asha : rahul, { participant_id: i % 2 ? rahul.id : asha.id, text: `m${i}` })).message.id,
      );
    const latest = (await api.get(`/api/chat/conversation/read/?participant_id=${rahul.id}`, { token: asha.token }))
      .body.data;
    expect(latest.messages).toHaveLength(50);
    expect(latest.messages[0].text).toBe("m6");
    expect(latest.messages[49].text).toBe("m55");
    expect(latest).toMatchObject({ has_older: true, cursor: ids[54] });
    const older = (
      await api.get(`/api/chat/conversation/read/?participant_id=${rahul.id}&before=${latest.messages[0].id}`, {
        token: asha.token,
      })
    ).body.data;
    expect(older.messages.map((m: any) => m.text)).toEqual(["m1", "m2", "m3", "m4", "m5"]);
    expect(older).toMatchObject({ has_older: false, cursor: ids[54] });
  });

  test("the conversation list: most recent activity first, with unread counts, paged", async () => {
    const me = await member(api, { first_name: "Kavya", last_name: "Nair" });
    const others: Member[] = [];
    for (let i = 0; i < 3; i += 1) {
      const other = await member(api);
      await connect(api, me, other);
      others.push(other);
    }
    await sent(me, { participant_id: others[0].id, text: "to zero" });
    api.clock.advance(MINUTE);
    await sent(others[1], { participant_id: me.id, text: "from one" });
    api.clock.advance(MINUTE);
    await sent(others[1], { participant_id: me.id, text: "again from one" });
    api.clock.advance(MINUTE);
    await sent(others[2], { participant_id: me.id, text: "from two" });
    api.clock.advance(MINUTE);
    await sent(me, { participant_id: others[0].id, text: "zero again" });

    const list = await api.get("/api/chat/conversation/list/", { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ result: true, page: 1, page_size: 20, total: 3, has_next: false });
    expect(list.body.data.map((c: any) => [c.participant.id, c.last_message.text, c.unread_count])).toEqual([
      [others[0].id, "zero again", 0],
      [others[2].id, "from two", 1],
      [others[1].id, "again from one", 2],
    ]);
    expect(list.body.data[2].updated_time_ago).toBe("2 minutes ago");
    expect(await counts(me)).toEqual({ unread_count: 3, unread_conversations: 2 });
    expect(await counts(others[0])).toEqual({ unread_count: 2, unread_conversations: 1 });
  });

  test("the conversation list pages by keyset: cursor and before give the pages by number", async () => {
    // Members older and newer than `me`, so `me` is on both sides of the stored pairs.
    const others: Member[] = [];
    for (let i = 0; i < 11; i += 1) others.push(await member(api));
    const me = await member(api);
    for (let i = 0; i < 11; i += 1) others.push(await member(api));
    for (const [i, other] of others.entries()) {
      await connect(api, other, me);
      await sent(i % 2 === 0 ? me : other, { participant_id: i % 2 === 0 ? other.id : me.id, text: `hello ${i}` });
      // Runs of equal times: the conversation id breaks the tie.
      if (i % 4 === 3) api.clock.advance(MINUTE);
    }
    const pages = await expectKeysetWalk(api, "/api/chat/conversation/list/", me.token);
    expect(pages.map((page) => page.data.length)).toEqual([20, 2]);
    expect(pages[0].data[0].participant.id).toBe(others[21].id);
    expect(pages[1].data.map((c: any) => c.participant.id)).toEqual([others[1].id, others[0].id]);
  });
});

describe("validation and access", () => {
  test("text is required and at most 2000 characters; ids are checked", async () => {
    const [asha, rahul] = await pairOf();
    const empty = await send(asha, { participant_id: rahul.id, text: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ text: ["This is Required."] });
    const missing = await send(asha, { participant_id: rahul.id });
    expect(missing.body.errors).toEqual({ text: ["This is Required."] });
    const long = await send(asha, { participant_id: rahul.id, text: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      message: "Message must be at most 2000 characters.",
      errors: { text: ["Message must be at most 2000 characters."] },
    });
    expect((await send(asha, { participant_id: rahul.id, text: "y".repeat(2000) })).status).toBe(201);

    for (const body of [
      { text: "hi" },
      { participant_id: asha.id, text: "hi" },
      { participant_id: 99_999_999, text: "hi" },
      { participant_id: "abc", text: "hi" },
    ]) {
      const response = await send(asha, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors).toEqual({ participant_id: ["Choose a connection to message."] });
    }
    // A company is someone to chat with, but only about an application (application-chat.test.ts).
    const company = await onboardedCorporate(api);
    const toCompany = await send(asha, { participant_id: company.session.user.id, text: "hi" });
    expect(toCompany.status).toBe(403);
    expect(toCompany.body.message).toBe("You can message only your connections.");
    const badRead = await api.get(`/api/chat/conversation/read/?participant_id=${asha.id}`, { token: asha.token });
    expect(badRead.status).toBe(400);
    expect(badRead.body.errors).toEqual({ participant_id: ["Choose a connection to message."] });
    const badPoll = await api.get("/api/chat/message/polling/", { token: asha.token });
    expect(badPoll.body.errors).toEqual({ conversation_id: ["This is Required."] });
    const badDelete = await api.del("/api/chat/message/delete/", {}, { token: asha.token });
    expect(badDelete.body.errors).toEqual({ message_id: ["This is Required."] });
  });

  test("only connections: not connected 403; a removed connection keeps the conversation readable", async () => {
    const [asha, rahul] = await pairOf();
    const stranger = await member(api);
    const notConnected = await send(asha, { participant_id: stranger.id, text: "hello" });
    expect(notConnected.status).toBe(403);
    expect(notConnected.body).toMatchObject({ result: false, message: "You can message only your connections." });
    const readStranger = await api.get(`/api/chat/conversation/read/?participant_id=${stranger.id}`, {
      token: asha.token,
    });
    expect(readStranger.status).toBe(403);
    expect(readStranger.body.message).toBe("You can message only your connections.");

    const { conversation, message } = await sent(asha, { participant_id: rahul.id, text: "before" });
    await api.del("/api/connection/remove/", { remove_user_id: rahul.id }, { token: asha.token });
    const after = await send(rahul, { conversation_id: conversation.id, text: "after" });
    expect(after.status).toBe(403);
    expect(after.body.message).toBe("You can message only your connections.");
    expect((await send(asha, { participant_id: rahul.id, text: "after" })).status).toBe(403);
    const read = await api.get(`/api/chat/conversation/read/?participant_id=${asha.id}`, { token: rahul.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      conversation: { id: conversation.id },
      participant: { is_connected: false, can_message: false },
    });
    expect(read.body.data.messages.map((m: any) => m.text)).toEqual(["before"]);
    // Own messages can still be deleted.
    expect((await api.del("/api/chat/message/delete/", { message_id: message.id }, { token: asha.token })).status).toBe(
      200,
    );
  });

  test("privacy: a third member cannot read, poll or delete in another pair's conversation", async () => {
    const [asha, rahul] = await pairOf();
    const third = await member(api);
    await connect(api, third, asha);
    const { conversation, message } = await sent(asha, { participant_id: rahul.id, text: "private" });

    const read = await api.get(`/api/chat/conversation/read/?conversation_id=${conversation.id}`, {
      token: third.token,
    });
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ result: false, message: "Conversation not found." });
    const poll = await api.get(`/api/chat/message/polling/?conversation_id=${conversation.id}`, { token: third.token });
    expect(poll.status).toBe(404);
    expect(poll.body.message).toBe("Conversation not found.");
    const write = await send(third, { conversation_id: conversation.id, text: "let me in" });
    expect(write.status).toBe(404);
    expect(write.body.message).toBe("Conversation not found.");
    const del = await api.del("/api/chat/message/delete/", { message_id: message.id }, { token: third.token });
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ result: false, message: "Message not found." });
    // An id that does not exist reads the same.
    expect(
      (await api.get("/api/chat/conversation/read/?conversation_id=99999999", { token: third.token })).status,
    ).toBe(404);

    // The other member of the pair cannot delete Asha's message.
    const notOwn = await api.post("/api/chat/message/delete/", { message_id: message.id }, { token: rahul.token });
    expect(notOwn.status).toBe(403);
    expect(notOwn.body).toEqual({ result: false, message: "You can delete only your own messages." });

    // Nothing was changed: Rahul still has it unread; the third member's list is empty.
    expect(await counts(rahul)).toEqual({ unread_count: 1, unread_conversations: 1 });
    expect((await api.get("/api/chat/conversation/list/", { token: third.token })).body.total).toBe(0);
  });
});

describe("polling, deleting, unread and notifications", () => {
  test("polling returns only newer messages, marks them read, and total drops after a delete", async () => {
    const [asha, rahul] = await pairOf();
    const first = await sent(asha, { participant_id: rahul.id, text: "one" });
    const conversationId = first.conversation.id;
    const open = (
      await api.get(`/api/chat/conversation/read/?conversation_id=${conversationId}`, { token: rahul.token })
    ).body.data;
    expect(open.cursor).toBe(first.message.id);

    const nothing = await api.get(`/api/chat/message/polling/?conversation_id=${conversationId}&after=${open.cursor}`, {
      token: rahul.token,
    });
    expect(nothing.status).toBe(200);
    expect(nothing.body.data).toEqual({ messages: [], cursor: open.cursor, total: 1, unread_count: 0 });

    const two = await sent(asha, { conversation_id: conversationId, text: "two" });
    const three = await sent(asha, { conversation_id: conversationId, text: "three" });
    const mine = await sent(rahul, { conversation_id: conversationId, text: "mine" });
    expect(await counts(rahul)).toEqual({ unread_count: 2, unread_conversations: 1 });

    const polled = (
      await api.get(`/api/chat/message/polling/?conversation_id=${conversationId}&after=${open.cursor}`, {
        token: rahul.token,
      })
    ).body.data;
    expect(polled.messages.map((m: any) => [m.id, m.text, m.is_mine, m.is_read])).toEqual([
      [two.message.id, "two", false, true],
      [three.message.id, "three", false, true],
      [mine.message.id, "mine", true, false],
    ]);
    expect(polled).toMatchObject({ cursor: mine.message.id, total: 4, unread_count: 0 });
    expect(await counts(rahul)).toEqual({ unread_count: 0, unread_conversations: 0 });

    // Asha's poll from 0 sees everything; her own messages now show as read.
    const all = (await api.get(`/api/chat/message/polling/?conversation_id=${conversationId}`, { token: asha.token }))
      .body.data;
    expect(all.messages.map((m: any) => [m.text, m.is_read])).toEqual([
      ["one", true],
      ["two", true],
      ["three", true],
      ["mine", true],
    ]);

    // Asha deletes "two": the total drops, the cursor stays.
    const deleted = await api.del("/api/chat/message/delete/", { message_id: two.message.id }, { token: asha.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      result: true,
      message: "Message deleted.",
      data: { conversation_id: conversationId },
    });
    const afterDelete = (
      await api.get(`/api/chat/message/polling/?conversation_id=${conversationId}&after=${mine.message.id}`, {
        token: rahul.token,
      })
    ).body.data;
    expect(afterDelete).toEqual({ messages: [], cursor: mine.message.id, total: 3, unread_count: 0 });
    // Deleting by query string (POST) works too; a deleted message is not found again.
    const byQuery = await api.post(`/api/chat/message/delete/?message_id=${three.message.id}`, undefined, {
      token: asha.token,
    });
    expect(byQuery.status).toBe(200);
    expect(
      (await api.del("/api/chat/message/delete/", { message_id: two.message.id }, { token: asha.token })).status,
    ).toBe(404);
    const read = (
      await api.get(`/api/chat/conversation/read/?conversation_id=${conversationId}`, { token: rahul.token })
    ).body.data;
    expect(read.messages.map((m: any) => m.text)).toEqual(["one", "mine"]);
    expect(
      (await api.get(`/api/chat/message/polling/?conversation_id=${conversationId}&after=abc`, { token: rahul.token }))
        .body.errors,
    ).toEqual({
      after: ["Enter a valid message id."],
    });
  });

  test("a message notification is refreshed, not duplicated, while unread; reading marks it read", async () => {
    const [asha, rahul] = await pairOf();
    const first = await sent(asha, { participant_id: rahul.id, text: "one" });
    const conversationId = first.conversation.id;
    let notes = await messageNotifications(rahul);
    expect(notes).toEqual([
      {
        id: expect.any(Number),
        type: "message",
        message: "Asha Verma sent you a message.",
        actor: expect.objectContaining({ id: asha.id, first_name: "Asha" }),
        link: `/chats/${conversationId}`,
        is_read: false,
        created_at: expect.any(String),
        created_time_ago: "just now",
      },
    ]);
    const firstNote = notes[0];

    // Another notification arrives in between; the next message moves the same one to the top.
    api.clock.advance(MINUTE);
    const someone = await member(api);
    await api.post("/api/connection/create/", { user_id: rahul.id }, { token: someone.token });
    api.clock.advance(MINUTE);
    await sent(asha, { conversation_id: conversationId, text: "two" });
    const all = (await api.get("/api/notification/list/", { token: rahul.token })).body.data as any[];
    expect(all.map((n) => n.type).slice(0, 2)).toEqual(["message", "connection_request"]);
    notes = await messageNotifications(rahul);
    expect(notes).toHaveLength(1);
    expect(notes[0].id).toBe(firstNote.id);
    expect(notes[0].created_at > firstNote.created_at).toBe(true);
    // The newcomer's request and one for the messages (Asha's request was answered: read).
    expect((await api.get("/api/notification/check/", { token: rahul.token })).body.data.unread_count).toBe(2);

    // Rahul's reply notifies Asha (his own notification is untouched).
    await sent(rahul, { conversation_id: conversationId, text: "reply" });
    expect(await messageNotifications(asha)).toHaveLength(1);

    // Reading marks Rahul's message notification read; a new message then adds a new one.
    await api.get(`/api/chat/conversation/read/?conversation_id=${conversationId}`, { token: rahul.token });
    notes = await messageNotifications(rahul);
    expect(notes.map((n) => n.is_read)).toEqual([true]);
    api.clock.advance(MINUTE);
    await sent(asha, { conversation_id: conversationId, text: "three" });
    notes = await messageNotifications(rahul);
    expect(notes.map((n) => n.is_read)).toEqual([false, true]);

    // Polling that reads the last unread message marks it read too.
    await api.get(`/api/chat/message/polling/?conversation_id=${conversationId}&after=0`, { token: rahul.token });
    expect((await messageNotifications(rahul)).map((n) => n.is_read)).toEqual([true, true]);

    // A message deleted before it was read takes its unread notification with it.
    api.clock.advance(MINUTE);
    const oops = await sent(asha, { conversation_id: conversationId, text: "oops" });
    expect((await messageNotifications(rahul)).map((n) => n.is_read)).toEqual([false, true, true]);
    await api.del("/api/chat/message/delete/", { message_id: oops.message.id }, { token: asha.token });
    expect((await messageNotifications(rahul)).map((n) => n.is_read)).toEqual([true, true]);
    expect(await counts(rahul)).toEqual({ unread_count: 0, unread_conversations: 0 });
  });

  test("a conversation whose messages are all deleted stays listed with no last message", async () => {
    const [asha, rahul] = await pairOf();
    const { conversation, message } = await sent(asha, { participant_id: rahul.id, text: "only" });
    await api.del("/api/chat/message/delete/", { message_id: message.id }, { token: asha.token });
    const list = (await api.get("/api/chat/conversation/list/", { token: rahul.token })).body;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      id: conversation.id,
      last_message: null,
      unread_count: 0,
      updated_at: expect.any(String),
    });
  });
});
