import type { z } from "zod";
import type { UpstreamClient } from "#app/upstream/client.ts";
import { dataOf, publicCall, type CallOptions } from "#app/upstream/calls.ts";
import type { QueryInput } from "#app/contract/endpoint.ts";
import { masterApi, type MasterListName, type masterListQuery } from "#app/contract/master.ts";

/** What the master list wrappers take (`ids`, a list here, is sent as one comma-separated parameter). */
export type MasterListQuery = Pick<z.input<typeof masterListQuery>, "search"> &
  Pick<QueryInput<typeof masterListQuery>, "limit"> & { ids?: number[] };

/** Master lists: `/api/master/{name}/list/`, public; resolves with the list. */
export function masterListsCalls(client: UpstreamClient) {
  const list = <Name extends MasterListName>(name: Name, query: MasterListQuery = {}, options?: CallOptions) =>
    dataOf(
      client.send(
        masterApi[name],
        publicCall(options, {
          query: {
            search: query.search?.trim() || undefined,
            limit: query.limit,
            ids: query.ids?.join(",") || undefined,
          },
        }),
      ),
    );
  return {
    /** Any master list by name. */
    list,
    currencies: (options?: CallOptions) => list("currency", {}, options),
    companies: (query?: MasterListQuery, options?: CallOptions) => list("company", query, options),
    locations: (query?: MasterListQuery, options?: CallOptions) => list("location", query, options),
    institutions: (query?: MasterListQuery, options?: CallOptions) => list("institution", query, options),
    degrees: (query?: MasterListQuery, options?: CallOptions) => list("degree", query, options),
    skills: (query?: MasterListQuery, options?: CallOptions) => list("skill", query, options),
    sectors: (query?: MasterListQuery, options?: CallOptions) => list("sector", query, options),
    domains: (query?: MasterListQuery, options?: CallOptions) => list("domain", query, options),
  };
}
