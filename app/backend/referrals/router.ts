/**
 * `/api/job-post/referral/*` and `/api/job-post/recommend*`: applications (the contract's
 * "referral requests") and the poster's answers, the resume attached to an application, and
 * recommending a job to a connection. Mounted beside the job posts' router under `/api/job-post`.
 */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { referralApi } from "#app/contract/referrals.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { ok, type AppContext, type AppEnv } from "#app/backend/lib/http.ts";
import { okPaged, pageRequest } from "#app/backend/lib/paging.ts";
import { coerceIdFields } from "#app/backend/lib/coerce.ts";
import { enforceRequestLimit } from "#app/backend/lib/request-limits.ts";
import type { Services } from "#app/backend/lib/services.ts";
import {
  assertAllowedText,
  bodyWithQuery,
  parseQuery,
  parseWith,
  readJsonObject,
} from "#app/backend/lib/validation.ts";
import { pdfDownload } from "#app/backend/profiles/resume.ts";
import { RESUME_MAX_BYTES, tooLarge, type Upload } from "#app/backend/files/upload.ts";
import {
  addNote,
  createTemplate,
  deleteNote,
  deleteTemplate,
  listTemplates,
  moveApplications,
  updateTemplate,
} from "./pipeline.ts";
import {
  PIPELINE_MESSAGES,
  REFERRAL_MESSAGES,
  answerReferral,
  createReferral,
  listRecommendations,
  listResponses,
  openApplicationResume,
  readResponse,
  recommendJob,
  withdrawReferral,
} from "./referrals.ts";

/**
 * The body of an application: JSON, or `multipart/form-data` with the same fields as text parts
 * and an optional PDF in `file` (at most RESUME_MAX_BYTES; an empty file part is no file).
 */
async function applicationBody(c: AppContext): Promise<{ body: Record<string, unknown>; upload: Upload | null }> {
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) return { body: await bodyWithQuery(c, ["job_post_id"]), upload: null };
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ApiError(400, "The form could not be read.");
  }
  const body: Record<string, unknown> = {};
  let upload: Upload | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      // A form's answers to the screening questions (`answers.<question id>`) as the JSON body's object.
      const answer = /^answers\.(\d{1,15})$/.exec(name);
      if (answer) ((body.answers ??= {}) as Record<string, string>)[answer[1]!] = value;
      else if (name !== "file") body[name] = value;
    } else if (name === "file" && value.size > 0) {
      if (value.size > RESUME_MAX_BYTES) throw tooLarge(RESUME_MAX_BYTES);
      upload = { bytes: new Uint8Array(await value.arrayBuffer()), name: value.name };
    }
  }
  assertAllowedText(body);
  const query = c.req.query("job_post_id");
  if (body.job_post_id === undefined && query !== undefined) body.job_post_id = query;
  return { body: coerceIdFields(body, ["job_post_id"]), upload };
}

