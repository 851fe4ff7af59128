import type { RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { pagePathOf } from "#app/server/form-reply.server.ts";
import type { ApplicationStatus } from "#app/contract/jobs.ts";
import type { AnswerScreen } from "./referral-answer.server.ts";

/** `status` is the application's (decision 130): requested, viewed, referred or withdrawn here. */
export type ReferralBanner = {
  referral_id: number;
  status: ApplicationStatus;
  post: { id: number; title: string };
  ignoring: boolean;
};

/**
 * The "Applied for <post>" banner on an applicant's profile opened with `?referral_id=`: only
 * for the poster of that referral (the API answers 404 to anyone else), only on that member.
 */
export async function loadReferralBanner(
  context: Readonly<RouterContextProvider>,
  url: URL,
  profileId: number,
): Promise<ReferralBanner | null> {
  const { auth } = context.get(sessionContext);
  const id = Number(url.searchParams.get("referral_id"));
  if (!auth || !Number.isInteger(id) || id <= 0) return null;
  const response = await context
    .get(apiContext)
    .referrals.read({ referral_id: id })
    .catch(() => null);
  // An application ignored (not selected) is gone from the poster's view, as from the responses.
  if (!response || response.user.id !== profileId || response.application_status === "not_selected") return null;
  return {
    referral_id: response.referral_id,
    status: response.application_status,
    post: { id: response.job_post.id, title: response.job_post.title },
    ignoring: url.searchParams.get("ignore") === String(id),
  };
}

/**
 * The banner's answers, Refer and Ignore (app/features/referrals/referral-answer.server.ts): back
 * to the profile, keeping `referral_id` after Refer and after a refusal.
 */
export const BANNER_ANSWERS: AnswerScreen = {
  offers: ["refer", "ignore"],
  back: ({ request }, answer, ok) => {
    const here = pagePathOf(request);
    return ok && answer.intent === "ignore" ? here : `${here}?referral_id=${answer.referral_id}`;
  },
};
