/**
 * `POST /api/user/send-invites/`: a member (or company) invites people to JobLink by email.
 *
 * - Addresses of existing accounts are not mailed (`already_members`); an address this member
 *   invited in the last 24 hours is not mailed again (`already_invited`).
 * - At most INVITES_PER_DAY invitees in any 24 hours per member: a call that would go over is
 *   refused whole (429), nothing is sent.
 * - The invites are recorded in one transaction, then mailed; an address whose mail fails is
 *   taken off the record again (so it can be retried) and the call answers 500.
 */
import { sql } from "kysely";
import { ApiError } from "../lib/envelope.ts";
import type { MailMessage } from "../mail.server.ts";
import type { Services } from "../lib/services.ts";
import { DAY_MS, SECOND_MS, iso } from "../lib/time.ts";
import { lockMember } from "../lib/db/locks.ts";

export const INVITES_PER_DAY = 200;
export const INVITE_WINDOW_MS = DAY_MS;

export const INVITE_MESSAGES = {
  none: "No invites sent: everyone on the list is already a member or was invited today.",
  tooMany: "You have sent too many invites today. Try again tomorrow.",
  mailFailed: "Some invites could not be sent. Please try again.",
} as const;

export function invitesSentMessage(count: number): string {
  if (count === 0) return INVITE_MESSAGES.none;
  return count === 1 ? "Invite sent to 1 person." : `Invites sent to ${count} people.`;
}

export type InviteResult = { sent: string[]; already_members: string[]; already_invited: string[] };

/** The sign-up link an invitee gets (the address filled in). */
export function signUpLink(publicUrl: string, email: string): string {
  return `${publicUrl}/signup?email=${encodeURIComponent(email)}`;
}

export function inviteMail(to: string, inviterName: string, link: string): MailMessage {
  return {
    to,
    subject: `${inviterName} invited you to JobLink`,
    text: [
      "Hello,",
      "",
      `${inviterName} invited you to join JobLink, where professionals connect, share jobs and refer each other.`,
      "",
      "Create your account here:",
      "",
      link,
      "",
      "If you do not know the sender, you can ignore this email.",
      "",
      "The JobLink team",
      "",
    ].join("\n"),
  };
}

async function inviterName(s: Services, userId: number): Promise<string> {
  const person = await s.db.selectFrom("individuals").select(["first_name", "last_name"]).where("user_id", "=", userId).executeTakeFirst();
  if (person) return `${person.first_name} ${person.last_name}`;
  const company = await s.db.selectFrom("corporates").select("company_name").where("user_id", "=", userId).executeTakeFirst();
  return company?.company_name ?? "A JobLink member";
}

/** Invites `emails` (distinct, lower-cased) on behalf of `userId`. */
export async function sendInvites(s: Services, userId: number, emails: readonly string[]): Promise<InviteResult> {
  const now = s.now();
  const since = iso(new Date(now.getTime() - INVITE_WINDOW_MS));
  const result = await s.db.transaction().execute(async (trx): Promise<InviteResult> => {
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
    return { sent, already_members, already_invited };
  });

  if (result.sent.length > 0) {
    const name = await inviterName(s, userId);
    const failed: string[] = [];
    for (const email of result.sent) {
      try {
        await s.mailer.send(inviteMail(email, name, signUpLink(s.publicUrl, email)));
      } catch (error) {
        failed.push(email);
        s.log.error("an invite mail could not be sent", error);
      }
    }
    if (failed.length > 0) {
      await s.db
        .deleteFrom("invites")
        .where("inviter_id", "=", userId)
        .where("email", "in", failed)
        .where("created_at", "=", iso(now))
        .execute();
      throw new ApiError(500, INVITE_MESSAGES.mailFailed);
    }
  }
  return result;
}
