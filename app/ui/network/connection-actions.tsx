import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher, useLocation } from "react-router";
import { Link } from "~/ui/link";
import { CONNECTION_NOTE_MAX, connectSchema } from "~/forms/connection";
import { FormError, TextareaField } from "~/ui/fields";
import type { PersonLike } from "~/ui/person-card";
import { RouteDialog } from "~/ui/route-dialog";
import { buttonClass, SrOnly, StaticButton } from "~/ui/static";
import { CONNECTIONS_ACTION, dialogTarget, withDialog, withoutDialogParams } from "./dialog-params";
import { IntentButton } from "./intent-form";

/** Where the viewer stands with the person (the API's ConnectionStatus; extra fields are ignored). */
export type ConnectionStatusLike = {
  is_connected: boolean;
  request_sent: boolean;
  request_received: boolean;
};

/** What `/connections` answers when the send-request form is refused (read by the dialog). */
export type ConnectFormReply = { reply: SubmissionResult<string[]> };

const fullName = (person: PersonLike) => `${person.first_name} ${person.last_name}`.trim();

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
 * inside one card).
 */
export function ConnectionActions({
  person,
  status,
  redirectTo,
  dialogs = true,
}: {
  person: PersonLike;
  status: ConnectionStatusLike;
  redirectTo: string;
  dialogs?: boolean;
}) {
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
        <Link to={withDialog(here, "remove", person.id)} preventScrollReset className={buttonClass({ size: "sm", variant: "outline" })}>
          Remove<ForWhom> {name} from your connections</ForWhom>
        </Link>
      </>
    );
  } else if (status.request_received) {
    buttons = (
      <>
        <IntentButton action={CONNECTIONS_ACTION} intent="approve" fields={{ user_id: person.id }} redirectTo={back} colorPalette="brand">
          Accept<ForWhom> {name}&apos;s request</ForWhom>
        </IntentButton>
        <IntentButton action={CONNECTIONS_ACTION} intent="ignore" fields={{ remove_user_id: person.id }} redirectTo={back} variant="outline">
          Ignore<ForWhom> {name}&apos;s request</ForWhom>
        </IntentButton>
      </>
    );
  } else if (status.request_sent) {
    buttons = (
      <>
        <StaticButton size="sm" variant="subtle" disabled>
          Pending
        </StaticButton>
        <Link to={withDialog(here, "withdraw", person.id)} preventScrollReset className={buttonClass({ size: "sm", variant: "outline" })}>
          Withdraw<ForWhom> your request to {name}</ForWhom>
        </Link>
      </>
    );
  } else {
    buttons = (
      <Link to={withDialog(here, "connect", person.id)} preventScrollReset className={buttonClass({ size: "sm", palette: "brand" })}>
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

/**
 * The network dialog the URL asks for (`?connect=`, `?withdraw=` or `?remove=`), for whichever
 * of `people` it names; nothing otherwise. Render it once per page.
 */
export function ConnectionDialogs({ people, redirectTo }: { people: PersonLike[]; redirectTo: string }) {
  const location = useLocation();
  const closeTo = withoutDialogParams(location.pathname + location.search);
  const back = withoutDialogParams(redirectTo);
  const find = (id: number | null) => (id === null ? undefined : people.find((person) => person.id === id));

  const connect = find(dialogTarget(location.search, "connect"));
  if (connect) return <SendRequestDialog person={connect} redirectTo={back} closeTo={closeTo} />;

  const withdraw = find(dialogTarget(location.search, "withdraw"));
  if (withdraw) {
    return (
      <ConfirmConnectionDialog
        person={withdraw}
        intent="withdraw"
        title="Withdraw request?"
        description={`${fullName(withdraw)} will no longer see your connection request.`}
        confirmLabel="Withdraw"
        redirectTo={back}
        closeTo={closeTo}
      />
    );
  }

  const remove = find(dialogTarget(location.search, "remove"));
  if (remove) {
    return (
      <ConfirmConnectionDialog
        person={remove}
        intent="remove"
        title="Remove connection?"
        description={`${fullName(remove)} will be removed from your connections. They will not be told.`}
        confirmLabel="Remove"
        redirectTo={back}
        closeTo={closeTo}
      />
    );
  }
  return null;
}

/** The send-request dialog (spec §2) as a URL dialog. */
export function SendRequestDialog({ person, redirectTo, closeTo }: { person: PersonLike; redirectTo: string; closeTo: string }) {
  return (
    <RouteDialog title={`Connect with ${fullName(person)}`} closeTo={closeTo}>
      <SendRequestForm person={person} redirectTo={redirectTo} cancelTo={closeTo} />
    </RouteDialog>
  );
}

/**
 * The send-request form: an optional personal note (at most 300 characters). With JavaScript
 * the note is checked as you type and a refusal from `/connections` shows in place; without it
 * `/connections` answers a refused form with a page holding this same form and its errors
 * (`lastResult`).
 */
export function SendRequestForm({
  person,
  redirectTo,
  cancelTo,
  lastResult,
}: {
  person: PersonLike;
  redirectTo: string;
  cancelTo: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const fetcher = useFetcher<ConnectFormReply>({ key: `connect-${person.id}` });
  const [form, fields] = useForm({
    id: `connect-${person.id}`,
    lastResult: fetcher.data?.reply ?? lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: connectSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const name = fullName(person);
  return (
    <fetcher.Form method="post" action={CONNECTIONS_ACTION} preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value="connect" />
      <input type="hidden" name="user_id" value={person.id} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="jl-stack jl-gap-4">
        <FormError id={form.errorId} errors={form.errors} />
        <p>{person.first_name || name} will see your request. Add a personal note to say how you know each other.</p>
        <TextareaField meta={fields.note} label="Personal note (optional)" helperText={`Up to ${CONNECTION_NOTE_MAX} characters.`} rows={4} />
        <div className="jl-hstack jl-justify-end">
          <Link to={cancelTo} preventScrollReset className={buttonClass({ variant: "outline" })}>
            Cancel
          </Link>
          <StaticButton type="submit" palette="brand" loading={fetcher.state !== "idle"} loadingText="Sending">
            Send request
          </StaticButton>
        </div>
      </div>
    </fetcher.Form>
  );
}

/** A confirmation as a URL dialog: Cancel closes it, the confirm button posts the intent. */
function ConfirmConnectionDialog({
  person,
  intent,
  title,
  description,
  confirmLabel,
  redirectTo,
  closeTo,
}: {
  person: PersonLike;
  intent: "withdraw" | "remove";
  title: string;
  description: string;
  confirmLabel: string;
  redirectTo: string;
  closeTo: string;
}) {
  return (
    <RouteDialog title={title} closeTo={closeTo} size="confirm">
      <p>{description}</p>
      <div className="jl-hstack jl-justify-end">
        <Link to={closeTo} preventScrollReset className={buttonClass({ variant: "outline" })}>
          Cancel
        </Link>
        <IntentButton
          action={CONNECTIONS_ACTION}
          intent={intent}
          fields={{ remove_user_id: person.id }}
          redirectTo={redirectTo}
          colorPalette="red"
          size="md"
        >
          {confirmLabel}
        </IntentButton>
      </div>
    </RouteDialog>
  );
}
