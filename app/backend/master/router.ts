/**
 * `/api/master/{kind}/list/`: public, `?search=` and `?limit=` (currency returns every entry);
 * `?ids=1,2,3` gives those entries instead (the titles of values a form already holds, decision 134).
 */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import type { DataOf } from "#app/contract/endpoint.ts";
import {
  DEFAULT_LIST_LIMIT,
  MASTER_LISTS,
  masterApi,
  masterListQuery,
  type MasterListName as MasterKind,
} from "#app/contract/master.ts";
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

export function masterRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);

  for (const kind of MASTER_LISTS) {
    on(masterApi[kind], async (c) => {
      const { search, limit, ids } = parseQuery(c, masterListQuery);
      const data = await listMaster(s.db, kind, { search, limit: limit ?? DEFAULT_LIST_LIMIT, ids });
      // listMaster reads each kind from its own table; its one return type covers them all.
      return ok(c, masterApi[kind], LOADED[kind], data as DataOf<(typeof masterApi)[MasterKind]>);
    });
  }

  return app;
}
