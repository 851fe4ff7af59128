import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { inviteSchema } from "#app/features/accounts/invite.form.ts";
import { FormError, TextareaField } from "#app/ui/fields.tsx";
import { StaticEmptyState, StaticButton } from "#app/ui/static.tsx";

/** The invite form's submit intent (the dashboards' actions switch on it). */
export const INVITE_INTENT = "invite";

/**
 * One card of a dashboard: a heading, an optional "see all" link, and either its content or an
 * empty state that says what to do next. `failed` shows that the part could not be loaded.
 */
export function DashboardSection({
  title,
  seeAll,
  empty,
  failed,
  children,
}: {
  title: string;
  seeAll?: { to: string; label: string };
  empty?: { title: string; description: React.ReactNode } | null;
  failed?: boolean;
  children?: React.ReactNode;
}) {
  const headingId = useId();
  // Plain elements with the static `jl-section*` classes of static-classes.ts.
  return (
    <section aria-labelledby={headingId} className="jl-section">
      <div className="jl-section__head">
        <h2 className="jl-heading jl-heading--md" id={headingId}>
          {title}
        </h2>
        {seeAll ? (
          <Link to={seeAll.to} className="jl-link jl-link--underline jl-fg-brand jl-text-sm">
            {seeAll.label}
          </Link>
        ) : null}
      </div>
      {failed ? (
        <p className="jl-section__failed">
          This part of your dashboard could not be loaded. Reload the page to try again.
        </p>
      ) : empty ? (
        <StaticEmptyState title={empty.title} description={empty.description} />
      ) : (
        children
      )}
    </section>
  );
}

/** The invite form's id (Conform names its parts after it: `invite-emails`, `invite-error`). */
const INVITE_FORM_ID = "invite";

/**
 * "Invite people to JobLink": a text area of addresses (commas, spaces or new lines between
 * them) posted to the dashboard's own action with `intent=invite`. Errors show next to the field
 * (checked on submit, then as you type); the sent invites come back as a snackbar and the field
 * is emptied. A plain form: it works without JavaScript.
 *
 * On the server, a form not yet submitted is drawn from its first state (no errors, nothing
 * typed) without Conform's form store, which was a third of the dashboard's server time spent
 * on this one field (decision 151); the browser hydrates the same markup with Conform
 * (dashboard-card.test.tsx compares the two). After a failed submission without JavaScript the
 * server draws it with Conform, errors and all.
 */
export function InviteForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  if (typeof document === "undefined" && !lastResult) return <FirstInviteForm />;
  return <ConformInviteForm lastResult={lastResult} />;
}

/** The invite form as Conform draws it before anything is typed or submitted. */
export function FirstInviteForm() {
  const id = INVITE_FORM_ID;
  const emails = {
    id: `${id}-emails`,
    name: "emails",
    formId: id,
    errorId: `${id}-emails-error`,
    descriptionId: `${id}-emails-description`,
    initialValue: undefined,
    errors: undefined,
  };
  return (
    <InviteFormView
      formProps={{ id }}
      formErrorId={`${id}-error`}
      emails={emails as unknown as FieldMetadata<string>}
      sending={false}
    />
  );
}

export function ConformInviteForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: INVITE_FORM_ID,
    lastResult: lastResult ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === INVITE_INTENT;

  // After a sent invite the action redirects here: empty the field (it kept what was typed).
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && !lastResult) form.reset();
    wasSending.current = sending;
  }, [sending, lastResult, form]);

  return (
    <InviteFormView
      formProps={getFormProps(form)}
      formErrorId={form.errorId}
      formErrors={form.errors}
      // One text area (the schema also accepts repeated inputs, hence its list type).
      emails={fields.emails as unknown as FieldMetadata<string>}
      sending={sending}
    />
  );
}

function InviteFormView({
  formProps,
  formErrorId,
  formErrors,
  emails,
  sending,
}: {
  formProps: Partial<ReturnType<typeof getFormProps>> & { id: string };
  formErrorId: string;
  formErrors?: string[];
  emails: FieldMetadata<string>;
  sending: boolean;
}) {
  return (
    <Form method="post" {...formProps} noValidate preventScrollReset>
      <div className="jl-stack jl-gap-3">
        <p className="jl-text-sm jl-muted">Know someone who should be here? We email them a link to sign up.</p>
        <FormError id={formErrorId} errors={formErrors} />
        <TextareaField
          meta={emails}
          label="Emails"
          required
          rows={3}
          helperText="Separate addresses with commas, spaces or new lines (up to 50)."
        />
        <div>
          <StaticButton
            type="submit"
            name="intent"
            value={INVITE_INTENT}
            palette="brand"
            loading={sending}
            loadingText="Sending"
          >
            Send invites
          </StaticButton>
        </div>
      </div>
    </Form>
  );
}
