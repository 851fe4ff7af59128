import { Box, EmptyState, Heading, Stack } from "@chakra-ui/react";

/** A screen's heading with an empty state that says what will appear there. */
export function SectionPage({
  title,
  emptyTitle,
  emptyText,
  children,
}: {
  title: string;
  emptyTitle: string;
  emptyText: string;
  children?: React.ReactNode;
}) {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {children}
      <Box bg="white" borderRadius="lg" borderWidth="1px">
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Title as="h2">{emptyTitle}</EmptyState.Title>
            <EmptyState.Description color="fg.muted">{emptyText}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      </Box>
    </Stack>
  );
}
