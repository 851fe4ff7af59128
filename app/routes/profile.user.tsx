import { Badge, Box, Button, Stack, Text, Wrap } from "@chakra-ui/react";
import { useLocation } from "react-router";
import type { Route } from "./+types/profile.user";
import { apiContext, sessionContext } from "~/context";
import { imageUploadSchema, IMAGE_ACCEPT, RESUME_ACCEPT, resumeUploadSchema } from "~/forms/upload";
import { ProfileColumns } from "~/ui/app-shell";
import { ReferralBanner } from "~/ui/job-post/referral-banner";
import { handleReferralBannerAction, loadReferralBanner } from "~/ui/job-post/referral-banner.server";
import { ConnectionActions, ConnectionDialogs } from "~/ui/network/connection-actions";
import { ResumeRequestButton } from "~/ui/network/resume-request-button";
import { ConfirmDeleteDialog, IntentForm, UploadForm } from "~/ui/profile/forms";
import { EducationForm, EMPLOYMENT_TYPE_LABELS, ExperienceForm, IntroForm } from "~/ui/profile/profile-forms";
import { handleProfileAction } from "~/ui/profile/profile-action.server";
import { loadProfileDialog, type ProfileDialogData } from "~/ui/profile/profile-dialog.server";
import { EditLink, EmptyNote, formatBytes, LoginToAct, monthRange, ProfileHeaderCard, ProfileSection, TimelineItem } from "~/ui/profile/profile-view";
import { notFoundFor, ownIndividualId, userIdParam } from "~/ui/profile/profile.server";
import { RouteDialog, withSearch } from "~/ui/route-dialog";
import { shareMeta } from "~/ui/share-meta";
import { publicFileUrl, publicUrlFor } from "~/ui/share-meta.server";
import { pageTitle } from "~/ui/title";
import type { IndividualProfileView } from "~/contract/individual";
import { JobList } from "~/ui/jobs/job-list";
import { JobDialogs } from "~/ui/jobs/job-actions";
import { loadJobDialogConnections, viewerTypeOf } from "~/ui/jobs/jobs.server";
import { listPosition } from "~/ui/pagination";
import { publicPageHeaders } from "~/http-cache";

/** The same page for every visitor: cacheable for a minute (private again for members; decision 101). */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? `${loaderData.profile.first_name} ${loaderData.profile.last_name}`.trim() : "Profile") },
  ...shareMeta(loaderData?.share),
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = userIdParam(params.id);
  const api = context.get(apiContext);
  const { auth } = context.get(sessionContext);
  const [profile, ownId] = await Promise.all([
    api.profile.individual({ user_id: id }).catch((error: unknown) => notFoundFor(error, `No member was found with the id ${id}.`)),
    ownIndividualId(context),
  ]);
  const isOwner = ownId === id;
  const url = new URL(request.url);
  const [dialog, referralBanner, reposts] = await Promise.all([
    isOwner ? loadProfileDialog(api, profile, url.searchParams) : null,
    isOwner ? null : loadReferralBanner(context, url, id),
    // The jobs this member shared with their network (public).
    api.jobs.reposts({ user_id: id, ...listPosition(url, "reposts_page") }),
  ]);
  const jobDialogConnections = await loadJobDialogConnections(request, context);
  const referral = Number(url.searchParams.get("referral_id"));
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const place = profile.location ? `${profile.location.city}, ${profile.location.state}` : "";
  return {
    // What a shared link previews: name, headline, city and photo (nothing a visitor cannot see).
    share: {
      url: publicUrlFor(request, url.pathname),
      title: `${name} | JobLink`,
      description: [profile.bio, place].filter(Boolean).join(" · ") || `${name} is on JobLink.`,
      image: publicFileUrl(request, profile.profile_pic),
      type: "profile" as const,
    },
    profile: visibleProfile(profile, isOwner),
    isOwner,
    viewer: auth ? { type_of_user: auth.type_of_user, onboarded: auth.onboarding_complete } : null,
    referralId: Number.isInteger(referral) && referral > 0 ? referral : null,
    dialog,
    referralBanner,
    reposts,
    jobDialogConnections,
    viewerType: viewerTypeOf(context),
  };
}

