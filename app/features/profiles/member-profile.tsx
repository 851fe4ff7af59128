/**
 * A member's profile screen: the header card, skills, experience, education, reposts and the
 * resume, with the owner's edit links, a member's connect and resume request buttons, or a
 * visitor's "Log in" links.
 */
import { useLocation } from "react-router";
import { ProfileColumns } from "#app/ui/app-shell.tsx";
import { ConnectionActions, ConnectionDialogs } from "#app/features/network/connection-actions.tsx";
import { ResumeRequestButton } from "#app/features/resume-requests/resume-request-button.tsx";
import { BlockLink } from "#app/features/blocks/block-link.tsx";
import { EMPLOYMENT_TYPE_LABELS } from "#app/forms/jobs/job-post-labels.ts";
import { lazyComponent } from "#app/ui/lazy.tsx";
import { buttonClass } from "#app/ui/static.tsx";
import {
  EditLink,
  EmptyNote,
  formatBytes,
  LoginToAct,
  monthRange,
  ProfileHeaderCard,
  ProfileSection,
  TimelineItem,
} from "./profile-view.tsx";
import { withSearch } from "#app/ui/route-dialog.tsx";
import { JobList } from "#app/features/jobs/job-list.tsx";
import { JobDialogs } from "#app/features/jobs/job-actions.tsx";
import { Link } from "#app/ui/link.tsx";
import { reportPath } from "#app/features/moderation/moderation-words.ts";
import type { MemberProfileData } from "./member-profile.server.ts";
import { SkillList } from "./skill-list.tsx";
import { OpenToWorkSection } from "./open-to-work-section.tsx";
import { badgeClass } from "#app/ui/static.tsx";

/**
 * What only some viewers see, loaded by the browser only then (decision 139): the owner's edit
 * dialogs (forms, Zod, Chakra) and the poster's referral banner. The page itself is plain
 * elements with static classes.
 */
const ProfileDialog = lazyComponent(() => import("./profile-dialog.tsx"));
const ReferralBanner = lazyComponent(() => import("#app/features/referrals/referral-banner.tsx"));

