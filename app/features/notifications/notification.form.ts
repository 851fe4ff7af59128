import { z } from "zod";
import { idField } from "#app/forms/fields.ts";

/**
 * The notifications page's forms (`/notifications`): `intent=read` with the notification `id`
 * (POST /api/notification/read/ `{ id }`), or `intent=read_all` (`{ all: true }`).
 */
export const notificationActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: idField("Choose a notification.") }),
  z.object({ intent: z.literal("read_all") }),
]);
