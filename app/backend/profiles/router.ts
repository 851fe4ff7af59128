/**
 * `/api/individual/*`: the profile (create, get, update), experience, education and resume.
 */
import { hideIfBlocked } from "#app/backend/blocks/service.ts";
import { hideIfSuspended } from "#app/backend/moderation/suspension.ts";
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { readUpload, RESUME_MAX_BYTES } from "#app/backend/files/upload.ts";
import { ok, requireViewer, type AppContext, type AppEnv } from "#app/backend/lib/http.ts";
import { individualApi as api } from "#app/contract/profiles.ts";
import { coerceIdFields } from "#app/backend/lib/coerce.ts";
import { assertOwnProfile } from "#app/backend/lib/profile-common.ts";
import { enforceRequestLimit } from "#app/backend/lib/request-limits.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { parseQuery, parseWith, readJsonObject } from "#app/backend/lib/validation.ts";
import {
  EDUCATION_MESSAGES,
  createEducation,
  deleteEducation,
  listEducations,
  parseEducation,
  updateEducation,
} from "./education.ts";
import {
  EXPERIENCE_MESSAGES,
  createExperience,
  deleteExperience,
  listExperiences,
  parseExperience,
  updateExperience,
} from "./experience.ts";
import { ENDORSEMENT_MESSAGES, endorseSkill } from "./endorsements.ts";
import { OPEN_TO_WORK_MESSAGES, readOpenToWork, removeOpenToWork, saveOpenToWork } from "./open-to-work.ts";
import { readIndividualView } from "./profile-view.ts";
import {
  RESUME_MESSAGES,
  assertIndividualProfile,
  pdfDownload,
  deleteResume,
  openResume,
  uploadResume,
} from "./resume.ts";
import { INDIVIDUAL_MESSAGES as M, createIndividual, updateIndividual } from "./service.ts";

/**
 * Whose list to read: `?user_id=` (anyone may read it, no token needed) or the caller's own
 * (an individual). 404 when that member has no individual profile.
 */
async function listOwner(s: Services, c: AppContext): Promise<number> {
  const { user_id: userId } = parseQuery(c, api.get.query);
  const owner = userId ?? requireViewer(c, "individual").userId;
  await assertIndividualProfile(s.db, owner);
  await hideIfBlocked(s.db, c.get("viewer")?.userId ?? null, owner, RESUME_MESSAGES.noProfile);
  await hideIfSuspended(s.db, c.get("viewer")?.userId ?? null, owner, RESUME_MESSAGES.noProfile, s.now());
  return owner;
}

