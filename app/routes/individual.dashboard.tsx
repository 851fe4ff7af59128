import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import type { Route } from "./+types/individual.dashboard";
import { apiContext } from "~/context";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Dashboard") }];

export async function loader({ context }: Route.LoaderArgs) {
  const profile = await context.get(apiContext).individual.get();
  return { firstName: profile.first_name, bio: profile.bio };
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
      <SectionPage title="Your feed" emptyTitle="Nothing in your feed yet" emptyText="Job posts from your network and suggestions for you will appear here." />
    </Stack>
  );
}
