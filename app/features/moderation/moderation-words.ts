/** How the screens word a case's state and outcome, and where the desk is (decision 175). */
import type { ModerationOutcome, ReportTargetKind } from "#app/forms/moderation/moderation.form.ts";

export const OUTCOME_WORDS: Record<ModerationOutcome, string> = {
  dismiss: "No action taken",
  remove: "Content removed",
  warn: "Account warned",
  suspend: "Account suspended",
  ban: "Account banned",
};

export const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

export function when(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

export const DESK_PATH = "/moderation";
export const casePath = (id: number) => `/moderation/cases/${id}`;

/** Where the member follows their reports. */
export const MY_REPORTS_PATH = "/settings/reports";

/** The link to the report form about one thing (with the page to go back to). */
export function reportPath(kind: ReportTargetKind, id: number, back?: string): string {
  const query = new URLSearchParams({ kind, id: String(id) });
  if (back) query.set("redirectTo", back);
  return `/report?${query}`;
}
