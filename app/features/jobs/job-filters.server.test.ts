/**
 * The filter panel's loader data (job-filters.server.ts `loadFilterPanel`): the currencies, and for
 * each search field with text — Location, Skills, Company, Sector, Domain (decision 144) — the
 * master list's entries that match it. Fields without text ask nothing and send nothing.
 */
import { beforeEach, describe, expect, test, vi } from "vitest";
import { recordingUploadApi } from "#app/upstream/test-helpers.ts";
import { CURRENCY_OPTIONS_TTL_MS, forgetCurrencyOptions, loadFilterPanel } from "./job-filters.server.ts";

const ENTRIES: Record<string, unknown[]> = {
  currency: [{ id: 1, title: "Indian Rupee", code: "INR", country: "India" }],
  sector: [{ id: 2, title: "Banking and Financial Services" }],
  domain: [
    { id: 5, title: "Data Analytics" },
    { id: 4, title: "Data Science" },
  ],
  location: [{ id: 7, city: "Pune", state: "Maharashtra", country: "India" }],
};

const answer = (request: Request) => {
  const kind = /\/api\/master\/([a-z]+)\/list\//.exec(new URL(request.url).pathname)?.[1] ?? "";
  return Response.json({ result: true, message: "OK.", data: ENTRIES[kind] ?? [] });
};

describe("loadFilterPanel", () => {
  beforeEach(() => forgetCurrencyOptions());

  test("Sector and Domain are found by name, like Location: the matches of what was typed", async () => {
    const { api, calls } = recordingUploadApi(answer, null);
    const panel = await loadFilterPanel(
      api,
      new Request("http://x/individual/jobs?sector_search=+bank+&domain_search=data&skill_search=&location_search=pun"),
    );
    expect(panel).toEqual({
      options: { currencies: [{ value: 1, label: "INR" }] },
      searches: { sector: "bank", domain: "data", locations: "pun" },
      matches: {
        sector: [{ value: 2, label: "Banking and Financial Services" }],
        domain: [
          { value: 5, label: "Data Analytics" },
          { value: 4, label: "Data Science" },
        ],
        locations: [{ value: 7, label: "Pune, Maharashtra" }],
      },
    });
    const searched = calls
      .filter((call) => call.query.search)
      .map((call) => [call.path, call.query.search, call.query.limit]);
    expect(searched.sort()).toEqual([
      ["/api/master/domain/list/", "data", "8"],
      ["/api/master/location/list/", "pun", "8"],
      ["/api/master/sector/list/", "bank", "8"],
    ]);
  });

  test("no search typed: the currencies alone, no list of sectors or domains", async () => {
    const { api, calls } = recordingUploadApi(answer, null);
    const panel = await loadFilterPanel(api, new Request("http://x/individual/jobs?sector=2&domain=4"));
    expect(panel).toEqual({ options: { currencies: [{ value: 1, label: "INR" }] }, searches: {}, matches: {} });
    expect(calls.map((call) => call.path)).toEqual(["/api/master/currency/list/"]);
  });

  test("the currencies are read once a minute by this process, and again after a failed read", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const first = recordingUploadApi(answer, null);
      await loadFilterPanel(first.api, new Request("http://x/individual/jobs"));
      const second = recordingUploadApi(answer, null);
      expect(await loadFilterPanel(second.api, new Request("http://x/individual/jobs"))).toMatchObject({
        options: { currencies: [{ value: 1, label: "INR" }] },
      });
      expect(second.calls).toEqual([]);
      vi.setSystemTime(Date.now() + CURRENCY_OPTIONS_TTL_MS + 1);
      const later = recordingUploadApi(() => Response.json({ result: false, message: "Down." }, { status: 503 }), null);
      await expect(loadFilterPanel(later.api, new Request("http://x/individual/jobs"))).rejects.toThrow();
      const again = recordingUploadApi(answer, null);
      await loadFilterPanel(again.api, new Request("http://x/individual/jobs"));
      expect(again.calls.map((call) => call.path)).toEqual(["/api/master/currency/list/"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
