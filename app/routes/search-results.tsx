import type { Route } from "./+types/search-results";
import { guard } from "~/server/guards.server";
import { loadSearchResults } from "~/features/search/search-results.server";
import { SearchResults } from "~/features/search/search-results";
import { pageTitle } from "~/ui/title";

export const middleware: Route.MiddlewareFunction[] = guard("member");

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.search ? `Search results for “${loaderData.search}”` : "Search results") },
];

export const loader = (args: Route.LoaderArgs) => loadSearchResults(args);

export default function SearchResultsPage({ loaderData }: Route.ComponentProps) {
  return <SearchResults data={loaderData} />;
}
