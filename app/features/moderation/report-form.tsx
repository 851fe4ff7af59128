/** The report form: a reason (required) and an optional note; plain POST, so it works without JavaScript. */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { FormError, SelectField, TextareaField } from "#app/ui/fields.tsx";
import { StaticButton, buttonClass } from "#app/ui/static.tsx";
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TARGET_LABELS,
  reportFormSchema,
  type ReportTargetKind,
} from "#app/forms/moderation/moderation.form.ts";

export function ReportForm({
  kind,
  id,
  back,
  lastResult,
}: {
  kind: ReportTargetKind;
  id: number;
  back: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { target_kind: kind, target_id: String(id) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reportFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const what = REPORT_TARGET_LABELS[kind];
  return (
    <div className="jl-stack jl-gap-5" style={{ maxWidth: "40rem" }}>
      <div className="jl-stack jl-gap-2">
        <h1 className="jl-heading jl-heading--xl">Report this {what}</h1>
        <p className="jl-muted">
          Tell us what is wrong. A moderator looks at every report; the {what}'s owner is not told who reported it. You
          can follow your report in{" "}
          <Link to="/settings/reports" className="jl-link jl-fg-brand">
            Settings, Reports
          </Link>
          .
        </p>
      </div>
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="jl-card jl-stack jl-gap-4"
        style={{ padding: "1rem" }}
      >
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="target_kind" value={kind} />
        <input type="hidden" name="target_id" value={id} />
        {back ? <input type="hidden" name="redirectTo" value={back} /> : null}
        <SelectField
          meta={fields.reason}
          label="Reason"
          required
          placeholder="Choose a reason"
          options={REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] }))}
        />
        <TextareaField
          meta={fields.note}
          label="Note (optional)"
          helperText={`What should the moderator know? At most ${REPORT_NOTE_MAX} characters.`}
          rows={4}
        />
        <div className="jl-hstack jl-wrap">
          <StaticButton type="submit" palette="red" loading={navigation.state === "submitting"} loadingText="Sending">
            Send report
          </StaticButton>
          <Link to={back || "/"} className={buttonClass({ variant: "outline" })}>
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
