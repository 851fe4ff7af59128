import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { inviteSchema } from "~/features/accounts/invite.form";
import { FormError, TextareaField } from "~/ui/fields";
import { StaticEmptyState, StaticButton } from "~/ui/static";

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
        <p className="jl-section__failed">This part of your dashboard could not be loaded. Reload the page to try again.</p>
      ) : empty ? (
        <StaticEmptyState title={empty.title} description={empty.description} />
      ) : (
        children
      )}
    </section>
  );
}

/**
 * "Invite people to JobLink": a text area of addresses (commas, spaces or new lines between
 * them) posted to the dashboard's own action with `intent=invite`. Errors show next to the field
 * (checked on submit, then as you type); the sent invites come back as a snackbar and the field
 * is emptied. A plain form: it works without JavaScript.
 */
export function InviteForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "invite",
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
    <Form method="post" {...getFormProps(form)} noValidate preventScrollReset>
      <div className="jl-stack jl-gap-3">
        <p className="jl-text-sm jl-muted">Know someone who should be here? We email them a link to sign up.</p>
        <FormError id={form.errorId} errors={form.errors} />
        <TextareaField
          // One text area (the schema also accepts repeated inputs, hence its list type).
          meta={fields.emails as unknown as FieldMetadata<string>}
          label="Emails"
          required
          rows={3}
          helperText="Separate addresses with commas, spaces or new lines (up to 50)."
        />
        <div>
          <StaticButton type="submit" name="intent" value={INVITE_INTENT} palette="brand" loading={sending} loadingText="Sending">
            Send invites
          </StaticButton>
        </div>
      </div>
    </Form>
  );
}
