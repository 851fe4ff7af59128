/**
 * The "Open to work" box of a profile (decision 184): what the member wants, for the viewers the
 * API lets see it (it answers null to the others, so nothing shows), and for the owner who sees
 * it with whom it is shown to and the links to edit or remove it — or, when they are not open to
 * work, the link to say so. Plain elements with static classes, like the rest of the page.
 */
import type { OpenToWork } from "#app/contract/profiles.ts";
import { EMPLOYMENT_TYPE_LABELS, JOB_TYPE_LABELS } from "#app/forms/jobs/job-post-labels.ts";
import { EditLink, EmptyNote, ProfileSection } from "./profile-view.tsx";
import { VISIBILITY_LABELS } from "#app/forms/profiles/open-to-work.form.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-08-01" → "1 Aug 2026". */
export function formatStartDate(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** The lines of what a member wants: roles, places, kinds of work, start. */
export function openToWorkLines(o: OpenToWork): Array<{ term: string; value: string }> {
  return [
    { term: "Roles", value: o.roles.join(", ") },
    { term: "Locations", value: o.locations.map((l) => l.city).join(", ") },
    { term: "Job types", value: o.job_types.map((t) => JOB_TYPE_LABELS[t]).join(", ") },
    { term: "Employment", value: o.employment_types.map((t) => EMPLOYMENT_TYPE_LABELS[t]).join(", ") },
    { term: "Start", value: o.start_date ? formatStartDate(o.start_date) : "Flexible" },
  ];
}

export function OpenToWorkFacts({ openToWork }: { openToWork: OpenToWork }) {
  return (
    <dl className="jl-stack jl-gap-1 jl-text-sm">
      {openToWorkLines(openToWork).map((line) => (
        <div key={line.term} className="jl-flex jl-wrap jl-gap-2">
          <dt className="jl-muted">{line.term}:</dt>
          <dd className="jl-break-anywhere">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OpenToWorkSection({
  openToWork,
  isOwner,
  firstName,
  editTo,
  removeTo,
}: {
  openToWork: OpenToWork | null;
  isOwner: boolean;
  firstName: string;
  editTo: string;
  removeTo: string;
}) {
  if (!openToWork) {
    if (!isOwner) return null;
    return (
      <ProfileSection
        id="open-to-work-title"
        title="Open to work"
        action={
          <EditLink to={editTo} label="Say you are open to work">
            Get started
          </EditLink>
        }
      >
        <EmptyNote>
          Let recruiters know you are looking: the roles, places and start you want. Your current employer never sees
          it.
        </EmptyNote>
      </ProfileSection>
    );
  }
  return (
    <ProfileSection
      id="open-to-work-title"
      title="Open to work"
      action={
        isOwner ? (
          <div className="jl-flex jl-wrap jl-gap-2">
            <EditLink to={editTo} label="Edit open to work">
              Edit
            </EditLink>
            <EditLink to={removeTo} label="Remove open to work">
              Remove
            </EditLink>
          </div>
        ) : null
      }
    >
      <div className="jl-stack jl-gap-2">
        {isOwner ? null : <p className="jl-text-sm">{firstName} is looking for a new role.</p>}
        <OpenToWorkFacts openToWork={openToWork} />
        {isOwner && openToWork.visibility ? (
          <p className="jl-text-xs jl-muted">
            Shown to: {VISIBILITY_LABELS[openToWork.visibility]}. Never to the people or the company account of your
            current employer.
          </p>
        ) : null}
      </div>
    </ProfileSection>
  );
}
