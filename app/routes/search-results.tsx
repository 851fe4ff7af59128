import type { Route } from "./+types/search-results";
import { guard } from "#app/server/guards.server.ts";
import { loadSearchResults } from "#app/features/search/search-results.server.ts";
import { SearchResults } from "#app/features/search/search-results.tsx";
import { pageTitle } from "#app/ui/title.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member");

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.search ? `Search results for “${loaderData.search}”` : "Search results") },
];

export const loader = (args: Route.LoaderArgs) => loadSearchResults(args);

export default function SearchResultsPage({ loaderData }: Route.ComponentProps) {
  return <SearchResults data={loaderData} />;
}
