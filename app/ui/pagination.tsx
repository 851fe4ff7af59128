import { Button, HStack, Text } from "@chakra-ui/react";
import { Link, useLocation } from "react-router";
import { withSearch } from "./route-dialog";

/**
 * Previous / Next links for a paged list; plain links, so they work without JavaScript.
 * `param` names the page parameter when a screen shows several lists.
 */
export function Pagination({ page, hasNext, param = "page", label }: { page: number; hasNext: boolean; param?: string; label: string }) {
  const location = useLocation();
  if (page <= 1 && !hasNext) return null;
  return (
    <HStack as="nav" aria-label={`${label} pages`} justify="space-between" pt="2">
      {page > 1 ? (
        <Button asChild size="sm" variant="outline">
          <Link to={withSearch(location, { [param]: page - 1 === 1 ? null : page - 1 })} preventScrollReset>
            Previous
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <Text fontSize="sm" color="fg.muted">
        Page {page}
      </Text>
      {hasNext ? (
        <Button asChild size="sm" variant="outline">
          <Link to={withSearch(location, { [param]: page + 1 })} preventScrollReset>
            Next
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </HStack>
  );
}

/** The page number from a search parameter: a positive integer, else 1. */
export function pageParam(url: URL | string, param = "page"): number {
  const value = Number(new URL(url).searchParams.get(param));
  return Number.isInteger(value) && value > 0 ? value : 1;
}
