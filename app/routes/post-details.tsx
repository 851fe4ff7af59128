import { Box, Button, Stack } from "@chakra-ui/react";
import { useLocation } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/post-details";

// Serves /post-details/:id and /my-company-post/:id (app/routes.ts).
import { handlePosterAction } from "~/features/jobs/job-post.server";
import { loadPostDetails } from "~/features/jobs/post-details.server";
import { PostOverviewCard, PosterSheet } from "~/features/jobs/post-sheet";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

// Two routes share this module: /my-company-post/:id needs a login, /post-details/:id is open to
// visitors (a logged-in member must have finished onboarding).
const [posterOnly] = guard("member", "onboarded");
const [openToVisitors] = guard("onboarded");
export const middleware: Route.MiddlewareFunction[] = [
  (args, next) => (args.pattern.startsWith("/my-company-post/") ? posterOnly : openToVisitors)(args, next),
];

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: pageTitle(loaderData ? loaderData.post.title : "Job post") }];

export function loader(args: Route.LoaderArgs) {
  return loadPostDetails(args);
}

export function action(args: Route.ActionArgs) {
  return handlePosterAction(args);
}

export default function PostDetails({ loaderData, actionData }: Route.ComponentProps) {
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
