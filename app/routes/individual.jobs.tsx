import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/individual.jobs";
import { apiContext } from "~/context";
import type { AppliedJobPost, JobPost, Paged } from "~/upstream/jobs-types";
import { JobDialogs } from "~/ui/jobs/job-actions";
import { JobList } from "~/ui/jobs/job-list";
import { loadJobDialogConnections } from "~/ui/jobs/jobs.server";
import { listPosition } from "~/ui/pagination";
import { pageTitle } from "~/ui/title";
import { toCardList } from "~/ui/jobs/card-post";

/** When a referral was asked, in India's time zone on the server and in the browser alike. */
const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Jobs") }];

/** The tabs (`?tab=`), as links so they work without JavaScript. */
const TABS = [
  { id: "suggested", label: "Suggested" },
  { id: "applied", label: "Applied" },
  { id: "my_company", label: "My company" },
] as const;
type Tab = (typeof TABS)[number]["id"];

function tabOf(url: string): Tab {
  const value = new URL(url).searchParams.get("tab");
  return TABS.find((tab) => tab.id === value)?.id ?? "suggested";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext).jobs;
  const tab = tabOf(request.url);
  // Applied and my company page by keyset (`?page=&cursor=` / `&before=`); suggested (ranked) by number.
  const position = listPosition(request.url);
  const [list, connections] = await Promise.all([
    tab === "applied" ? api.applied(position) : tab === "my_company" ? api.myCompany(position) : api.suggested({ page: position.page }),
    loadJobDialogConnections(request, context),
  ]);
  // Applied items also carry `referral_id` and `applied_on`; the card shows `my_referral_status`.
  return { tab, list: toCardList(list as Paged<JobPost | AppliedJobPost>), connections };
}

const EMPTY: Record<Tab, { title: string; description: string }> = {
  suggested: { title: "No suggestions yet", description: "Add skills and your current company to your profile and we will suggest jobs that fit." },
  applied: { title: "No referral requests yet", description: "Ask for a referral on a suggested job; it appears here with its status." },
  my_company: { title: "No openings at your company", description: "Open posts at the company of your current position appear here." },
};

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { tab, list, connections } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  const current = TABS.find((t) => t.id === tab)!;
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Jobs
      </Heading>
      <Box as="nav" aria-label="Job lists" overflowX="auto">
        <HStack as="ul" listStyleType="none" gap="1" borderBottomWidth="1px" minW="max-content">
          {TABS.map((t) => {
            const active = t.id === tab;
            return (
              <Box as="li" key={t.id}>
                <ChakraLink
                  asChild
                  display="block"
                  px="3"
                  py="2"
                  fontWeight={active ? "semibold" : "normal"}
                  color={active ? "brand.primary" : "fg"}
                  borderBottomWidth="3px"
                  borderColor={active ? "brand.primary" : "transparent"}
                  textDecoration="none"
                >
                  <Link to={t.id === "suggested" ? "/individual/jobs" : `/individual/jobs?tab=${t.id}`} aria-current={active ? "page" : undefined}>
                    {t.label}
                  </Link>
                </ChakraLink>
              </Box>
            );
          })}
        </HStack>
      </Box>
      <JobDialogs posts={list.data} connections={connections} redirectTo={here} />
      <JobList
        title={tab === "applied" ? "Applied jobs" : tab === "my_company" ? "Openings at your company" : "Suggested jobs"}
        list={list}
        empty={EMPTY[current.id]}
        viewerType="individual"
        redirectTo={here}
        detail={
          tab === "applied"
            ? (post) => {
                const appliedOn = "applied_on" in post ? post.applied_on : null;
                return appliedOn ? <Text color="fg.muted">Referral asked on {dateFormat.format(new Date(appliedOn))}</Text> : null;
              }
            : undefined
        }
      />
    </Stack>
  );
}
