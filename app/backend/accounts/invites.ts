/**
 * `POST /api/user/send-invites/`: a member (or company) invites people to JobLink by email.
 *
 * - Addresses of existing accounts are not mailed (`already_members`); an address this member
 *   invited in the last 24 hours is not mailed again (`already_invited`).
 * - At most INVITES_PER_DAY invitees in any 24 hours per member: a call that would go over is
 *   refused whole (429), nothing is sent.
 * - The invites and their mails are written in one transaction (decision 125): the mail worker
 *   sends them after the answer, retrying while the mail server is away. An invite is the one
 *   mail people can do without, so it carries `List-Unsubscribe`.
 */
import type { SendInvitesResult as InviteResult } from "#app/contract/accounts.ts";
import { sql } from "kysely";
import { ApiError } from "#app/backend/lib/envelope.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import type { MailMessage } from "#app/backend/mail.server.ts";
import { renderMail } from "#app/backend/mail/layout.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { DAY_MS, SECOND_MS, iso } from "#app/backend/lib/time.ts";
import { lockMember } from "#app/backend/lib/db/locks.ts";

export const INVITES_PER_DAY = 200;
export const INVITE_WINDOW_MS = DAY_MS;

export const INVITE_MESSAGES = {
  none: "No invites sent: everyone on the list is already a member or was invited today.",
  tooMany: "You have sent too many invites today. Try again tomorrow.",
} as const;

export function invitesSentMessage(count: number): string {
  if (count === 0) return INVITE_MESSAGES.none;
  return count === 1 ? "Invite sent to 1 person." : `Invites sent to ${count} people.`;
}

export type { InviteResult };

/** The sign-up link an invitee gets (the address filled in). */
export function signUpLink(publicUrl: string, email: string): string {
  return `${publicUrl}/signup?email=${encodeURIComponent(email)}`;
}

export function inviteMail(to: string, inviterName: string, link: string): MailMessage {
  const subject = `${inviterName} invited you to JobLink`;
  return {
    to,
    subject,
    optional: true,
    ...renderMail(subject, [
      { text: "Hello," },
      {
        text: `${inviterName} invited you to join JobLink, where professionals connect, share jobs and refer each other.`,
      },
      { text: "Create your account here:" },
      { link, label: "Join JobLink" },
      { text: "If you do not know the sender, you can ignore this email." },
      { text: "The JobLink team" },
    ]),
  };
}

async function inviterName(db: Db, userId: number): Promise<string> {
  const person = await db
    .selectFrom("individuals")
    .select(["first_name", "last_name"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (person) return `${person.first_name} ${person.last_name}`;
  const company = await db
    .selectFrom("corporates")
    .select("company_name")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return company?.company_name ?? "A JobLink member";
}

/** Invites `emails` (distinct, lower-cased) on behalf of `userId`. */
export async function sendInvites(s: Services, userId: number, emails: readonly string[]): Promise<InviteResult> {
  const now = s.now();
  const since = iso(new Date(now.getTime() - INVITE_WINDOW_MS));
  return s.mail.transaction(async (trx, mail): Promise<InviteResult> => {
    // One call at a time per member, so two at once cannot both pass the daily cap.
    await lockMember(trx, s.dialect, userId);
    const members = new Set(
      (
        await trx
          .selectFrom("users")
          .select(sql<string>`lower(email)`.as("email"))
          .where(sql<string>`lower(email)`, "in", [...emails])
          .execute()
      ).map((row) => row.email),
    );
    const recent = new Set(
      (
        await trx
          .selectFrom("invites")
          .select("email")
          .where("inviter_id", "=", userId)
          .where("created_at", ">", since)
          .where("email", "in", [...emails])
          .execute()
      ).map((row) => row.email),
    );
    const already_members = emails.filter((email) => members.has(email));
    const already_invited = emails.filter((email) => !members.has(email) && recent.has(email));
    const sent = emails.filter((email) => !members.has(email) && !recent.has(email));
    if (sent.length === 0) return { sent, already_members, already_invited };

    const today = await trx
      .selectFrom("invites")
      .select((eb) => [eb.fn.countAll().as("n"), eb.fn.min("created_at").as("oldest")])
      .where("inviter_id", "=", userId)
      .where("created_at", ">", since)
      .executeTakeFirst();
    if (Number(today?.n ?? 0) + sent.length > INVITES_PER_DAY) {
      const oldest = today?.oldest ? new Date(String(today.oldest)).getTime() : now.getTime();
      const retryAfter = Math.max(1, Math.ceil((oldest + INVITE_WINDOW_MS - now.getTime()) / SECOND_MS));
      throw new ApiError(429, INVITE_MESSAGES.tooMany, { headers: { "Retry-After": String(retryAfter) } });
    }
    await trx
      .insertInto("invites")
      .values(sent.map((email) => ({ inviter_id: userId, email, created_at: iso(now) })))
      .execute();
    const name = await inviterName(trx, userId);
    for (const email of sent) mail(inviteMail(email, name, signUpLink(s.publicUrl, email)));
    return { sent, already_members, already_invited };
  });
}
