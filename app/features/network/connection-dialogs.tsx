/**
 * The network dialogs (connection-actions.tsx `ConnectionDialogs`): send a request (with an
 * optional note, checked by Zod as you type), withdraw it, remove a connection. Loaded by the
 * browser only when one opens (decision 139); /connections shows the send-request form again
 * when it is refused without JavaScript.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { useFetcher } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { connectionNoteLimit, type ConnectionRemoveIntent, connectSchema } from "./connection.form.ts";
import { FormError, TextareaField } from "#app/ui/fields.tsx";
import type { PersonLike } from "#app/ui/person-card.tsx";
import { RouteDialog } from "#app/ui/route-dialog.tsx";
import { buttonClass, StaticButton } from "#app/ui/static.tsx";
import { type ConnectFormReply, fullName } from "./connection-actions.tsx";
import { CONNECTIONS_ACTION, type NetworkDialogParam } from "./dialog-params.ts";
import { IntentButton } from "#app/ui/intent-button.tsx";

/** The dialog `ConnectionDialogs` found in the URL. */
export default function ConnectionDialog({
  kind,
  person,
  redirectTo,
  closeTo,
}: {
  kind: NetworkDialogParam;
  person: PersonLike;
  redirectTo: string;
  closeTo: string;
}) {
  if (kind === "connect") return <SendRequestDialog person={person} redirectTo={redirectTo} closeTo={closeTo} />;
  if (kind === "withdraw") {
    return (
      <ConfirmConnectionDialog
        person={person}
        intent="withdraw"
        title="Withdraw request?"
        description={`${fullName(person)} will no longer see your connection request.`}
        confirmLabel="Withdraw"
        redirectTo={redirectTo}
        closeTo={closeTo}
      />
    );
  }
  return (
    <ConfirmConnectionDialog
      person={person}
      intent="remove"
      title="Remove connection?"
      description={`${fullName(person)} will be removed from your connections. They will not be told.`}
      confirmLabel="Remove"
      redirectTo={redirectTo}
      closeTo={closeTo}
    />
  );
}

/** The send-request dialog (spec §2) as a URL dialog. */
export function SendRequestDialog({
  person,
  redirectTo,
  closeTo,
}: {
  person: PersonLike;
  redirectTo: string;
  closeTo: string;
}) {
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
        <TextareaField
          meta={fields.note}
          label="Personal note (optional)"
          helperText={`Up to ${connectionNoteLimit} characters.`}
          rows={4}
        />
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
  /** The remove intents that ask first: those with a dialog of their own. */
  intent: Extract<ConnectionRemoveIntent, NetworkDialogParam>;
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
