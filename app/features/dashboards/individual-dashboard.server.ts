/**
 * A member's dashboard (`/individual/dashboard`, spec §2): the greeting, "Complete your profile"
 * while parts are missing, a few jobs from the network, from the companies they follow and
 * suggested for them, the connection requests received, and the invite form.
 */
import { redirect } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { INVITE_INTENT } from "./dashboard-card.tsx";
import { greetingText, inviteAction, optional } from "./dashboard.server.ts";
import { pagePathOf } from "#app/server/form-reply.server.ts";
import { toCardPost } from "#app/features/jobs/card-post.ts";
import { profileChecklist } from "./profile-checklist.ts";
import type { RouterContextProvider } from "react-router";
export type IndividualDashboardData = Awaited<ReturnType<typeof loadIndividualDashboard>>;

/** How many suggested jobs the dashboard shows (the rest are on /individual/jobs). */
const SUGGESTED_ON_DASHBOARD = 3;

/** How many posts from the network feed the dashboard shows. */
const NETWORK_ON_DASHBOARD = 5;

/** How many new posts of followed companies the dashboard shows (all are on /individual/jobs?tab=following). */
const FOLLOWING_ON_DASHBOARD = 3;

/** How many received connection requests the dashboard shows (all are on /individual/network). */
const REQUESTS_ON_DASHBOARD = 3;

export async function loadIndividualDashboard({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const api = context.get(apiContext);
  // Who the member is (the header reads the same answer) is the page; every other part is
  // optional and shows as unavailable on failure.
  const [me, greeting, network, suggested, received, profile, following] = await Promise.all([
    api.accounts.me(),
    greetingText(api, request),
    // Only what the sections show: suggested asks for as many more as the network section may
    // take away below.
    optional(api.jobs.network({ page: 1, page_size: NETWORK_ON_DASHBOARD })),
    optional(api.jobs.suggested({ page: 1, page_size: SUGGESTED_ON_DASHBOARD + NETWORK_ON_DASHBOARD })),
    optional(api.network.receivedRequests({ page: 1, page_size: REQUESTS_ON_DASHBOARD })),
    // The member's own profile, for "Complete your profile" (left out when it cannot be read).
    optional(api.profiles.get()),
    // New posts of the companies the member follows (decision 177).
    optional(api.jobs.following({ page_size: FOLLOWING_ON_DASHBOARD })),
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
    checklist: profile ? profileChecklist(profile) : null,
    following: following
      ? { data: following.data.slice(0, FOLLOWING_ON_DASHBOARD).map(toCardPost), total: following.total }
      : null,
  };
}

export async function individualDashboardAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  if (formData.get("intent") !== INVITE_INTENT) {
    session.flash("error", "That did not work. Please try again.");
    throw redirect(pagePathOf(request));
  }
  return inviteAction(request, formData, context.get(apiContext), session);
}
