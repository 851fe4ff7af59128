/** `/api/search/list/` (bearer, either account type). */
import { Hono } from "hono";
import { z } from "zod";
import { messages } from "../../forms/fields.ts";
import { requireViewer, type AppEnv } from "../lib/http.ts";
import { pageField } from "../lib/paging.ts";
import type { Services } from "../lib/services.ts";
import { parseWith } from "../lib/validation.ts";
import { SEARCH_MAX, SEARCH_MESSAGES as M, SEARCH_TYPES, search } from "./service.ts";

export const searchQuerySchema = z.object({
  search: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(SEARCH_MAX, { error: M.tooLong }),
  typeFilter: z.enum(SEARCH_TYPES, { error: M.badType }).optional(),
  page: pageField,
});

export function searchRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.get("/list", async (c) => {
    const viewer = requireViewer(c);
    const raw = c.req.query();
    // `type_filter` is an alias of `typeFilter`; empty means the default.
    const typeFilter = raw.typeFilter ?? raw.type_filter;
    const query = parseWith(searchQuerySchema, {
      search: raw.search,
      typeFilter: typeFilter === undefined || typeFilter.trim() === "" ? undefined : typeFilter.trim(),
      page: raw.page,
    });
    const result = await search(s, viewer.userId, query.search, query.typeFilter ?? "all", query.page);
    return c.json({
      result: true,
      message: M.listed,
      data: result.items,
      page: result.page,
      page_size: result.page_size,
      total: result.total,
      has_next: result.has_next,
      counts: result.counts,
      counts_capped: result.counts_capped,
    });
  });

  return app;
}
