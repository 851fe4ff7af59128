/**
 * Typed wrappers for every endpoint of the API contract (app/contract/), one object per area,
 * named as the area's folder: `api.accounts.login({ email, password })`, `api.profiles.get()`,
 * `api.master.list("skill", { search })`. (The contract's registries keep the API's own words,
 * `userApi`, `individualApi`, …; each area's calls are `<area>Calls`.)
 *
 * Conventions
 * - Arguments are the contract's body or query, with its snake_case names.
 * - A wrapper resolves with the envelope's `data`; a call that answers no data resolves with
 *   `{ message }` (the server's sentence). Paged lists (later issues) resolve with
 *   `{ data, page, page_size, total, has_next }`; a call whose success message is shown (job
 *   posts) resolves with `{ data, message }`.
 * - Failures (400–599) reject with an `UpstreamError`; see errors.ts for what to show.
 * - Every wrapper takes `{ signal }` last, to cancel a superseded call.
 * - A later issue adds its area as another property of {@link createApi}.
 *
 * Each area's calls are in its feature folder (`app/features/<area>/<area>.api.ts`); the master
 * lists', which no one area owns, beside the pickers that read them (`app/ui/picker/master.api.ts`),
 * the live updates' in `live-api.ts`. This module only puts them together.
 */
import { createUpstreamClient, type UpstreamClient, type UpstreamClientOptions } from "./client.ts";
import { accountsCalls } from "#app/features/accounts/accounts.api.ts";
import { blocksCalls } from "#app/features/blocks/blocks.api.ts";
import { messagesCalls } from "#app/features/messages/messages.api.ts";
import { companiesCalls } from "#app/features/companies/companies.api.ts";
import { jobsCalls } from "#app/features/jobs/jobs.api.ts";
import { liveCalls } from "./live-api.ts";
import { masterListsCalls } from "#app/ui/picker/master.api.ts";
import { moderationCalls } from "#app/features/moderation/moderation.api.ts";
import { networkCalls } from "#app/features/network/network.api.ts";
import { notificationsCalls } from "#app/features/notifications/notifications.api.ts";
import { referralsCalls } from "#app/features/referrals/referrals.api.ts";
import { resumeRequestsCalls } from "#app/features/resume-requests/resume-requests.api.ts";
import { picturesCalls, profilesCalls } from "#app/features/profiles/profiles.api.ts";
import { searchCalls } from "#app/features/search/search.api.ts";
import { seoCalls } from "#app/features/seo/seo.api.ts";

/** The typed API over one client. */
export function createApi(client: UpstreamClient) {
  return {
    /** The underlying client, for calls no wrapper covers yet. */
    client,
    accounts: accountsCalls(client),
    /** A member's profile, experience, education and resume; the pictures of members and companies. */
    profiles: { ...profilesCalls(client), ...picturesCalls(client) },
    companies: companiesCalls(client),
    master: masterListsCalls(client),
    network: networkCalls(client),
    /** Blocking and the blocked list (decision 174). */
    blocks: blocksCalls(client),
    jobs: jobsCalls(client),
    referrals: referralsCalls(client),
    resumeRequests: resumeRequestsCalls(client),
    notifications: notificationsCalls(client),
    search: searchCalls(client),
    /** Sitemaps and feeds (decision 170). */
    seo: seoCalls(client),
    messages: messagesCalls(client),
    /** Reports and the moderation desk (decision 175). */
    moderation: moderationCalls(client),
    live: liveCalls(client),
  };
}

/** The typed API, as created by {@link createApi}. */
export type UpstreamApi = ReturnType<typeof createApi>;

/** Shorthand: `createApi(createUpstreamClient(options))`. */
export function createUpstreamApi(options: UpstreamClientOptions): UpstreamApi {
  return createApi(createUpstreamClient(options));
}
