import type { Paged } from "#app/contract/common.ts";
import type { ConnectionItem, ConnectionRequestAction } from "#app/contract/network.ts";
import { PersonCard } from "#app/ui/person-card.tsx";
import { ConnectionActions } from "./connection-actions.tsx";
import { ListRow, ListSection, pagingOf } from "#app/ui/list-section.tsx";
import { RequestNote } from "./request-note.tsx";

export const NO_CONNECTION = { is_connected: false, request_sent: false, request_received: false };
const SENT = { ...NO_CONNECTION, request_sent: true };
const RECEIVED = { ...NO_CONNECTION, request_received: true };

/** "3 connections in common", or nothing. */
export function inCommon(count: number | undefined): string | null {
  if (!count) return null;
  return `${count} ${count === 1 ? "connection" : "connections"} in common`;
}

/**
 * Connection requests received (Accept / Ignore) or sent (Withdraw), with when they were sent,
 * connections in common and the note: the same section on My network and on All requests.
 * The lists page by keyset: their cursors go to the Previous / Next links (`<pageParam>_cursor`).
 */
export function ConnectionRequestSection({
  title,
  list,
  direction,
  pageParam,
  empty,
  redirectTo,
}: {
  title: string;
  list: Paged<ConnectionItem>;
  direction: ConnectionRequestAction;
  pageParam: string;
  empty: { title: string; description: React.ReactNode };
  redirectTo: string;
}) {
  return (
    <ListSection title={title} {...pagingOf(list)} pageParam={pageParam} empty={empty}>
      {list.data.map((person) => (
        <ListRow key={person.id}>
          <PersonCard
            person={person}
            detail={
              <>
                {[
                  person.connected_time_ago ? `Sent ${person.connected_time_ago}` : null,
                  inCommon(person.connections_in_common),
                ]
                  .filter(Boolean)
                  .join(" · ")}
                <RequestNote note={person.note} mine={direction === "sent"} />
              </>
            }
            actions={
              <ConnectionActions
                person={person}
                status={direction === "sent" ? SENT : RECEIVED}
                redirectTo={redirectTo}
                dialogs={false}
              />
            }
          />
        </ListRow>
      ))}
    </ListSection>
  );
}
