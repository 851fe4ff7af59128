import type { SubmissionResult } from "@conform-to/react";
import { useLocation } from "react-router";
import type { ConnectionStatus } from "#app/contract/common.ts";
import { Link } from "#app/ui/link.tsx";
import { lazyComponent } from "#app/ui/lazy.tsx";
import type { PersonLike } from "#app/ui/person-card.tsx";
import { buttonClass, SrOnly, StaticButton } from "#app/ui/static.tsx";
import {
  CONNECTIONS_ACTION,
  dialogTarget,
  NETWORK_DIALOG_PARAMS,
  withDialog,
  withoutDialogParams,
} from "./dialog-params.ts";
import { IntentButton } from "#app/ui/intent-button.tsx";

/** Where the viewer stands with the person (the API's ConnectionStatus; extra fields are ignored). */
export type ConnectionStatusLike = Pick<ConnectionStatus, "is_connected" | "request_sent" | "request_received">;

/** What `/connections` answers when the send-request form is refused (read by the dialog). */
export type ConnectFormReply = { reply: SubmissionResult<string[]> };

export const fullName = (person: PersonLike) => `${person.first_name} ${person.last_name}`.trim();

/** Text only screen readers hear, naming whom a button is about. */
const ForWhom = SrOnly;

/**
 * The connection buttons for one member, by status:
 * - none: **Connect**, which opens the send-request dialog (`?connect=<id>`, optional note);
 * - request sent: **Pending** and **Withdraw**, which opens the withdraw-connection dialog (`?withdraw=<id>`);
 * - request received: **Accept** and **Ignore**;
 * - connected: **Message** (to `/chats/create-chat?user_id=<id>`) and **Remove**, which asks first (`?remove=<id>`).
 *
 * Every button works without JavaScript (links to URL dialogs, plain forms posting to
 * `/connections`), and each posts `redirectTo` (a same-site path; the dialog parameters are
 * dropped from it) so the endpoint comes back to this page with a snackbar.
 *
 * `dialogs={false}` leaves the dialogs out, for pages that render {@link ConnectionDialogs}
 * once (lists: without JavaScript the dialog is a panel in the page, better above the list than
 * inside one card). `offers="constructive"` shows only what connects (search results).
 */
export function ConnectionActions({
  person,
  status,
  redirectTo,
  dialogs = true,
  offers = "all",
}: {
  person: PersonLike;
  status: ConnectionStatusLike;
  redirectTo: string;
  dialogs?: boolean;
  /** `constructive`: no Remove, Ignore or Withdraw (search results). */
  offers?: "all" | "constructive";
}) {
  const undoing = offers === "all";
  const location = useLocation();
  const here = location.pathname + location.search;
  const back = withoutDialogParams(redirectTo);
  const name = fullName(person);

  let buttons: React.ReactNode;
  if (status.is_connected) {
    buttons = (
      <>
        <Link to={`/chats/create-chat?user_id=${person.id}`} className={buttonClass({ size: "sm", palette: "brand" })}>
          Message<ForWhom> {name}</ForWhom>
        </Link>
        {undoing ? (
          <Link
            to={withDialog(here, "remove", person.id)}
            preventScrollReset
            className={buttonClass({ size: "sm", variant: "outline" })}
          >
            Remove<ForWhom> {name} from your connections</ForWhom>
          </Link>
        ) : null}
      </>
    );
  } else if (status.request_received) {
    buttons = (
      <>
        <IntentButton
          action={CONNECTIONS_ACTION}
          intent="approve"
          fields={{ user_id: person.id }}
          redirectTo={back}
          colorPalette="brand"
        >
          Accept<ForWhom> {name}&apos;s request</ForWhom>
        </IntentButton>
        {undoing ? (
          <IntentButton
            action={CONNECTIONS_ACTION}
            intent="ignore"
            fields={{ remove_user_id: person.id }}
            redirectTo={back}
            variant="outline"
          >
            Ignore<ForWhom> {name}&apos;s request</ForWhom>
          </IntentButton>
        ) : null}
      </>
    );
  } else if (status.request_sent) {
    buttons = (
      <>
        <StaticButton size="sm" variant="subtle" disabled>
          Pending
        </StaticButton>
        {undoing ? (
          <Link
            to={withDialog(here, "withdraw", person.id)}
            preventScrollReset
            className={buttonClass({ size: "sm", variant: "outline" })}
          >
            Withdraw<ForWhom> your request to {name}</ForWhom>
          </Link>
        ) : null}
      </>
    );
  } else {
    buttons = (
      <Link
        to={withDialog(here, "connect", person.id)}
        preventScrollReset
        className={buttonClass({ size: "sm", palette: "brand", icon: "connect" })}
      >
        Connect<ForWhom> with {name}</ForWhom>
      </Link>
    );
  }

  return (
    <>
      <div className="jl-hstack jl-wrap">{buttons}</div>
      {dialogs ? <ConnectionDialogs people={[person]} redirectTo={redirectTo} /> : null}
    </>
  );
}

/** The dialogs themselves (the send-request form, with Zod), loaded when one opens (decision 139). */
const ConnectionDialog = lazyComponent(() => import("./connection-dialogs.tsx"));

/**
 * The network dialog the URL asks for (`?connect=`, `?withdraw=` or `?remove=`), for whichever
 * of `people` it names; nothing otherwise. Render it once per page.
 */
export function ConnectionDialogs({ people, redirectTo }: { people: PersonLike[]; redirectTo: string }) {
  const location = useLocation();
  const closeTo = withoutDialogParams(location.pathname + location.search);
  const back = withoutDialogParams(redirectTo);
  const find = (id: number | null) => (id === null ? undefined : people.find((person) => person.id === id));
  for (const kind of NETWORK_DIALOG_PARAMS) {
    const person = find(dialogTarget(location.search, kind));
    if (person) return <ConnectionDialog kind={kind} person={person} redirectTo={back} closeTo={closeTo} />;
  }
  return null;
}
