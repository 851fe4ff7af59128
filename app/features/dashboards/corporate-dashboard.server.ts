/**
 * A company's dashboard (`/corporate/dashboard`, spec §2): the greeting, and the company's job
 * posts with their responses, paged by keyset.
 */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { greetingText } from "./dashboard.server.ts";
import { summaryOf } from "#app/features/jobs/job-post.server.ts";
import { posterApi } from "#app/features/jobs/poster-api.server.ts";
import { listPosition } from "#app/ui/pagination.tsx";

export type CorporateDashboardData = Awaited<ReturnType<typeof loadCorporateDashboard>>;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loadCorporateDashboard({ request, context }: Args) {
  const api = context.get(apiContext);
  const [me, greeting, posts] = await Promise.all([
    api.companies.get(),
    greetingText(api, request),
    posterApi(api).mine(listPosition(request.url)),
  ]);
  return {
    greeting: greeting ?? `Welcome, ${me.poc}`,
    companyName: me.company_name,
    posts: posts.data.map(summaryOf),
    page: posts.page,
    hasNext: posts.has_next,
    nextCursor: posts.next_cursor,
    prevCursor: posts.prev_cursor,
  };
}
