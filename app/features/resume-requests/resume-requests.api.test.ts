import { describe, expect, it } from "vitest";
import { itSendsEach, recordingApi, type WrapperCase } from "#app/upstream/test-helpers.ts";

const cases: WrapperCase[] = [
  [
    "create",
    (api) => api.resumeRequests.create({ user_id: 5 }),
    { method: "POST", path: "/api/job-post/resume_request/", body: { user_id: 5 } },
  ],
  [
    "list",
    (api) => api.resumeRequests.list({ type: "sent", page: 2 }),
    { method: "GET", path: "/api/job-post/resume_request/", query: { type: "sent", page: "2" } },
  ],
  [
    "list after a cursor",
    (api) => api.resumeRequests.list({ type: "received", page: 2, cursor: "abc" }),
    { method: "GET", path: "/api/job-post/resume_request/", query: { type: "received", page: "2", cursor: "abc" } },
  ],
  [
    "answer",
    (api) => api.resumeRequests.answer({ request_id: 9, action: "decline" }),
    { method: "POST", path: "/api/job-post/resume_request/accept/", body: { request_id: 9, action: "decline" } },
  ],
];

describe("resume requests wrappers follow the contract", () => {
  itSendsEach(cases);

  it("asking resolves with the data and the server's sentence; answering with the sentence", async () => {
    const asked = recordingApi({ result: true, message: "Resume request sent.", data: { request_id: 4 } });
    await expect(asked.api.resumeRequests.create({ user_id: 5 })).resolves.toEqual({
      data: { request_id: 4 },
      message: "Resume request sent.",
    });
    const answered = recordingApi({ result: true, message: "Resume request declined." });
    await expect(answered.api.resumeRequests.answer({ request_id: 4, action: "decline" })).resolves.toEqual({
      message: "Resume request declined.",
    });
  });
});
