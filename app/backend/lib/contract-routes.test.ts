import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint, type Auth } from "#app/contract/endpoint.ts";
import { contractRoutes } from "./contract-routes.ts";
import { ApiError } from "./envelope.ts";
import type { AppEnv, Viewer } from "./http.ts";
import type { Services } from "./services.ts";

const individual: Viewer = { userId: 7, typeOfUser: "individual", email: "a@example.com", sessionId: "s1" };
const company: Viewer = { userId: 9, typeOfUser: "corporate", email: "c@example.com", sessionId: "s2" };

/** The API as the area routers see it: the caller set by the token check, errors as their status. */
function api(viewer: Viewer | null) {
  const root = new Hono<AppEnv>({ strict: false });
  root.use((c, next) => {
    c.set("viewer", viewer);
    return next();
  });
  root.onError((error, c) => c.text(error.message, error instanceof ApiError ? (error.status as 401) : 500));
  const area = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(area, {} as Services, "/api/area");
  const answer =
    (auth: Auth) =>
    (c: { text: (t: string) => Response }, { viewer: caller }: { viewer: Viewer | null }) =>
      c.text(caller ? `${auth}:${caller.userId}` : `${auth}:nobody`);
  on(endpoint({ method: "GET", path: "/api/area/open/", summary: "", auth: "public" }), answer("public"));
  on(endpoint({ method: "POST", path: "/api/area/mine/", summary: "", auth: "member" }), answer("member"));
  on(endpoint({ method: "PUT", path: "/api/area/people/", summary: "", auth: "individual" }), answer("individual"));
  root.route("/api/area", area);
  return root;
}

describe("contractRoutes", () => {
  it("serves an endpoint at its method and path, with or without the trailing slash", async () => {
    const app = api(null);
    expect(await (await app.request("/api/area/open/")).text()).toBe("public:nobody");
    expect(await (await app.request("/api/area/open")).text()).toBe("public:nobody");
    expect((await app.request("/api/area/open/", { method: "POST" })).status).toBe(404);
  });

  it("checks the caller as the endpoint's auth says, and hands it to the handler", async () => {
    expect((await api(null).request("/api/area/mine/", { method: "POST" })).status).toBe(401);
    expect(await (await api(company).request("/api/area/mine/", { method: "POST" })).text()).toBe("member:9");
    expect((await api(company).request("/api/area/people/", { method: "PUT" })).status).toBe(403);
    expect(await (await api(individual).request("/api/area/people/", { method: "PUT" })).text()).toBe("individual:7");
    expect(await (await api(individual).request("/api/area/open/")).text()).toBe("public:7");
  });

  it("lets a path parameter take the rest of the path", async () => {
    const root = new Hono<AppEnv>({ strict: false });
    const files = new Hono<AppEnv>({ strict: false });
    const on = contractRoutes(files, {} as Services, "/api/files");
    on(endpoint({ method: "GET", path: "/api/files/{key}", summary: "", auth: "public" }), (c) =>
      c.text(c.req.param("key") ?? ""),
    );
    root.route("/api/files", files);
    expect(await (await root.request("/api/files/public/photos/a.webp")).text()).toBe("public/photos/a.webp");
  });

  it("parses the query with the endpoint's schema when the handler reads it", async () => {
    const root = new Hono<AppEnv>({ strict: false });
    root.onError((error, c) => c.text(error.message, error instanceof ApiError ? (error.status as 400) : 500));
    const area = new Hono<AppEnv>({ strict: false });
    const on = contractRoutes(area, {} as Services, "/api/area");
    const query = z.object({ page: z.coerce.number().int().min(1) });
    on(endpoint({ method: "GET", path: "/api/area/read/", summary: "", auth: "public", query }), (c, input) =>
      c.text(`page ${input.query.page + 1}`),
    );
    on(endpoint({ method: "GET", path: "/api/area/own/", summary: "", auth: "public", query }), (c) =>
      c.text(c.req.query("page") ?? ""),
    );
    root.route("/api/area", area);
    expect(await (await root.request("/api/area/read/?page=2")).text()).toBe("page 3");
    expect((await root.request("/api/area/read/?page=zero")).status).toBe(400);
    // A handler that reads its query itself gets it as sent.
    expect(await (await root.request("/api/area/own/?page=zero")).text()).toBe("zero");
  });

  it("refuses an endpoint outside the router's mount when the app is built", () => {
    const on = contractRoutes(new Hono<AppEnv>(), {} as Services, "/api/area");
    expect(() =>
      on(endpoint({ method: "GET", path: "/api/other/x/", summary: "", auth: "public" }), (c) => c.text("")),
    ).toThrow("GET /api/other/x/ is not under this router's /api/area");
  });
});
