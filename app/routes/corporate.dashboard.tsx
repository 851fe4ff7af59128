import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import type { Route } from "./+types/corporate.dashboard";
import { apiContext } from "~/context";
import { greetingText } from "~/ui/dashboard.server";
import { summaryOf } from "~/ui/job-post/job-post.server";
import { PostRow } from "~/ui/job-post/my-posts";
import { posterApi } from "~/ui/job-post/poster-api.server";
import { SectionPage } from "~/ui/page-placeholder";
import { listPosition, Pagination } from "~/ui/pagination";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Dashboard") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [me, greeting, posts] = await Promise.all([
    api.corporate.get(),
    greetingText(api, request),
    posterApi(api).mine(listPosition(request.url)),
  ]);
  return {
    greeting: greeting ?? `Welcome, ${me.poc}`,
    companyName: me.company_name,
    posts: posts.data.map(summaryOf),
    page: posts.page,
    hasNext: posts.has_next,
    nextCursor: posts.next_cursor,
    prevCursor: posts.prev_cursor,
  };
}

export default function CorporateDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <Stack gap="6">
      <Box bg="white" borderRadius="lg" borderWidth="1px" p={{ base: "4", md: "6" }}>
        <Heading as="h1" size="2xl" color="brand.primary">
          {loaderData.greeting}
        </Heading>
        <Text color="fg.muted" mt="1">
          {loaderData.companyName} on JobLink
        </Text>
        <Stack direction={{ base: "column", sm: "row" }} gap="3" mt="4">
          <Button asChild colorPalette="brand">
            <Link to="/corporate/posts">Post a job</Link>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <Link to="/corporate/employees">See employees</Link>
          </Button>
        </Stack>
      </Box>
      {loaderData.posts.length ? (
        <Stack gap="3">
          <Heading as="h2" size="xl">
            Your job posts
          </Heading>
          <Stack as="ul" gap="3" m="0" p="0" aria-label="Your job posts">
            {loaderData.posts.map((post) => (
              <PostRow key={post.id} post={{ ...post, response_count: post.response_count ?? 0 }} to={`/my-company-post/${post.id}`} />
            ))}
          </Stack>
          <Pagination page={loaderData.page} hasNext={loaderData.hasNext} nextCursor={loaderData.nextCursor} prevCursor={loaderData.prevCursor} label="Your job posts" />
        </Stack>
      ) : (
        <SectionPage title="Your job posts" emptyTitle="No job posts yet" emptyText="Your openings with their responses and reposts will appear here." />
      )}
    </Stack>
  );
}
