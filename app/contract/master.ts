/**
 * The contract of the master lists: `GET /api/master/{kind}/list/` for each list (public).
 * `?search=` narrows by title (the city for locations; title or code for currencies), `?limit=`
 * caps the answer (currency answers every entry), `?ids=1,2,3` gives those entries instead (the
 * titles of values a form already holds, decision 134).
 */
import { z } from "zod";
import { MAX_ID } from "#app/forms/fields.ts";
import { currency, envelope, location, masterItem } from "./common.ts";
import { endpoint, type Endpoint } from "./endpoint.ts";
import { MASTER_LISTS, masterListPath, type MasterListName } from "./master-lists.ts";

export { MASTER_LISTS, type MasterListName };

export const DEFAULT_LIST_LIMIT = 20;
export const MAX_LIST_LIMIT = 100;

const IDS_INVALID = `Ids must be up to ${MAX_LIST_LIMIT} whole numbers separated by commas.`;
const LIMIT_INVALID = `Limit must be a whole number from 1 to ${MAX_LIST_LIMIT}.`;

export const masterListQuery = z.object({
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

/** The item of each list. */
const ITEMS = {
  currency,
  company: masterItem,
  location,
  institution: masterItem,
  degree: masterItem,
  skill: masterItem,
  sector: masterItem,
  domain: masterItem,
} as const satisfies Record<MasterListName, z.ZodType>;

function listEndpoint<Name extends MasterListName>(name: Name) {
  return endpoint({
    method: "GET",
    path: masterListPath(name),
    summary:
      name === "currency"
        ? "Every currency (INR is id 1), or those of `ids`."
        : `The ${name} list: entries whose ${name === "location" ? "city" : "title"} contains \`search\` (those starting with it first), at most \`limit\` (default 20, at most 100), or those of \`ids\`.`,
    auth: "public",
    query: masterListQuery,
    response: envelope(z.array(ITEMS[name])),
  });
}

export const masterApi = Object.fromEntries(MASTER_LISTS.map((name) => [name, listEndpoint(name)])) as {
  [Name in MasterListName]: ReturnType<typeof listEndpoint<Name>>;
} satisfies Record<MasterListName, Endpoint>;
