import { z } from "zod";
import { emailListField } from "#app/forms/fields.ts";

/**
 * Invite form on the dashboard: POST /api/user/send-invites/ (a later issue).
 * `emails` is a textarea of addresses separated by commas, spaces or new lines (or repeated
 * `emails` inputs); it comes out as the distinct, lower-cased addresses.
 */
export const inviteSchema = z.object({
  emails: emailListField,
});
