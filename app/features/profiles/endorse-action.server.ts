/**
 * The profile page's endorse and withdraw buttons (decision 179): a connection's forms, not the
 * owner's, so they are answered before the owner-only profile action. Each posts its `intent`
 * and `skill_id`; the answer is the page again with a snackbar, JavaScript or not.
 */
import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { apiContext, sessionContext } from "#app/context.ts";
import { requireLogin } from "#app/server/guards.server.ts";
import { pagePathOf } from "#app/server/form-reply.server.ts";
import { snackbarMessagesFor } from "#app/upstream/errors.ts";
import { ENDORSE_INTENTS } from "./endorse-intents.ts";
import { userIdParam } from "./profile.server.ts";

const endorseForm = z.object({
  intent: z.enum([ENDORSE_INTENTS.endorse, ENDORSE_INTENTS.withdraw]),
  skill_id: z.coerce.number().int().positive(),
});

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

/** Answers an endorse or withdraw form of the page; anything else goes on to `otherwise`. */
export async function answerEndorsementOr<R>(args: Args, otherwise: (args: Args) => Promise<R>): Promise<R | Response> {
  const formData = await args.request.clone().formData();
  const intent = formData.get("intent");
  if (intent !== ENDORSE_INTENTS.endorse && intent !== ENDORSE_INTENTS.withdraw) return otherwise(args);
  const { request, context } = args;
  requireLogin({ request, context });
  const session = context.get(sessionContext);
  const back = pagePathOf(request);
  const parsed = endorseForm.safeParse({ intent, skill_id: formData.get("skill_id") });
  if (!parsed.success) {
    session.flash("error", "Choose a skill to endorse.");
    return redirect(back);
  }
  try {
    const { message } = await context.get(apiContext).profiles.endorse({
      user_id: userIdParam(args.params.id),
      skill_id: parsed.data.skill_id,
      action: parsed.data.intent === ENDORSE_INTENTS.endorse ? "endorse" : "withdraw",
    });
    if (message) session.flash("success", message);
  } catch (error) {
    for (const message of snackbarMessagesFor(error)) if (message) session.flash("error", message);
  }
  return redirect(back);
}
