/**
 * A company's public page (`/profile/corporate/{id}`, spec §2): its profile, its open positions
 * and its employees, each list paged on its own parameter, and what a shared link previews.
 */
import type { RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { EMPLOYEES_PAGE, JOBS_PAGE } from "./company-profile-params.ts";
import { CARDS_PER_PAGE, toCardList } from "#app/features/jobs/card-post.ts";
import { notFoundFor, ownCorporateId, userIdParam } from "#app/features/profiles/profile.server.ts";
import { listPosition } from "#app/ui/pagination.tsx";
import { publicFileUrl, publicUrlFor } from "#app/ui/share-meta.server.ts";
import { companyFeedPath } from "#app/features/seo/feed.server.ts";
import { companyOutlets } from "#app/features/seo/company-outlets.server.ts";
import { viewerTypeOf } from "#app/features/jobs/jobs.server.ts";
import { reportPath } from "#app/features/moderation/moderation-words.ts";

export type CompanyProfileData = Awaited<ReturnType<typeof loadCompanyProfile>>;

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

export async function loadCompanyProfile({ request, params, context }: Args) {
  const id = userIdParam(params.id, "company");
  const api = context.get(apiContext).companies;
  const notFound = (error: unknown) => notFoundFor(error, `No company was found with the id ${id}.`);
  const [company, employees, jobs, ownId] = await Promise.all([
    api.get({ user_id: id }).catch(notFound),
    api.employees({ user_id: id, ...listPosition(request.url, EMPLOYEES_PAGE) }).catch(notFound),
    context
      .get(apiContext)
      .jobs.byUser({ user_id: id, ...listPosition(request.url, JOBS_PAGE), page_size: CARDS_PER_PAGE })
      .catch(notFound),
    ownCorporateId(context),
  ]);
  // A company page is a business page: its contact email and phone stay on the details form.
  const { email: _email, phone: _phone, poc: _poc, pincode: _pincode, ...visible } = company;
  const place = company.location ? `${company.location.city}, ${company.location.state}` : "";
  // What a shared link previews: the company, where it is, what it says of itself, its logo.
  const share = {
    url: publicUrlFor(request, new URL(request.url).pathname),
    title: `${company.company_name} | JobLink`,
    description: [place, company.about].filter(Boolean).join(" · ") || `${company.company_name} is on JobLink.`,
    image: publicFileUrl(request, company.logo ?? company.profile_pic),
    type: "website" as const,
    // Its open jobs as a feed (decision 170).
    feeds: [{ title: `Jobs at ${company.company_name}`, href: publicUrlFor(request, companyFeedPath(id)) }],
  };
  const isOwner = ownId === id;
  const viewerType = viewerTypeOf(context);
  // The feed, and for the company itself the widget it may put on its own site (decision 170).
  const outlets = companyOutlets(request, id, company.company_name, isOwner);
  // Any other signed-in account may block the company (decision 174) or report it (decision 175).
  const mayBlock = !isOwner && context.get(sessionContext).auth?.onboarding_complete === true;
  const reportLink = mayBlock ? reportPath("company", id, new URL(request.url).pathname) : null;
  return {
    share,
    company: visible,
    employees,
    jobs: toCardList(jobs),
    isOwner,
    mayBlock,
    reportLink,
    outlets,
    viewerType,
  };
}
