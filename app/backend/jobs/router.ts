/**
 * `/api/job-post/*`: job posts (create, read, update, delete, the lists), likes, saved jobs, job
 * alerts and reposts. Applications and recommendations (`referral/*`, `recommend*`) are in
 * ../referrals/router.ts, resume requests (`resume_request*`) in ../resume-requests/router.ts:
 * mounted under the same prefix.
 */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { messages } from "#app/forms/fields.ts";
import { JOB_ALERT_MESSAGES } from "#app/forms/jobs/job-alerts.form.ts";
import { alertSearchBody, jobPostApi as api, jobPostListQuery, jobSearchQuery } from "#app/contract/jobs.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";
import { clientAddress, ok, okAnswer, requireViewer, type AppEnv } from "#app/backend/lib/http.ts";
import type { ItemOf } from "#app/contract/endpoint.ts";
import { okPaged, pagedBody, pageRequest, type Paged } from "#app/backend/lib/paging.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { bodyWithQuery, parseQuery, parseWith, readJsonObject } from "#app/backend/lib/validation.ts";
import { listFeed, postsBy } from "./feeds.ts";
import { searchJobs } from "./search.ts";
import { jobFiltersOf, resolveJobFilters } from "./filters.ts";
import {
  JOB_POST_MESSAGES,
  createJobPost,
  deleteJobPost,
  loadJobPost,
  ownPost,
  posterCompany,
  similarPosts,
  updateJobPost,
  visiblePost,
} from "./job-post.ts";
import {
  ENGAGEMENT_MESSAGES,
  createRepost,
  deleteRepost,
  listRepostedBy,
  listReposts,
  setLike,
} from "./likes-reposts.ts";
import { isStatusOnlyUpdate, parseJobPostBody, parseStatusOnly } from "./post-input.ts";
import { loadPostStats } from "./post-stats.ts";
import { SAVED_MESSAGES, setSaved } from "./saved.ts";
import { CLOSING_MESSAGES, closeByPoster, extendJobPost, reopenJobPost, repostAsNew } from "./closing.ts";
import { createAlert, deleteAlert, filterInputOf, listAlerts, stopAlertByToken, updateAlert } from "./alerts.ts";

