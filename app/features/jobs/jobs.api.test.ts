import { describe, expect, it, vi } from "vitest";
import { NO_JOB_FILTERS } from "#app/forms/jobs/job-filters.form.ts";
import { createApi } from "#app/upstream/api.ts";
import { createUpstreamClient } from "#app/upstream/client.ts";
import { itSendsEach, recordingApi, type WrapperCase } from "#app/upstream/test-helpers.ts";

const post = {
  title: "Data Analyst",
  sector: 1,
  domain: 2,
  min_experience_years: 1,
  employment_type: "full-time" as const,
  locations: [3],
  skills: [4, 5],
  no_of_openings: 2,
};

const cases: WrapperCase[] = [
  [
    "create",
    (api) => api.jobs.create({ ...post, company: 9 }),
    { method: "POST", path: "/api/job-post/create/", body: { ...post, company: 9 } },
  ],
  [
    "read",
    (api) => api.jobs.read({ job_post_id: 4 }),
    { method: "GET", path: "/api/job-post/read/", query: { job_post_id: "4" } },
  ],
  [
    "update",
    (api) => api.jobs.update({ job_post_id: 4 }, post),
    { method: "PUT", path: "/api/job-post/update/", query: { job_post_id: "4" }, body: post },
  ],
  [
    "setStatus",
    (api) => api.jobs.setStatus({ job_post_id: 4 }, "closed"),
    { method: "PUT", path: "/api/job-post/update/", query: { job_post_id: "4" }, body: { status: "closed" } },
  ],
  [
    "delete",
    (api) => api.jobs.delete({ job_post_id: 4 }),
    { method: "DELETE", path: "/api/job-post/delete/", query: { job_post_id: "4" } },
  ],
  [
    "list",
    (api) => api.jobs.list({ type: "my_company", page: 2 }),
    { method: "GET", path: "/api/job-post/list/", query: { type: "my_company", page: "2" } },
  ],
  [
    "suggested",
    (api) => api.jobs.suggested(),
    { method: "GET", path: "/api/job-post/list/", query: { type: "suggested", view: "card" } },
  ],
  [
    "applied",
    (api) => api.jobs.applied({ page: 3 }),
    { method: "GET", path: "/api/job-post/list/", query: { type: "applied", page: "3", view: "card" } },
  ],
  [
    "network",
    (api) => api.jobs.network({ page: 2 }),
    { method: "GET", path: "/api/job-post/list/", query: { type: "network", page: "2", view: "card" } },
  ],
  [
    "recent",
    (api) => api.jobs.recent(),
    { method: "GET", path: "/api/job-post/list/", query: { type: "recent", view: "card" } },
  ],
  [
    "mine",
    (api) => api.jobs.mine({ page: 1 }),
    { method: "GET", path: "/api/job-post/list/", query: { type: "mine", page: "1" } },
  ],
  [
    "byUser",
    (api) => api.jobs.byUser({ user_id: 8 }),
    { method: "GET", path: "/api/job-post/list/", query: { user_id: "8", view: "card" } },
  ],
  [
    "list after a cursor",
    (api) => api.jobs.list({ type: "recent", page: 2, cursor: "abc" }),
    { method: "GET", path: "/api/job-post/list/", query: { type: "recent", page: "2", cursor: "abc" } },
  ],
  [
    "applied after a cursor",
    (api) => api.jobs.applied({ page: 2, cursor: "abc" }),
    { method: "GET", path: "/api/job-post/list/", query: { type: "applied", page: "2", cursor: "abc", view: "card" } },
  ],
  [
    "myCompany before a cursor",
    (api) => api.jobs.myCompany({ page: 2, before: "xyz" }),
    {
      method: "GET",
      path: "/api/job-post/list/",
      query: { type: "my_company", page: "2", before: "xyz", view: "card" },
    },
  ],
  [
    "recent after a cursor, 5 a page",
    (api) => api.jobs.recent({ page: 3, cursor: "abc", page_size: 5 }),
    {
      method: "GET",
      path: "/api/job-post/list/",
      query: { type: "recent", page: "3", cursor: "abc", page_size: "5", view: "card" },
    },
  ],
  [
    "mine before a cursor",
    (api) => api.jobs.mine({ page: 2, before: "xyz" }),
    { method: "GET", path: "/api/job-post/list/", query: { type: "mine", page: "2", before: "xyz" } },
  ],
  [
    "byUser after a cursor",
    (api) => api.jobs.byUser({ user_id: 8, page: 2, cursor: "abc" }),
    { method: "GET", path: "/api/job-post/list/", query: { user_id: "8", page: "2", cursor: "abc", view: "card" } },
  ],
  [
    "suggested with a page size",
    (api) => api.jobs.suggested({ page: 1, page_size: 8 }),
    {
      method: "GET",
      path: "/api/job-post/list/",
      query: { type: "suggested", page: "1", page_size: "8", view: "card" },
    },
  ],
  [
    "network with a page size",
    (api) => api.jobs.network({ page: 1, page_size: 5 }),
    { method: "GET", path: "/api/job-post/list/", query: { type: "network", page: "1", page_size: "5", view: "card" } },
  ],
  [
    "like",
    (api) => api.jobs.like({ job_post_id: 4 }),
    { method: "POST", path: "/api/job-post/like/", body: { job_post_id: 4 } },
  ],
  [
    "unlike",
    (api) => api.jobs.unlike({ job_post_id: 4 }),
    { method: "POST", path: "/api/job-post/like/", body: { job_post_id: 4, action: "undo" } },
  ],
  [
    "repost",
    (api) => api.jobs.repost({ job_post_id: 4 }),
    { method: "POST", path: "/api/job-post/repost/create/", body: { job_post_id: 4 } },
  ],
  [
    "deleteRepost",
    (api) => api.jobs.deleteRepost({ job_post_id: 4 }),
    { method: "DELETE", path: "/api/job-post/repost/delete/", query: { job_post_id: "4" } },
  ],
  [
    "my reposts",
    (api) => api.jobs.reposts({ my_reposts: true }),
    { method: "GET", path: "/api/job-post/repost/list/", query: { my_reposts: "true", view: "card" } },
  ],
  [
    "a member's reposts",
    (api) => api.jobs.reposts({ user_id: 3, page: 2 }),
    { method: "GET", path: "/api/job-post/repost/list/", query: { user_id: "3", page: "2", view: "card" } },
  ],
  [
    "repostedBy",
    (api) => api.jobs.repostedBy({ job_post_id: 4 }),
    { method: "GET", path: "/api/job-post/reposted-by/list/", query: { job_post_id: "4" } },
  ],
  [
    "a member's reposts before a cursor",
    (api) => api.jobs.reposts({ user_id: 3, page: 2, before: "xyz" }),
    {
      method: "GET",
      path: "/api/job-post/repost/list/",
      query: { user_id: "3", page: "2", before: "xyz", view: "card" },
    },
  ],
  [
    "repostedBy after a cursor",
    (api) => api.jobs.repostedBy({ job_post_id: 4, page: 2, cursor: "abc" }),
    { method: "GET", path: "/api/job-post/reposted-by/list/", query: { job_post_id: "4", page: "2", cursor: "abc" } },
  ],
];

