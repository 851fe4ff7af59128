import { describe, expect, it } from "vitest";
import { createApi } from "#app/upstream/api.ts";
import { recordingUploadApi, type UploadCall } from "#app/upstream/test-helpers.ts";

type Call = UploadCall;
const recordingApi = recordingUploadApi;

const png = () => new File(["PNGDATA"], "logo.png", { type: "image/png" });
const company = {
  company_name: "Acme",
  poc: "Ravi",
  phone: "9876543210",
  email: "hr@acme.in",
  website: null,
  pincode: "400001",
  location: 1,
};

describe("corporate api: the paths, verbs, queries and bodies of the contract", () => {
  const cases: Array<[string, (api: ReturnType<typeof createApi>) => Promise<unknown>, Omit<Call, "token">]> = [
    [
      "create",
      (api) => api.companies.create(company),
      { method: "POST", path: "/api/corporate/create/", query: {}, body: company },
    ],
    ["get", (api) => api.companies.get(), { method: "GET", path: "/api/corporate/get/", query: {}, body: undefined }],
    [
      "get of another company",
      (api) => api.companies.get({ user_id: 4 }),
      { method: "GET", path: "/api/corporate/get/", query: { user_id: "4" }, body: undefined },
    ],
    [
      "update",
      (api) => api.companies.update({ about: null }),
      { method: "PUT", path: "/api/corporate/update/", query: {}, body: { about: null } },
    ],
    [
      "updateLogo",
      (api) => api.companies.updateLogo(png()),
      {
        method: "POST",
        path: "/api/corporate/logo/update/",
        query: {},
        body: undefined,
        file: { name: "logo.png", text: "PNGDATA" },
      },
    ],
    [
      "employees",
      (api) => api.companies.employees({ page: 2 }),
      { method: "GET", path: "/api/corporate/employees/list/", query: { page: "2" }, body: undefined },
    ],
    [
      "employees of another company",
      (api) => api.companies.employees({ user_id: 4 }),
      { method: "GET", path: "/api/corporate/employees/list/", query: { user_id: "4" }, body: undefined },
    ],
  ];

  it.each(cases)("%s", async (_name, run, expected) => {
    const { api, calls } = recordingApi();
    await run(api);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({ ...expected, file: expected.file, token: "Bearer T" });
  });
});

describe("corporate api: results", () => {
  it("resolves the employees list with its paging fields", async () => {
    const item = {
      id: 1,
      first_name: "Asha",
      last_name: "Verma",
      bio: null,
      profile_pic: null,
      username: "asha-verma",
      connected_time_ago: "2 years",
    };
    const { api } = recordingApi(() =>
      Response.json({ result: true, message: "", data: [item], page: 1, page_size: 20, total: 1, has_next: false }),
    );
    await expect(api.companies.employees()).resolves.toEqual({
      data: [item],
      page: 1,
      page_size: 20,
      total: 1,
      has_next: false,
      next_cursor: null,
      prev_cursor: null,
      total_capped: false,
    });
  });

  it("resolves the logo upload with the picture's data", async () => {
    const { api } = recordingApi(() =>
      Response.json({ result: true, message: "", data: { type: "logo", url: "/api/files/l.webp" } }),
    );
    await expect(api.companies.updateLogo(png())).resolves.toEqual({ type: "logo", url: "/api/files/l.webp" });
  });
});
