/** The member's dashboard screen: greeting, jobs from the network and followed companies, jobs for you, requests, invite. */
import { useLocation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { POST_A_JOB_PATH } from "#app/features/jobs/individual-jobs.tsx";
import type { NetworkJobPost } from "#app/contract/jobs.ts";
import { DashboardSection, InviteForm } from "./dashboard-card.tsx";
import { JobCard } from "#app/features/jobs/job-card.tsx";
import { ConnectionActions } from "#app/features/network/connection-actions.tsx";
import { ListRow } from "#app/ui/list-section.tsx";
import { RequestNote } from "#app/features/network/request-note.tsx";
import { inCommon, NO_CONNECTION } from "#app/features/network/request-section.tsx";
import { PersonCard, profilePath } from "#app/ui/person-card.tsx";
import { buttonClass } from "#app/ui/static.tsx";
import type { SubmissionResult } from "@conform-to/react";
import type { IndividualDashboardData } from "./individual-dashboard.server.ts";
import type { ChecklistItem } from "./profile-checklist.ts";
import { FOLLOWING_PATH } from "#app/forms/companies/follow.form.ts";

const RECEIVED = { ...NO_CONNECTION, request_received: true };

export function IndividualDashboard({
  loaderData,
  actionData,
}: {
  loaderData: IndividualDashboardData;
  actionData: SubmissionResult<string[]> | undefined;
}) {
  const { greeting, bio, network, jobs, requests, checklist, following } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    // Plain elements with the static classes of static-classes.ts (jl-card, jl-hero, jl-dashboard__grid…).
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
          <Link to={POST_A_JOB_PATH} className={buttonClass({ variant: "outline", palette: "brand" })}>
            Post a job
          </Link>
        </div>
      </div>

      <div className="jl-dashboard__grid">
        <div className="jl-stack jl-gap-6 jl-min-w-0">
          {checklist ? <ProfileChecklist items={checklist} /> : null}
          <DashboardSection
            title="Pending requests"
            seeAll={
              requests && requests.total > 0 ? { to: "/individual/network", label: "See all requests" } : undefined
            }
            failed={requests === null}
            empty={
              requests?.data.length === 0
                ? {
                    title: "No requests waiting",
                    description: "When someone asks to connect with you, you can accept or ignore it here.",
                  }
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
                        {[
                          person.connected_time_ago ? `Sent ${person.connected_time_ago}` : null,
                          inCommon(person.connections_in_common),
                        ]
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
            title="From companies you follow"
            seeAll={
              following && following.total > 0
                ? { to: "/individual/jobs?tab=following", label: "See all from companies you follow" }
                : undefined
            }
            failed={following === null}
            empty={
              following?.data.length === 0
                ? {
                    title: "No new jobs from companies you follow",
                    description: (
                      <>
                        Follow companies on their pages and their new jobs appear here.{" "}
                        <Link to={FOLLOWING_PATH} className="jl-link jl-link--underline jl-fg-brand">
                          Companies you follow
                        </Link>
                      </>
                    ),
                  }
                : null
            }
          >
            <ul>
              {following?.data.map((post) => (
                <ListRow key={post.id}>
                  <JobCard post={post} />
                </ListRow>
              ))}
            </ul>
            {following && following.data.length > 0 ? (
              <p className="jl-text-sm">
                <Link to={FOLLOWING_PATH} className="jl-link jl-fg-brand">
                  Manage companies you follow
                </Link>
              </p>
            ) : null}
          </DashboardSection>

          <DashboardSection
            title="Jobs for you"
            seeAll={{ to: "/individual/jobs", label: "See all jobs" }}
            failed={jobs === null}
            empty={
              jobs?.length === 0
                ? {
                    title: "No jobs for you yet",
                    description: "Add your skills to your profile and we will suggest jobs that fit.",
                  }
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

/** "Complete your profile": what a new profile lacks, done ones ticked, each a link to its dialog. */
function ProfileChecklist({ items }: { items: ChecklistItem[] }) {
  const done = items.filter((item) => item.done).length;
  return (
    <DashboardSection title="Complete your profile">
      <p className="jl-muted jl-text-sm">
        {done} of {items.length} done. A complete profile is found more often and gets better job suggestions.
      </p>
      <ul className="jl-checklist">
        {items.map((item) => (
          <li key={item.id} className="jl-checklist__item" data-done={item.done ? "true" : undefined}>
            <span className="jl-checklist__mark" aria-hidden="true">
              {item.done ? "✓" : ""}
            </span>
            {item.done ? (
              <span>
                {item.label}
                <span className="jl-sr-only"> (done)</span>
              </span>
            ) : (
              <Link to={item.to} className="jl-link jl-link--underline jl-fg-brand">
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </DashboardSection>
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
