/**
 * `/api/master/{kind}/list/`: public, `?search=` and `?limit=` (currency returns every entry);
 * `?ids=1,2,3` gives those entries instead (the titles of values a form already holds, decision 134).
 */
import { Hono } from "hono";
import type { DataOf } from "#app/contract/endpoint.ts";
import {
  DEFAULT_LIST_LIMIT,
  MASTER_LISTS,
  masterApi,
  masterListQuery,
  type MasterListName as MasterKind,
} from "#app/contract/master.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { ok, type AppEnv } from "#app/backend/lib/http.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { parseQuery } from "#app/backend/lib/validation.ts";
import { listMaster } from "./service.ts";

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
  return (MASTER_LISTS as readonly string[]).includes(value);
}

export function masterRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.get("/:kind/list", async (c) => {
    const kind = c.req.param("kind");
    if (!isMasterKind(kind)) throw new ApiError(404, "Not found.");
    const { search, limit, ids } = parseQuery(c, masterListQuery);
    const data = await listMaster(s.db, kind, { search, limit: limit ?? DEFAULT_LIST_LIMIT, ids });
    // listMaster reads each kind from its own table; its one return type covers them all.
    return ok(c, masterApi[kind], LOADED[kind], data as DataOf<(typeof masterApi)[MasterKind]>);
  });

  return app;
}
