import { describe, expect, it } from "vitest";
import { itSendsEach, recordingApi, type WrapperCase } from "#app/upstream/test-helpers.ts";

const cases: WrapperCase[] = [
  [
    "send a first message to a member",
    (api) => api.messages.send({ participant_id: 7, text: "Hello\nthere" }),
    { method: "POST", path: "/api/chat/message/send/", body: { participant_id: 7, text: "Hello\nthere" } },
  ],
  [
    "send into a conversation",
    (api) => api.messages.send({ conversation_id: 3, text: "Hi" }),
    { method: "POST", path: "/api/chat/message/send/", body: { conversation_id: 3, text: "Hi" } },
  ],
  [
    "conversations",
    (api) => api.messages.conversations({ page: 2 }),
    { method: "GET", path: "/api/chat/conversation/list/", query: { page: "2" } },
  ],
  [
    "conversations, first page",
    (api) => api.messages.conversations(),
    { method: "GET", path: "/api/chat/conversation/list/" },
  ],
  [
    "conversations after a cursor",
    (api) => api.messages.conversations({ page: 2, cursor: "abc" }),
    { method: "GET", path: "/api/chat/conversation/list/", query: { page: "2", cursor: "abc" } },
  ],
  [
    "read a conversation",
    (api) => api.messages.read({ conversation_id: 4 }),
    { method: "GET", path: "/api/chat/conversation/read/", query: { conversation_id: "4" } },
  ],
  [
    "read older messages",
    (api) => api.messages.read({ conversation_id: 4, before: 120 }),
    { method: "GET", path: "/api/chat/conversation/read/", query: { conversation_id: "4", before: "120" } },
  ],
  [
    "read the conversation with a member",
    (api) => api.messages.read({ participant_id: 9 }),
    { method: "GET", path: "/api/chat/conversation/read/", query: { participant_id: "9" } },
  ],
  [
    "start the conversation with an applicant",
    (api) => api.messages.start({ participant_id: 12 }),
    { method: "POST", path: "/api/chat/conversation/start/", body: { participant_id: 12 } },
  ],
  [
    "delete a message is DELETE with a JSON body",
    (api) => api.messages.deleteMessage({ message_id: 11 }),
    { method: "DELETE", path: "/api/chat/message/delete/", body: { message_id: 11 } },
  ],
  [
    "poll after a cursor",
    (api) => api.messages.poll({ conversation_id: 4, after: 30 }),
    { method: "GET", path: "/api/chat/message/polling/", query: { conversation_id: "4", after: "30" } },
  ],
  [
    "poll from the start",
    (api) => api.messages.poll({ conversation_id: 4 }),
    { method: "GET", path: "/api/chat/message/polling/", query: { conversation_id: "4", after: "0" } },
  ],
];

describe("chat wrappers follow the contract", () => {
  itSendsEach(cases);
});

const message = {
  id: 5,
  conversation_id: 2,
  sender_id: 1,
  is_mine: true,
  text: "Hi",
  created_at: "2026-11-22T00:00:00.000Z",
  created_time_ago: "just now",
  is_read: false,
};
const participant = {
  id: 3,
  first_name: "Rahul",
  last_name: "Verma",
  bio: "",
  profile_pic: null,
  username: "rahul-verma",
  type_of_user: "individual",
  name: "Rahul Verma",
  is_connected: true,
  can_message: true,
};
const conversation = {
  id: 2,
  participant,
  last_message: message,
  unread_count: 0,
  updated_at: message.created_at,
  updated_time_ago: "just now",
};

describe("chat results", () => {
  it("send resolves with the conversation, the message and the server's sentence", async () => {
    const { api } = recordingApi({ result: true, message: "Message sent.", data: { conversation, message } });
    await expect(api.messages.send({ participant_id: 3, text: "Hi" })).resolves.toEqual({
      data: { conversation, message },
      message: "Message sent.",
    });
  });

  it("conversations resolve with the items and the paging fields", async () => {
    const { api } = recordingApi({
      result: true,
      message: "",
      data: [conversation],
      page: 1,
      page_size: 20,
      total: 1,
      has_next: false,
    });
    await expect(api.messages.conversations()).resolves.toEqual({
      data: [conversation],
      page: 1,
      page_size: 20,
      total: 1,
      has_next: false,
      next_cursor: null,
      prev_cursor: null,
      total_capped: false,
    });
  });

  it("read resolves with the envelope's data", async () => {
    const read = { conversation: null, participant, messages: [], has_older: false, cursor: 0 };
    const { api } = recordingApi({ result: true, message: "", data: read });
    await expect(api.messages.read({ participant_id: 3 })).resolves.toEqual(read);
  });

  it("delete resolves with the conversation id and the sentence", async () => {
    const { api } = recordingApi({ result: true, message: "Message deleted.", data: { conversation_id: 2 } });
    await expect(api.messages.deleteMessage({ message_id: 5 })).resolves.toEqual({
      data: { conversation_id: 2 },
      message: "Message deleted.",
    });
  });

  it("poll resolves with the new messages, the cursor, the total and the unread count", async () => {
    const { api } = recordingApi({
      result: true,
      message: "",
      data: { messages: [message], cursor: 5, total: 8, unread_count: 1 },
    });
    await expect(api.messages.poll({ conversation_id: 2, after: 4 })).resolves.toEqual({
      messages: [message],
      cursor: 5,
      total: 8,
      unread_count: 1,
    });
  });

  it("poll tolerates missing fields: no messages, the cursor stays where it was", async () => {
    const { api } = recordingApi({ result: true, message: "" });
    await expect(api.messages.poll({ conversation_id: 2, after: 4 })).resolves.toEqual({
      messages: [],
      cursor: 4,
      total: 0,
      unread_count: 0,
    });
  });

  it("a refused send rejects with the API's message and field errors", async () => {
    const { api } = recordingApi(
      {
        result: false,
        message: "Message must be at most 2000 characters.",
        errors: { text: ["Message must be at most 2000 characters."] },
      },
      400,
    );
    await expect(api.messages.send({ conversation_id: 2, text: "x".repeat(2001) })).rejects.toMatchObject({
      status: 400,
      message: "Message must be at most 2000 characters.",
    });
  });

  it("a stranger is refused with 403", async () => {
    const { api } = recordingApi(
      { result: false, message: "You can message only people who applied to your posts." },
      403,
    );
    await expect(api.messages.start({ participant_id: 3 })).rejects.toMatchObject({
      status: 403,
      message: "You can message only people who applied to your posts.",
    });
  });
});
