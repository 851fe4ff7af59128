import { Link } from "#app/ui/link.tsx";
import type { Conversation } from "#app/contract/messages.ts";
import { badgeClass } from "#app/ui/static.tsx";
import { UserAvatar } from "#app/ui/user-avatar.tsx";

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** One line of a message as a preview (line breaks become spaces). */
export function previewOf(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * A conversation in the Messages list: the other member's avatar and name (the link into the
 * conversation), the last message ("You: …" when it is yours), when it was, and the unread count.
 */
export function ConversationRow({ conversation, current = false }: { conversation: Conversation; current?: boolean }) {
  const name = fullName(conversation.participant);
  const last = conversation.last_message;
  const unread = conversation.unread_count > 0;
  // Plain elements with the static `jl-conversation*` classes of static-classes.ts (Chakra's LinkBox and
  // LinkOverlay: the link's ::before covers the row).
  return (
    <article
      className="jl-conversation"
      data-unread={unread ? "true" : undefined}
      data-current={current ? "true" : undefined}
    >
      <UserAvatar name={name} src={conversation.participant.profile_pic} size="lg" />
      <div className="jl-person__body">
        <div className="jl-conversation__line jl-conversation__line--top">
          {/* The whole row is the link's target (an overlay over the article).
              The unread count is in the accessible name (not an sr-only span: its static
              position after a long, truncated name lay outside the row and made 360 px
              screens scroll sideways). The name starts with the visible text (WCAG 2.5.3). */}
          <Link
            to={`/chats/${conversation.id}`}
            className="jl-conversation__link"
            aria-current={current ? "page" : undefined}
            aria-label={
              unread
                ? `${name}, ${conversation.unread_count} unread ${conversation.unread_count === 1 ? "message" : "messages"}`
                : undefined
            }
          >
            {name}
          </Link>
          <span className="jl-conversation__time">{conversation.updated_time_ago}</span>
        </div>
        <div className="jl-conversation__line">
          <p className="jl-conversation__preview">
            {last ? `${last.is_mine ? "You: " : ""}${previewOf(last.text)}` : "No messages yet"}
          </p>
          {unread ? (
            <span className={badgeClass("solid", "red", undefined, "jl-conversation__badge")} aria-hidden="true">
              {conversation.unread_count > 99 ? "99+" : conversation.unread_count}
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
