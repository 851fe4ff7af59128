import { describe, expect, it, vi } from "vitest";
import { createUpstreamApi, type UpstreamApi } from "#app/upstream/api.ts";
import { recordingUploadApi, type UploadCall } from "#app/upstream/test-helpers.ts";

type Call = Omit<UploadCall, "file">;

/** Every call answers `data` in a success envelope ("OK."). */
const recordingApi = (data: unknown = null) =>
  recordingUploadApi(() => Response.json({ result: true, message: "OK.", data }));

const cases: Array<
  [string, (api: UpstreamApi) => Promise<unknown>, Omit<Call, "query"> & { query?: Record<string, string> }]
> = [
  [
    "master.currencies",
    (api) => api.master.currencies(),
    { method: "GET", path: "/api/master/currency/list/", body: undefined, token: null },
  ],
  [
    "master.list with search and limit",
    (api) => api.master.list("skill", { search: "  type ", limit: 50 }),
    {
      method: "GET",
      path: "/api/master/skill/list/",
      query: { search: "type", limit: "50" },
      body: undefined,
      token: null,
    },
  ],
  [
    "master.list with a blank search",
    (api) => api.master.list("sector", { search: "  " }),
    { method: "GET", path: "/api/master/sector/list/", body: undefined, token: null },
  ],
  ...(["company", "location", "institution", "degree", "skill", "sector", "domain"] as const).map(
    (name) =>
      [
        `master ${name}`,
        (api: UpstreamApi) => {
          const byName = {
            company: api.master.companies,
            location: api.master.locations,
            institution: api.master.institutions,
            degree: api.master.degrees,
            skill: api.master.skills,
            sector: api.master.sectors,
            domain: api.master.domains,
          }[name];
          return byName({ search: "a" });
        },
        { method: "GET", path: `/api/master/${name}/list/`, query: { search: "a" }, body: undefined, token: null },
      ] as (typeof cases)[number],
  ),
];

describe("master list wrappers follow the contract", () => {
  it.each(cases)("%s", async (_, invoke, expected) => {
    const { api, calls } = recordingApi();
    await invoke(api);
    expect(calls).toEqual([{ query: {}, ...expected }]);
  });
});

describe("master lists: results", () => {
  it("resolve with the envelope's data", async () => {
    const { api } = recordingApi([{ id: 1, city: "Bengaluru", state: "Karnataka", country: "India" }]);
    const locations = await api.master.locations({ search: "beng" });
    expect(locations[0].city).toBe("Bengaluru");
  });

  it("pass the per-call signal", async () => {
    const fetch = vi.fn(async (request: Request) => {
      expect(request.signal.aborted).toBe(false);
      return Response.json({ result: true, message: "", data: [] });
    });
    const controller = new AbortController();
    await createUpstreamApi({ fetch }).master.skills({ search: "x" }, { signal: controller.signal });
    controller.abort();
    expect(fetch.mock.calls[0][0].signal.aborted).toBe(true);
  });
});
