import { Box, Button, Stack } from "@chakra-ui/react";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/job-details";
import { apiContext, sessionContext } from "~/context";
import { overviewOf } from "~/ui/job-post/post-details.server";
import { posterApi } from "~/ui/job-post/poster-api.server";
import { PostOverviewCard } from "~/ui/job-post/post-sheet";
import { notFoundFor } from "~/ui/profile/profile.server";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: pageTitle(loaderData ? loaderData.post.title : "Job") }];

/** A job for members and visitors (spec §2): 404 for unknown posts and posts closed to the viewer. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data("No job post was found.", { status: 404 });
  const post = await posterApi(context.get(apiContext))
    .read(id)
    .catch((error: unknown) => notFoundFor(error, "No job post was found."));
  const { auth } = context.get(sessionContext);
  return { post: overviewOf(post), mine: post.is_mine, corporatePoster: post.posted_by.type_of_user === "corporate", loggedIn: Boolean(auth) };
}

export default function JobDetails({ loaderData }: Route.ComponentProps) {
  const { post, mine, corporatePoster, loggedIn } = loaderData;
  const location = useLocation();
  return (
    <Stack gap="4">
      <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: "4", md: "6" }}>
        <PostOverviewCard post={post} />
      </Box>
      {mine ? (
        <Box>
          <Button asChild variant="outline" colorPalette="brand">
            <Link to={corporatePoster ? `/my-company-post/${post.id}` : `/post-details/${post.id}`}>Manage this post</Link>
          </Button>
        </Box>
      ) : null}
      {!loggedIn ? (
        <Box>
          <Button asChild colorPalette="brand">
            <Link to={`/login?redirectTo=${encodeURIComponent(location.pathname)}`}>Log in to apply</Link>
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
