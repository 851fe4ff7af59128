import { z } from "zod";

const id = z.coerce.number().int().positive();

/**
 * Every form of the poster's job screens (my posts, post details), told apart by `intent`
 * (STYLE.md). The job post fields themselves are checked with `jobPostSchema` (job-post.ts).
 */
export const posterIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("update"), id }),
  z.object({ intent: z.literal("delete"), id }),
  z.object({ intent: z.literal("status"), id, status: z.enum(["open", "closed"]) }),
  z.object({ intent: z.literal("refer"), referral_id: id }),
  z.object({ intent: z.literal("ignore"), referral_id: id }),
  z.object({ intent: z.literal("not_select"), referral_id: id }),
]);
export type PosterIntent = z.infer<typeof posterIntentSchema>;
/** The poster's answers to an application (the post's responses, the applicant's profile banner). */
export type ReferralAnswer = Extract<PosterIntent, { intent: "refer" | "ignore" | "not_select" }>;

/** Reads the intent and its ids from a posted form; null when the form is not one of ours. */
export function parsePosterIntent(formData: FormData): PosterIntent | null {
  const value = (name: string) => formData.get(name) ?? undefined;
  const parsed = posterIntentSchema.safeParse({ intent: value("intent"), id: value("id"), status: value("status"), referral_id: value("referral_id") });
  return parsed.success ? parsed.data : null;
}