export function referralsRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);

  on(referralApi.create, async (c, { viewer }) => {
    // Per account (lib/request-limits.ts), before the body is read: a refused call writes nothing.
    await enforceRequestLimit(s, "referral-request", viewer.userId);
    const { body, upload } = await applicationBody(c);
    const input = parseWith(referralApi.create.body, body);
    const { created, message } = await createReferral(s, viewer.userId, input.job_post_id, {
      message: input.message,
      attachResume: input.attach_resume,
      upload,
      answers: input.answers,
    });
    return ok(c, referralApi.create, message, created, 201);
  });

  on(referralApi.list, async (c, { viewer, query }) => {
    const request = pageRequest(query.page, { cursor: query.cursor, before: query.before });
    const list = await listResponses(
      s,
      viewer.userId,
      query.job_post_id,
      request,
      query.status ?? "active",
      query.sort ?? "newest",
      query.screening ?? "all",
    );
    return okPaged(c, referralApi.list, REFERRAL_MESSAGES.listed, list);
  });

  on(referralApi.read, async (c, { viewer, query: { referral_id: id } }) => {
    return ok(c, referralApi.read, REFERRAL_MESSAGES.loaded, await readResponse(s, viewer.userId, id));
  });

  on(referralApi.refer, async (c, { viewer }) => {
    const input = parseWith(referralApi.refer.body, await bodyWithQuery(c, ["referral_id"]));
    return ok(
      c,
      referralApi.refer,
      REFERRAL_MESSAGES.referred,
      await answerReferral(s, viewer.userId, input.referral_id, "refer"),
    );
  });

  on(referralApi.ignore, async (c, { viewer }) => {
    const input = parseWith(referralApi.refer.body, await bodyWithQuery(c, ["referral_id"]));
    return ok(
      c,
      referralApi.ignore,
      REFERRAL_MESSAGES.ignored,
      await answerReferral(s, viewer.userId, input.referral_id, "ignore"),
    );
  });

  // The poster's answer with the new words (decision 130): referred or not_selected.
  on(referralApi.setStatus, async (c, { viewer }) => {
    const input = parseWith(referralApi.setStatus.body, await bodyWithQuery(c, ["referral_id", "status"]));
    const referred = input.status === "referred";
    const answer = await answerReferral(s, viewer.userId, input.referral_id, referred ? "refer" : "ignore");
    return ok(c, referralApi.setStatus, referred ? REFERRAL_MESSAGES.referred : REFERRAL_MESSAGES.notSelected, answer);
  });

  on(referralApi.withdraw, async (c, { viewer }) => {
    const input = parseWith(referralApi.refer.body, await bodyWithQuery(c, ["referral_id"]));
    return ok(
      c,
      referralApi.withdraw,
      REFERRAL_MESSAGES.withdrawn,
      await withdrawReferral(s, viewer.userId, input.referral_id),
    );
  });

  // The resume attached to an application (its poster or applicant); the poster's downloads are logged.
  on(referralApi.resume, async (c, { viewer }) => {
    const { referral_id: id } = parseQuery(c, referralApi.read.query);
    return pdfDownload(await openApplicationResume(s, viewer.userId, id), c.req.method === "HEAD");
  });

  // --- The hiring pipeline (decision 165) ---------------------------------------

  on(referralApi.move, async (c, { viewer }) => {
    const input = parseWith(referralApi.move.body, coerceIdFields(await readJsonObject(c), ["template_id"]));
    const result = await moveApplications(s, viewer.userId, input);
    return ok(
      c,
      referralApi.move,
      result.moved.length ? PIPELINE_MESSAGES.moved(result.moved.length) : PIPELINE_MESSAGES.nothingMoved,
      result,
    );
  });

  on(referralApi.addNote, async (c, { viewer }) => {
    const input = parseWith(referralApi.addNote.body, coerceIdFields(await readJsonObject(c), ["referral_id"]));
    return ok(
      c,
      referralApi.addNote,
      PIPELINE_MESSAGES.noteAdded,
      await addNote(s, viewer.userId, input.referral_id, input.body),
      201,
    );
  });

  on(referralApi.deleteNote, async (c, { viewer, query: { note_id } }) => {
    await deleteNote(s, viewer.userId, note_id);
    return ok(c, referralApi.deleteNote, PIPELINE_MESSAGES.noteDeleted);
  });

  on(referralApi.templates, async (c, { viewer }) => {
    return ok(c, referralApi.templates, PIPELINE_MESSAGES.templatesListed, await listTemplates(s, viewer.userId));
  });

  on(referralApi.createTemplate, async (c, { viewer }) => {
    const input = parseWith(referralApi.createTemplate.body, await readJsonObject(c));
    return ok(
      c,
      referralApi.createTemplate,
      PIPELINE_MESSAGES.templateCreated,
      await createTemplate(s, viewer.userId, input),
      201,
    );
  });

  on(referralApi.updateTemplate, async (c, { viewer }) => {
    const input = parseWith(referralApi.updateTemplate.body, coerceIdFields(await readJsonObject(c), ["template_id"]));
    return ok(
      c,
      referralApi.updateTemplate,
      PIPELINE_MESSAGES.templateUpdated,
      await updateTemplate(s, viewer.userId, input),
    );
  });

  on(referralApi.deleteTemplate, async (c, { viewer, query: { template_id } }) => {
    await deleteTemplate(s, viewer.userId, template_id);
    return ok(c, referralApi.deleteTemplate, PIPELINE_MESSAGES.templateDeleted);
  });

  // --- Recommendations ---------------------------------------------------------

  on(referralApi.recommend, async (c, { viewer }) => {
    // Per account, before the body is read (as referral requests).
    await enforceRequestLimit(s, "job-recommendation", viewer.userId);
    const input = parseWith(
      referralApi.recommend.body,
      coerceIdFields(await readJsonObject(c), ["job_post_id", "user_id"]),
    );
    return ok(
      c,
      referralApi.recommend,
      REFERRAL_MESSAGES.recommended,
      await recommendJob(s, viewer.userId, input.job_post_id, input.user_id),
      201,
    );
  });

  on(referralApi.recommendations, async (c, { viewer, query: { page, cursor, before, page_size } }) => {
    return okPaged(
      c,
      referralApi.recommendations,
      REFERRAL_MESSAGES.recommendationsListed,
      await listRecommendations(s, viewer.userId, pageRequest(page, { cursor, before }, page_size)),
    );
  });

  return app;
}
