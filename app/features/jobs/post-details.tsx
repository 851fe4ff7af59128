/** The post-details page: the poster's sheet, or the post's overview for anyone else (a visitor is asked to log in to apply). */
import { Box, Button, Stack } from "@chakra-ui/react";
import type { SubmissionResult } from "@conform-to/react";
import { useLocation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { PostOverviewCard, PosterSheet } from "./post-sheet.tsx";
import type { PostDetailsData } from "./post-details.server.ts";

export function PostDetails({
  loaderData,
  actionData,
}: {
  loaderData: PostDetailsData;
  actionData: SubmissionResult<string[]> | null | undefined;
}) {
  const location = useLocation();
  if (loaderData.mine) return <PosterSheet data={loaderData} lastResult={actionData} />;
  return (
    <Stack gap="4">
      <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: "4", md: "6" }}>
        <PostOverviewCard post={loaderData.post} />
      </Box>
      {loaderData.loggedIn ? null : (
        <Box>
          <Button asChild colorPalette="brand">
            <Link to={`/login?redirectTo=${encodeURIComponent(location.pathname)}`}>Log in to apply</Link>
          </Button>
        </Box>
      )}
    </Stack>
  );
}
