/**
 * The dashboards' and the search results' loaders and the invite action, called the way React
 * Router calls them, with a fake session and a fake upstream API.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { apiContext, type FlashMessage, type Session, sessionContext } from "#app/context.ts";
import { NO_JOB_FILTERS } from "#app/forms/jobs/job-filters.form.ts";
import type { UpstreamApi } from "#app/upstream/api.ts";
import { UpstreamError } from "#app/upstream/client.ts";
import * as corporateDashboard from "./corporate.dashboard.tsx";
import * as dashboard from "./individual.dashboard.tsx";
import * as search from "./search-results.tsx";

const paged = <T>(data: T[], extra: Record<string, unknown> = {}) => ({
  data,
  page: 1,
  page_size: 20,
  total: data.length,
  has_next: false,
  ...extra,
});

/** A job post with what a card reads (toCardPost), and whatever a list adds. */
const jobPost = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Job ${id}`,
  company: null,
  company_name: "Acme",
  currency: { id: 1, title: "Indian Rupee", code: "INR", country: "India" },
  locations: [],
  posted_by: { id: 2, name: "Acme", type_of_user: "corporate", username: "acme", profile_pic: null },
  questions: [],
  ...extra,
});
const refused = (status: number, body: Record<string, unknown>) =>
  new UpstreamError({ status, body: { result: false, ...body } });

function setup(api: Record<string, unknown>, type: "individual" | "corporate" = "individual") {
  const flashed: FlashMessage[] = [];
  const session: Session = {
    auth: { access_token: "T", type_of_user: type, onboarding_complete: true },
    setAuth() {},
    flash(kind, message) {
      flashed.push({ type: kind, message });
    },
    takeFlash: () => [],
  };
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(apiContext, api as unknown as UpstreamApi);
  return { context, flashed };
}

/** A fake API for the individual dashboard; `over` replaces single calls. */
function dashboardApi(
  over: {
    greet?: () => Promise<unknown>;
    network?: () => Promise<unknown>;
    sendInvites?: (input: unknown) => Promise<unknown>;
  } = {},
) {
  return {
    accounts: {
      me: vi.fn(async () => ({ id: 4, first_name: "Asha", bio: "Engineer" })),
      greet: over.greet ?? (async () => ({ greeting: "Good morning", name: "Asha", text: "Good morning, Asha" })),
      sendInvites: vi.fn(
        over.sendInvites ??
          (async () => ({
            data: { sent: [], already_members: [], already_invited: [] },
            message: "Invites sent to 2 people.",
          })),
      ),
    },
    jobs: {
      network:
        over.network ??
        (async () => paged([1, 2, 3, 4, 5, 6].map((id) => jobPost(id, { reposted_by_connection: null })))),
      suggested: async () => paged([10, 11, 12, 13].map((id) => jobPost(id))),
      // New posts of followed companies (decision 177).
      following: async () =>
        paged(
          [30, 31, 32, 33].map((id) => jobPost(id)),
          { total: 4 },
        ),
    },
    network: { receivedRequests: async () => paged([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }], { total: 4 }) },
    // The member's own profile, for "Complete your profile": a headline and nothing else yet.
    profiles: {
      get: async () => ({
        id: 4,
        username: "asha",
        profile_pic: null,
        bio: "Engineer",
        experiences: [],
        educations: [],
        has_resume: false,
        skills: [],
      }),
    },
  };
}

function post(path: string, entries: Record<string, string>) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(entries),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

type DashboardArgs = Parameters<typeof dashboard.loader>[0];
const loadDashboard = (context: RouterContextProvider) =>
  dashboard.loader({
    request: new Request("http://localhost/individual/dashboard"),
    context,
    params: {},
  } as unknown as DashboardArgs);
const invite = (context: RouterContextProvider, entries: Record<string, string>, path = "/individual/dashboard.data") =>
  dashboard.action({ request: post(path, entries), context, params: {} } as unknown as Parameters<
    typeof dashboard.action
  >[0]);

/** The reply of an action that answered with data (not a redirect). */
const replyOf = (result: unknown) =>
  result as { data: { status?: string; error?: Record<string, string[] | null> }; init: { status?: number } | null };

describe("individual dashboard loader", () => {
  it("greets, and shows the first 5 network posts, 3 suggestions and 3 requests (with the total)", async () => {
    const { context } = setup(dashboardApi());
    const data = await loadDashboard(context);
    expect(data.greeting).toBe("Good morning, Asha");
    expect(data.network?.map((post) => post.id)).toEqual([1, 2, 3, 4, 5]);
    expect(data.jobs?.map((post) => post.id)).toEqual([10, 11, 12]);
    expect(data.requests).toEqual({ data: [{ id: 1 }, { id: 2 }, { id: 3 }], total: 4 });
    expect(data.following?.data.map((post) => post.id)).toEqual([30, 31, 32]);
    expect(data.following?.total).toBe(4);
    expect(data.checklist?.filter((item) => !item.done).map((item) => item.id)).toEqual([
      "photo",
      "experience",
      "education",
      "resume",
      "skills",
    ]);
  });

  it("asks the API only for what the sections show (suggested: 3 plus the 5 the network section may take)", async () => {
    const api = dashboardApi();
    const network = vi.fn(api.jobs.network);
    const suggested = vi.fn(api.jobs.suggested);
    const following = vi.fn(api.jobs.following);
    const { context } = setup({ ...api, jobs: { network, suggested, following } });
    await loadDashboard(context);
    expect(network).toHaveBeenCalledWith({ page: 1, page_size: 5 });
    expect(suggested).toHaveBeenCalledWith({ page: 1, page_size: 8 });
    expect(following).toHaveBeenCalledWith({ page_size: 3 });
  });

  it("leaves out of Jobs for you what From your network shows, unless that is all of it", async () => {
    const network = async () => paged([11, 20].map((id) => jobPost(id, { reposted_by_connection: null })));
    const { context } = setup(dashboardApi({ network }));
    expect((await loadDashboard(context)).jobs?.map((post) => post.id)).toEqual([10, 12, 13]);

    const everything = async () => paged([10, 11, 12, 13].map((id) => jobPost(id, { reposted_by_connection: null })));
    const { context: same } = setup(dashboardApi({ network: everything }));
    expect((await loadDashboard(same)).jobs?.map((post) => post.id)).toEqual([10, 11, 12]);
  });

  it("falls back to Welcome and marks a failed section instead of failing the page", async () => {
    const { context } = setup(
      dashboardApi({
        greet: async () => {
          throw refused(500, { message: "Internal Server Error" });
        },
        network: async () => {
          throw refused(503, { message: "Unavailable" });
        },
      }),
    );
    const data = await loadDashboard(context);
    expect(data.greeting).toBe("Welcome, Asha");
    expect(data.network).toBeNull();
    expect(data.jobs).toHaveLength(3);
  });

  it("an expired session still fails the page", async () => {
    const { context } = setup(
      dashboardApi({
        network: async () =>
          Promise.reject(refused(401, { message: "Your session has expired. Please log in again." })),
      }),
    );
    await expect(loadDashboard(context)).rejects.toMatchObject({ status: 401 });
  });
});

describe("corporate dashboard loader", () => {
  it("falls back to Welcome, {point of contact} without a greeting", async () => {
    const { context } = setup(
      {
        companies: { get: async () => ({ company_name: "Acme", poc: "Ravi" }) },
        accounts: { greet: async () => Promise.reject(refused(404, { message: "Not Found" })) },
        jobs: { mine: async () => paged([]) },
      },
      "corporate",
    );
    const data = await corporateDashboard.loader({
      request: new Request("http://localhost/corporate/dashboard"),
      context,
      params: {},
    } as unknown as Parameters<typeof corporateDashboard.loader>[0]);
    expect(data.greeting).toBe("Welcome, Ravi");
  });
});

describe("invite action", () => {
  it("sends the addresses, flashes the API's sentence and goes back to the dashboard (without .data)", async () => {
    const api = dashboardApi();
    const { context, flashed } = setup(api);
    const result = await invite(context, { intent: "invite", emails: "a@b.co, C@d.co\ne@f.co" });
    expect(api.accounts.sendInvites).toHaveBeenCalledWith({ emails: ["a@b.co", "c@d.co", "e@f.co"] });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("Location")).toBe("/individual/dashboard");
    expect(flashed).toEqual([{ type: "success", message: "Invites sent to 2 people." }]);
  });

  it.each([
    ["", "This is Required."],
    ["a@b.co nope", "Email Must Be Valid: nope"],
    [Array.from({ length: 51 }, (_, i) => `p${i}@b.co`).join(","), "Enter at most 50 email addresses."],
  ])("refuses %j next to the field: %s", async (emails, message) => {
    const api = dashboardApi();
    const { context } = setup(api);
    const reply = replyOf(await invite(context, { intent: "invite", emails }));
    expect(reply.init?.status).toBe(400);
    expect(reply.data.error?.emails).toEqual([message]);
    expect(api.accounts.sendInvites).not.toHaveBeenCalled();
  });

  it("puts the API's errors.emails next to the field", async () => {
    const { context, flashed } = setup(
      dashboardApi({
        sendInvites: async () =>
          Promise.reject(
            refused(400, { message: "Check the emails.", errors: { emails: ["Email Must Be Valid: x@y"] } }),
          ),
      }),
    );
    const reply = replyOf(await invite(context, { intent: "invite", emails: "x@y.co" }));
    expect(reply.init?.status).toBe(400);
    expect(reply.data.error?.emails).toEqual(["Email Must Be Valid: x@y"]);
    expect(flashed).toEqual([]);
  });

  it("makes a 429 an error snackbar, said once (not also above the form: decision 172)", async () => {
    const message = "You have sent too many invites today. Try again tomorrow.";
    const { context, flashed } = setup(
      dashboardApi({ sendInvites: async () => Promise.reject(refused(429, { message })) }),
    );
    const reply = replyOf(await invite(context, { intent: "invite", emails: "x@y.co" }));
    expect(reply.init?.status).toBe(429);
    expect(reply.data.error?.[""]).toBeUndefined();
    expect(flashed).toEqual([{ type: "error", message }]);
  });

  it("an unknown intent goes back with an error snackbar", async () => {
    const api = dashboardApi();
    const { context, flashed } = setup(api);
    const result = await invite(context, { intent: "other" }).catch((thrown: unknown) => thrown);
    expect((result as Response).headers.get("Location")).toBe("/individual/dashboard");
    expect(flashed[0]?.type).toBe("error");
    expect(api.accounts.sendInvites).not.toHaveBeenCalled();
  });
});

describe("search results loader", () => {
  const counts = { all: 1, people: 1, companies: 0, jobs: 0 };
  // The route's guard runs first, as React Router runs it: the loader reads the member it let through.
  const load = async (context: RouterContextProvider, query: string) => {
    const request = new Request(`http://localhost/search-results${query}`);
    const args = { request, context, params: {}, url: new URL(request.url) } as unknown as Parameters<
      typeof search.loader
    >[0];
    for (const middleware of search.middleware) await middleware(args as never, async () => new Response());
    return search.loader(args);
  };
  function searchApi(list: (query: unknown) => Promise<unknown>) {
    return {
      search: { list: vi.fn(list) },
      accounts: { me: async () => ({ id: 9 }) },
      network: { connections: async () => paged([]) },
      // The job filter panel's lists (the jobs filter).
      master: { list: async () => [], currencies: async () => [] },
    };
  }

  it("prompts without calling for an empty search", async () => {
    const api = searchApi(async () => ({}));
    const data = await load(setup(api).context, "?search=%20%20");
    expect(data.state).toBe("prompt");
    expect(api.search.list).not.toHaveBeenCalled();
  });

  it("refuses a search over 100 characters without calling", async () => {
    const api = searchApi(async () => ({}));
    const data = await load(setup(api).context, `?search=${"k".repeat(101)}`);
    expect(data).toMatchObject({ state: "invalid", message: "Search must be at most 100 characters." });
    expect(api.search.list).not.toHaveBeenCalled();
  });

  it("searches with the trimmed query, a known filter and the page, and knows your id", async () => {
    const api = searchApi(async () => ({ data: [], page: 2, page_size: 10, total: 0, has_next: false, counts }));
    const data = await load(setup(api).context, "?search=%20react%20&typeFilter=people&page=2");
    expect(api.search.list).toHaveBeenCalledWith({ search: "react", typeFilter: "people", page: 2 });
    expect(data).toMatchObject({ state: "results", search: "react", typeFilter: "people", myId: 9 });
  });

  it("treats an unknown filter as all, and accepts type_filter", async () => {
    const api = searchApi(async () => ({ data: [], page: 1, page_size: 10, total: 0, has_next: false, counts }));
    await load(setup(api).context, "?search=a&typeFilter=everything");
    await load(setup(api).context, "?search=a&type_filter=jobs");
    expect(api.search.list).toHaveBeenNthCalledWith(1, { search: "a", typeFilter: "all", page: 1 });
    expect(api.search.list).toHaveBeenNthCalledWith(2, {
      search: "a",
      typeFilter: "jobs",
      page: 1,
      filters: NO_JOB_FILTERS,
    });
  });

  it("the jobs filter passes the job filters, and shows bad ones without calling", async () => {
    const api = searchApi(async () => ({ data: [], page: 1, page_size: 10, total: 0, has_next: false, counts }));
    const data = await load(setup(api).context, "?search=a&typeFilter=jobs&job_type=remote&locations=3,4&sort=newest");
    expect(api.search.list).toHaveBeenCalledWith({
      search: "a",
      typeFilter: "jobs",
      page: 1,
      filters: { ...NO_JOB_FILTERS, job_type: ["remote"], locations: [3, 4], sort: "newest" },
    });
    expect(data).toMatchObject({ state: "results", filters: { job_type: ["remote"] } });
    const bad = searchApi(async () => ({}));
    expect(await load(setup(bad).context, "?search=a&typeFilter=jobs&experience=99")).toMatchObject({
      state: "filters",
      errors: { experience: ["Enter the experience in whole years, from 0 to 50."] },
    });
    expect(bad.search.list).not.toHaveBeenCalled();
    // Job filters on another type are not sent.
    const people = searchApi(async () => ({ data: [], counts }));
    await load(setup(people).context, "?search=a&typeFilter=people&job_type=remote");
    expect(people.search.list).toHaveBeenCalledWith({ search: "a", typeFilter: "people", page: 1, filters: undefined });
  });

  it("a GET form's empty values are cleaned from the address with a redirect", async () => {
    const api = searchApi(async () => ({}));
    const result = await load(setup(api).context, "?search=a&typeFilter=jobs&salary_min=&job_type=remote").catch(
      (thrown: unknown) => thrown,
    );
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get("Location")).toBe(
      "/search-results?search=a&typeFilter=jobs&job_type=remote",
    );
  });

  it("shows the API's message for a refused search, and 'unavailable' for other failures", async () => {
    const invalid = searchApi(async () =>
      Promise.reject(refused(400, { message: "Check.", errors: { search: ["This is Required."] } })),
    );
    expect(await load(setup(invalid).context, "?search=a")).toMatchObject({
      state: "invalid",
      message: "This is Required.",
    });
    const down = searchApi(async () => Promise.reject(refused(503, { message: "Down." })));
    expect(await load(setup(down).context, "?search=a")).toMatchObject({ state: "unavailable" });
  });

  it("a company viewer is not looked up as a member", async () => {
    const api = { ...searchApi(async () => ({ data: [], counts })), accounts: { me: vi.fn() } };
    const data = await load(setup(api, "corporate").context, "?search=a");
    expect(api.accounts.me).not.toHaveBeenCalled();
    expect(data).toMatchObject({ state: "results", viewerType: "corporate", myId: null });
  });
});
