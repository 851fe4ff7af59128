import { z } from "zod";
import { idField, messages, redirectToField } from "#app/forms/fields.ts";

/**
 * The blocking forms (decision 174), one schema per `intent`: `block` (the confirm page,
 * `/block/:id`) and `unblock` (the blocked list in settings, `/settings/blocked`).
 */
export const blockFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("block"), user_id: idField(messages.member), redirectTo: redirectToField }),
  z.object({ intent: z.literal("unblock"), user_id: idField(messages.member) }),
]);

/** Where the blocked list is (settings). */
export const BLOCKED_PATH = "/settings/blocked";

/** The confirm page of blocking `userId`; `back` is the page its Cancel returns to. */
export function blockPath(userId: number, back?: string): string {
  return back ? `/block/${userId}?${new URLSearchParams({ redirectTo: back })}` : `/block/${userId}`;
}
