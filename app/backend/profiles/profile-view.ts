/**
 * The individual profile as GET /api/individual/get/ answers it: the profile plus username,
 * skills, experiences, educations, the resume (when the viewer may see it), the viewer's
 * connection status and resume request, and the number of connections.
 */
import { hideIfBlocked } from "#app/backend/blocks/service.ts";
import { hideIfSuspended } from "#app/backend/moderation/suspension.ts";
import type { IndividualProfileView } from "#app/contract/profiles.ts";
import { connectionsCount, statusBetween } from "#app/backend/network/service.ts";
import { requestedResume } from "#app/backend/resume-requests/resume-request.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { usernameOf } from "#app/backend/lib/person.ts";
import { listEducations } from "./education.ts";
import { listEndorsements } from "./endorsements.ts";
import { listExperiences } from "./experience.ts";
import { mayReadResume, readResumeInfo } from "./resume.ts";
import { INDIVIDUAL_MESSAGES, readIndividual } from "./service.ts";
import { listSkills } from "./skills.ts";

export type { IndividualProfileView };

/**
 * The profile of `userId` as `viewerId` (null: a visitor) sees it at `now`; 404 when there is
 * none, or when a block or a suspension hides it from the viewer.
 */
export async function readIndividualView(
  db: Db,
  viewerId: number | null,
  userId: number,
  now: Date,
): Promise<IndividualProfileView> {
  const asOwner = viewerId === userId;
  await hideIfBlocked(db, viewerId, userId, INDIVIDUAL_MESSAGES.notFound);
  await hideIfSuspended(db, viewerId, userId, INDIVIDUAL_MESSAGES.notFound, now);
  const profile = await readIndividual(db, userId, asOwner);
  if (!profile) throw new ApiError(404, INDIVIDUAL_MESSAGES.notFound);
  const [skills, experiences, educations, resume, mayRead, requested, status, count] = await Promise.all([
    listSkills(db, userId),
    listExperiences(db, userId),
    listEducations(db, userId),
    readResumeInfo(db, userId),
    mayReadResume(db, viewerId, userId),
    requestedResume(db, viewerId, userId),
    statusBetween(db, viewerId, userId),
    connectionsCount(db, userId),
  ]);
  const endorsements = await listEndorsements(
    db,
    viewerId,
    userId,
    skills.map((skill) => skill.id),
  );
  const showResume = resume !== null && mayRead;
  return {
    ...profile,
    username: usernameOf(profile.first_name, profile.last_name),
    skills,
    endorsements,
    // Only members connect, so a connection is a member who may endorse.
    may_endorse: status.is_connected,
    experiences,
    educations,
    resume: showResume && resume ? { name: resume.name, size: resume.size, uploaded_at: resume.uploaded_at } : null,
    has_resume: resume !== null,
    show_resume: showResume,
    requested_resume: requested,
    status,
    connections_count: count,
  };
}