export function MemberProfile({ loaderData, actionData }: { loaderData: MemberProfileData; actionData: unknown }) {
  const { profile, isOwner, viewer, dialog } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  const close = withSearch(location, { edit: null, item: null, delete: null });
  const open = (changes: Record<string, string | number | null>) =>
    withSearch(location, { edit: null, item: null, delete: null, ...changes });
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const person = {
    id: profile.id,
    first_name: profile.first_name,
    last_name: profile.last_name,
    bio: profile.bio,
    profile_pic: profile.profile_pic,
    username: profile.username,
  };
  const memberViewer = viewer?.type_of_user === "individual" && viewer.onboarded && !isOwner;
  const location_ = profile.location
    ? `${profile.location.city}, ${profile.location.state}, ${profile.location.country}`
    : null;
  const connections = `${profile.connections_count} connection${profile.connections_count === 1 ? "" : "s"}`;

  let actions: React.ReactNode = null;
  if (isOwner) actions = <EditLink to={open({ edit: "intro" })}>Edit intro</EditLink>;
  else if (memberViewer)
    actions = <ConnectionActions person={person} status={profile.status} redirectTo={here} dialogs={false} />;
  else if (!viewer) actions = <LoginToAct back={here}>Log in to connect</LoginToAct>;
  // Any signed-in account but the owner may block the member (decision 174).
  if (viewer?.onboarded && !isOwner) {
    actions = (
      <>
        {actions}
        <BlockLink userId={profile.id} name={name} back={here} />
      </>
    );
  }

  return (
    <div className="jl-stack jl-gap-5">
      {dialog ? <ProfileDialog dialog={dialog} profile={profile} closeTo={close} lastResult={actionData} /> : null}
      {memberViewer ? <ConnectionDialogs people={[person]} redirectTo={here} /> : null}
      {loaderData.referralBanner ? (
        <ReferralBanner banner={loaderData.referralBanner} userId={profile.id} name={name} />
      ) : null}
      <ProfileColumns
        main={
          <div className="jl-stack jl-gap-5">
            <ProfileHeaderCard
              name={name}
              banner={profile.banner}
              picture={profile.profile_pic}
              headline={profile.bio}
              details={
                <div className="jl-stack jl-gap-half">
                  {loaderData.openToWork ? (
                    <p>
                      <span className={badgeClass("subtle", "green")}>Open to work</span>
                    </p>
                  ) : null}
                  {location_ ? <p>{location_}</p> : null}
                  <p>{connections}</p>
                  {viewer?.onboarded && !isOwner ? (
                    <p>
                      <Link to={reportPath("member", profile.id, here)} className="jl-link jl-fg-brand jl-text-sm">
                        Report this member
                      </Link>
                    </p>
                  ) : null}
                </div>
              }
              actions={actions}
              bannerEdit={isOwner ? <EditLink to={open({ edit: "banner" })}>Edit banner</EditLink> : null}
              pictureEdit={isOwner ? <EditLink to={open({ edit: "photo" })}>Edit photo</EditLink> : null}
            />

            <OpenToWorkSection
              openToWork={loaderData.openToWork}
              isOwner={isOwner}
              firstName={profile.first_name}
              editTo={open({ edit: "open-to-work" })}
              removeTo={open({ delete: "open-to-work" })}
            />

            <ProfileSection
              id="skills-title"
              title="Skills"
              action={
                isOwner ? (
                  <EditLink to={open({ edit: "intro" })} label="Edit skills">
                    Edit
                  </EditLink>
                ) : null
              }
            >
              {profile.skills.length ? (
                <SkillList
                  skills={profile.skills}
                  endorsements={profile.endorsements}
                  mayEndorse={profile.may_endorse}
                  action={here}
                />
              ) : (
                <EmptyNote>
                  {isOwner
                    ? "Add the skills you are good at, so people and jobs can find you."
                    : "No skills listed yet."}
                </EmptyNote>
              )}
            </ProfileSection>

            <ProfileSection
              id="experience-title"
              title="Experience"
              action={isOwner ? <EditLink to={open({ edit: "experience" })}>Add experience</EditLink> : null}
            >
              {profile.experiences.length ? (
                <ul className="jl-timeline">
                  {profile.experiences.map((item) => (
                    <TimelineItem
                      key={item.id}
                      title={item.title}
                      lines={[
                        `${item.company.title} · ${EMPLOYMENT_TYPE_LABELS[item.employment_type] ?? item.employment_type}`,
                        monthRange(item.start_date, item.end_date, item.is_current),
                        item.location ? `${item.location.city}, ${item.location.state}` : null,
                      ]}
                      description={item.description}
                      actions={
                        isOwner ? (
                          <>
                            <EditLink
                              to={open({ edit: "experience", item: item.id })}
                              label={`Edit experience: ${item.title} at ${item.company.title}`}
                            >
                              Edit
                            </EditLink>
                            <EditLink
                              to={open({ delete: "experience", item: item.id })}
                              label={`Delete experience: ${item.title} at ${item.company.title}`}
                            >
                              Delete
                            </EditLink>
                          </>
                        ) : null
                      }
                    />
                  ))}
                </ul>
              ) : (
                <EmptyNote>{isOwner ? "Add your current and past positions." : "No experience listed yet."}</EmptyNote>
              )}
            </ProfileSection>

            <ProfileSection
              id="education-title"
              title="Education"
              action={isOwner ? <EditLink to={open({ edit: "education" })}>Add education</EditLink> : null}
            >
              {profile.educations.length ? (
                <ul className="jl-timeline">
                  {profile.educations.map((item) => (
                    <TimelineItem
                      key={item.id}
                      title={item.institution.title}
                      lines={[
                        [item.degree.title, item.field_of_study].filter(Boolean).join(", "),
                        `${item.start_year} – ${item.end_year ?? "Present"}`,
                        item.grade ? `Grade: ${item.grade}` : null,
                      ]}
                      actions={
                        isOwner ? (
                          <>
                            <EditLink
                              to={open({ edit: "education", item: item.id })}
                              label={`Edit education: ${item.degree.title} at ${item.institution.title}`}
                            >
                              Edit
                            </EditLink>
                            <EditLink
                              to={open({ delete: "education", item: item.id })}
                              label={`Delete education: ${item.degree.title} at ${item.institution.title}`}
                            >
                              Delete
                            </EditLink>
                          </>
                        ) : null
                      }
                    />
                  ))}
                </ul>
              ) : (
                <EmptyNote>
                  {isOwner ? "Add the schools, colleges and degrees you studied for." : "No education listed yet."}
                </EmptyNote>
              )}
            </ProfileSection>

            <JobDialogs
              posts={loaderData.reposts.data}
              connections={loaderData.jobDialogConnections}
              redirectTo={location.pathname + location.search}
            />
            <JobList
              title="Reposts"
              list={loaderData.reposts}
              pageParam="reposts_page"
              viewerType={loaderData.viewerType}
              redirectTo={location.pathname + location.search}
              detail={(post) => `Reposted ${post.reposted_time_ago}`}
              empty={{
                title: "No reposts yet",
                description: isOwner
                  ? "Jobs you repost to your network appear here."
                  : "Jobs this member reposts appear here.",
              }}
            />
          </div>
        }
        side={
          <ResumeSection
            profile={profile}
            isOwner={isOwner}
            canRequest={memberViewer}
            visitor={!viewer}
            here={here}
            replaceTo={open({ edit: "resume" })}
            deleteTo={open({ delete: "resume" })}
          />
        }
      />
    </div>
  );
}

