/**
 * `/corporate/posts/:id/applications` (issue 13, decision 130): a company's page for the
 * applications to one of its posts — the same statuses, filter and actions as an individual
 * poster's Responses tab (the post-details sheet keeps the Reposts tab spec §2 gives companies).
 * Another's post, or a deleted one, is a 404. Its actions are the poster's (`handlePosterAction`).
 */
import { data, type RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { posterApi } from "#app/features/jobs/poster-api.server.ts";
import { applicationFilterOf, applicationSortOf } from "./application.tsx";
import { screeningFilterOf } from "./screening-answers.tsx";
import { hasRequirement } from "#app/forms/jobs/screening.form.ts";
import { listPosition } from "#app/ui/pagination.tsx";
import { notFoundFor } from "#app/features/profiles/profile.server.ts";

export type CompanyApplicationsData = Awaited<ReturnType<typeof loadCompanyApplications>>;

type Args = { request: Request; params: { id: string }; context: Readonly<RouterContextProvider> };

export async function loadCompanyApplications({ request, params, context }: Args) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data("No job post was found.", { status: 404 });
  const url = new URL(request.url);
  const api = context.get(apiContext);
  const jobs = posterApi(api);
  const post = await jobs.read(id).catch((error: unknown) => notFoundFor(error, "No job post was found."));
  if (!post.is_mine) throw data("No job post was found.", { status: 404 });
  const filter = applicationFilterOf(url);
  const sort = applicationSortOf(url);
  const [list, templates] = await Promise.all([
    jobs.responses(id, filter, sort, listPosition(url), screeningFilterOf(url)),
    api.referrals.templates(),
  ]);
  return {
    post: { id: post.id, title: post.title, status: post.status, responseCount: post.response_count ?? 0 },
    applications: {
      items: list.data,
      page: list.page,
      hasNext: list.has_next,
      nextCursor: list.next_cursor,
      prevCursor: list.prev_cursor,
      filter,
      sort,
      showCommon: false,
      templates,
      screening: post.questions.some(hasRequirement) ? screeningFilterOf(url) : null,
    },
  };
}
