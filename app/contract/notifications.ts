/** The contract of notifications: `/api/notification/*` (the list, marking read, the unread count). */
import { z } from "zod";
import { MAX_ID } from "#app/forms/fields.ts";
import { envelope, id, pagedEnvelope, personSummary, timeAgo, timestamp } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { keysetFields } from "./paging.ts";

type Kind = {
  /**
   * The text the recipient reads (the API stores and answers it as `message`), with the actor's
   * display name and, for kinds about a thing (a job post), what it is about (`about`, e.g. the
   * post's title).
   */
  message(actor: string, about: string): string;
};

/** `"Frontend Engineer"` in quotes, or a generic name when there is none. */
function jobTitle(about: string): string {
  return about ? `"${about}"` : "a job post";
}

/**
 * Every kind of notification and its text: a new kind is its entry here and the `notify(…)` of
 * the action that sends it. The screens show any kind the same way: its message and link.
 */
export const NOTIFICATION_KINDS = {
  connection_request: { message: (actor) => `${actor} sent you a connection request.` },
  connection_accepted: { message: (actor) => `${actor} accepted your connection request.` },
  resume_request: { message: (actor) => `${actor} asked to see your resume.` },
  resume_accepted: { message: (actor) => `${actor} accepted your resume request.` },
  repost: { message: (actor, about) => `${actor} reposted your job post ${jobTitle(about)}.` },
  referral_request: { message: (actor, about) => `${actor} asked you for a referral for ${jobTitle(about)}.` },
  referral_referred: { message: (actor, about) => `${actor} referred you for ${jobTitle(about)}.` },
  referral_ignored: {
    message: (actor, about) => `${actor} did not take your referral request for ${jobTitle(about)} forward.`,
  },
  // Issue 13: the other steps of an application (decision 130).
  referral_viewed: { message: (actor, about) => `${actor} viewed your application for ${jobTitle(about)}.` },
  referral_withdrawn: { message: (actor, about) => `${actor} withdrew their application for ${jobTitle(about)}.` },
  recommendation: { message: (actor, about) => `${actor} recommended a job to you: ${jobTitle(about)}.` },
  // Issue 32: an application to a company's post and its stages (decision 165).
  application_received: { message: (actor, about) => `${actor} applied to ${jobTitle(about)}.` },
  application_in_review: {
    message: (actor, about) => `${actor} is reviewing your application for ${jobTitle(about)}.`,
  },
  application_interview: { message: (actor, about) => `${actor} would like to interview you for ${jobTitle(about)}.` },
  application_offer: { message: (actor, about) => `${actor} is making you an offer for ${jobTitle(about)}.` },
  application_hired: { message: (actor, about) => `${actor} hired you for ${jobTitle(about)}. Congratulations!` },
  application_not_selected: {
    message: (actor, about) => `${actor} did not select your application for ${jobTitle(about)}.`,
  },
  application_position_closed: {
    message: (actor, about) => `${actor} closed ${jobTitle(about)}: your application has ended.`,
  },
  // Decision 166: an application nobody acted on for 30 days ends (sent by JobLink).
  application_inactive: {
    message: (_actor, about) => `Your application for ${jobTitle(about)} had no answer in 30 days, so it has ended.`,
  },
  // Issue 5: a new chat message; subject = the conversation (one unread notification per conversation).
  message: { message: (actor) => `${actor} sent you a message.` },
  // Issue 36 (decision 175): a moderator's decision, to the owner and the reporters; the whole text is `about`.
  moderation: { message: (_actor, about) => about },
} satisfies Record<string, Kind>;
export type NotificationType = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_KINDS) as [NotificationType, ...NotificationType[]];

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

const ID_INVALID = "Enter a valid notification id.";

/** read/: one notification (`id`) or every one (`all: true`). */
export const readNotificationBody = z.object({
  id: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,15}$/, { error: ID_INVALID })
          .transform(Number),
      ],
      { error: ID_INVALID },
    )
    .pipe(z.number().int({ error: ID_INVALID }).positive({ error: ID_INVALID }).max(MAX_ID, { error: ID_INVALID }))
    .optional(),
  all: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
      error: "Send all as true or false.",
    })
    .optional(),
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
    summary:
      "Marks one notification (`id`; 404 when not the caller's) or all of them (`all: true`) read; answers the unread count.",
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