/** What the page may carry to the browser: contact details only for the owner. */
function visibleProfile(profile: IndividualProfileView, isOwner: boolean) {
  const { email: _email, phone: _phone, pincode: _pincode, ...rest } = profile;
  return isOwner ? { ...rest, email: profile.email, phone: profile.phone } : { ...rest, email: null, phone: null };
}

export async function action(args: Route.ActionArgs) {
  // Refer / ignore come from the referral banner (the poster); everything else is the owner's.
  const intent = (await args.request.clone().formData()).get("intent");
  if (intent === "refer" || intent === "ignore") return handleReferralBannerAction(args);
  return handleProfileAction(args);
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, isOwner, viewer, dialog } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  const close = withSearch(location, { edit: null, item: null, delete: null });
  const open = (changes: Record<string, string | number | null>) => withSearch(location, { edit: null, item: null, delete: null, ...changes });
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const person = { id: profile.id, first_name: profile.first_name, last_name: profile.last_name, bio: profile.bio, profile_pic: profile.profile_pic, username: profile.username };
  const memberViewer = viewer?.type_of_user === "individual" && viewer.onboarded && !isOwner;
  const location_ = profile.location ? `${profile.location.city}, ${profile.location.state}, ${profile.location.country}` : null;
  const connections = `${profile.connections_count} connection${profile.connections_count === 1 ? "" : "s"}`;

  let actions: React.ReactNode = null;
  if (isOwner) actions = <EditLink to={open({ edit: "intro" })}>Edit intro</EditLink>;
  else if (memberViewer) actions = <ConnectionActions person={person} status={profile.status} redirectTo={here} dialogs={false} />;
  else if (!viewer) actions = <LoginToAct back={here}>Log in to connect</LoginToAct>;

  return (
    <Stack gap="5">
      {dialog ? <ProfileDialog dialog={dialog} profile={profile} closeTo={close} lastResult={actionData} /> : null}
      {memberViewer ? <ConnectionDialogs people={[person]} redirectTo={here} /> : null}
      {loaderData.referralBanner ? <ReferralBanner banner={loaderData.referralBanner} userId={profile.id} name={name} /> : null}
      <ProfileColumns
        main={
          <Stack gap="5">
            <ProfileHeaderCard
              name={name}
              banner={profile.banner}
              picture={profile.profile_pic}
              headline={profile.bio}
              details={
                <Stack gap="0.5">
                  {location_ ? <Text>{location_}</Text> : null}
                  <Text>{connections}</Text>
                </Stack>
              }
              actions={actions}
              bannerEdit={isOwner ? <EditLink to={open({ edit: "banner" })}>Edit banner</EditLink> : null}
              pictureEdit={isOwner ? <EditLink to={open({ edit: "photo" })}>Edit photo</EditLink> : null}
            />

            <ProfileSection id="skills-title" title="Skills" action={isOwner ? <EditLink to={open({ edit: "intro" })} label="Edit skills">Edit</EditLink> : null}>
              {profile.skills.length ? (
                <Wrap as="ul" gap="2" listStyleType="none">
                  {profile.skills.map((skill) => (
                    <Box as="li" key={skill.id}>
                      <Badge size="lg" variant="subtle" colorPalette="brand">
                        {skill.title}
                      </Badge>
                    </Box>
                  ))}
                </Wrap>
              ) : (
                <EmptyNote>{isOwner ? "Add the skills you are good at, so people and jobs can find you." : "No skills listed yet."}</EmptyNote>
              )}
            </ProfileSection>

            <ProfileSection id="experience-title" title="Experience" action={isOwner ? <EditLink to={open({ edit: "experience" })}>Add experience</EditLink> : null}>
              {profile.experiences.length ? (
                <Box as="ul" m="0" p="0">
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
                            <EditLink to={open({ edit: "experience", item: item.id })} label={`Edit experience: ${item.title} at ${item.company.title}`}>
                              Edit
                            </EditLink>
                            <EditLink to={open({ delete: "experience", item: item.id })} label={`Delete experience: ${item.title} at ${item.company.title}`}>
                              Delete
                            </EditLink>
                          </>
                        ) : null
                      }
                    />
                  ))}
                </Box>
              ) : (
                <EmptyNote>{isOwner ? "Add your current and past positions." : "No experience listed yet."}</EmptyNote>
              )}
            </ProfileSection>

            <ProfileSection id="education-title" title="Education" action={isOwner ? <EditLink to={open({ edit: "education" })}>Add education</EditLink> : null}>
              {profile.educations.length ? (
                <Box as="ul" m="0" p="0">
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
                            <EditLink to={open({ edit: "education", item: item.id })} label={`Edit education: ${item.degree.title} at ${item.institution.title}`}>
                              Edit
                            </EditLink>
                            <EditLink to={open({ delete: "education", item: item.id })} label={`Delete education: ${item.degree.title} at ${item.institution.title}`}>
                              Delete
                            </EditLink>
                          </>
                        ) : null
                      }
                    />
                  ))}
                </Box>
              ) : (
                <EmptyNote>{isOwner ? "Add the schools, colleges and degrees you studied for." : "No education listed yet."}</EmptyNote>
              )}
            </ProfileSection>

            <JobDialogs posts={loaderData.reposts.data} connections={loaderData.jobDialogConnections} redirectTo={location.pathname + location.search} />
            <JobList
              title="Reposts"
              list={loaderData.reposts}
              pageParam="reposts_page"
              viewerType={loaderData.viewerType}
              redirectTo={location.pathname + location.search}
              detail={(post) => `Reposted ${post.reposted_time_ago}`}
              empty={{
                title: "No reposts yet",
                description: isOwner ? "Jobs you repost to your network appear here." : "Jobs this member reposts appear here.",
              }}
            />
          </Stack>
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
    </Stack>
  );
}

