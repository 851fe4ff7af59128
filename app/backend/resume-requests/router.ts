/**
 * `/api/job-post/resume_request/*`: asking a member for their resume, the lists of requests sent
 * and received, and the owner's answer. Mounted beside the job posts' router under `/api/job-post`.
 */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { resumeRequestApi } from "#app/contract/resume-requests.ts";
import { ok, type AppEnv } from "#app/backend/lib/http.ts";
import { okPaged, pageRequest } from "#app/backend/lib/paging.ts";
import { coerceIdFields } from "#app/backend/lib/coerce.ts";
import { enforceRequestLimit } from "#app/backend/lib/request-limits.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { parseWith, readJsonObject } from "#app/backend/lib/validation.ts";
import {
  RESUME_REQUEST_MESSAGES as M,
  answerResumeRequest,
  createResumeRequest,
  listResumeRequests,
} from "./resume-request.ts";

export function resumeRequestsRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);

  // Individuals ask members; companies ask too (a poster asking an applicant, decision 038/062).
  on(resumeRequestApi.create, async (c, { viewer }) => {
    // Per account, before the body is read (as referral requests).
    await enforceRequestLimit(s, "resume-request", viewer.userId);
    const input = parseWith(resumeRequestApi.create.body, coerceIdFields(await readJsonObject(c), ["user_id"]));
    return ok(c, resumeRequestApi.create, M.sent, await createResumeRequest(s, viewer, input.user_id), 201);
  });

  on(resumeRequestApi.list, async (c, { viewer, query }) => {
    const request = pageRequest(query.page, { cursor: query.cursor, before: query.before });
    return okPaged(
      c,
      resumeRequestApi.list,
      M.listed,
      await listResumeRequests(s, viewer.userId, query.type, request, query.status),
    );
  });

  // Only individuals own resumes, so only they answer.
  on(resumeRequestApi.answer, async (c, { viewer }) => {
    const input = parseWith(resumeRequestApi.answer.body, coerceIdFields(await readJsonObject(c), ["request_id"]));
    await answerResumeRequest(s, viewer.userId, input.request_id, input.action);
    return ok(c, resumeRequestApi.answer, input.action === "accept" ? M.accepted : M.declined);
  });

  return app;
}
