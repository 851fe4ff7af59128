/**
 * `/api/openapi.json` (the OpenAPI 3.1 document built from app/contract/) and `/api/docs` (the
 * same as a page). Public; built once per process.
 */
import { Hono } from "hono";
import { answerJson, type AppEnv } from "#app/backend/lib/http.ts";
import { openApiDocument } from "./openapi.ts";
import { DOCS_CSP, docsPage } from "./page.ts";

export function docsRouter(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  let page: string | undefined;

  app.get("/openapi.json", (c) => answerJson(c, openApiDocument()));

  app.get("/docs", (c) => {
    page ??= docsPage(openApiDocument());
    return c.html(page, 200, { "Content-Security-Policy": DOCS_CSP });
  });

  return app;
}