describe("jobs wrappers follow the contract", () => {
  itSendsEach(cases);

  it("mutations resolve with the data and the server's sentence", async () => {
    const { api } = recordingApi({
      result: true,
      message: "Job post liked.",
      data: { job_post_id: 4, like_count: 3, liked_by_me: true },
    });
    await expect(api.jobs.like({ job_post_id: 4 })).resolves.toEqual({
      data: { job_post_id: 4, like_count: 3, liked_by_me: true },
      message: "Job post liked.",
    });
  });

  it("the network feed keeps who reposted an item", async () => {
    const reposter = {
      id: 3,
      first_name: "Ravi",
      last_name: "Iyer",
      bio: null,
      profile_pic: null,
      username: "ravi-iyer",
    };
    const { api } = recordingApi({
      result: true,
      message: "OK.",
      data: [
        { id: 1, reposted_by_connection: reposter },
        { id: 2, reposted_by_connection: null },
      ],
      page: 1,
      page_size: 20,
      total: 2,
      has_next: false,
    });
    const feed = await api.jobs.network();
    expect(feed.data.map((post) => post.reposted_by_connection)).toEqual([reposter, null]);
  });

  it("lists resolve with the paging fields", async () => {
    const { api } = recordingApi({
      result: true,
      message: "Job posts loaded.",
      data: [{ id: 1 }],
      page: 2,
      page_size: 20,
      total: 21,
      has_next: false,
    });
    await expect(api.jobs.suggested({ page: 2 })).resolves.toEqual({
      data: [{ id: 1 }],
      page: 2,
      page_size: 20,
      total: 21,
      has_next: false,
      next_cursor: null,
      prev_cursor: null,
      total_capped: false,
      filters: null,
    });
  });

  it("a keyset list resolves with its cursors and a capped total", async () => {
    const { api } = recordingApi({
      result: true,
      message: "Job posts loaded.",
      data: [{ id: 1 }],
      page: 2,
      page_size: 20,
      total: 1000,
      has_next: true,
      next_cursor: "n1",
      prev_cursor: "p1",
      total_capped: true,
    });
    await expect(api.jobs.recent({ page: 2, cursor: "c" })).resolves.toEqual({
      data: [{ id: 1 }],
      page: 2,
      page_size: 20,
      total: 1000,
      has_next: true,
      next_cursor: "n1",
      prev_cursor: "p1",
      total_capped: true,
      filters: null,
    });
  });

  it("job filters go as their query parameters (a list repeats its name) and the answer's filters come back", async () => {
    const echo = { locations: [{ id: 3, city: "Pune", state: "Maharashtra", country: "India" }], sort: "newest" };
    const urls: string[] = [];
    const fetch = vi.fn(async (request: Request) => {
      urls.push(request.url);
      return Response.json({
        result: true,
        message: "Job posts loaded.",
        data: [],
        page: 2,
        total: 0,
        has_next: false,
        filters: echo,
      });
    });
    const api = createApi(createUpstreamClient({ fetch, auth: { accessToken: "T" }, retryDelayMs: 0 }));
    const filters = {
      ...NO_JOB_FILTERS,
      locations: [3, 7],
      job_type: ["remote" as const],
      salary_min: 500000,
      sort: "newest" as const,
    };
    const list = await api.jobs.applied({ page: 2, cursor: "c", filters });
    expect(list.filters).toEqual(echo);
    expect(new URL(urls[0]!).search).toBe(
      "?type=applied&page=2&cursor=c&view=card&locations=3&locations=7&job_type=remote&salary_min=500000&sort=newest",
    );
  });
});