type PageProfile = Route.ComponentProps["loaderData"]["profile"];

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
      <Button asChild size="sm" colorPalette="brand">
        <a href={`/resume/${profile.id}`} download>
          Download resume
        </a>
      </Button>
    ) : null;

  let body: React.ReactNode;
  if (isOwner) {
    body = profile.resume ? (
      <Stack gap="3">
        {/* A long file name may break anywhere; the size and the date never break inside. */}
        <Text fontSize="sm" overflowWrap="anywhere">
          {profile.resume.name} · <span className="jl-job__nowrap">{formatBytes(profile.resume.size)}</span> ·{" "}
          <span className="jl-job__nowrap">uploaded {formatDay(profile.resume.uploaded_at)}</span>
        </Text>
        <Wrap gap="2">
          {download}
          <EditLink to={replaceTo}>Replace</EditLink>
          <EditLink to={deleteTo} label="Delete resume">
            Delete
          </EditLink>
        </Wrap>
        <Text fontSize="xs" color="fg.muted">
          Only you and the members whose resume request you accept can download it.
        </Text>
      </Stack>
    ) : (
      <Stack gap="3" align="flex-start">
        <EmptyNote>Add your resume (a PDF, up to 10 MB). Members can ask for it, and you decide who may download it.</EmptyNote>
        <EditLink to={replaceTo}>Upload resume</EditLink>
      </Stack>
    );
  } else if (download) {
    body = <Stack align="flex-start">{download}</Stack>;
  } else if (profile.has_resume === false) {
    if (!canRequest) return null;
    body = <EmptyNote>{profile.first_name} has not uploaded a resume yet.</EmptyNote>;
  } else if (canRequest) {
    body = (
      <Stack gap="3" align="flex-start">
        <EmptyNote>Ask {profile.first_name} for their resume; you can download it once they accept.</EmptyNote>
        <ResumeRequestButton userId={profile.id} requested={profile.requested_resume} redirectTo={here} />
      </Stack>
    );
  } else if (visitor) {
    body = (
      <Stack gap="3" align="flex-start">
        <EmptyNote>Log in to ask {profile.first_name} for their resume.</EmptyNote>
        <LoginToAct back={here}>Log in</LoginToAct>
      </Stack>
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
  return Number.isNaN(date.getTime()) ? "" : `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The owner's dialog the URL asks for. */
function ProfileDialog({
  dialog,
  profile,
  closeTo,
  lastResult,
}: {
  dialog: ProfileDialogData;
  profile: PageProfile;
  closeTo: string;
  lastResult: Route.ComponentProps["actionData"];
}) {
  const reply = lastResult ?? null;
  switch (dialog.kind) {
    case "intro":
      return (
        <RouteDialog title="Edit intro" closeTo={closeTo} size="lg">
          <IntroForm defaults={dialog.defaults} locations={dialog.locations} skills={dialog.skills} cancelTo={closeTo} lastResult={reply} />
        </RouteDialog>
      );
    case "photo":
    case "banner": {
      const isPhoto = dialog.kind === "photo";
      const current = isPhoto ? profile.profile_pic : profile.banner;
      return (
        <RouteDialog title={isPhoto ? "Profile photo" : "Banner"} closeTo={closeTo}>
          <UploadForm
            id={`upload-${dialog.kind}`}
            intent="picture"
            fields={{ type: dialog.kind }}
            schema={imageUploadSchema}
            label={isPhoto ? "New profile photo" : "New banner"}
            accept={IMAGE_ACCEPT}
            helperText={isPhoto ? "JPEG, PNG or WebP, up to 5 MB. It is cropped to a square." : "JPEG, PNG or WebP, up to 5 MB. It is cropped to 4:1 (1584 × 396)."}
            cancelTo={closeTo}
            lastResult={reply}
          />
          {current ? (
            <Box borderTopWidth="1px" pt="4">
              <IntentForm intent="picture-delete" fields={{ type: dialog.kind }}>
                {isPhoto ? "Remove photo" : "Remove banner"}
              </IntentForm>
            </Box>
          ) : null}
        </RouteDialog>
      );
    }
    case "resume":
      return (
        <RouteDialog title={profile.resume ? "Replace resume" : "Upload resume"} closeTo={closeTo}>
          <UploadForm
            id="upload-resume"
            intent="resume"
            schema={resumeUploadSchema}
            label="Resume (PDF)"
            accept={RESUME_ACCEPT}
            helperText="A PDF, up to 10 MB."
            cancelTo={closeTo}
            lastResult={reply}
          />
        </RouteDialog>
      );
    case "experience":
      return (
        <RouteDialog title={dialog.item ? "Edit experience" : "Add experience"} closeTo={closeTo} size="lg">
          <ExperienceForm
            id={dialog.item?.id}
            defaults={dialog.item?.defaults}
            companies={dialog.companies}
            locations={dialog.locations}
            cancelTo={closeTo}
            lastResult={reply}
          />
        </RouteDialog>
      );
    case "education":
      return (
        <RouteDialog title={dialog.item ? "Edit education" : "Add education"} closeTo={closeTo} size="lg">
          <EducationForm
            id={dialog.item?.id}
            defaults={dialog.item?.defaults}
            institutions={dialog.institutions}
            degrees={dialog.degrees}
            cancelTo={closeTo}
            lastResult={reply}
          />
        </RouteDialog>
      );
    case "delete":
      return (
        <ConfirmDeleteDialog
          title={dialog.title}
          description={dialog.description}
          intent={dialog.intent}
          fields={dialog.id ? { id: dialog.id } : undefined}
          closeTo={closeTo}
        />
      );
  }
}
