/**
 * Typed wrappers for every endpoint of the API contract (app/contract/), one object per area:
 * `api.user.login({ email, password })`, `api.individual.get()`,
 * `api.master.list("skill", { search })`.
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
import { userApi } from "../features/accounts/accounts.api.ts";
import { chatApi } from "../features/messages/messages.api.ts";
import { corporateApi } from "../features/companies/companies.api.ts";
import { jobsApi } from "../features/jobs/jobs.api.ts";
import { liveApi } from "./live-api.ts";
import { masterApi } from "../ui/picker/master.api.ts";
import { networkApi } from "../features/network/network.api.ts";
import { notificationsApi } from "../features/notifications/notifications.api.ts";
import { referralsApi } from "../features/referrals/referrals.api.ts";
import { resumeRequestsApi } from "../features/resume-requests/resume-requests.api.ts";
import { individualApi, profileApi } from "../features/profiles/profiles.api.ts";
import { searchApi } from "../features/search/search.api.ts";

/** The typed API over one client. */
export function createApi(client: UpstreamClient) {
  return {
    /** The underlying client, for calls no wrapper covers yet. */
    client,
    user: userApi(client),
    individual: individualApi(client),
    corporate: corporateApi(client),
    master: masterApi(client),
    profile: profileApi(client),
    network: networkApi(client),
    jobs: jobsApi(client),
    referrals: referralsApi(client),
    resumeRequests: resumeRequestsApi(client),
    notifications: notificationsApi(client),
    search: searchApi(client),
    chat: chatApi(client),
    live: liveApi(client),
  };
}

/** The typed API, as created by {@link createApi}. */
export type UpstreamApi = ReturnType<typeof createApi>;

/** Shorthand: `createApi(createUpstreamClient(options))`. */
export function createUpstreamApi(options: UpstreamClientOptions): UpstreamApi {
  return createApi(createUpstreamClient(options));
}
