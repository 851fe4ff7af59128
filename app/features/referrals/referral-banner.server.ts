import { data, redirect, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "~/context";
import { parsePosterIntent } from "~/features/jobs/job-post-intent.form";
import { requireLogin } from "~/server/guards.server";
import { snackbarMessagesFor } from "~/upstream/errors";
import { pathOf } from "../jobs/job-post.server";
import { posterApi } from "../jobs/poster-api.server";

export type ReferralBanner = { referral_id: number; status: string; post: { id: number; title: string }; ignoring: boolean };

/**
 * The "Applied for <post>" banner on an applicant's profile opened with `?referral_id=`: only
 * for the poster of that referral (the API answers 404 to anyone else), only on that member.
 */
export async function loadReferralBanner(context: Readonly<RouterContextProvider>, url: URL, profileId: number): Promise<ReferralBanner | null> {
  const { auth } = context.get(sessionContext);
  const id = Number(url.searchParams.get("referral_id"));
  if (!auth || !Number.isInteger(id) || id <= 0) return null;
  const response = await posterApi(context.get(apiContext))
    .response(id)
    .catch(() => null);
  if (!response || response.user.id !== profileId || response.status === "ignored") return null;
  return {
    referral_id: response.referral_id,
    status: response.status,
    post: { id: response.job_post.id, title: response.job_post.title },
    ignoring: url.searchParams.get("ignore") === String(id),
  };
}

/** Refer / ignore from the banner; back to the profile (keeping `referral_id` after Refer). */
export async function handleReferralBannerAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  requireLogin({ request, context });
  const session = context.get(sessionContext);
  const intent = parsePosterIntent(await request.formData());
  if (!intent || (intent.intent !== "refer" && intent.intent !== "ignore")) throw data("This form cannot be handled here.", { status: 400 });
  const jobs = posterApi(context.get(apiContext));
  const here = pathOf(request);
  try {
    session.flash("success", await jobs.answer(intent));
    return redirect(intent.intent === "refer" ? `${here}?referral_id=${intent.referral_id}` : here);
  } catch (error) {
    for (const message of snackbarMessagesFor(error)) session.flash("error", message);
    return redirect(`${here}?referral_id=${intent.referral_id}`);
  }
}