export function individualRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);

  // --- Profile -------------------------------------------------------------

  on(api.create, async (c, { viewer }) => {
    const input = parseWith(api.create.body, coerceIdFields(await readJsonObject(c), ["location"]));
    await createIndividual(s, viewer.userId, input);
    return ok(c, api.create, M.created, await readIndividualView(s.db, viewer.userId, viewer.userId, s.now()), 201);
  });

  on(api.get, async (c, { query: { user_id: userId } }) => {
    // Public with user_id (a token, when sent, adds the viewer's view); one's own needs a token.
    const viewer = userId === undefined ? requireViewer(c, "individual") : c.get("viewer");
    return ok(
      c,
      api.get,
      M.loaded,
      await readIndividualView(s.db, viewer?.userId ?? null, userId ?? viewer!.userId, s.now()),
    );
  });

  on(api.update, async (c, { viewer }) => {
    const body = await readJsonObject(c);
    assertOwnProfile(viewer, c.req.query("user_id"), body.user_id);
    const input = parseWith(api.update.body, coerceIdFields(body, ["location"]));
    await updateIndividual(s, viewer.userId, input);
    return ok(c, api.update, M.updated, await readIndividualView(s.db, viewer.userId, viewer.userId, s.now()));
  });

  // --- Endorsements (decision 179) -----------------------------------------

  on(api.endorse, async (c, { viewer }) => {
    const input = parseWith(api.endorse.body, coerceIdFields(await readJsonObject(c), ["user_id", "skill_id"]));
    const action = input.action ?? "endorse";
    const state = await endorseSkill(s.db, viewer.userId, input.user_id, input.skill_id, action, iso(s.now()));
    return ok(
      c,
      api.endorse,
      action === "endorse" ? ENDORSEMENT_MESSAGES.endorsed : ENDORSEMENT_MESSAGES.withdrawn,
      state,
    );
  });

  // --- Open to work (decision 184) -----------------------------------------

  on(api.openToWork, async (c, { query: { user_id: userId } }) => {
    // Anyone may ask about a member (the rules decide what they see); one's own needs a token.
    const viewer = userId === undefined ? requireViewer(c, "individual") : (c.get("viewer") ?? null);
    const owner = userId ?? viewer!.userId;
    await assertIndividualProfile(s.db, owner);
    await hideIfBlocked(s.db, viewer?.userId ?? null, owner, OPEN_TO_WORK_MESSAGES.noProfile);
    return ok(c, api.openToWork, OPEN_TO_WORK_MESSAGES.loaded, await readOpenToWork(s.db, viewer, owner));
  });

  on(api.updateOpenToWork, async (c, { viewer }) => {
    const input = parseWith(api.updateOpenToWork.body, await readJsonObject(c));
    return ok(
      c,
      api.updateOpenToWork,
      OPEN_TO_WORK_MESSAGES.saved,
      await saveOpenToWork(s.db, viewer.userId, input, iso(s.now())),
    );
  });

  on(api.deleteOpenToWork, async (c, { viewer }) => {
    await removeOpenToWork(s.db, viewer.userId);
    return ok(c, api.deleteOpenToWork, OPEN_TO_WORK_MESSAGES.removed);
  });

  // --- Experience ----------------------------------------------------------

  on(api.createExperience, async (c, { viewer }) => {
    const input = parseExperience(await readJsonObject(c), s.now());
    await assertIndividualProfile(s.db, viewer.userId);
    return ok(
      c,
      api.createExperience,
      EXPERIENCE_MESSAGES.created,
      await createExperience(s, viewer.userId, input),
      201,
    );
  });

  on(api.experiences, async (c) => {
    const owner = await listOwner(s, c);
    return ok(c, api.experiences, EXPERIENCE_MESSAGES.loaded, await listExperiences(s.db, owner));
  });

  on(api.updateExperience, async (c, { viewer, query: { id } }) => {
    const input = parseExperience(await readJsonObject(c), s.now());
    return ok(
      c,
      api.updateExperience,
      EXPERIENCE_MESSAGES.updated,
      await updateExperience(s, viewer.userId, id, input),
    );
  });

  on(api.deleteExperience, async (c, { viewer }) => {
    const { id } = parseQuery(c, api.updateExperience.query);
    await deleteExperience(s, viewer.userId, id);
    return ok(c, api.deleteExperience, EXPERIENCE_MESSAGES.deleted);
  });

  // --- Education -----------------------------------------------------------

  on(api.createEducation, async (c, { viewer }) => {
    const input = parseEducation(await readJsonObject(c), s.now());
    await assertIndividualProfile(s.db, viewer.userId);
    return ok(c, api.createEducation, EDUCATION_MESSAGES.created, await createEducation(s, viewer.userId, input), 201);
  });

  on(api.educations, async (c) => {
    const owner = await listOwner(s, c);
    return ok(c, api.educations, EDUCATION_MESSAGES.loaded, await listEducations(s.db, owner));
  });

  on(api.updateEducation, async (c, { viewer }) => {
    const { id } = parseQuery(c, api.updateExperience.query);
    const input = parseEducation(await readJsonObject(c), s.now());
    return ok(c, api.updateEducation, EDUCATION_MESSAGES.updated, await updateEducation(s, viewer.userId, id, input));
  });

  on(api.deleteEducation, async (c, { viewer }) => {
    const { id } = parseQuery(c, api.updateExperience.query);
    await deleteEducation(s, viewer.userId, id);
    return ok(c, api.deleteEducation, EDUCATION_MESSAGES.deleted);
  });

  // --- Resume --------------------------------------------------------------

  on(api.uploadResume, async (c, { viewer }) => {
    // Counted before anything is read: a refused upload costs one upsert.
    await enforceRequestLimit(s, "upload", viewer.userId);
    await assertIndividualProfile(s.db, viewer.userId);
    const upload = await readUpload(c, RESUME_MAX_BYTES);
    return ok(c, api.uploadResume, RESUME_MESSAGES.uploaded, await uploadResume(s, viewer.userId, upload));
  });

  on(api.deleteResume, async (c, { viewer }) => {
    await deleteResume(s, viewer.userId);
    return ok(c, api.deleteResume, RESUME_MESSAGES.deleted);
  });

  on(api.resume, async (c, { viewer }) => {
    const { user_id: userId } = parseQuery(c, api.get.query);
    // Without `user_id` it is the caller's own resume, which only an individual has.
    if (userId === undefined) requireViewer(c, "individual");
    return pdfDownload(await openResume(s, viewer.userId, userId ?? viewer.userId), c.req.method === "HEAD");
  });

  return app;
}
