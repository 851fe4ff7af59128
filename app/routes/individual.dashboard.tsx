import { redirect, useLocation } from "react-router";
import { Link } from "~/ui/link";
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
import { buttonClass } from "~/ui/static";
import { pageTitle } from "~/ui/title";
import { toCardPost } from "~/ui/jobs/card-post";
import { guard } from "~/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

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
    // Plain elements with the static classes of theme.ts (jl-card, jl-hero, jl-dashboard__grid…).
    <div className="jl-stack jl-gap-6">
      <div className="jl-card jl-hero">
        <h1 className="jl-heading jl-heading--2xl jl-hero__title">{greeting}</h1>
        {bio ? <p className="jl-hero__bio">{bio}</p> : null}
        <div className="jl-hero__actions">
          <Link to="/individual/jobs" className={buttonClass({ palette: "brand" })}>
            Find jobs
          </Link>
          <Link to="/individual/network" className={buttonClass({ variant: "outline", palette: "brand" })}>
            Grow your network
          </Link>
        </div>
      </div>

      <div className="jl-dashboard__grid">
        <div className="jl-stack jl-gap-6 jl-min-w-0">
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
            <ul>
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
            </ul>
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
                        <Link to="/individual/network" className="jl-link jl-link--underline jl-fg-brand">
                          Grow your network
                        </Link>{" "}
                        to see more.
                      </>
                    ),
                  }
                : null
            }
          >
            <ul>
              {network?.map((post) => (
                <ListRow key={`${post.id}-${post.reposted_by_connection?.id ?? 0}`}>
                  <JobCard post={post} detail={<RepostedBy post={post} />} />
                </ListRow>
              ))}
            </ul>
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
            <ul>
              {jobs?.map((post) => (
                <ListRow key={post.id}>
                  <JobCard post={post} />
                </ListRow>
              ))}
            </ul>
          </DashboardSection>
        </div>

        <div className="jl-stack jl-gap-6 jl-min-w-0">
          <DashboardSection title="Invite people to JobLink">
            <InviteForm lastResult={actionData} />
          </DashboardSection>
        </div>
      </div>
    </div>
  );
}

/** "Reposted by Ravi Iyer" on a network item a connection reposted. */
function RepostedBy({ post }: { post: Pick<NetworkJobPost, "reposted_by_connection"> }) {
  const by = post.reposted_by_connection;
  if (!by) return null;
  return (
    <p className="jl-muted">
      Reposted by{" "}
      <Link to={profilePath(by)} className="jl-link jl-link--underline jl-fg">
        {`${by.first_name} ${by.last_name}`.trim()}
      </Link>
    </p>
  );
}
