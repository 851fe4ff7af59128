import { Badge, Box, EmptyState, Heading, HStack } from "@chakra-ui/react";
import { useId } from "react";
import { Pagination } from "~/ui/pagination";

/**
 * One paged list of a screen: a heading (with the total), the items, an empty state that says
 * what to do next, and its own Previous / Next links (`pageParam`), so several lists on one
 * screen page independently, with or without JavaScript.
 */
export function ListSection({
  title,
  total,
  page,
  hasNext,
  pageParam,
  empty,
  children,
  count,
  nextCursor,
  prevCursor,
  totalCapped = false,
}: {
  title: string;
  total: number;
  page: number;
  hasNext: boolean;
  pageParam: string;
  empty: { title: string; description: React.ReactNode };
  /** How many items this page shows (0 → the empty state). */
  count: number;
  children: React.ReactNode;
  /** A keyset list's cursors (see Pagination). */
  nextCursor?: string | null;
  prevCursor?: string | null;
  /** The API stopped counting at `total` (1,000): the badge shows "1,000+". */
  totalCapped?: boolean;
}) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} bg="white" borderRadius="lg" borderWidth="1px" px={{ base: "3", md: "5" }} py="4">
      <HStack justify="space-between" align="center" mb="1">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {total > 0 ? (
          <Badge colorPalette="brand" variant="subtle" aria-label={totalCapped ? `more than ${totalText(total, false)} in total` : `${total} in total`}>
            {totalCapped ? totalText(total, true) : total}
          </Badge>
        ) : null}
      </HStack>
      {count > 0 ? (
        <Box as="ul" listStyleType="none">
          {children}
        </Box>
      ) : (
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Title as="h3">{page > 1 ? "Nothing more here" : empty.title}</EmptyState.Title>
            <EmptyState.Description color="fg.muted">{page > 1 ? "Go back to the previous page." : empty.description}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      <Pagination page={page} hasNext={hasNext} param={pageParam} label={title} nextCursor={nextCursor} prevCursor={prevCursor} />
    </Box>
  );
}

/** A list's total as people read it: "1,000+" when the API stopped counting there (`total_capped`). */
export function totalText(total: number, capped: boolean): string {
  const text = total.toLocaleString("en-IN");
  return capped ? `${text}+` : text;
}

/** One item of a {@link ListSection} (a list item, with a rule between items). */
export function ListRow({ children }: { children: React.ReactNode }) {
  return (
    <Box as="li" css={{ "& + &": { borderTopWidth: "1px" } }}>
      {children}
    </Box>
  );
}
