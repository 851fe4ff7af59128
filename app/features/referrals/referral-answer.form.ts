import { z } from "zod";
import { POSTER_ACTIONS } from "#app/contract/referrals.ts";
import { MAX_ID } from "#app/forms/fields.ts";

/**
 * The poster's answers to an application a form may post, told apart by `intent` (STYLE.md): the
 * contract's actions (`refer`, `not_select`: the post's responses) and `ignore` (the applicant's
 * profile banner, the API's `referral/ignore/`).
 */
export const REFERRAL_ANSWER_INTENTS = [...POSTER_ACTIONS, "ignore"] as const;
export type ReferralAnswerIntent = (typeof REFERRAL_ANSWER_INTENTS)[number];

/** One answer as its form posts it: the intent and the application's id. */
export const referralAnswerFormSchema = z.object({
  intent: z.enum(REFERRAL_ANSWER_INTENTS),
  referral_id: z.coerce.number().int().positive().max(MAX_ID),
});
/** A posted answer (not the API's reply to it, which is `ReferralAnswer` in app/contract/referrals.ts). */
export type ReferralAnswerForm = z.infer<typeof referralAnswerFormSchema>;

/** Whether a form's `intent` is one of the answers. */
export function isReferralAnswerIntent(intent: unknown): intent is ReferralAnswerIntent {
  return REFERRAL_ANSWER_INTENTS.some((answer) => answer === intent);
}

/** Reads an answer from a posted form; null when the form is not one, or its id is not valid. */
export function parseReferralAnswer(formData: FormData): ReferralAnswerForm | null {
  const parsed = referralAnswerFormSchema.safeParse({
    intent: formData.get("intent") ?? undefined,
    referral_id: formData.get("referral_id") ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}
