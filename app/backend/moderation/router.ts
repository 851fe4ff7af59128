/** `/api/moderation/*`: reports (file, list mine), decisions about my content (list, ask a review), and the moderators' queue. */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { moderationApi as api } from "#app/contract/moderation.ts";
import { MODERATION_MESSAGES as M } from "#app/forms/moderation/moderation.form.ts";
import { ok, type AppEnv } from "#app/backend/lib/http.ts";
import { okPaged, pageRequest } from "#app/backend/lib/paging.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { parseWith, readJsonObject } from "#app/backend/lib/validation.ts";
import { decideCase, fileReport, listMyCases, listMyReports, listQueue, readCase, requestReview } from "./service.ts";

export function moderationRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);

  on(api.report, async (c, { viewer }) => {
    const input = parseWith(api.report.body, await readJsonObject(c));
    return ok(c, api.report, M.reported, await fileReport(s, viewer.userId, input), 201);
  });

  on(api.myReports, async (c, { viewer, query: { page, cursor, before } }) => {
    return okPaged(
      c,
      api.myReports,
      M.listed,
      await listMyReports(s.db, viewer.userId, pageRequest(page, { cursor, before })),
    );
  });

  on(api.myCases, async (c, { viewer }) => {
    return ok(c, api.myCases, M.mineListed, await listMyCases(s.db, viewer.userId));
  });

  on(api.requestReview, async (c, { viewer }) => {
    const input = parseWith(api.requestReview.body, await readJsonObject(c));
    return ok(c, api.requestReview, M.reviewRequested, await requestReview(s, viewer.userId, input.case_id));
  });

  on(api.queue, async (c, { query: { page, cursor, before } }) => {
    return okPaged(c, api.queue, M.casesListed, await listQueue(s.db, pageRequest(page, { cursor, before })));
  });

  on(api.readCase, async (c, { query: { id } }) => {
    return ok(c, api.readCase, M.caseRead, await readCase(s.db, id, s.now()));
  });

  on(api.decide, async (c, { viewer }) => {
    const input = parseWith(api.decide.body, await readJsonObject(c));
    return ok(c, api.decide, M.decided, await decideCase(s, viewer.userId, input));
  });

  return app;
}
