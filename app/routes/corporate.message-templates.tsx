/**
 * `/corporate/message-templates` (issue 32, decision 165): the messages a company sends with a
 * move of applications. Each template is its own form (save, delete), and one more adds a
 * template; all work without JavaScript, with errors next to their fields.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { Button } from "@chakra-ui/react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/corporate.message-templates";
import { apiContext, sessionContext } from "#app/context.ts";
import type { MessageTemplate } from "#app/contract/referrals.ts";
import {
  TEMPLATE_BODY_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_PLACEHOLDERS,
  TEMPLATES_MAX,
  templateFormSchema,
} from "#app/forms/referrals/pipeline.form.ts";
import { MESSAGE_TEMPLATES_PATH } from "#app/features/referrals/pipeline.tsx";
import { guard } from "#app/server/guards.server.ts";
import { isUpstreamError, replyOptionsFor, snackbarMessagesFor } from "#app/upstream/errors.ts";
import { FormError, TextareaField, TextField } from "#app/ui/fields.tsx";
import { HiddenFields, useIntentPending } from "#app/ui/forms.tsx";
import { pageTitle } from "#app/ui/title.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "corporate");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Message templates") }];

export async function loader({ context }: Route.LoaderArgs) {
  return { templates: await context.get(apiContext).referrals.templates() };
}

/** A refused form's reply, under the form it belongs to (`new`, or a template's id). */
type Refused = { form: string; result: SubmissionResult<string[]> };

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const { referrals } = context.get(apiContext);
  const form = formData.get("intent") === "create-template" ? "new" : String(formData.get("template_id") ?? "");
  const submission = parseWithZod(formData, { schema: templateFormSchema });
  if (submission.status !== "success")
    return data<{ refused: Refused }>({ refused: { form, result: submission.reply() } }, { status: 400 });
  const input = submission.value;
  try {
    const { message } =
      input.intent === "create-template"
        ? await referrals.createTemplate({ name: input.name, body: input.body })
        : input.intent === "update-template"
          ? await referrals.updateTemplate({ template_id: input.template_id, name: input.name, body: input.body })
          : await referrals.deleteTemplate({ template_id: input.template_id });
    session.flash("success", message);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const reply = replyOptionsFor(error, { fields: ["name", "body"] });
    if (Object.keys(reply.fieldErrors).length > 0)
      return data<{ refused: Refused }>(
        { refused: { form, result: submission.reply(reply) } },
        { status: error.status },
      );
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
  }
  return redirect(MESSAGE_TEMPLATES_PATH);
}

export default function MessageTemplatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && "refused" in actionData ? actionData.refused : undefined;
  const resultFor = (form: string) => (refused?.form === form ? refused.result : undefined);
  const { templates } = loaderData;
  return (
    <div className="jl-stack jl-gap-4">
      <div className="jl-card jl-hero jl-stack jl-gap-2">
        <h1 className="jl-heading jl-heading--xl">Message templates</h1>
        <p className="jl-muted">
          Send one of these when you move applications to a stage. {TEMPLATE_PLACEHOLDERS.join(", ")} are filled in for
          each applicant. You can keep up to {TEMPLATES_MAX}.
        </p>
      </div>
      {templates.map((template) => (
        <section key={template.id} className="jl-card jl-hero" aria-label={template.name}>
          <TemplateForm template={template} lastResult={resultFor(String(template.id))} />
        </section>
      ))}
      {templates.length < TEMPLATES_MAX ? (
        <section className="jl-card jl-hero jl-stack jl-gap-2" aria-labelledby="new-template-heading">
          <h2 id="new-template-heading" className="jl-heading jl-heading--md">
            Add a template
          </h2>
          <TemplateForm lastResult={resultFor("new")} />
        </section>
      ) : null}
    </div>
  );
}

function TemplateForm({
  template,
  lastResult,
}: {
  template?: MessageTemplate;
  lastResult?: SubmissionResult<string[]>;
}) {
  const intent = template ? "update-template" : "create-template";
  const [form, fields] = useForm({
    id: template ? `template-${template.id}` : "template-new",
    lastResult,
    defaultValue: template ? { name: template.name, body: template.body } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: templateFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const saving = useIntentPending(intent);
  return (
    <div className="jl-stack jl-gap-2">
      <Form method="post" className="jl-stack jl-gap-3" {...getFormProps(form)}>
        <HiddenFields intent={intent} fields={{ template_id: template?.id }} />
        <FormError id={form.errorId} errors={form.errors} />
        <TextField meta={fields.name} label="Name" helperText={`At most ${TEMPLATE_NAME_MAX} characters.`} />
        <TextareaField
          meta={fields.body}
          label="Message"
          rows={4}
          helperText={`At most ${TEMPLATE_BODY_MAX} characters.`}
        />
        <div>
          <Button type="submit" size="sm" colorPalette="brand" loading={saving}>
            {template ? "Save" : "Add template"}
          </Button>
        </div>
      </Form>
      {template ? (
        <Form method="post">
          <HiddenFields intent="delete-template" fields={{ template_id: template.id }} />
          <Button
            type="submit"
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete the template ${template.name}`}
          >
            Delete
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
