/**
 * The contract of the service itself: its health check, and this reference (`GET /api/openapi.json`,
 * the OpenAPI 3.1 document built from the contract, and `GET /api/docs`, the same as a page).
 */
import { z } from "zod";
import { endpoint } from "./endpoint.ts";

/** What `/healthz` answers (not an envelope): 200 `ok` while the database answers, else 503 `unavailable`. */
export const health = z.strictObject({ status: z.enum(["ok", "unavailable"]) });

export const platformApi = {
  health: endpoint({
    method: "GET",
    path: "/healthz",
    summary:
      'The health check: 200 `{ status: "ok" }` while the database answers, else 503 `{ status: "unavailable" }` (not an envelope).',
    auth: "public",
    response: health,
    failure: health,
  }),
  openapi: endpoint({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This API as an OpenAPI 3.1 document, built from the contract's schemas (app/contract/).",
    auth: "public",
    file: { contentType: "application/json", description: "The OpenAPI 3.1 document." },
  }),
  docs: endpoint({
    method: "GET",
    path: "/api/docs",
    summary:
      "The same reference as a page: every endpoint with its method, path, who may call it, and its query, body and answer.",
    auth: "public",
    file: { contentType: "text/html", description: "The reference page." },
  }),
};
