import { Box, Button, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/individual.dashboard";
import { apiContext, sessionContext } from "~/context";
import type { NetworkJobPost } from "~/upstream/jobs-types";
import { DashboardSection, INVITE_INTENT, InviteForm } from "~/ui/dashboard";
import { greetingText, inviteAction, optional, pagePathOf } from "~/ui/dashboard.server";
import { JobCard } from "~/ui/jobs/job-card";
import { ConnectionActions } from "~/ui/network/connection-actions";
import { ListRow } from "~/ui/network/list-section";
import { RequestNote } from "~/ui/network/request-note";
import { inCommon, NO_CONNECTION } from "~/ui/network/request-section";
import { PersonCard, profilePath } from "~/ui/person-card";
import { pageTitle } from "~/ui/title";
import { toCardPost } from "~/ui/jobs/card-post";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Dashboard") }];

/** How many suggested jobs the dashboard shows (the rest are on /individual/jobs). */
const SUGGESTED_ON_DASHBOARD = 3;
/** How many posts from the network feed the dashboard shows. */
const NETWORK_ON_DASHBOARD = 5;
/** How many received connection requests the dashboard shows (all are on /individual/network). */
const REQUESTS_ON_DASHBOARD = 3;

const RECEIVED = { ...NO_CONNECTION, request_received: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  // The profile is the page; every other part is optional and shows as unavailable on failure.
  const [me, greeting, network, suggested, received] = await Promise.all([
    api.individual.get(),
    greetingText(api, request),
    // Only what the sections show: suggested asks for as many more as the network section may
    // take away below.
    optional(api.jobs.network({ page: 1, page_size: NETWORK_ON_DASHBOARD })),
    optional(api.jobs.suggested({ page: 1, page_size: SUGGESTED_ON_DASHBOARD + NETWORK_ON_DASHBOARD })),
    optional(api.network.receivedRequests({ page: 1 })),
  ]);
  const fromNetwork = network ? network.data.slice(0, NETWORK_ON_DASHBOARD) : null;
  // "Jobs for you" leaves out what "From your network" already shows (unless that is all of it).
  const shown = new Set(fromNetwork?.map((post) => post.id));
  const fresh = suggested?.data.filter((post) => !shown.has(post.id));
  return {
    greeting: greeting ?? `Welcome, ${me.first_name}`,
    bio: me.bio,
    network: fromNetwork?.map(toCardPost) ?? null,
    jobs: suggested ? (fresh?.length ? fresh : suggested.data).slice(0, SUGGESTED_ON_DASHBOARD).map(toCardPost) : null,
    requests: received ? { data: received.data.slice(0, REQUESTS_ON_DASHBOARD), total: received.total } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  if (formData.get("intent") !== INVITE_INTENT) {
    session.flash("error", "That did not work. Please try again.");
    throw redirect(pagePathOf(request));
  }
  return inviteAction(request, formData, context.get(apiContext), session);
}

export default function IndividualDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { greeting, bio, network, jobs, requests } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <Stack gap="6">
      <Box bg="white" borderRadius="lg" borderWidth="1px" p={{ base: "4", md: "6" }}>
        <Heading as="h1" size="2xl" color="brand.primary">
          {greeting}
        </Heading>
        {bio ? <Text color="fg.muted" mt="1">{bio}</Text> : null}
        <Stack direction={{ base: "column", sm: "row" }} gap="3" mt="4">
          <Button asChild colorPalette="brand">
            <Link to="/individual/jobs">Find jobs</Link>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <Link to="/individual/network">Grow your network</Link>
          </Button>
        </Stack>
      </Box>

      <Box display="grid" gridTemplateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 340px" }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <DashboardSection
            title="Pending requests"
            seeAll={requests && requests.total > 0 ? { to: "/individual/network", label: "See all requests" } : undefined}
            failed={requests === null}
            empty={
              requests?.data.length === 0
                ? { title: "No requests waiting", description: "When someone asks to connect with you, you can accept or ignore it here." }
                : null
            }
          >
            <Box as="ul" listStyleType="none">
              {requests?.data.map((person) => (
                <ListRow key={person.id}>
                  <PersonCard
                    person={person}
                    detail={
                      <>
                        {[person.connected_time_ago ? `Sent ${person.connected_time_ago}` : null, inCommon(person.connections_in_common)]
                          .filter(Boolean)
                          .join(" · ")}
                        <RequestNote note={person.note} />
                      </>
                    }
                    actions={<ConnectionActions person={person} status={RECEIVED} redirectTo={here} dialogs={false} />}
                  />
                </ListRow>
              ))}
            </Box>
          </DashboardSection>

          <DashboardSection
            title="From your network"
            failed={network === null}
            empty={
              network?.length === 0
                ? {
                    title: "Nothing from your network yet",
                    description: (
                      <>
                        Jobs your connections post or repost appear here.{" "}
                        <ChakraLink asChild color="brand.primary" textDecoration="underline">
                          <Link to="/individual/network">Grow your network</Link>
                        </ChakraLink>{" "}
                        to see more.
                      </>
                    ),
                  }
                : null
            }
          >
            <Box as="ul" listStyleType="none">
              {network?.map((post) => (
                <ListRow key={`${post.id}-${post.reposted_by_connection?.id ?? 0}`}>
                  <JobCard post={post} detail={<RepostedBy post={post} />} />
                </ListRow>
              ))}
            </Box>
          </DashboardSection>

          <DashboardSection
            title="Jobs for you"
            seeAll={{ to: "/individual/jobs", label: "See all jobs" }}
            failed={jobs === null}
            empty={
              jobs?.length === 0
                ? { title: "No jobs for you yet", description: "Add your skills to your profile and we will suggest jobs that fit." }
                : null
            }
          >
            <Box as="ul" listStyleType="none">
              {jobs?.map((post) => (
                <ListRow key={post.id}>
                  <JobCard post={post} />
                </ListRow>
              ))}
            </Box>
          </DashboardSection>
        </Stack>

        <Stack gap="6" minW="0">
          <DashboardSection title="Invite people to JobLink">
            <InviteForm lastResult={actionData} />
          </DashboardSection>
        </Stack>
      </Box>
    </Stack>
  );
}

/** "Reposted by Ravi Iyer" on a network item a connection reposted. */
function RepostedBy({ post }: { post: Pick<NetworkJobPost, "reposted_by_connection"> }) {
  const by = post.reposted_by_connection;
  if (!by) return null;
  return (
    <Text color="fg.muted">
      Reposted by{" "}
      <ChakraLink asChild color="fg" textDecoration="underline">
        <Link to={profilePath(by)}>{`${by.first_name} ${by.last_name}`.trim()}</Link>
      </ChakraLink>
    </Text>
  );
}
