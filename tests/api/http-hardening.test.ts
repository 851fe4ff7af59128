/**
 * Issue 10, the HTTP items, against the real server (`node server.js` on the build) on the test
 * run's database: request framing (item 1), bodies that are not forms (3), page numbers past the
 * API's maximum and other upstream 4xx in loaders (4), CR/LF in redirect targets (5), redirects
 * that leave the site (8) and the caching and HSTS headers (14).
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO, startWebApp, type RawResponse, type WebApp } from "./web-server.ts";
import { checkAgainstContract } from "./harness.ts";

let web: WebApp;
let member: string; // the demo individual's Cookie header
let company: string; // the demo company's Cookie header
let token: string; // the demo individual's access token

beforeAll(async () => {
  web = await startWebApp({ name: "hardening" });
  member = await web.login(DEMO.individual.email, DEMO.individual.password);
  company = await web.login(DEMO.corporate.email, DEMO.corporate.password);
  token = await web.token(DEMO.individual.email, DEMO.individual.password);
}, 180_000);

afterAll(async () => {
  await web?.stop();
});

const JSON_TYPE = { "content-type": "application/json" };
const FORM_TYPE = { "content-type": "application/x-www-form-urlencoded" };
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

function json(res: RawResponse): any {
  return JSON.parse(res.body);
}

/** The first master list entry whose title is `title`. */
async function masterId(kind: string, title: string): Promise<number> {
  const res = await web.raw("GET", `/api/master/${kind}/list/?search=${encodeURIComponent(title)}&limit=100`);
  const found = (json(res).data as Array<{ id: number; title?: string; city?: string }>).find(
    (e) => (e.title ?? e.city) === title,
  );
  if (!found) throw new Error(`no ${kind} ${title}`);
  return found.id;
}

/** Where a redirect leads, resolved as a browser resolves it against the page's URL. */
function resolved(res: RawResponse, from: string): URL {
  expect(res.location, `${res.status} without a Location`).toBeTruthy();
  return new URL(res.location!, new URL(from, web.url));
}

/** The server log since the start, for the failure message. */
const log = () => web.server.logTail(40);

