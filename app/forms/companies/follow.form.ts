/**
 * Following a company (issue 38, decision 177): the body of `POST /api/corporate/follow/` and the
 * Follow forms of company and job pages (the same fields, and `redirectTo`).
 */
import { z } from "zod";
import { idField, redirectToField } from "#app/forms/fields.ts";

export const FOLLOW_MESSAGES = {
  company: "Choose a company to follow.",
  action: "Send action as undo, or leave it out.",
  mail: "Send mail as true or false.",
} as const;

/** Where a member manages the companies they follow. */
export const FOLLOWING_PATH = "/settings/following";

export const followBody = z.object({
  /** The company's account (its page's id). */
  company_id: idField(FOLLOW_MESSAGES.company),
  /** `undo` unfollows. */
  action: z.literal("undo", { error: FOLLOW_MESSAGES.action }).optional(),
  /** Mail me the company's new jobs (a daily job alert for jobs at the company); absent: unchanged. */
  mail: z.boolean({ error: FOLLOW_MESSAGES.mail }).optional(),
});

/** The web forms: Follow / Unfollow and the mail checkbox of the settings list. */
export const followFormSchema = z.object({
  company_id: idField(FOLLOW_MESSAGES.company),
  intent: z.enum(["follow", "unfollow", "mail-on", "mail-off"], { error: FOLLOW_MESSAGES.action }),
  redirectTo: redirectToField,
});
