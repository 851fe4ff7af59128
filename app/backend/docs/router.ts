/**
 * `/api/openapi.json` (the OpenAPI 3.1 document built from app/contract/) and `/api/docs` (the
 * same as a page). Public; built once per process.
 */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { answerJson, type AppEnv } from "#app/backend/lib/http.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { platformApi } from "#app/contract/platform.ts";
import { openApiDocument } from "./openapi.ts";
import { DOCS_CSP, docsPage } from "./page.ts";

export function docsRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);
  let page: string | undefined;

  on(platformApi.openapi, (c) => answerJson(c, openApiDocument()));

  on(platformApi.docs, (c) => {
    page ??= docsPage(openApiDocument());
    return c.html(page, 200, { "Content-Security-Policy": DOCS_CSP });
  });

  return app;
}
