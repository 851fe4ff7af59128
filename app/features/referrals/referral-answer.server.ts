/**
 * The poster's answer to an application (refer, ignore, not selected): one implementation for
 * every screen that offers it — the post's responses (my posts, post details, a company's
 * applications page) and the applicant's profile banner. Each screen's action hands its forms to
 * `answerReferralOr`, which answers the ones whose `intent` is an answer the screen offers and
 * passes every other form to the screen's own action.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import type { UpstreamApi } from "#app/upstream/api.ts";
import { snackbarMessagesFor } from "#app/upstream/errors.ts";
import { requireLogin } from "#app/server/guards.server.ts";
import {
  isReferralAnswerIntent,
  parseReferralAnswer,
  type ReferralAnswerForm,
  type ReferralAnswerIntent,
} from "./referral-answer.form.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** How a screen answers: the answers it offers, and where the poster goes back to afterwards. */
export type AnswerScreen<A extends Args = Args> = {
  offers: readonly ReferralAnswerIntent[];
  /** The page to go back to once answered (`ok`) or refused (with the API's message as a snackbar). */
  back: (args: A, answer: ReferralAnswerForm, ok: boolean) => string;
};

/** Calls the API for the answer; its message (the snackbar). */
async function callFor(api: UpstreamApi, { intent, referral_id }: ReferralAnswerForm): Promise<string> {
  const { referrals } = api;
  if (intent === "refer") return (await referrals.refer({ referral_id })).message;
  if (intent === "ignore") return (await referrals.ignore({ referral_id })).message;
  return (await referrals.setStatus({ referral_id, status: "not_selected" })).message;
}

/**
 * A screen's action: a form whose intent is an answer the screen offers is answered here (a login
 * needed, the API called, its message flashed, back to the page); any other form goes to
 * `otherwise`, the screen's own action, with the request unread.
 */
export async function answerReferralOr<A extends Args, R>(
  args: A,
  screen: AnswerScreen<A>,
  otherwise: (args: A) => Promise<R>,
): Promise<R | Response> {
  const formData = await args.request.clone().formData();
  const intent = formData.get("intent");
  if (!isReferralAnswerIntent(intent) || !screen.offers.includes(intent)) return otherwise(args);

  const { request, context } = args;
  requireLogin({ request, context });
  const answer = parseReferralAnswer(formData);
  if (!answer) throw data("This form cannot be handled here.", { status: 400 });
  const session = context.get(sessionContext);
  try {
    const message = await callFor(context.get(apiContext), answer);
    if (message) session.flash("success", message);
    return redirect(screen.back(args, answer, true));
  } catch (error) {
    for (const message of snackbarMessagesFor(error)) if (message) session.flash("error", message);
    return redirect(screen.back(args, answer, false));
  }
}
