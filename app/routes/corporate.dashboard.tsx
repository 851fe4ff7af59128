import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import type { Route } from "./+types/corporate.dashboard";
import { apiContext } from "~/context";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Dashboard") }];

export async function loader({ context }: Route.LoaderArgs) {
  const company = await context.get(apiContext).corporate.get();
  return { companyName: company.company_name, poc: company.poc };
}

export default function CorporateDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <Stack gap="6">
      <Box bg="white" borderRadius="lg" borderWidth="1px" p={{ base: "4", md: "6" }}>
        <Heading as="h1" size="2xl" color="brand.primary">
          Welcome, {loaderData.poc}
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
      <SectionPage title="Your job posts" emptyTitle="No job posts yet" emptyText="Your openings with their responses and reposts will appear here." />
    </Stack>
  );
}
