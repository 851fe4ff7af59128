import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { InProcessRequest, inProcessRequest } from "~/server/in-process-request.server";

const URL_ = "http://internal/api/search/list/?search=engineer&page=2";

function headers() {
  return new Headers({ Accept: "application/json", Authorization: "Bearer t", "X-Forwarded-For": "10.0.0.1" });
}

describe("inProcessRequest", () => {
  test("a call with no body gets the light request; it reads as the real one", () => {
    const light = inProcessRequest(URL_, { method: "GET", headers: headers() });
    const real = new Request(URL_, { method: "GET", headers: headers() });
    expect(light).toBeInstanceOf(InProcessRequest);
    expect(light).toBeInstanceOf(Request);
    expect(Object.prototype.toString.call(light)).toBe("[object Request]");
    for (const key of ["url", "method", "body", "bodyUsed"] as const) expect(light[key]).toEqual(real[key]);
    expect([...light.headers]).toEqual([...real.headers]);
    expect(light.signal.aborted).toBe(false);
    // Every other property is the real Request's.
    for (const key of [
      "cache",
      "credentials",
      "destination",
      "integrity",
      "keepalive",
      "mode",
      "redirect",
      "referrer",
      "referrerPolicy",
      "duplex",
    ] as const) {
      expect(light[key as keyof Request], key).toEqual(real[key as keyof Request]);
    }
  });

  test("its methods are the real Request's: body readers, clone", async () => {
    const light = inProcessRequest(URL_, { method: "DELETE", headers: headers() });
    expect(await light.text()).toBe("");
    const copy = light.clone();
    expect(copy).toBeInstanceOf(Request);
    expect(copy.url).toBe(URL_);
    expect(copy.method).toBe("DELETE");
    expect(copy.headers.get("authorization")).toBe("Bearer t");
    await expect(inProcessRequest(URL_, { method: "GET", headers: headers() }).json()).rejects.toThrow();
  });

  test("the caller's signal is the request's", () => {
    const controller = new AbortController();
    const light = inProcessRequest(URL_, { method: "GET", headers: headers(), signal: controller.signal });
    controller.abort();
    expect(light.signal.aborted).toBe(true);
  });

  test("a call with a body gets a real Request", async () => {
    const request = inProcessRequest(URL_, { method: "POST", headers: headers(), body: '{"a":1}' });
    expect(request).not.toBeInstanceOf(InProcessRequest);
    expect(await request.json()).toEqual({ a: 1 });
  });

  test("Hono routes and reads it as it does a real Request", async () => {
    const app = new Hono();
    app.get("/api/search/list/", (c) =>
      c.json({
        path: c.req.path,
        search: c.req.query("search"),
        page: c.req.query("page"),
        auth: c.req.header("authorization"),
        all: c.req.header(),
      }),
    );
    const answer = async (request: Request) => [
      (await app.fetch(request)).status,
      await (await app.fetch(request)).json(),
    ];
    expect(await answer(inProcessRequest(URL_, { method: "GET", headers: headers() }))).toEqual(
      await answer(new Request(URL_, { method: "GET", headers: headers() })),
    );
    expect(
      (await app.fetch(inProcessRequest("http://internal/api/nowhere/", { method: "GET", headers: headers() }))).status,
    ).toBe(404);
  });
});
