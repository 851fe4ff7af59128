/** The page `/jobs/actions` answers without JavaScript when a dialog's form was refused: the form again, in the app's shell. */
import { Box, Heading, Stack } from "@chakra-ui/react";
import { AppShell } from "#app/ui/app-shell.tsx";
import { RecommendForm, RequestReferralForm } from "./job-dialogs.tsx";
import { applicationWords } from "./application-words.ts";
import type { JobActionsHeader, RefusedJobForm } from "./job-actions.server.ts";

/** Without JavaScript, a dialog form that failed validation comes back as this page. */
export function RefusedJobFormPage({
  loaderData,
  actionData,
}: {
  loaderData: JobActionsHeader;
  actionData: RefusedJobForm | undefined;
}) {
  return (
    <AppShell viewer={loaderData.viewer} counts={loaderData.counts}>
      {actionData ? (
        <Box bg="white" borderRadius="lg" borderWidth="1px" p={{ base: "4", md: "6" }} maxW="xl" mx="auto">
          <Stack gap="4">
            <Heading as="h1" size="lg">
              {actionData.kind === "recommend" ? "Recommend this job" : applicationWords(actionData.post).action}
            </Heading>
            {actionData.kind === "recommend" ? (
              <RecommendForm
                post={actionData.post}
                connections={actionData.connections ?? []}
                redirectTo={actionData.redirectTo}
                cancelTo={actionData.redirectTo}
                lastResult={actionData.reply}
              />
            ) : (
              <RequestReferralForm
                post={actionData.post}
                redirectTo={actionData.redirectTo}
                cancelTo={actionData.redirectTo}
                lastResult={actionData.reply}
              />
            )}
          </Stack>
        </Box>
      ) : null}
    </AppShell>
  );
}
