/**
 * `/api/master/{kind}/list/`: public, `?search=` and `?limit=` (currency returns every entry);
 * `?ids=1,2,3` gives those entries instead (the titles of values a form already holds, decision 134).
 */
import { MAX_ID } from "../../forms/fields.ts";
import { Hono } from "hono";
import { z } from "zod";
import { ApiError } from "../lib/envelope.ts";
import { ok, type AppEnv } from "../lib/http.ts";
import type { Services } from "../lib/services.ts";
import { parseQuery } from "../lib/validation.ts";
import { DEFAULT_LIST_LIMIT, MASTER_KINDS, MAX_LIST_LIMIT, listMaster, type MasterKind } from "./service.ts";

const IDS_INVALID = `Ids must be up to ${MAX_LIST_LIMIT} whole numbers separated by commas.`;
const LIMIT_INVALID = `Limit must be a whole number from 1 to ${MAX_LIST_LIMIT}.`;

export const masterQuerySchema = z.object({
  search: z.string().max(100, { error: "Search must be at most 100 characters." }).optional(),
  limit: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, { error: LIMIT_INVALID })
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_LIST_LIMIT, { error: LIMIT_INVALID })
    .optional(),
  ids: z
    .string()
    .trim()
    .regex(/^\d{1,12}(,\d{1,12}){0,99}$/, { error: IDS_INVALID })
    .transform((text) => [...new Set(text.split(",").map(Number))])
    // Ids are 32-bit integers in the database (PostgreSQL refuses a larger one outright).
    .refine((ids) => ids.every((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID), { error: IDS_INVALID })
    .optional(),
});

const LOADED: Record<MasterKind, string> = {
  currency: "Currencies loaded.",
  company: "Companies loaded.",
  location: "Locations loaded.",
  institution: "Institutions loaded.",
  degree: "Degrees loaded.",
  skill: "Skills loaded.",
  sector: "Sectors loaded.",
  domain: "Domains loaded.",
};

function isMasterKind(value: string): value is MasterKind {
  return (MASTER_KINDS as readonly string[]).includes(value);
}

export function masterRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.get("/:kind/list", async (c) => {
    const kind = c.req.param("kind");
    if (!isMasterKind(kind)) throw new ApiError(404, "Not found.");
    const { search, limit, ids } = parseQuery(c, masterQuerySchema);
    const data = await listMaster(s.db, kind, { search, limit: limit ?? DEFAULT_LIST_LIMIT, ids });
    return ok(c, LOADED[kind], data);
  });

  return app;
}
