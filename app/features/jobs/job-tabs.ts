import type { JobFeedType } from "#app/contract/jobs.ts";

/** The member's job lists on `/individual/jobs` (`?tab=`), as links so they work without JavaScript: five of the contract's feeds. */
export const JOB_TABS = [
  { id: "suggested", label: "Suggested" },
  { id: "applied", label: "Applied" },
  { id: "my_company", label: "My company" },
  { id: "saved", label: "Saved" },
  // New posts of the companies the member follows (decision 177).
  { id: "following", label: "Following" },
] as const satisfies readonly { id: JobFeedType; label: string }[];
export type JobTab = (typeof JOB_TABS)[number]["id"];

/** The tab an address asks for; suggested when none or an unknown one. */
export function jobTabOf(url: string): JobTab {
  const value = new URL(url).searchParams.get("tab");
  return JOB_TABS.find((tab) => tab.id === value)?.id ?? "suggested";
}
