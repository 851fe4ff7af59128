import { describe, expect, test } from "vitest";
import { ENDPOINTS } from "#app/contract/index.ts";
import { createApp } from "#app/backend/app.server.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { openApiDocument } from "./openapi.ts";
import { DOCS_CSP, docsPage } from "./page.ts";

/** The routes the Hono app answers (middleware and catch-alls registered with `all` left out). */
function appRoutes(): Array<{ method: string; path: string }> {
  // The routers only use their services inside handlers, so none are needed to list the routes.
  const app = createApp({} as Services);
  const seen = new Set<string>();
  return app.routes
    .filter((route) => route.method !== "ALL")
    .map((route) => ({ method: route.method, path: route.path }))
    .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`));
}

/** A Hono route path (`/api/files/:key{.+}`, `/api/x/:id`, `/api/files/*`) as a pattern over the contract's paths (`{name}` standing for a value). */
function honoPattern(path: string): RegExp {
  const source = path
    .split(/(:[a-z_]+(?:\{[^}]*\})?|\*)/)
    .map((part) =>
      part === "*" || part.endsWith("{.+}")
        ? ".+"
        : part.startsWith(":")
          ? "[^/]+"
          : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${source}/?$`);
}

/** A contract path with a sample value for each parameter. */
const samplePath = (path: string) => path.replace(/\{[a-z_]+\}/g, "sample");

describe("the contract covers the API", () => {
  const routes = appRoutes();

  test("every route of the Hono app is in the contract", () => {
    const missing = routes.filter(
      (route) => !ENDPOINTS.some((e) => e.method === route.method && honoPattern(route.path).test(samplePath(e.path))),
    );
    expect(missing).toEqual([]);
  });

  test("every endpoint of the contract is a route of the Hono app", () => {
    const stale = ENDPOINTS.filter(
      (e) => !routes.some((route) => route.method === e.method && honoPattern(route.path).test(samplePath(e.path))),
    ).map((e) => `${e.method} ${e.path}`);
    expect(stale).toEqual([]);
  });

  test("each endpoint is listed once, with a JSON answer or a file", () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of ENDPOINTS) expect(Boolean(e.response) !== Boolean(e.file), `${e.method} ${e.path}`).toBe(true);
  });
});

describe("GET /api/openapi.json", () => {
  const document = openApiDocument();

  test("is an OpenAPI 3.1 document with every endpoint of the contract", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe("JobLink API");
    for (const e of ENDPOINTS) {
      const operation = document.paths[e.path]?.[e.method.toLowerCase()] as
        { operationId: string; responses: Record<string, unknown> } | undefined;
      expect(operation, `${e.method} ${e.path}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(["4XX", "5XX"]));
    }
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => (op as { operationId: string }).operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(ENDPOINTS.length);
  });

  test("every $ref names a schema of components, and every tag is declared", () => {
    const text = JSON.stringify(document);
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas[ref.split("/").pop()!], ref).toBeDefined();
    }
    expect(text).not.toContain("$defs");
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const methods of Object.values(document.paths))
      for (const op of Object.values(methods)) expect(tags.has((op as { tags: string[] }).tags[0])).toBe(true);
  });

  test("parameters, bodies and answers are JSON Schemas", () => {
    const read = document.paths["/api/job-post/read/"].get as {
      parameters: Array<{ name: string; in: string; required: boolean; schema: { type: string } }>;
    };
    expect(read.parameters).toEqual([
      expect.objectContaining({
        name: "job_post_id",
        in: "query",
        required: true,
        schema: expect.objectContaining({ type: "string" }),
      }),
    ]);
    const create = document.paths["/api/job-post/create/"].post as {
      requestBody: { content: Record<string, { schema: { properties: object; required: string[] } }> };
    };
    expect(create.requestBody.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["title", "sector", "locations"]),
    );
    const upload = document.paths["/api/individual/resume/upload/"].post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, { format: string }> } }> };
    };
    expect(upload.requestBody.content["multipart/form-data"].schema.properties.file.format).toBe("binary");
    expect(document.components.schemas.JobPost).toMatchObject({ type: "object", additionalProperties: false });
    expect(document.components.schemas.ErrorEnvelope).toMatchObject({
      type: "object",
      required: ["result", "message"],
    });
    const list = document.paths["/api/job-post/list/"].get as { parameters: Array<{ name: string; style?: string }> };
    expect(list.parameters.find((p) => p.name === "locations")).toMatchObject({ style: "form" });
  });
});

describe("GET /api/docs", () => {
  const page = docsPage(openApiDocument());

  test("lists every endpoint with its method and path, and every schema", () => {
    for (const e of ENDPOINTS) expect(page).toContain(`<code>${e.path}</code>`);
    expect(page).toContain('id="schema-JobPost"');
    expect(page).toContain('href="/api/openapi.json"');
  });

  test("runs no script and loads nothing from elsewhere; its one stylesheet is allowed by hash", () => {
    expect(page).not.toMatch(/<script|<link|src=|https?:\/\//i);
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)![1];
    expect(DOCS_CSP).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(style.length).toBeGreaterThan(100);
  });
});
