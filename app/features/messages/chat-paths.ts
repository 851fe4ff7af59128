import type { UserType } from "#app/context.ts";
import { profilePath } from "#app/ui/person-card.tsx";

/** The Messages page of each kind of account (the header's entry; decision 163). */
export function messagesPath(type: UserType): string {
  return type === "corporate" ? "/corporate/messages" : "/individual/messages";
}

/** The other side of a conversation's page: a company's, or a member's profile. */
export function participantPath(participant: { id: number; username: string; type_of_user: UserType }): string {
  return participant.type_of_user === "corporate" ? `/profile/corporate/${participant.id}` : profilePath(participant);
}