export function jobPostRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);
  // A list page's posts count an appearance each as they are answered (decision 164).
  const appeared = <T extends { id: number; is_mine: boolean }>(posts: T[]): T[] => (
    s.postStats.appeared(posts),
    posts
  );
  const appearedPage = <P extends { items: Array<{ id: number; is_mine: boolean }> }>(paged: P): P => (
    s.postStats.appeared(paged.items),
    paged
  );

  // --- Job posts -----------------------------------------------------------

  on(api.create, async (c, { viewer }) => {
    const companyOfCorporate = await posterCompany(s.db, viewer.userId, viewer.typeOfUser);
    const input = await parseJobPostBody(s.db, await readJsonObject(c), viewer.typeOfUser, false, { now: s.now() });
    // An individual's company: picked, or typed in (an entry found by its name or added, decision 135).
    const companyId = companyOfCorporate ?? input.company ?? null;
    return ok(c, api.create, JOB_POST_MESSAGES.created, await createJobPost(s, viewer.userId, companyId, input), 201);
  });

  on(api.read, async (c, { query: { job_post_id: id } }) => {
    const viewerId = c.get("viewer")?.userId ?? null;
    const post = await visiblePost(s.db, id, viewerId);
    // Every page that shows a post reads it: a view, unless the poster reads their own (decision 164).
    if (post.user_id !== viewerId)
      s.postStats.view(id, viewerId === null ? { address: clientAddress(c, s.trustProxy) } : { userId: viewerId });
    return ok(c, api.read, JOB_POST_MESSAGES.loaded, await loadJobPost(s.db, id, viewerId, s.now()));
  });

  // Open posts like this one (a closed post's page shows them); public, like read/.
  on(api.similar, async (c) => {
    const { job_post_id: id } = parseQuery(c, api.read.query);
    const viewerId = c.get("viewer")?.userId ?? null;
    return ok(c, api.similar, JOB_POST_MESSAGES.listed, appeared(await similarPosts(s, id, viewerId)));
  });

  on(api.update, async (c, { viewer }) => {
    const { job_post_id: id } = parseQuery(c, api.read.query);
    await ownPost(s.db, id, viewer.userId);
    const body = await readJsonObject(c);
    if (isStatusOnlyUpdate(body)) {
      const { status, close_reason: reason = "no_longer_hiring" } = parseStatusOnly(body);
      if (status === "open")
        return ok(c, api.update, JOB_POST_MESSAGES.opened, await reopenJobPost(s, viewer.userId, id));
      const post = await closeByPoster(s, viewer.userId, id, reason);
      return ok(c, api.update, reason === "filled" ? CLOSING_MESSAGES.filled : JOB_POST_MESSAGES.closed, post);
    }
    // The company is locked: `company` in the body is ignored (the schema for editing has none).
    const current = await s.db.selectFrom("job_posts").select("valid_through").where("id", "=", id).executeTakeFirst();
    const input = await parseJobPostBody(s.db, body, viewer.typeOfUser, true, {
      now: s.now(),
      currentEnd: current?.valid_through,
    });
    let post = await updateJobPost(s, viewer.userId, id, input);
    // A status sent with the whole post closes (ending the applications) or reopens it as well.
    if (input.status && input.status !== post.status) {
      post =
        input.status === "open"
          ? await reopenJobPost(s, viewer.userId, id)
          : await closeByPoster(s, viewer.userId, id, "no_longer_hiring");
    }
    return ok(c, api.update, JOB_POST_MESSAGES.updated, post);
  });

  // Decision 166: the poster's end date 30 days on, and a closed post posted again as new.
  on(api.extend, async (c, { viewer }) => {
    const { job_post_id: id } = parseWith(api.extend.body, await bodyWithQuery(c, ["job_post_id"]));
    return ok(c, api.extend, CLOSING_MESSAGES.extended, await extendJobPost(s, viewer.userId, id));
  });

  on(api.repostAsNew, async (c, { viewer }) => {
    const { job_post_id: id } = parseWith(api.repostAsNew.body, await bodyWithQuery(c, ["job_post_id"]));
    return ok(c, api.repostAsNew, CLOSING_MESSAGES.reposted, await repostAsNew(s, viewer.userId, id), 201);
  });

  on(api.delete, async (c, { viewer }) => {
    const { job_post_id: id } = parseQuery(c, api.read.query);
    await deleteJobPost(s, viewer.userId, id);
    return ok(c, api.delete, JOB_POST_MESSAGES.deleted, { job_post_id: id });
  });

  on(api.list, async (c) => {
    const query = parseQuery(c, jobPostListQuery);
    const filters = jobFiltersOf(c);
    if (query.type !== undefined && query.user_id !== undefined)
      throw fieldError("type", "Send either type or user_id.");
    // Ranked lists (suggested, network) and lists sorted by salary page by number; the others also by cursor.
    const ranked = query.type === "suggested" || query.type === "network" || filters.sort === "salary";
    const request = pageRequest(
      query.page,
      ranked ? {} : { cursor: query.cursor, before: query.before },
      query.page_size,
    );
    // The filters' ids are checked (400 for one not in its list) before the list is read; the
    // answer's `filters` says how they were understood, with the titles of the ids.
    const echo = await resolveJobFilters(s.db, filters);
    const listed = async (paged: Promise<Paged<ItemOf<typeof api.list>>>) =>
      okAnswer(c, api.list, { ...pagedBody(JOB_POST_MESSAGES.listed, appearedPage(await paged)), filters: echo });
    if (query.user_id !== undefined) {
      const user = await s.db.selectFrom("users").select("id").where("id", "=", query.user_id).executeTakeFirst();
      if (!user) throw new ApiError(404, ENGAGEMENT_MESSAGES.memberNotFound);
      const viewerId = c.get("viewer")?.userId ?? null;
      return listed(postsBy(s, viewerId, query.user_id, request, false, filters, query.view));
    }
    switch (query.type) {
      case undefined:
        throw fieldError("type", messages.required);
      case "recent":
      case "mine": {
        const viewer = requireViewer(c);
        return listed(listFeed(s, viewer.userId, query.type, request, filters, query.view));
      }
      default: {
        const viewer = requireViewer(c, "individual");
        return listed(listFeed(s, viewer.userId, query.type, request, filters, query.view));
      }
    }
  });

  // Job search (issue 33, decision 171): public, for visitors and members alike.
  on(api.search, async (c) => {
    const query = parseQuery(c, jobSearchQuery);
    const filters = jobFiltersOf(c);
    const request = pageRequest(
      query.page,
      filters.sort === "salary" ? {} : { cursor: query.cursor, before: query.before },
      query.page_size,
    );
    const echo = await resolveJobFilters(s.db, filters);
    const viewerId = c.get("viewer")?.userId ?? null;
    const { query: used, ...found } = await searchJobs(s, viewerId, query.q, filters, request, query.view ?? "full");
    return okAnswer(c, api.search, {
      ...pagedBody(JOB_POST_MESSAGES.listed, appearedPage(found)),
      filters: echo,
      query: used,
    });
  });

  // --- Likes -------------------------------------------------------------------

  on(api.like, async (c, { viewer }) => {
    const input = parseWith(api.like.body, await bodyWithQuery(c, ["job_post_id", "action"]));
    const undo = input.action === "undo";
    return ok(
      c,
      api.like,
      undo ? ENGAGEMENT_MESSAGES.unliked : ENGAGEMENT_MESSAGES.liked,
      await setLike(s, viewer.userId, input.job_post_id, undo),
    );
  });

  // --- Saved jobs (decision 132) ---------------------------------------------------

  on(api.save, async (c, { viewer }) => {
    const input = parseWith(api.save.body, await bodyWithQuery(c, ["job_post_id", "action"]));
    const undo = input.action === "undo";
    return ok(
      c,
      api.save,
      undo ? SAVED_MESSAGES.removed : SAVED_MESSAGES.saved,
      await setSaved(s, viewer.userId, input.job_post_id, undo),
    );
  });

  // --- Job alerts (decision 133) ----------------------------------------------------

  on(api.createAlert, async (c, { viewer }) => {
    const body = await readJsonObject(c);
    const { frequency, q } = parseWith(alertSearchBody, body);
    return ok(
      c,
      api.createAlert,
      JOB_ALERT_MESSAGES.created,
      await createAlert(s, viewer.userId, filterInputOf(body), q, frequency),
      201,
    );
  });

  on(api.alerts, async (c, { viewer }) => {
    return ok(c, api.alerts, JOB_ALERT_MESSAGES.listed, await listAlerts(s, viewer.userId));
  });

  on(api.updateAlert, async (c, { viewer }) => {
    const { alert_id: id } = parseQuery(c, api.deleteAlert.query);
    const { frequency } = parseWith(api.updateAlert.body, await readJsonObject(c));
    return ok(c, api.updateAlert, JOB_ALERT_MESSAGES.updated, await updateAlert(s, viewer.userId, id, frequency));
  });

  on(api.deleteAlert, async (c, { viewer, query: { alert_id: id } }) => {
    await deleteAlert(s, viewer.userId, id);
    return ok(c, api.deleteAlert, JOB_ALERT_MESSAGES.deleted, { alert_id: id });
  });

  // The stop link of an alert's mail: no login, the signed token is the permission.
  on(api.stopAlert, async (c) => {
    const body = await readJsonObject(c);
    const query = c.req.query("token");
    if (body.token === undefined && query !== undefined) body.token = query;
    const { token } = parseWith(api.stopAlert.body, body);
    const stopped = await stopAlertByToken(s, token);
    return ok(c, api.stopAlert, stopped ? JOB_ALERT_MESSAGES.stopped : JOB_ALERT_MESSAGES.alreadyStopped, { stopped });
  });

  // --- Reposts -------------------------------------------------------------------

  on(api.repost, async (c, { viewer }) => {
    const input = parseWith(api.repost.body, await bodyWithQuery(c, ["job_post_id"]));
    return ok(
      c,
      api.repost,
      ENGAGEMENT_MESSAGES.reposted,
      await createRepost(s, viewer.userId, input.job_post_id),
      201,
    );
  });

  on(api.deleteRepost, async (c, { viewer }) => {
    const input = parseWith(api.deleteRepost.body, await bodyWithQuery(c, ["job_post_id"]));
    return ok(
      c,
      api.deleteRepost,
      ENGAGEMENT_MESSAGES.repostRemoved,
      await deleteRepost(s, viewer.userId, input.job_post_id),
    );
  });

  on(api.reposts, async (c, { query }) => {
    const mine = query.my_reposts === "true" || query.my_reposts === "1";
    if (mine && query.user_id !== undefined) throw fieldError("user_id", "Send either my_reposts or user_id.");
    let userId = query.user_id;
    if (mine) userId = requireViewer(c).userId;
    if (userId === undefined) throw fieldError("user_id", messages.required);
    const viewerId = c.get("viewer")?.userId ?? null;
    const request = pageRequest(query.page, { cursor: query.cursor, before: query.before }, query.page_size);
    return okPaged(
      c,
      api.reposts,
      ENGAGEMENT_MESSAGES.repostsListed,
      appearedPage(await listReposts(s, viewerId, userId, request, query.view)),
    );
  });

  on(api.repostedBy, async (c, { viewer, query }) => {
    const request = pageRequest(query.page, { cursor: query.cursor, before: query.before });
    return okPaged(
      c,
      api.repostedBy,
      ENGAGEMENT_MESSAGES.repostedByListed,
      await listRepostedBy(s, viewer.userId, query.job_post_id, request),
    );
  });

  // --- What the poster sees of a post (decision 164) ------------------------------

  on(api.stats, async (c, { viewer, query: { job_post_id: id } }) => {
    await ownPost(s.db, id, viewer.userId);
    return ok(c, api.stats, JOB_POST_MESSAGES.loaded, await loadPostStats(s.db, id, s.now()));
  });

  return app;
}
