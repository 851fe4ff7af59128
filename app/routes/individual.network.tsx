import { useLocation } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/individual.network";
import { apiContext } from "~/context";
import type { ConnectionItem } from "~/contract/network";
import { ConnectionActions, ConnectionDialogs } from "~/features/network/connection-actions";
import { ListRow, ListSection, pagingOf } from "~/features/network/list-section";
import { listPosition, pageParam } from "~/ui/pagination";
import { PersonCard } from "~/features/network/person-card";
import { ConnectionRequestSection, inCommon, NO_CONNECTION } from "~/features/network/request-section";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("My network") }];

/**
 * Each list pages on its own search parameter; requests and connections page by keyset, their
 * cursors beside it (`received_cursor`, `sent_before`, …). Suggestions page by number only.
 */
const PAGE_PARAMS = { received: "received", suggested: "suggested", sent: "sent", connected: "connected" } as const;

/**
 * People per list on this screen: four lists of twenty made a 100 kB page for a member with
 * hundreds of connections and requests, four of ten still 67 kB (issue 9: a list page ≤ 50 kB).
 * The two request lists show the newest five, as LinkedIn's My network shows a few invitations,
 * and page on here; All requests (/individual/requests) has them ten at a time (decision 142).
 */
const SECTION_SIZE = { received: 5, suggested: 10, sent: 5, connected: 10 } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext).network;
  const position = (name: keyof typeof PAGE_PARAMS) => ({ ...listPosition(request.url, PAGE_PARAMS[name]), page_size: SECTION_SIZE[name] });
  const [received, suggested, sent, connected] = await Promise.all([
    api.receivedRequests(position("received")),
    api.suggestions({ page: pageParam(request.url, PAGE_PARAMS.suggested), page_size: SECTION_SIZE.suggested }),
    api.sentRequests(position("sent")),
    api.connections(position("connected")),
  ]);
  return { received, suggested, sent, connected };
}

const CONNECTED = { ...NO_CONNECTION, is_connected: true };

export default function NetworkPage({ loaderData }: Route.ComponentProps) {
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
          empty={{ title: "No requests waiting", description: "When someone asks to connect with you, you can accept or ignore it here." }}
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
                  actions={<ConnectionActions person={person} status={NO_CONNECTION} redirectTo={here} dialogs={false} />}
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
          empty={{ title: "No pending requests", description: "Requests you send wait here until they are accepted. Try someone from People you may know." }}
          redirectTo={here}
        />

        <ListSection
          title="Connections"
          {...pagingOf(connected)}
          pageParam={PAGE_PARAMS.connected}
          empty={{ title: "No connections yet", description: "Connect with people you know; once they accept, they appear here." }}
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