type PageProfile = MemberProfileData["profile"];

function ResumeSection({
  profile,
  isOwner,
  canRequest,
  visitor,
  here,
  replaceTo,
  deleteTo,
}: {
  profile: PageProfile;
  isOwner: boolean;
  canRequest: boolean;
  visitor: boolean;
  here: string;
  replaceTo: string;
  deleteTo: string;
}) {
  const download =
    profile.show_resume && profile.resume ? (
      <a href={`/resume/${profile.id}`} download className={buttonClass({ size: "sm", palette: "brand" })}>
        Download resume
      </a>
    ) : null;

  let body: React.ReactNode;
  if (isOwner) {
    body = profile.resume ? (
      <div className="jl-stack jl-gap-3">
        {/* A long file name may break anywhere; the size and the date never break inside. */}
        <p className="jl-text-sm jl-break-anywhere">
          {profile.resume.name} · <span className="jl-job__nowrap">{formatBytes(profile.resume.size)}</span> ·{" "}
          <span className="jl-job__nowrap">uploaded {formatDay(profile.resume.uploaded_at)}</span>
        </p>
        <div className="jl-flex jl-wrap jl-gap-2">
          {download}
          <EditLink to={replaceTo}>Replace</EditLink>
          <EditLink to={deleteTo} label="Delete resume">
            Delete
          </EditLink>
        </div>
        <p className="jl-text-xs jl-muted">Only you and the members whose resume request you accept can download it.</p>
      </div>
    ) : (
      <div className="jl-stack jl-gap-3 jl-items-start">
        <EmptyNote>
          Add your resume (a PDF, up to 10 MB). Members can ask for it, and you decide who may download it.
        </EmptyNote>
        <EditLink to={replaceTo}>Upload resume</EditLink>
      </div>
    );
  } else if (download) {
    body = <div className="jl-stack jl-items-start">{download}</div>;
  } else if (profile.has_resume === false) {
    if (!canRequest) return null;
    body = <EmptyNote>{profile.first_name} has not uploaded a resume yet.</EmptyNote>;
  } else if (canRequest) {
    body = (
      <div className="jl-stack jl-gap-3 jl-items-start">
        <EmptyNote>Ask {profile.first_name} for their resume; you can download it once they accept.</EmptyNote>
        <ResumeRequestButton userId={profile.id} requested={profile.requested_resume} redirectTo={here} />
      </div>
    );
  } else if (visitor) {
    body = (
      <div className="jl-stack jl-gap-3 jl-items-start">
        <EmptyNote>Log in to ask {profile.first_name} for their resume.</EmptyNote>
        <LoginToAct back={here}>Log in</LoginToAct>
      </div>
    );
  } else {
    return null;
  }
  return (
    <ProfileSection id="resume-title" title="Resume">
      {body}
    </ProfileSection>
  );
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-11-21T…" → "21 Nov 2026" (UTC, the same on server and browser). */
function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ""
    : `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
