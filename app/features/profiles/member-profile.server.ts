/**
 * A member's profile page (`/profile/{id}` and `/profile/{username}/{id}`, spec §2): the profile
 * as the viewer may see it, the owner's edit dialog the address opens, the poster's referral
 * banner (`?referral_id=`), the member's reposts, and what a shared link previews.
 */
import type { RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import type { IndividualProfileView } from "#app/contract/profiles.ts";
import { BANNER_ANSWERS, loadReferralBanner } from "#app/features/referrals/referral-banner.server.ts";
import { answerReferralOr } from "#app/features/referrals/referral-answer.server.ts";
import { answerEndorsementOr } from "./endorse-action.server.ts";
import { handleProfileAction } from "./profile-action.server.ts";
import { loadProfileDialog } from "./profile-dialog.server.ts";
import { notFoundFor, ownIndividualId, userIdParam } from "./profile.server.ts";
import { CARDS_PER_PAGE, toCardList } from "#app/features/jobs/card-post.ts";
import { loadJobDialogConnections, viewerTypeOf } from "#app/features/jobs/jobs.server.ts";
import { publicFileUrl, publicUrlFor } from "#app/ui/share-meta.server.ts";
import { listPosition } from "#app/ui/pagination.tsx";

export type MemberProfileData = Awaited<ReturnType<typeof loadMemberProfile>>;

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

export async function loadMemberProfile({ request, params, context }: Args) {
  const id = userIdParam(params.id);
  const api = context.get(apiContext);
  const { auth } = context.get(sessionContext);
  const [profile, ownId] = await Promise.all([
    api.profiles
      .get({ user_id: id })
      .catch((error: unknown) => notFoundFor(error, `No member was found with the id ${id}.`)),
    ownIndividualId(context),
  ]);
  const isOwner = ownId === id;
  const url = new URL(request.url);
  // Open to work as this viewer may see it (null: not open, or hidden from them; decision 184).
  const openToWork = await api.profiles.openToWork({ user_id: id });
  const [dialog, referralBanner, reposts] = await Promise.all([
    isOwner ? loadProfileDialog(profile, url.searchParams, openToWork) : null,
    isOwner ? null : loadReferralBanner(context, url, id),
    // The jobs this member shared with their network (public), as cards (decision 141).
    api.jobs.reposts({ user_id: id, ...listPosition(url, "reposts_page"), page_size: CARDS_PER_PAGE }).then(toCardList),
  ]);
  const jobDialogConnections = await loadJobDialogConnections(request, context);
  const referral = Number(url.searchParams.get("referral_id"));
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const place = profile.location ? `${profile.location.city}, ${profile.location.state}` : "";
  return {
    // What a shared link previews: name, headline, city and photo (nothing a visitor cannot see).
    share: {
      url: publicUrlFor(request, url.pathname),
      title: `${name} | JobLink`,
      description: [profile.bio, place].filter(Boolean).join(" · ") || `${name} is on JobLink.`,
      image: publicFileUrl(request, profile.profile_pic),
      type: "profile" as const,
    },
    profile: visibleProfile(profile, isOwner),
    openToWork,
    isOwner,
    viewer: auth ? { type_of_user: auth.type_of_user, onboarded: auth.onboarding_complete } : null,
    referralId: Number.isInteger(referral) && referral > 0 ? referral : null,
    dialog,
    referralBanner,
    reposts,
    jobDialogConnections,
    viewerType: viewerTypeOf(context),
  };
}

/** What the page may carry to the browser: contact details only for the owner. */
function visibleProfile(profile: IndividualProfileView, isOwner: boolean) {
  const { email: _email, phone: _phone, pincode: _pincode, ...rest } = profile;
  return isOwner ? { ...rest, email: profile.email, phone: profile.phone } : { ...rest, email: null, phone: null };
}

/** Refer / ignore come from the referral banner (the poster), endorsements from connections; everything else is the owner's. */
export function memberProfileAction(args: Args) {
  return answerReferralOr(args, BANNER_ANSWERS, (rest) => answerEndorsementOr(rest, handleProfileAction));
}
