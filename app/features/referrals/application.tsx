/**
 * An application's status as both sides see it (decision 130): the badge, the history of
 * changes with their times, and the words for each status. Plain elements with the static
 * classes of static-classes.ts (they come with job cards and the applications lists).
 */
import type { ApplicationStatus, MyApplication, StatusChange } from "#app/contract/jobs.ts";
import type { ApplicationFilter, ApplicationSort } from "#app/contract/referrals.ts";
import { IntentButton } from "#app/ui/intent-button.tsx";
import { badgeClass, type Palette, SrOnly } from "#app/ui/static.tsx";
import { JOB_ACTIONS } from "#app/features/jobs/dialog-params.ts";

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  requested: "Requested",
  viewed: "Viewed",
  in_review: "In review",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  referred: "Referred",
  not_selected: "Not selected",
  withdrawn: "Withdrawn",
  position_closed: "Position closed",
};

const PALETTE: Record<ApplicationStatus, Palette> = {
  requested: "orange",
  viewed: "brand",
  in_review: "brand",
  interview: "brand",
  offer: "green",
  hired: "green",
  referred: "green",
  not_selected: "gray",
  withdrawn: "gray",
  position_closed: "gray",
};

/**
 * How each filter of the applications lists reads (the contract's `APPLICATION_FILTERS`; types
 * only: job cards load this module, without Zod).
 */
export const APPLICATION_FILTER_LABELS: Record<ApplicationFilter, string> = {
  active: "Active (in progress, hired or referred)",
  ...APPLICATION_STATUS_LABELS,
  all: "All",
};

/** The filters in the order offered: the labels' (active first, then each status, all last). */
export const APPLICATION_FILTER_ORDER = Object.keys(APPLICATION_FILTER_LABELS) as ApplicationFilter[];

/** `?status=` of an applications page, `active` when absent or unknown. */
export function applicationFilterOf(url: URL): ApplicationFilter {
  const value = url.searchParams.get("status");
  return APPLICATION_FILTER_ORDER.find((filter) => filter === value) ?? "active";
}

export const APPLICATION_SORT_LABELS: Record<ApplicationSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
};

/** `?sort=` of an applications page, `newest` when absent or unknown. */
export function applicationSortOf(url: URL): ApplicationSort {
  return url.searchParams.get("sort") === "oldest" ? "oldest" : "newest";
}

export function ApplicationStatusBadge({
  status,
  prefix = "Application",
}: {
  status: ApplicationStatus;
  prefix?: string;
}) {
  return (
    <span className={badgeClass("subtle", PALETTE[status])} data-testid="application-status">
      {/* One text (adjacent texts cost a `<!-- -->` each in the HTML). */}
      {prefix ? `${prefix}: ${APPLICATION_STATUS_LABELS[status]}` : APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * One formatter for every time printed: making an Intl formatter costs far more than using it
 * (made per call, it was a sixth of the applied jobs tab's server time at real size).
 */
const whenFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** A time both the server and the browser print the same way (India's time zone, as the product's). */
export function formatWhen(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return whenFormat.format(date);
}

/** The changes of an application, oldest first, each with its time and who made it. */
export function StatusHistory({ history, label }: { history: StatusChange[]; label: string }) {
  if (!history.length) return null;
  return (
    <ol className="jl-stack jl-gap-1 jl-text-sm" aria-label={label}>
      {history.map((change, index) => (
        <li key={`${change.status}-${index}`}>
          <strong>{APPLICATION_STATUS_LABELS[change.status]}</strong>{" "}
          <time dateTime={change.at}>{formatWhen(change.at)}</time>
          <span className="jl-muted">{` · by the ${change.by}`}</span>
          {change.message ? (
            <blockquote className="jl-application__note" style={{ margin: "0.25rem 0 0", whiteSpace: "pre-wrap" }}>
              {change.message}
            </blockquote>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * The applicant's own application on an Applied card: the status history, the note and resume
 * sent, and Withdraw while it is open (a plain form posting to `/jobs/actions`).
 */
export function MyApplicationDetail({
  application,
  title,
  redirectTo,
}: {
  application: Omit<MyApplication, "status" | "status_at">;
  title: string;
  redirectTo: string;
}) {
  return (
    <div className="jl-stack jl-gap-2">
      <StatusHistory history={application.history} label={`History of your application for ${title}`} />
      {application.message ? (
        <p className="jl-text-sm">
          <span className="jl-muted">Your note: </span>
          {application.message}
        </p>
      ) : null}
      <p className="jl-text-sm jl-muted">
        {application.resume ? `Resume sent: ${application.resume.name}` : "No resume sent."}
      </p>
      {application.can_withdraw ? (
        <div>
          <IntentButton
            action={JOB_ACTIONS}
            intent="withdraw"
            fields={{ referral_id: application.referral_id }}
            redirectTo={redirectTo}
            variant="outline"
            colorPalette="red"
          >
            Withdraw<SrOnly>{` your application for ${title}`}</SrOnly>
          </IntentButton>
        </div>
      ) : null}
    </div>
  );
}
