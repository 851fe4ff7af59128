/**
 * Ids past PostgreSQL's `integer` (2147483647) name nothing: every call refuses them with a 400
 * and the field's message, on both databases (the fuzz test found 500s on PostgreSQL:
 * "value out of range for type integer").
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { member, startTestApi, type Member, type TestApi } from "./harness.ts";

let api: TestApi;
let asha: Member;

beforeAll(async () => {
  api = await startTestApi();
  asha = await member(api);
});

afterAll(async () => {
  await api?.close();
});

const TOO_BIG = 2_147_483_648;

test.each([
  ["POST", "/api/connection/create/", { user_id: TOO_BIG }, "user_id"],
  ["POST", "/api/connection/approve/", { user_id: TOO_BIG }, "user_id"],
  ["DELETE", "/api/connection/remove/", { remove_user_id: TOO_BIG }, "remove_user_id"],
  ["POST", "/api/job-post/like/", { job_post_id: TOO_BIG }, "job_post_id"],
  ["POST", "/api/job-post/repost/create/", { job_post_id: TOO_BIG }, "job_post_id"],
  ["POST", "/api/job-post/resume_request/", { user_id: TOO_BIG }, "user_id"],
  ["POST", "/api/job-post/resume_request/accept/", { request_id: TOO_BIG, action: "accept" }, "request_id"],
  ["POST", "/api/notification/read/", { id: TOO_BIG }, "id"],
  ["DELETE", "/api/chat/message/delete/", { message_id: TOO_BIG }, "message_id"],
  ["POST", "/api/chat/message/send/", { participant_id: TOO_BIG, text: "Hi" }, "participant_id"],
  ["PUT", "/api/individual/update/", { skills: [TOO_BIG] }, "skills"],
  [
    "POST",
    "/api/individual/education/create/",
    { institution: TOO_BIG, degree: 1, start_year: 2015, end_year: 2019 },
    "institution",
  ],
])("%s %s with %j → 400", async (method, path, body, field) => {
  const res = await api.request(method, path, { body, token: asha.token });
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.errors?.[field], JSON.stringify(res.body)).toBeTruthy();
});

test.each([
  `/api/job-post/read/?job_post_id=${TOO_BIG}`,
  `/api/individual/get/?user_id=${TOO_BIG}`,
  `/api/job-post/list/?user_id=${TOO_BIG}`,
  `/api/chat/conversation/read/?conversation_id=${TOO_BIG}`,
  `/api/chat/message/polling/?conversation_id=${TOO_BIG}`,
  `/api/individual/experience/delete/?id=${TOO_BIG}`,
])("%s → 400", async (path) => {
  const method = path.includes("/delete/") ? "DELETE" : "GET";
  const res = await api.request(method, path, { token: asha.token });
  expect(res.status, JSON.stringify(res.body)).toBe(400);
});
