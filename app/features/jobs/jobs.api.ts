import type { UpstreamClient } from "#app/upstream/client.ts";
import { call, withMessage, type CallOptions } from "#app/upstream/calls.ts";
import { jobFilterEntries, type JobFilters } from "#app/forms/jobs/job-filters.form.ts";
import type { QueryValue } from "#app/upstream/client.ts";
import { getPaged, pagedOf, position, type PageQuery } from "#app/upstream/paged.ts";
import type { BodyOf, QueryOf } from "#app/contract/endpoint.ts";
import type { Paged } from "#app/contract/common.ts";
import {
  type AppliedJobPostCard,
  type JobFeedType,
  type JobFiltersEcho,
  type JobPost,
  type JobPostCard,
  type JobPostStatus,
  type JobSearchUsed,
  type NetworkJobPostCard,
  type SavedJobPostCard,
  jobPostApi,
} from "#app/contract/jobs.ts";

/** A post named by its id (like, save and their undo send the same body without or with `action`). */
type JobPostRef = Pick<BodyOf<typeof jobPostApi.like>, "job_post_id">;

/** Body of create/ (an individual's: with `company` or `company_name`). */
export type JobPostInput = BodyOf<typeof jobPostApi.create>;
/** Body of update/: the post without the company (locked) and an optional status, or only `{ status }`. */
export type JobPostUpdateInput = BodyOf<typeof jobPostApi.update>;

/** Why a poster closes a post (decision 166). */
export type PosterCloseReason = "filled" | "no_longer_hiring";

/** Query of `list/` (the job filters as their query parameters). */
type ListQuery = QueryOf<typeof jobPostApi.list>;
/**
 * The job filters and sort (app/forms/jobs/job-filters.form.ts), which the wrappers send as
 * their query parameters.
 */
type WithFilters = { filters?: JobFilters };
/** A job list with the filters as the API understood them (null when it did not say). */
export type FilteredPaged<T> = Paged<T> & { filters: JobFiltersEcho | null };
/** A keyset job list's position (`page`, `cursor` / `before`) and `page_size` (1–20, default 20). */
type FeedQuery = Pick<ListQuery, "page" | "cursor" | "before" | "page_size"> & WithFilters;
/** A ranked job list (suggested, network): by page number only. */
type RankedQuery = Pick<ListQuery, "page" | "page_size"> & WithFilters;

/**
 * Job posts, likes, saved jobs, job alerts and reposts (applications and recommendations:
 * ../referrals/referrals.api.ts). See app/contract/jobs.ts. Every wrapper rejects with
 * an `UpstreamError` on 400–599 (404 "Job post not found." for posts the viewer may not see or
 * change); mutations resolve with `{ data, message }` — `message` is the server's sentence, shown
 * as a snackbar. Paged lists resolve with `{ data, page, page_size, total, has_next, next_cursor,
 * prev_cursor, total_capped }`.
 */
