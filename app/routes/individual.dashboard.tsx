import { Box, Button, EmptyState, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import type { Route } from "./+types/individual.dashboard";
import { apiContext } from "~/context";
import { JobCard } from "~/ui/jobs/job-card";
import { ListRow } from "~/ui/network/list-section";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Dashboard") }];

/** How many suggested jobs the dashboard shows (the rest are on /individual/jobs). */
const SUGGESTED_ON_DASHBOARD = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [profile, suggested] = await Promise.all([api.individual.get(), api.jobs.suggested({ page: 1 })]);
  return { firstName: profile.first_name, bio: profile.bio, jobs: suggested.data.slice(0, SUGGESTED_ON_DASHBOARD) };
}

export default function IndividualDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <Stack gap="6">
      <Box bg="white" borderRadius="lg" borderWidth="1px" p={{ base: "4", md: "6" }}>
        <Heading as="h1" size="2xl" color="brand.primary">
          Welcome, {loaderData.firstName}
        </Heading>
        {loaderData.bio ? <Text color="fg.muted" mt="1">{loaderData.bio}</Text> : null}
        <Stack direction={{ base: "column", sm: "row" }} gap="3" mt="4">
          <Button asChild colorPalette="brand">
            <Link to="/individual/jobs">Find jobs</Link>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <Link to="/individual/network">Grow your network</Link>
          </Button>
        </Stack>
      </Box>
      <Box as="section" aria-labelledby="suggested-jobs-title" bg="white" borderRadius="lg" borderWidth="1px" px={{ base: "3", md: "5" }} py="4">
        <HStack justify="space-between" align="center" mb="1" wrap="wrap">
          <Heading as="h2" size="md" id="suggested-jobs-title">
            Jobs for you
          </Heading>
          <ChakraLink asChild color="brand.primary" fontSize="sm" textDecoration="underline">
            <Link to="/individual/jobs">See all jobs</Link>
          </ChakraLink>
        </HStack>
        {loaderData.jobs.length ? (
          <Box as="ul" listStyleType="none">
            {loaderData.jobs.map((post) => (
              <ListRow key={post.id}>
                <JobCard post={post} />
              </ListRow>
            ))}
          </Box>
        ) : (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Title as="h3">No jobs for you yet</EmptyState.Title>
              <EmptyState.Description color="fg.muted">Add your skills to your profile and we will suggest jobs that fit.</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
      </Box>
    </Stack>
  );
}
