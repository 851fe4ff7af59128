/**
 * A job post's page (`/job-details/{id}`, spec §2), for members and visitors alike: the post, what
 * the viewer may do with it, and what a shared link previews.
 */
import { data, type RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { overviewOf } from "./post-details.server.ts";
import { toCardPost } from "./card-post.ts";
import { jobDetailsPath } from "./job-card.tsx";
import { loadJobDialogConnections, viewerTypeOf } from "./jobs.server.ts";
import { notFoundFor } from "#app/features/profiles/profile.server.ts";
import { publicFileUrl, publicUrlFor } from "#app/ui/share-meta.server.ts";
import { jobPostingJsonLd } from "#app/features/seo/job-posting.ts";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareImagePath } from "#app/features/seo/share-image.ts";

export type JobDetailsData = Awaited<ReturnType<typeof loadJobDetails>>;

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

/**
 * A job for members and visitors (spec §2): 404 only for unknown (deleted) posts; a closed one is
 * marked. Below it (issue 33): the company — its logo, a short about and its page when a company
 * account posted it or claimed the company a member posted for — and similar open posts (bounded
 * index reads, job-post.ts `similarPosts`).
 */
export async function loadJobDetails({ request, params, context }: Args) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data("No job post was found.", { status: 404 });
  const [post, connections] = await Promise.all([
    context
      .get(apiContext)
      .jobs.read({ job_post_id: id })
      .catch((error: unknown) => notFoundFor(error, "No job post was found.")),
    loadJobDialogConnections(request, context),
  ]);
  const {
    id: _id,
    title,
    status,
    is_mine,
    liked_by_me,
    reposted_by_me,
    my_referral_status,
    my_application_status,
    saved_by_me,
  } = post;
  const corporatePoster = post.posted_by.type_of_user === "corporate";
  // The company's page: its own post's poster, or the account that claimed the company a member named.
  const companyAccountId = corporatePoster ? post.posted_by.id : (post.company?.account_id ?? null);
  // A closed post stays readable (decision 130); open or closed, a few similar open posts follow
  // it. Neither is worth failing the page for.
  const [similar, company] = await Promise.all([
    context
      .get(apiContext)
      .jobs.similar({ job_post_id: id })
      .catch(() => []),
    companyAccountId === null
      ? Promise.resolve(null)
      : context
          .get(apiContext)
          .companies.get({ user_id: companyAccountId })
          .catch(() => null),
  ]);
  const companyPage =
    companyAccountId === null ? null : publicUrlFor(request, `/profile/corporate/${companyAccountId}`);
  const overview = overviewOf(post);
  const places = post.locations.map((location) => location.city).join(", ");
  return {
    // What a shared link previews (the same for every visitor, like the page).
    share: {
      url: publicUrlFor(request, jobDetailsPath(id)),
      title: `${post.title} at ${overview.company}`,
      description: [
        `${overview.company} is hiring a ${post.title}${places ? ` in ${places}` : ""}.`,
        overview.facts
          .filter(
            (fact) =>
              fact.label === "Job type" || fact.label === "Employment type" || fact.label === "Minimum experience",
          )
          .map((fact) => fact.value)
          .join(" · "),
        post.status === "closed" ? "No longer accepting applications." : "",
      ]
        .filter(Boolean)
        .join(" "),
      // A card made for the job (title, company, location; decision 170).
      image: publicUrlFor(request, shareImagePath(post)),
      imageAlt: `${post.title} at ${overview.company}${places ? `, ${places}` : ""}`,
      imageSize: { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT },
      type: "article" as const,
    },
    // What Google for Jobs reads (decision 170): open posts only.
    jobPosting: jobPostingJsonLd(
      post,
      {
        page: publicUrlFor(request, jobDetailsPath(id)),
        // Google's sameAs is the organisation's own site; the JobLink page when it gave none.
        sameAs: company?.website ?? companyPage,
        logo: publicFileUrl(request, post.company?.logo),
      },
      new Date(),
    ),
    post: overview,
    actions: {
      id: post.id,
      title,
      status,
      is_mine,
      liked_by_me,
      reposted_by_me,
      my_referral_status,
      my_application_status,
      saved_by_me,
      posted_by: { type_of_user: post.posted_by.type_of_user },
      ...(post.questions.length ? { questions: post.questions } : {}),
    },
    similar: similar.map(toCardPost),
    company: companyAbout(
      post.company?.title ?? post.company_name,
      post.company?.logo ?? null,
      company && { userId: company.id, about: company.about ?? "", website: company.website },
    ),
    /** The company's followers and the viewer's follow (decision 177), when its account has a page. */
    follow: company
      ? { companyId: company.id, following: company.followed_by_me, followers: company.follower_count }
      : null,
    corporatePoster,
    viewerType: viewerTypeOf(context),
    connections,
  };
}

/** How much of a company's about the job page shows (the whole of it is on the company's page). */
export const ABOUT_PREVIEW_CHARS = 300;

/** The job page's company box: name, logo, the start of its about (at a word), its website and its page, when it has one. */
export function companyAbout(
  name: string,
  logo: string | null,
  page: { userId: number; about: string; website: string | null } | null,
) {
  const about = page?.about.trim() ?? "";
  const space = about.lastIndexOf(" ", ABOUT_PREVIEW_CHARS);
  const preview =
    about.length <= ABOUT_PREVIEW_CHARS ? about : `${about.slice(0, space > 0 ? space : ABOUT_PREVIEW_CHARS)}…`;
  return {
    name,
    logo,
    about: preview,
    website: page?.website ?? null,
    pagePath: page ? `/profile/corporate/${page.userId}` : null,
  };
}
