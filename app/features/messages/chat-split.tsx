/**
 * From md up, the conversations beside the open one (or, on Messages, beside a prompt), as chat
 * products lay them out; below md the screens stay one at a time, list then conversation (issue
 * 34). The side list is the first page of conversations, most recent first.
 */
import { Link } from "#app/ui/link.tsx";
import type { Conversation } from "#app/contract/messages.ts";
import { ConversationRow } from "./conversation-row.tsx";

export function ChatSplit({
  conversations,
  currentId,
  moreTo,
  children,
}: {
  conversations: Conversation[];
  /** The conversation open beside the list (marked in it). */
  currentId: number;
  /** Where the whole list is, when the side list shows only its first page. */
  moreTo: string | null;
  children: React.ReactNode;
}) {
  return (
    <div className="jl-chat-split">
      <nav aria-label="Your conversations" className="jl-card jl-chat-split__side">
        <ul>
          {conversations.map((conversation) => (
            <li key={conversation.id} className="jl-row">
              <ConversationRow conversation={conversation} current={conversation.id === currentId} />
            </li>
          ))}
        </ul>
        {moreTo ? (
          <Link to={moreTo} className="jl-link jl-link--underline jl-fg-brand jl-text-sm">
            All conversations
          </Link>
        ) : null}
      </nav>
      <div className="jl-chat-split__main">{children}</div>
    </div>
  );
}

/** Messages from md up: the list, and beside it where a conversation will open. */
export function ChatSplitPrompt({ children }: { children: React.ReactNode }) {
  return (
    <div className="jl-chat-split">
      <div className="jl-chat-split__main">{children}</div>
      <div className="jl-card jl-chat-split__prompt">
        <p className="jl-semibold">Choose a conversation</p>
        <p className="jl-text-sm jl-muted">It opens here, beside the list.</p>
      </div>
    </div>
  );
}
