/** `/api/corporate/*`: the company profile, its employees and its logo. */
import { hideIfBlocked } from "#app/backend/blocks/service.ts";
import { hideIfSuspended } from "#app/backend/moderation/suspension.ts";
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { handlePictureUpload } from "#app/backend/files/upload-router.ts";
import { ok, okAnswer, requireViewer, type AppEnv } from "#app/backend/lib/http.ts";
import { okPaged, pagedBody, pageRequest } from "#app/backend/lib/paging.ts";
import { corporateApi as api } from "#app/contract/companies.ts";
import { coerceIdFields } from "#app/backend/lib/coerce.ts";
import { assertOwnProfile } from "#app/backend/lib/profile-common.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { parseQuery, parseWith, readJsonObject } from "#app/backend/lib/validation.ts";
import { EMPLOYEE_MESSAGES, listEmployees } from "./employees.ts";
import { candidateFiltersOf, CANDIDATE_MESSAGES } from "./candidates.ts";
import { searchCandidates } from "#app/backend/profiles/open-to-work.ts";
import { CORPORATE_MESSAGES as M, createCorporate, getCorporate, updateCorporate } from "./service.ts";
import { follow, FOLLOW_MESSAGES, listFollowing } from "./follows.ts";
import {
  checkDomainFile,
  confirmDomainEmail,
  domainVerification,
  startDomainEmail,
  VERIFICATION_MESSAGES,
} from "./verification.ts";

export function corporateRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);

  on(api.create, async (c, { viewer }) => {
    const input = parseWith(api.create.body, coerceIdFields(await readJsonObject(c), ["location"]));
    return ok(c, api.create, M.created, await createCorporate(s, viewer.userId, input), 201);
  });

  on(api.get, async (c, { query: { user_id: userId } }) => {
    // Public with user_id; one's own needs a corporate token.
    const owner = userId ?? requireViewer(c, "corporate").userId;
    await hideIfBlocked(s.db, c.get("viewer")?.userId ?? null, owner, M.notFound);
    await hideIfSuspended(s.db, c.get("viewer")?.userId ?? null, owner, M.notFound, s.now());
    return ok(c, api.get, M.loaded, await getCorporate(s, owner, c.get("viewer")?.userId ?? null));
  });

  on(api.update, async (c, { viewer }) => {
    const body = await readJsonObject(c);
    assertOwnProfile(viewer, c.req.query("user_id"), body.user_id);
    const input = parseWith(api.update.body, coerceIdFields(body, ["location"]));
    return ok(c, api.update, M.updated, await updateCorporate(s, viewer.userId, input));
  });

  on(api.candidates, async (c, { viewer }) => {
    // The filters repeat their names, so they are read apart from the position.
    const { page, cursor, before } = parseQuery(
      c,
      api.candidates.query.pick({ page: true, cursor: true, before: true }),
    );
    const { filters, echo } = await candidateFiltersOf(s.db, c);
    const found = await searchCandidates(s, viewer.userId, filters, pageRequest(page, { cursor, before }));
    return okAnswer(c, api.candidates, { ...pagedBody(CANDIDATE_MESSAGES.listed, found), filters: echo });
  });

  on(api.employees, async (c, { query: { user_id: userId, page, cursor, before } }) => {
    const owner = userId ?? requireViewer(c, "corporate").userId;
    const viewerId = c.get("viewer")?.userId ?? null;
    // The list hangs off the company page: hidden where the page is (decisions 174, 182).
    await hideIfBlocked(s.db, viewerId, owner, EMPLOYEE_MESSAGES.noCompany);
    await hideIfSuspended(s.db, viewerId, owner, EMPLOYEE_MESSAGES.noCompany, s.now());
    return okPaged(
      c,
      api.employees,
      EMPLOYEE_MESSAGES.listed,
      await listEmployees(s, viewerId, owner, pageRequest(page, { cursor, before })),
    );
  });

  // Domain verification (decision 176): the company's own only; the mail and the file check are
  // counted per account (RATE_LIMIT_PER_MINUTE a minute): each makes the app mail or fetch.
  const V = VERIFICATION_MESSAGES;
  on(api.verification, async (c, { viewer }) => {
    return ok(c, api.verification, V.loaded, await domainVerification(s, viewer.userId));
  });

  on(api.verifyEmail, async (c, { viewer }) => {
    await s.rateLimiter.enforce([`domain-email:user:${viewer.userId}`]);
    const input = parseWith(api.verifyEmail.body, await readJsonObject(c));
    return ok(c, api.verifyEmail, V.codeSent, await startDomainEmail(s, viewer.userId, input));
  });

  on(api.confirmEmail, async (c, { viewer }) => {
    const input = parseWith(api.confirmEmail.body, await readJsonObject(c));
    return ok(c, api.confirmEmail, V.verified, await confirmDomainEmail(s, viewer.userId, input));
  });

  on(api.checkFile, async (c, { viewer }) => {
    await s.rateLimiter.enforce([`domain-file:user:${viewer.userId}`]);
    const input = parseWith(api.checkFile.body, await readJsonObject(c));
    return ok(c, api.checkFile, V.verified, await checkDomainFile(s, viewer.userId, input));
  });

  // Following companies (decision 177): members only, each their own follows.
  on(api.follow, async (c, { viewer }) => {
    const input = parseWith(api.follow.body, coerceIdFields(await readJsonObject(c), ["company_id"]));
    const { state, message } = await follow(s, viewer.userId, input);
    return ok(c, api.follow, message, state);
  });

  on(api.following, async (c, { viewer, query: { page, cursor, before } }) => {
    return okPaged(
      c,
      api.following,
      FOLLOW_MESSAGES.listed,
      await listFollowing(s, viewer.userId, pageRequest(page, { cursor, before })),
    );
  });

  on(api.updateLogo, (c, { viewer }) => handlePictureUpload(s, c, viewer, "logo"));

  return app;
}