export function jobsCalls(client: UpstreamClient) {
  /**
   * One page of `list/` with a feed type. Keyset feeds (applied, my_company, recent, mine) also
   * pass the cursor (`cursor` / `before`); the ranked ones (suggested, network) page by number.
   */
  const feed = async <T = JobPost>(
    type: JobFeedType,
    query: FeedQuery,
    keyset: boolean,
    options?: CallOptions,
    view?: "card",
  ): Promise<FilteredPaged<T>> => {
    const params = {
      type,
      ...(keyset ? position(query) : { page: query.page }),
      page_size: query.page_size,
      view,
      ...filterQuery(query.filters),
    };
    const envelope = await client.send(jobPostApi.list, {
      query: params,
      signal: options?.signal,
    });
    return { ...pagedOf<T>(envelope, params), filters: envelope.filters ?? null };
  };

  return {
    // --- Posts ----------------------------------------------------------------

    /** Creates a post (individual or corporate with a profile). 201 "Job post created."; 400 `errors.*`; 403 no profile. */
    create: (input: JobPostInput, options?: CallOptions) =>
      withMessage(client.send(jobPostApi.create, call(options, { body: input }))),

    /** One post as the viewer sees it (open to visitors: a client without a token reads it too). 404 "Job post not found.". */
    read: (query: QueryOf<typeof jobPostApi.read>, options?: CallOptions) =>
      client
        .send(jobPostApi.read, call(options, { query: { job_post_id: query.job_post_id } }))
        .then((envelope) => envelope.data),

    /** Replaces the poster's post (the company is locked). 404 for anyone but the poster. */
    update: (query: QueryOf<typeof jobPostApi.update>, input: JobPostUpdateInput, options?: CallOptions) =>
      withMessage(
        client.send(jobPostApi.update, call(options, { query: { job_post_id: query.job_post_id }, body: input })),
      ),

    /** Opens or closes the poster's post, closing as filled or no longer hiring ("Job post closed." / "Job post reopened."). */
    setStatus: (
      query: QueryOf<typeof jobPostApi.update>,
      status: JobPostStatus,
      options?: CallOptions,
      reason?: PosterCloseReason,
    ) =>
      withMessage(
        client.send(
          jobPostApi.update,
          call(options, {
            query: { job_post_id: query.job_post_id },
            body: status === "closed" && reason ? { status, close_reason: reason } : { status },
          }),
        ),
      ),

    /** Moves the poster's open post's end 30 days on (at most 90 days ahead; decision 166). */
    extend: (body: BodyOf<typeof jobPostApi.extend>, options?: CallOptions) =>
      withMessage(client.send(jobPostApi.extend, call(options, { body: { job_post_id: body.job_post_id } }))),

    /** Posts a copy of the poster's closed post as a new open post; resolves with the new post. */
    repostAsNew: (body: BodyOf<typeof jobPostApi.repostAsNew>, options?: CallOptions) =>
      withMessage(client.send(jobPostApi.repostAsNew, call(options, { body: { job_post_id: body.job_post_id } }))),

    /** Deletes the poster's post with its likes, reposts, referrals and recommendations. */
    delete: (query: QueryOf<typeof jobPostApi.delete>, options?: CallOptions) =>
      withMessage(client.send(jobPostApi.delete, call(options, { query: { job_post_id: query.job_post_id } }))),

    /** One page of a feed by type (cursors pass through; the ranked types ignore them). `applied` items carry `referral_id` and `applied_on`. */
    list: (query: Required<Pick<ListQuery, "type">> & FeedQuery, options?: CallOptions) =>
      feed(query.type, query, true, options),
    /** Suggested jobs (individuals): open posts but your own, ranked by overlap; by page number. */
    suggested: (query: RankedQuery = {}, options?: CallOptions) =>
      feed<JobPostCard>("suggested", query, false, options, "card"),
    /** Posts you asked a referral on (individuals), newest request first, with `my_referral_status`; pages by keyset. */
    applied: (query: FeedQuery = {}, options?: CallOptions) =>
      feed<AppliedJobPostCard>("applied", query, true, options, "card"),
    /** Open posts at your current company (individuals); pages by keyset. */
    myCompany: (query: FeedQuery = {}, options?: CallOptions) =>
      feed<JobPostCard>("my_company", query, true, options, "card"),
    /** Recent openings: open posts of companies, newest first; pages by keyset. */
    recent: (query: FeedQuery = {}, options?: CallOptions) => feed<JobPostCard>("recent", query, true, options, "card"),
    /**
     * Your network's feed (individuals): open posts by your connections and those they reposted,
     * newest first (post or repost time), never your own; reposted items carry `reposted_by_connection`.
     * Ranked from bounded candidates: by page number.
     */
    network: (query: RankedQuery = {}, options?: CallOptions) =>
      feed<NetworkJobPostCard>("network", query, false, options, "card"),
    /** Your own posts, any status, newest first (any account type); with `response_count`, `repost_count`; pages by keyset. */
    mine: (query: FeedQuery = {}, options?: CallOptions) => feed("mine", query, true, options),
    /** A member's or company's open posts, newest first (public); pages by keyset. 404 "Member not found.". */
    byUser: (query: Required<Pick<ListQuery, "user_id">> & FeedQuery, options?: CallOptions) =>
      getPaged(
        client,
        jobPostApi.list,
        { user_id: query.user_id, ...position(query), page_size: query.page_size, view: "card" },
        { signal: options?.signal },
      ),

    /** New open posts of the companies you follow (individuals, decision 177), newest first; pages by keyset. */
    following: (query: FeedQuery = {}, options?: CallOptions) =>
      feed<JobPostCard>("following", query, true, options, "card"),

    /** Your saved jobs (individuals), open or closed, newest saved first, with `saved_at`; pages by keyset. */
    saved: (query: FeedQuery = {}, options?: CallOptions) =>
      feed<SavedJobPostCard>("saved", query, true, options, "card"),

    // --- Saved jobs (decision 132) ------------------------------------------------

    /** Saves another's open post (individuals; idempotent). "Job saved."; 400 own or closed post. */
    save: (input: JobPostRef, options?: CallOptions) =>
      withMessage(client.send(jobPostApi.save, call(options, { body: { job_post_id: input.job_post_id } }))),

    /** Removes a saved job (idempotent). "Job removed from your saved jobs.". */
    unsave: (input: JobPostRef, options?: CallOptions) =>
      withMessage(
        client.send(jobPostApi.save, call(options, { body: { job_post_id: input.job_post_id, action: "undo" } })),
      ),

    // --- Job alerts (decision 133) --------------------------------------------------

    /** Your job alerts, newest first (individuals). */
    alerts: (options?: CallOptions) => client.send(jobPostApi.alerts, call(options)).then((envelope) => envelope.data),

    /** Keeps these filters as an alert. 400 `errors.<filter>` / `errors.filters` (none) / `errors.frequency`; 409 the same search. */
    createAlert: (
      input: Pick<BodyOf<typeof jobPostApi.createAlert>, "frequency" | "q"> & { filters: JobFilters },
      options?: CallOptions,
    ) =>
      withMessage(
        client.send(
          jobPostApi.createAlert,
          call(options, { body: { frequency: input.frequency, q: input.q, ...filterQuery(input.filters) } }),
        ),
      ),

    /** Changes how often an alert runs. 404 for anyone else's. */
    updateAlert: (
      input: QueryOf<typeof jobPostApi.updateAlert> & BodyOf<typeof jobPostApi.updateAlert>,
      options?: CallOptions,
    ) =>
      withMessage(
        client.send(
          jobPostApi.updateAlert,
          call(options, { query: { alert_id: input.alert_id }, body: { frequency: input.frequency } }),
        ),
      ),

    /** Deletes an alert. 404 for anyone else's. */
    deleteAlert: (input: QueryOf<typeof jobPostApi.deleteAlert>, options?: CallOptions) =>
      withMessage(client.send(jobPostApi.deleteAlert, call(options, { query: { alert_id: input.alert_id } }))),

    /** Stops the alert a mail's stop link names (no login needed). 400 `errors.token` for a link that is not one. */
    stopAlert: (input: BodyOf<typeof jobPostApi.stopAlert>, options?: CallOptions) =>
      withMessage(client.send(jobPostApi.stopAlert, call(options, { body: { token: input.token } }))),

    // --- Likes ------------------------------------------------------------------

    /** Likes a post (idempotent). "Job post liked.". */
    like: (input: JobPostRef, options?: CallOptions) =>
      withMessage(client.send(jobPostApi.like, call(options, { body: { job_post_id: input.job_post_id } }))),

    /** Undoes a like (idempotent). "Like removed.". */
    unlike: (input: JobPostRef, options?: CallOptions) =>
      withMessage(
        client.send(jobPostApi.like, call(options, { body: { job_post_id: input.job_post_id, action: "undo" } })),
      ),

    // --- Reposts ----------------------------------------------------------------

    /** Reposts another's open post (individuals). 400 own post; 409 already reposted. */
    repost: (input: BodyOf<typeof jobPostApi.repost>, options?: CallOptions) =>
      withMessage(client.send(jobPostApi.repost, call(options, { body: { job_post_id: input.job_post_id } }))),

    /** Removes your repost. 404 "You have not reposted this job post.". */
    deleteRepost: (input: BodyOf<typeof jobPostApi.deleteRepost>, options?: CallOptions) =>
      withMessage(client.send(jobPostApi.deleteRepost, call(options, { query: { job_post_id: input.job_post_id } }))),

    /** Your reposts (`my_reposts`) or a member's (`user_id`, public); newest repost first; pages by keyset. */
    reposts: (
      query: ({ my_reposts: true } | Required<Pick<QueryOf<typeof jobPostApi.reposts>, "user_id">>) & PageQuery,
      options?: CallOptions,
    ) =>
      getPaged(
        client,
        jobPostApi.reposts,
        {
          ...("user_id" in query ? { user_id: query.user_id } : { my_reposts: "true" }),
          ...position(query),
          view: "card",
        },
        options,
      ),

    /** Who reposted a post (poster only; 404 otherwise), newest first; pages by keyset. */
    repostedBy: (query: QueryOf<typeof jobPostApi.repostedBy>, options?: CallOptions) =>
      getPaged(client, jobPostApi.repostedBy, { job_post_id: query.job_post_id, ...position(query) }, options),

    /**
     * The job search (issue 33, public): open posts for keywords `q` and the filters, by relevance
     * then newest (or the filters' sort); without `q`, newest first. As cards; pages by keyset
     * (by number when sorted by salary). `query` says which words were searched and dropped.
     */
    search: async (
      query: FeedQuery & { q?: string },
      options?: CallOptions,
    ): Promise<FilteredPaged<JobPostCard> & { query: JobSearchUsed }> => {
      const params = {
        q: query.q || undefined,
        ...(query.filters?.sort === "salary" ? { page: query.page } : position(query)),
        page_size: query.page_size,
        view: "card" as const,
        ...filterQuery(query.filters),
      };
      const envelope = await client.send(jobPostApi.search, {
        query: params,
        signal: options?.signal,
      });
      // Another API server that says nothing of the words: as if all of them were searched.
      const used = envelope.query ?? {
        text: query.q ?? "",
        words: query.q ? [query.q] : [],
        relaxed: false,
        dropped: [],
      };
      return { ...pagedOf<JobPostCard>(envelope, params), filters: envelope.filters ?? null, query: used };
    },

    /** Open posts like this one (a closed post's page). */
    similar: (query: QueryOf<typeof jobPostApi.similar>, options?: CallOptions) =>
      client
        .send(jobPostApi.similar, call(options, { query: { job_post_id: query.job_post_id } }))
        .then((envelope) => envelope.data),

    /** The poster's statistics of their post: the last 30 days and totals (decision 164). 404 for anyone else. */
    stats: (query: QueryOf<typeof jobPostApi.stats>, options?: CallOptions) =>
      client
        .send(jobPostApi.stats, call(options, { query: { job_post_id: query.job_post_id } }))
        .then((envelope) => envelope.data),
  };
}

/** Job filters as query parameters (a list parameter repeats its name); none when there are none. */
export function filterQuery(filters: JobFilters | undefined): Record<string, QueryValue> {
  const query: Record<string, string[]> = {};
  for (const [name, value] of filters ? jobFilterEntries(filters) : []) (query[name] ??= []).push(value);
  return query;
}
