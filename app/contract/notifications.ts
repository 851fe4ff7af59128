/** The contract of notifications: `/api/notification/*` (the list, marking read, the unread count). */
import { z } from "zod";
import { MAX_ID } from "../forms/fields.ts";
import { envelope, id, pagedEnvelope, personSummary, timeAgo, timestamp } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { keysetFields } from "./paging.ts";

/** Every kind of notification (the screens show any kind the same way: its message and link). */
export const NOTIFICATION_TYPES = [
  "connection_request",
  "connection_accepted",
  "resume_request",
  "resume_accepted",
  "repost",
  "referral_request",
  "referral_referred",
  "referral_ignored",
  "referral_viewed",
  "referral_withdrawn",
  "recommendation",
  "message",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** An item of the list. */
export const notificationItem = z
  .strictObject({
    id,
    type: z.enum(NOTIFICATION_TYPES),
    /** The text, with the actor's name. */
    message: z.string(),
    /** Who acted (a company: its name in `first_name`); null for JobLink's own. */
    actor: personSummary.nullable(),
    /** A web path, e.g. "/profile/asha-verma/3". */
    link: z.string(),
    is_read: z.boolean(),
    created_at: timestamp,
    created_time_ago: timeAgo,
  })
  .meta({ id: "Notification" });
export type NotificationItem = z.output<typeof notificationItem>;

/** The unread count (check/, and the answer of read/). */
export const notificationCheck = z.strictObject({ unread_count: z.number().int() });
export type NotificationCheck = z.output<typeof notificationCheck>;

const ID_INVALID = "Enter a valid notification id.";

/** read/: one notification (`id`) or every one (`all: true`). */
export const readNotificationBody = z.object({
  id: z
    .union([z.number(), z.string().trim().regex(/^\d{1,15}$/, { error: ID_INVALID }).transform(Number)], { error: ID_INVALID })
    .pipe(z.number().int({ error: ID_INVALID }).positive({ error: ID_INVALID }).max(MAX_ID, { error: ID_INVALID }))
    .optional(),
  all: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], { error: "Send all as true or false." }).optional(),
});

export const notificationApi = {
  list: endpoint({
    method: "GET",
    path: "/api/notification/list/",
    summary: "The caller's notifications, newest first.",
    auth: "member",
    query: z.object(keysetFields),
    response: pagedEnvelope(notificationItem),
  }),
  read: endpoint({
    method: "POST",
    path: "/api/notification/read/",
    summary: "Marks one notification (`id`; 404 when not the caller's) or all of them (`all: true`) read; answers the unread count.",
    auth: "member",
    body: readNotificationBody,
    response: envelope(notificationCheck),
  }),
  check: endpoint({
    method: "GET",
    path: "/api/notification/check/",
    summary: "How many notifications the caller has not read.",
    auth: "member",
    response: envelope(notificationCheck),
  }),
};
