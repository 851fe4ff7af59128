import { NO_JOB_FILTERS } from "#app/forms/jobs/job-filters.form.ts";
import { describe, expect, it } from "vitest";
import { recordingUploadApi } from "#app/upstream/test-helpers.ts";

/** Every call answers `envelope` with `status`. */
const recordingApi = (envelope: Record<string, unknown>, status = 200) =>
  recordingUploadApi(() => Response.json(envelope, { status }));

const person = {
  type: "person",
  id: 7,
  person: {
    id: 7,
    first_name: "Asha",
    last_name: "Verma",
    bio: "Data engineer",
    profile_pic: null,
    username: "asha-verma",
    status: { is_connected: false, request_sent: false, request_received: false, request_id: null },
    headline: "Data Engineer at Acme",
    city: "Pune",
  },
};

describe("search wrapper follows the contract", () => {
  it("GETs /api/search/list/ with the trimmed search, the type filter and the page", async () => {
    const { api, calls } = recordingApi({
      result: true,
      message: "OK.",
      data: [],
      page: 2,
      page_size: 10,
      total: 0,
      has_next: false,
      counts: { all: 0, people: 0, companies: 0, jobs: 0 },
    });
    await api.search.list({ search: "  kotlin dev ", typeFilter: "people", page: 2 });
    expect(calls).toEqual([
      {
        method: "GET",
        path: "/api/search/list/",
        query: { search: "kotlin dev", typeFilter: "people", page: "2", view: "card" },
        token: "Bearer T",
      },
    ]);
  });

  it("leaves the type filter and the page out when not given, and asks for jobs as cards", async () => {
    const { api, calls } = recordingApi({ result: true, message: "OK.", data: [] });
    await api.search.list({ search: "acme" });
    expect(calls[0]!.query).toEqual({ search: "acme", view: "card" });
  });

  it("resolves with the items, the paging fields and the counts", async () => {
    const { api } = recordingApi({
      result: true,
      message: "OK.",
      data: [person],
      page: 1,
      page_size: 10,
      total: 11,
      has_next: true,
      counts: { all: 11, people: 1, companies: 0, jobs: 10 },
      counts_capped: { all: true, people: false, companies: false, jobs: true },
    });
    await expect(api.search.list({ search: "asha" })).resolves.toEqual({
      data: [person],
      page: 1,
      page_size: 10,
      total: 11,
      has_next: true,
      counts: { all: 11, people: 1, companies: 0, jobs: 10 },
      counts_capped: { all: true, people: false, companies: false, jobs: true },
      total_capped: false,
      filters: null,
    });
  });

  it("fills missing paging fields and counts with safe values", async () => {
    const { api } = recordingApi({ result: true, message: "OK.", data: [person], counts: { people: 1, jobs: "x" } });
    await expect(api.search.list({ search: "asha", page: 3 })).resolves.toEqual({
      data: [person],
      page: 3,
      page_size: 1,
      total: 1,
      has_next: false,
      counts: { all: 0, people: 1, companies: 0, jobs: 0 },
      counts_capped: { all: false, people: false, companies: false, jobs: false },
      total_capped: false,
      filters: null,
    });
  });

  it("sends the job filters of a search of jobs, and reads the capped total and the filters back", async () => {
    const { api, calls } = recordingApi({
      result: true,
      message: "OK.",
      data: [],
      total: 40,
      total_capped: true,
      filters: { sort: "salary" },
    });
    const result = await api.search.list({
      search: "react",
      typeFilter: "jobs",
      filters: { ...NO_JOB_FILTERS, skills: [4], sort: "salary" },
    });
    expect(calls[0]!.query).toEqual({ search: "react", typeFilter: "jobs", view: "card", skills: "4", sort: "salary" });
    expect(result).toMatchObject({ total: 40, total_capped: true, filters: { sort: "salary" } });
  });

  it("rejects with the per-field messages of a refused search", async () => {
    const { api } = recordingApi(
      { result: false, message: "Check the search.", errors: { search: ["Search must be at most 100 characters."] } },
      400,
    );
    await expect(api.search.list({ search: "x".repeat(101) })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { search: ["Search must be at most 100 characters."] },
    });
  });
});
