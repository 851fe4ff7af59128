import { z } from "zod";
import { idField, optionalText } from "#app/forms/fields.ts";

/**
 * Send-request dialog (spec §2: "with an optional personal note"):
 * POST /api/connection/create/ `{ user_id, note? }`. An empty note comes out `null`.
 */

export const connectionNoteLimit = 300;

export const connectionRequestMessages = {
  member: "Choose a member to connect with.",
  note: `Note must be at most ${connectionNoteLimit} characters.`,
} as const;

export const connectionNoteField = optionalText(connectionNoteLimit, connectionRequestMessages.note);

export const connectionRequestSchema = z.object({
  user_id: idField(connectionRequestMessages.member),
  note: connectionNoteField,
});
