/** Without JavaScript, a send-request form that failed validation comes back as this page (`/connections`). */
import type { SubmissionResult } from "@conform-to/react";
import { Box, Heading, Stack } from "@chakra-ui/react";
import { AppShell } from "#app/ui/app-shell.tsx";
import { SendRequestForm } from "./connection-dialogs.tsx";
import type { PersonLike } from "#app/ui/person-card.tsx";
import type { ConnectionsData } from "./connections.server.ts";

/** What the action answers a refused send-request form with. */
type RefusedForm = { reply: SubmissionResult<string[]>; person: PersonLike; redirectTo: string };

export function ConnectionRequest({
  loaderData,
  actionData,
}: {
  loaderData: ConnectionsData;
  actionData: RefusedForm | undefined;
}) {
  return (
    <AppShell viewer={loaderData.viewer} counts={loaderData.counts}>
      {actionData ? (
        <Box bg="white" borderRadius="lg" borderWidth="1px" p={{ base: "4", md: "6" }} maxW="xl" mx="auto">
          <Stack gap="4">
            <Heading as="h1" size="lg">
              Connect with {`${actionData.person.first_name} ${actionData.person.last_name}`.trim()}
            </Heading>
            <SendRequestForm
              person={actionData.person}
              redirectTo={actionData.redirectTo}
              cancelTo={actionData.redirectTo}
              lastResult={actionData.reply}
            />
          </Stack>
        </Box>
      ) : null}
    </AppShell>
  );
}
