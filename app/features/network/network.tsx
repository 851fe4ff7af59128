/** The My network screen: received requests, people you may know, sent requests and connections, each with its actions. */
import { useLocation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import type { ConnectionItem } from "#app/contract/network.ts";
import { ConnectionActions, ConnectionDialogs } from "./connection-actions.tsx";
import { ListRow, ListSection, pagingOf } from "#app/ui/list-section.tsx";
import { PersonCard } from "#app/ui/person-card.tsx";
import { ConnectionRequestSection, inCommon, NO_CONNECTION } from "./request-section.tsx";
import type { NetworkData } from "./network.server.ts";

/**
 * Each list pages on its own search parameter; requests and connections page by keyset, their
 * cursors beside it (`received_cursor`, `sent_before`, …). Suggestions page by number only.
 */
export const PAGE_PARAMS = {
  received: "received",
  suggested: "suggested",
  sent: "sent",
  connected: "connected",
} as const;

const CONNECTED = { ...NO_CONNECTION, is_connected: true };

export function Network({ loaderData }: { loaderData: NetworkData }) {
  const { received, suggested, sent, connected } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  const everyone: ConnectionItem[] = [...received.data, ...suggested.data, ...sent.data, ...connected.data];

  return (
    <div className="jl-stack jl-gap-5">
      <h1 className="jl-heading jl-heading--xl">My network</h1>
      <ConnectionDialogs people={everyone} redirectTo={here} />

      {/* On wide screens People you may know is a side column beside the lists (jl-network). */}
      <div className="jl-network">
        <ConnectionRequestSection
          title="Received requests"
          list={received}
          direction="received"
          pageParam={PAGE_PARAMS.received}
          empty={{
            title: "No requests waiting",
            description: "When someone asks to connect with you, you can accept or ignore it here.",
          }}
          redirectTo={here}
        />

        <div className="jl-network__side">
          <ListSection
            title="People you may know"
            {...pagingOf(suggested)}
            pageParam={PAGE_PARAMS.suggested}
            empty={{
              title: "No suggestions right now",
              description: (
                <>
                  Add your work experience and education to{" "}
                  <Link to="/individual/details" className="jl-link jl-link--underline jl-fg-brand">
                    your profile
                  </Link>{" "}
                  and we will suggest colleagues and classmates.
                </>
              ),
            }}
          >
            {suggested.data.map((person) => (
              <ListRow key={person.id}>
                <PersonCard
                  person={person}
                  detail={inCommon(person.connections_in_common)}
                  actions={
                    <ConnectionActions person={person} status={NO_CONNECTION} redirectTo={here} dialogs={false} />
                  }
                />
              </ListRow>
            ))}
          </ListSection>
        </div>

        <ConnectionRequestSection
          title="Sent requests"
          list={sent}
          direction="sent"
          pageParam={PAGE_PARAMS.sent}
          empty={{
            title: "No pending requests",
            description: "Requests you send wait here until they are accepted. Try someone from People you may know.",
          }}
          redirectTo={here}
        />

        <ListSection
          title="Connections"
          {...pagingOf(connected)}
          pageParam={PAGE_PARAMS.connected}
          empty={{
            title: "No connections yet",
            description: "Connect with people you know; once they accept, they appear here.",
          }}
        >
          {connected.data.map((person) => (
            <ListRow key={person.id}>
              <PersonCard
                person={person}
                detail={person.connected_time_ago ? `Connected ${person.connected_time_ago}` : null}
                actions={<ConnectionActions person={person} status={CONNECTED} redirectTo={here} dialogs={false} />}
              />
            </ListRow>
          ))}
        </ListSection>
        <div>
          <p className="jl-text-sm jl-muted">
            Resume requests are on{" "}
            <Link to="/individual/requests" className="jl-link jl-link--underline jl-fg-brand">
              All requests
            </Link>
            .
          </p>
        </div>
      </div>
    </div>
  );
}
