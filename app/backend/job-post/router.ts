/**
 * `/api/job-post/*`. For now the resume requests (`resume_request/`, `resume_request/accept/`);
 * the job posts themselves come with a later issue.
 */
import { Hono } from "hono";
import { z } from "zod";
import { messages } from "../../forms/fields.ts";
import { ok, requireViewer, type AppEnv } from "../lib/http.ts";
import { okPaged, pageField } from "../lib/paging.ts";
import { coerceIdFields } from "../lib/profile-common.ts";
import type { Services } from "../lib/services.ts";
import { parseQuery, parseWith, readJsonObject } from "../lib/validation.ts";
import { RESUME_REQUEST_MESSAGES as M, answerResumeRequest, createResumeRequest, listResumeRequests } from "./resume-request.ts";

const MEMBER_INVALID = "Choose a member.";
const REQUEST_INVALID = "Enter a valid request id.";

function idOf(invalid: string) {
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === "" ? messages.required : invalid) })
    .int({ error: invalid })
    .positive({ error: invalid });
}

export const resumeRequestSchema = z.object({ user_id: idOf(MEMBER_INVALID) });

export const resumeRequestListSchema = z.object({
  type: z.enum(["received", "sent"], {
    error: (issue) => (issue.input === undefined || issue.input === "" ? messages.required : "Choose received or sent."),
  }),
  status: z.enum(["pending", "accepted", "declined"], { error: "Choose pending, accepted or declined." }).optional(),
  page: pageField,
});

export const resumeAnswerSchema = z.object({
  request_id: idOf(REQUEST_INVALID),
  action: z.enum(["accept", "decline"], {
    error: (issue) => (issue.input === undefined || issue.input === "" ? messages.required : "Choose accept or decline."),
  }),
});

export function jobPostRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.post("/resume_request", async (c) => {
    const viewer = requireViewer(c, "individual");
    const input = parseWith(resumeRequestSchema, coerceIdFields(await readJsonObject(c), ["user_id"]));
    return ok(c, M.sent, await createResumeRequest(s, viewer.userId, input.user_id), 201);
  });

  app.get("/resume_request", async (c) => {
    const viewer = requireViewer(c, "individual");
    const query = parseQuery(c, resumeRequestListSchema);
    return okPaged(c, M.listed, await listResumeRequests(s, viewer.userId, query.type, query.page, query.status));
  });

  app.post("/resume_request/accept", async (c) => {
    const viewer = requireViewer(c, "individual");
    const input = parseWith(resumeAnswerSchema, coerceIdFields(await readJsonObject(c), ["request_id"]));
    await answerResumeRequest(s, viewer.userId, input.request_id, input.action);
    return ok(c, input.action === "accept" ? M.accepted : M.declined);
  });

  return app;
}