describe("item 1: every call and form works whatever the framing", () => {
  test("the API's login sent chunked (node's http.request) logs in", async () => {
    const res = await web.raw("POST", "/api/user/login/", {
      headers: JSON_TYPE,
      body: JSON.stringify({ email: DEMO.individual.email, password: DEMO.individual.password }),
      chunked: true,
      chunkSize: 7,
    });
    expect(res.status, `${res.body}\n${log()}`).toBe(200);
    expect(json(res).data.access_token).toBeTruthy();
  });

  test("DELETE without a body, as fetch sends it, deletes an experience, a job post and a chat message", async () => {
    const auth = bearer(token);
    const experience = await web.raw("POST", "/api/individual/experience/create/", {
      headers: { ...JSON_TYPE, ...auth },
      body: JSON.stringify({
        title: "Software Engineer",
        company: await masterId("company", "Infosys"),
        employment_type: "full-time",
        location: await masterId("location", "Bengaluru"),
        start_date: "2019-07",
        end_date: "2020-03",
        is_current: false,
        description: "Framing check.",
      }),
    });
    expect(experience.status, experience.body).toBe(201);
    const post = await web.raw("POST", "/api/job-post/create/", {
      headers: { ...JSON_TYPE, ...auth },
      body: JSON.stringify({
        title: "Framing Engineer",
        company: await masterId("company", "Infosys"),
        job_type: "remote",
        sector: await masterId("sector", "Information Technology"),
        domain: await masterId("domain", "Web Development"),
        min_experience_years: 1,
        min_experience_months: 0,
        employment_type: "full-time",
        currency: 1,
        locations: [await masterId("location", "Pune")],
        skills: [await masterId("skill", "React")],
        no_of_openings: 1,
      }),
    });
    expect(post.status, post.body).toBe(201);
    const other = await web.token(DEMO.other.email, DEMO.other.password);
    const otherId = JSON.parse(Buffer.from(other.split(".")[1], "base64url").toString()).sub;
    const message = await web.raw("POST", "/api/chat/message/send/", {
      headers: { ...JSON_TYPE, ...auth },
      body: JSON.stringify({ participant_id: Number(otherId), text: "Framing check" }),
    });
    expect(message.status, message.body).toBe(201);

    for (const path of [
      `/api/individual/experience/delete/?id=${json(experience).data.id}`,
      `/api/job-post/delete/?job_post_id=${json(post).data.id}`,
      `/api/chat/message/delete/?message_id=${json(message).data.message.id}`,
    ]) {
      const res = await fetch(web.url + path, { method: "DELETE", headers: auth });
      expect(res.status, `DELETE ${path}: ${await res.clone().text()}\n${log()}`).toBe(200);
      checkAgainstContract("DELETE", path, res.status, res.headers.get("content-type") ?? "", await res.json());
      // The same call again, now with nothing to delete: a 404, not a 500.
      const again = await web.raw("DELETE", path, { headers: auth });
      expect(again.status, `DELETE ${path} again: ${again.body}`).toBe(404);
    }
  });

  test("a chunked upload is stored; chunked bodies past the API's limits are 413", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const boundary = "----framing" + Date.now();
    const multipart = (file: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const upload = await web.raw("POST", "/api/user/upload/picture/?type=photo", {
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
      body: multipart(png),
      chunked: true,
    });
    expect(upload.status, `${upload.body}\n${log()}`).toBe(200);
    expect(json(upload).data.url).toMatch(/^\/api\/files\//);

    const tooBig = await web.raw("POST", "/api/user/upload/picture/?type=photo", {
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
      body: multipart(Buffer.alloc(6 * 1024 * 1024, 1)),
      chunked: true,
    });
    expect(tooBig.status, tooBig.body).toBe(413);
    expect(json(tooBig).message).toBe("The file is too large. The limit is 5 MB.");

    const bigJson = await web.raw("POST", "/api/user/login/", {
      headers: JSON_TYPE,
      body: JSON.stringify({ email: DEMO.individual.email, password: "x".repeat(70 * 1024) }),
      chunked: true,
    });
    expect(bigJson.status, bigJson.body).toBe(413);
    expect(json(bigJson).message).toBe("The request is too large.");
  });

  test("a body past the limit with a Content-Length gets its 413, not a reset connection", async () => {
    // The server reads and drops the rest before it closes the connection (node's http.request
    // writes the whole body at once, so a close while it is still in flight resets the connection).
    for (const size of [70 * 1024, 1024 * 1024, 4 * 1024 * 1024]) {
      for (let i = 0; i < 5; i++) {
        const res = await web.raw("POST", "/api/user/login/", {
          headers: JSON_TYPE,
          body: `{"x":"${"y".repeat(size)}"}`,
        });
        expect(res.status, `${size} bytes`).toBe(413);
      }
    }
    const page = await web.raw("POST", "/login", {
      headers: FORM_TYPE,
      body: `password=${"x".repeat(12 * 1024 * 1024)}`,
    });
    expect(page.status).toBe(413);
  });

  test("the login form sent chunked logs in; a chunked form past 11 MB is 413", async () => {
    const res = await web.raw("POST", "/login", {
      headers: FORM_TYPE,
      body: new URLSearchParams(DEMO.individual).toString(),
      chunked: true,
      chunkSize: 5,
    });
    expect(res.status, `${res.body.slice(0, 500)}\n${log()}`).toBe(302);
    expect(res.location).toMatch(/\/individual\/dashboard$/);
    expect(String(res.headers["set-cookie"])).toMatch(/\bauth=/);

    const huge = await web.raw("POST", "/login", {
      headers: FORM_TYPE,
      body: `email=a%40b.example&password=${"x".repeat(12 * 1024 * 1024)}`,
      chunked: true,
      chunkSize: 256 * 1024,
    });
    expect(huge.status).toBe(413);
  });

  test("a form route sent DELETE or POST without any body answers as to an empty form, not 500", async () => {
    for (const [method, path, cookie] of [
      ["DELETE", "/login", undefined],
      ["POST", "/login", undefined],
      ["POST", "/connections", member],
      ["DELETE", "/notifications", member],
    ] as const) {
      const res = await web.raw(method, path, { cookie });
      // 400 with the form's messages, 405 where there is no action, or back with a snackbar.
      expect([302, 400, 405], `${method} ${path}: ${res.status} ${res.body.slice(0, 300)}\n${log()}`).toContain(
        res.status,
      );
    }
  });
});

describe("item 3: a form route given a body that is not a form answers 400 or 415", () => {
  const bodies: Array<[string, Record<string, string>, string]> = [
    ["JSON", JSON_TYPE, "{}"],
    ["JSON with fields", JSON_TYPE, JSON.stringify(DEMO.individual)],
    ["no Content-Type", {}, "email=a%40b.example&password=x"],
    ["text/plain", { "content-type": "text/plain" }, "email=a@b.example"],
    ["multipart without a boundary", { "content-type": "multipart/form-data" }, "email=a"],
    [
      "multipart that does not parse",
      { "content-type": "multipart/form-data; boundary=xyz" },
      "--xyz\r\nnot a part\r\n",
    ],
  ];
  test.each(bodies)("POST /login with %s", async (_name, headers, body) => {
    const res = await web.raw("POST", "/login", { headers, body });
    expect([400, 415], `${res.status}: ${res.body.slice(0, 300)}\n${log()}`).toContain(res.status);
  });

  test.each(bodies)("a member's form (/connections, and its .data request) with %s", async (_name, headers, body) => {
    for (const path of ["/connections", "/connections.data"]) {
      const res = await web.raw("POST", path, { headers, body, cookie: member });
      expect([400, 415], `${path} ${res.status}: ${res.body.slice(0, 300)}\n${log()}`).toContain(res.status);
    }
  });

  test("a form whose Conform fields were forged (__intent__, __state__) answers 400, not 500", async () => {
    const forged: Array<[string, string | undefined, Record<string, string>]> = [
      ["/login", undefined, { ...DEMO.individual, __intent__: "not json" }],
      ["/login", undefined, { ...DEMO.individual, __intent__: JSON.stringify({ type: 3 }) }],
      ["/login", undefined, { ...DEMO.individual, __state__: "{" }],
      ["/connections", member, { intent: "accept", __intent__: "{" }],
      ["/settings/account", member, { __intent__: "[" }],
    ];
    for (const [path, cookie, fields] of forged) {
      const res = await web.raw("POST", path, {
        headers: FORM_TYPE,
        body: new URLSearchParams(fields).toString(),
        cookie,
      });
      expect(res.status, `${path} ${JSON.stringify(fields)}: ${res.body.slice(0, 300)}\n${log()}`).toBe(400);
    }
  });

  test("forms still work: urlencoded and multipart logins", async () => {
    const urlencoded = await web.raw("POST", "/login", {
      headers: FORM_TYPE,
      body: new URLSearchParams(DEMO.individual).toString(),
    });
    expect(urlencoded.status).toBe(302);
    const form = new FormData();
    form.set("email", DEMO.individual.email);
    form.set("password", DEMO.individual.password);
    const multipart = await fetch(`${web.url}/login`, { method: "POST", body: form, redirect: "manual" });
    expect(multipart.status).toBe(302);
  });
});

describe("item 4: page numbers past the API's maximum, and other upstream 4xx, are the right page", () => {
  const individualRoutes = [
    "/individual/jobs",
    "/notifications",
    "/individual/messages",
    "/individual/recommendations",
    "/individual/recent-openings",
    "/individual/posts",
  ];
  const corporateRoutes = ["/corporate/posts", "/corporate/employees", "/corporate/dashboard", "/corporate/messages"];

  test.each([...individualRoutes.map((p) => [p, "individual"]), ...corporateRoutes.map((p) => [p, "corporate"])])(
    "%s?page=10001 as the %s is a 400 page",
    async (path, who) => {
      const cookie = who === "individual" ? member : company;
      const res = await web.raw("GET", `${path}?page=10001`, { cookie });
      expect(res.status, `${res.body.slice(0, 300)}\n${log()}`).toBe(400);
      expect(res.body).toContain("Enter a valid page number.");
      // The client's navigation (single fetch) gets the same status.
      const data = await web.raw("GET", `${path}.data?page=10001`, { cookie });
      expect(data.status, data.body.slice(0, 300)).toBe(400);
    },
  );

  test("a shared link that opens the recommend dialog, for a visitor and a company, is the job's page", async () => {
    for (const cookie of [undefined, company]) {
      const res = await web.raw("GET", "/job-details/1?recommend=1", { cookie });
      expect(res.status, `${res.body.slice(0, 300)}\n${log()}`).toBe(200);
    }
  });

  test("the last page the API serves still renders", async () => {
    const res = await web.raw("GET", "/individual/jobs?page=10000", { cookie: member });
    expect(res.status).toBe(200);
  });

  test("a tampered page link (a cursor the API refuses) is a 400 page that says what to do", async () => {
    const res = await web.raw("GET", `/notifications?page=2&cursor=${Buffer.from('["x",-5]').toString("base64url")}`, {
      cookie: member,
    });
    expect(res.status, `${res.body.slice(0, 300)}\n${log()}`).toBe(400);
    expect(res.body).toContain("This page link is no longer valid: go back to the first page.");
  });
});

describe("item 5: CR or LF in a redirect target never makes a 500", () => {
  test("login with redirectTo holding CR/LF logs in and goes to a safe same-site path", async () => {
    const target = "/individual/network\r\nSet-Cookie: injected=1";
    const from = `/login?redirectTo=${encodeURIComponent(target)}`;
    const res = await web.raw("POST", from, {
      headers: FORM_TYPE,
      body: new URLSearchParams(DEMO.individual).toString(),
    });
    expect(res.status, `${res.body.slice(0, 300)}\n${log()}`).toBe(302);
    expect(res.location).not.toMatch(/[\r\n]/);
    expect(resolved(res, from).origin).toBe(web.url);
    expect(String(res.headers["set-cookie"])).not.toContain("injected");
  });

  test("opening a notification whose target holds CR/LF", async () => {
    for (const to of ["/individual/network\r\nX-Injected: 1", "/individual/network\n", "\r\n/individual/network"]) {
      const from = `/notifications?open=1&to=${encodeURIComponent(to)}`;
      const res = await web.raw("GET", from, { cookie: member });
      expect(res.status, `${JSON.stringify(to)}: ${res.body.slice(0, 300)}\n${log()}`).toBe(302);
      expect(res.headers["x-injected"]).toBeUndefined();
      expect(resolved(res, from).origin).toBe(web.url);
    }
  });

  test("a form's redirectTo holding CR/LF (/connections, /notifications)", async () => {
    for (const path of ["/connections", "/notifications", "/jobs/actions", "/resume-requests"]) {
      const res = await web.raw("POST", path, {
        headers: FORM_TYPE,
        cookie: member,
        body: new URLSearchParams({ intent: "read_all", redirectTo: "/notifications\r\nX-Injected: 1" }).toString(),
      });
      expect(res.status, `${path}: ${res.body.slice(0, 300)}\n${log()}`).toBeLessThan(500);
      expect(res.headers["x-injected"]).toBeUndefined();
      if (res.location) expect(resolved(res, path).origin).toBe(web.url);
    }
  });
});

describe("item 8: redirect targets from input stay on this site", () => {
  const offSite = [
    "/\t/evil.example/x",
    "/%09/evil.example/x",
    "//evil.example/x",
    "/\\evil.example/x",
    "\\\\evil.example/x",
    "/.//evil.example/x",
    "/./\\evil.example",
    "https://evil.example/x",
    "http:evil.example",
    "javascript:alert(1)",
    " /\t/evil.example",
    "/\n/evil.example",
  ];

  test.each(offSite)("/notifications?open=1&to=%j stays on the site", async (to) => {
    const from = `/notifications?open=1&to=${encodeURIComponent(to)}`;
    const res = await web.raw("GET", from, { cookie: member });
    expect(res.status, `${res.body.slice(0, 300)}\n${log()}`).toBeLessThan(500);
    if (res.location) {
      expect(resolved(res, from).origin, `Location: ${res.location}`).toBe(web.url);
      expect(res.location).not.toMatch(/^\s*[/\\]{2}/);
    }
  });

  test("the issue's reproduction: /notifications?open=1&to=%2F%09%2Fevil.example%2Fx", async () => {
    const from = "/notifications?open=1&to=%2F%09%2Fevil.example%2Fx";
    const res = await web.raw("GET", from, { cookie: member });
    expect(res.status).toBeLessThan(500);
    if (res.location) expect(resolved(res, from).host).not.toBe("evil.example");
  });

  test.each(offSite)("login with redirectTo=%j stays on the site", async (target) => {
    const from = `/login?redirectTo=${encodeURIComponent(target)}`;
    const res = await web.raw("POST", from, {
      headers: FORM_TYPE,
      body: new URLSearchParams(DEMO.individual).toString(),
    });
    expect(res.status, `${res.body.slice(0, 300)}\n${log()}`).toBe(302);
    expect(resolved(res, from).origin, `Location: ${res.location}`).toBe(web.url);
    // Never a path a browser would read as another host.
    expect(res.location).not.toMatch(/^\s*[/\\]{2}/);
  });

  test("login with redirectTo=/\t/evil.example goes to the dashboard", async () => {
    const from = `/login?redirectTo=${encodeURIComponent("/\t/evil.example/x")}`;
    const res = await web.raw("POST", from, {
      headers: FORM_TYPE,
      body: new URLSearchParams(DEMO.individual).toString(),
    });
    expect(resolved(res, from).href).toBe(`${web.url}/individual/dashboard`);
  });

  test("a form's redirectTo of /%09/evil.example stays on the site", async () => {
    for (const path of ["/connections", "/notifications", "/jobs/actions", "/resume-requests"]) {
      const res = await web.raw("POST", path, {
        headers: FORM_TYPE,
        cookie: member,
        body: new URLSearchParams({ intent: "read_all", redirectTo: "/\t/evil.example/x" }).toString(),
      });
      expect(res.status, `${path}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      if (res.location) expect(resolved(res, path).origin, `${path} → ${res.location}`).toBe(web.url);
    }
  });

  test("a form post whose session ended elsewhere goes back to its referrer only when that is a same-site path", async () => {
    const ended = await web.login(DEMO.individual.email, DEMO.individual.password);
    const out = await web.raw("POST", "/logout", { headers: FORM_TYPE, body: "", cookie: ended });
    expect(out.status).toBe(302);
    for (const [referer, expected] of [
      [`${web.url}//evil.example/x`, "/login"],
      [`${web.url}/.//evil.example/x`, "/login"],
      ["https://evil.example/individual/network", "/login"],
      [`${web.url}/individual/network?tab=1`, "/individual/network?tab=1"],
    ]) {
      const res = await web.raw("POST", "/notifications", {
        headers: { ...FORM_TYPE, referer },
        cookie: ended,
        body: new URLSearchParams({ intent: "read_all" }).toString(),
      });
      expect(res.status, `${referer}: ${res.body.slice(0, 200)}\n${log()}`).toBe(302);
      expect(res.location, referer).toBe(expected);
    }
  });

  test("same-site targets still work, with their query", async () => {
    const from = `/login?redirectTo=${encodeURIComponent("/search-results?search=react&type=all")}`;
    const res = await web.raw("POST", from, {
      headers: FORM_TYPE,
      body: new URLSearchParams(DEMO.individual).toString(),
    });
    expect(resolved(res, from).href).toBe(`${web.url}/search-results?search=react&type=all`);
  });
});

describe("item 14: headers", () => {
  const PRIVATE = "private, no-store";

  test("every answer to a logged-in member's page request is private, no-store (errors and refusals too)", async () => {
    const requests: Array<[string, string, Parameters<WebApp["raw"]>[2]]> = [
      ["GET", "/individual/dashboard", {}],
      ["GET", "/individual/network", {}],
      ["GET", "/individual/dashboard.data", {}],
      ["GET", "/job-details/1", {}],
      ["GET", "/profile/1", {}],
      ["GET", "/no-such-page", {}],
      ["GET", "/individual/jobs?page=10001", {}],
      ["POST", "/connections", { headers: JSON_TYPE, body: "{}" }],
      [
        "POST",
        "/connections",
        { headers: FORM_TYPE, body: `x=${"y".repeat(12 * 1024 * 1024)}`, chunked: true, chunkSize: 256 * 1024 },
      ],
      ["HEAD", "/individual/dashboard", {}],
    ];
    for (const [method, path, options] of requests) {
      const res = await web.raw(method, path, { ...options, cookie: member });
      expect(res.headers["cache-control"], `${method} ${path} → ${res.status}`).toBe(PRIVATE);
    }
  });

  test("a HEAD of a page says it is HTML, as its GET does; a build file that is not there is a plain 404", async () => {
    const head = await web.raw("HEAD", "/login");
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(head.body).toBe("");

    const missing = await web.raw("GET", "/assets/entry.client-gone1234.js");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/^text\/plain/);
    expect(missing.body).toBe("Not Found");
    expect(missing.headers["cache-control"]).toBe("no-store");
  });

  test("a page is sent whole, with its length (decision 142), its module preloads at low priority", async () => {
    for (const [path, cookie] of [
      ["/login", undefined],
      ["/individual/network", member],
    ] as const) {
      const res = await web.raw("GET", path, { cookie });
      expect(res.status, path).toBe(200);
      expect(res.headers["transfer-encoding"], path).toBeUndefined();
      expect(Number(res.headers["content-length"]), path).toBe(Buffer.byteLength(res.body));
      expect(res.body, path).toMatch(/^<!DOCTYPE html>/);
      expect(res.body, path).toMatch(/<\/html>$/);
      expect(res.body, path).toContain('<link rel="modulepreload" fetchpriority="low"');
    }
  });

  test("without PUBLIC_URL on https://, no Strict-Transport-Security", async () => {
    const res = await web.raw("GET", "/login");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  test("with PUBLIC_URL on https://, every response carries Strict-Transport-Security", async () => {
    const secure = await startWebApp({ name: "hsts", env: { PUBLIC_URL: "https://jobs.example.com", SEED_DEMO: "0" } });
    try {
      const login = await secure.raw("GET", "/login");
      const asset = /\/assets\/entry\.client-[\w-]+\.js/.exec(login.body)?.[0];
      expect(asset).toBeTruthy();
      const requests: Array<[string, string, Parameters<WebApp["raw"]>[2]]> = [
        ["GET", "/login", {}],
        ["HEAD", "/login", {}],
        ["GET", "/", {}],
        ["GET", "/no-such-page", {}],
        ["GET", "/healthz", {}],
        ["GET", asset!, {}],
        ["GET", "/favicon.svg", {}],
        ["GET", "/api/master/currency/list/", {}],
        ["GET", "/api/no-such-call/", {}],
        ["GET", "/api/files/public/none.webp", {}],
        ["POST", "/api/user/login/", { headers: JSON_TYPE, body: "{" }],
        ["POST", "/api/user/login/", { headers: JSON_TYPE, body: "x".repeat(70 * 1024), chunked: true }],
        ["POST", "/login", { headers: JSON_TYPE, body: "{}" }],
        [
          "POST",
          "/login",
          { headers: FORM_TYPE, body: `x=${"y".repeat(12 * 1024 * 1024)}`, chunked: true, chunkSize: 256 * 1024 },
        ],
        ["GET", "/individual/dashboard", {}],
      ];
      for (const [method, path, options] of requests) {
        const res = await secure.raw(method, path, options);
        expect(res.headers["strict-transport-security"], `${method} ${path} → ${res.status}`).toBe(
          "max-age=31536000; includeSubDomains",
        );
      }
    } finally {
      await secure.stop();
    }
  });
});
