/**
 * The job dialogs' forms (job-actions.tsx `JobDialogs`): ask for a referral and recommend a post
 * to a connection. A module of their own, with their Zod schemas, loaded by the browser only when
 * a dialog opens (decision 139); /jobs/actions shows the same forms again when one is refused
 * without JavaScript. Plain elements with static classes.
 */
import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { useFetcher } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { recommendSchema, REFERRAL_MESSAGE_MAX, referRequestSchema } from "#app/forms/jobs/job-actions.form.ts";
import { RESUME_ACCEPT } from "#app/forms/upload.ts";
import { FormError, SelectField, TextareaField } from "#app/ui/fields.tsx";
import type { PersonLike } from "#app/ui/person-card.tsx";
import { RouteDialog } from "#app/ui/route-dialog.tsx";
import { buttonClass, StaticButton, StaticEmptyState } from "#app/ui/static.tsx";
import { JOB_ACTIONS, type JobDialogParam } from "./dialog-params.ts";
import type { JobFormReply, JobPostRef } from "./job-actions.tsx";
import { applicationWords } from "./application-words.ts";
import { ScreeningAnswerFields } from "./screening-answer-fields.tsx";
import { answersSchema } from "#app/forms/jobs/screening.form.ts";

/** The dialog `JobDialogs` found in the URL. */
export default function JobDialog({
  kind,
  post,
  connections,
  redirectTo,
  closeTo,
}: {
  kind: JobDialogParam;
  post: JobPostRef;
  connections: PersonLike[] | null;
  redirectTo: string;
  closeTo: string;
}) {
  return kind === "ask-referral" ? (
    <RouteDialog title={applicationWords(post).action} closeTo={closeTo}>
      <RequestReferralForm post={post} redirectTo={redirectTo} cancelTo={closeTo} />
    </RouteDialog>
  ) : (
    <RouteDialog title="Recommend this job" closeTo={closeTo}>
      <RecommendForm post={post} connections={connections ?? []} redirectTo={redirectTo} cancelTo={closeTo} />
    </RouteDialog>
  );
}

function Actions({
  cancelTo,
  pending,
  label,
  pendingLabel,
}: {
  cancelTo: string;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <div className="jl-hstack jl-justify-end">
      <Link to={cancelTo} preventScrollReset className={buttonClass({ variant: "outline" })}>
        Cancel
      </Link>
      <StaticButton type="submit" palette="brand" loading={pending} loadingText={pendingLabel}>
        {label}
      </StaticButton>
    </div>
  );
}

/** The request-referral dialog's form: the post's screening questions, an optional message (at most 500 characters) to the poster, a resume. */
export function RequestReferralForm({
  post,
  redirectTo,
  cancelTo,
  lastResult,
}: {
  post: JobPostRef;
  redirectTo: string;
  cancelTo: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const fetcher = useFetcher<JobFormReply>({ key: `ask-referral-${post.id}` });
  const questions = post.questions ?? [];
  const schema = questions.length
    ? referRequestSchema.extend({ answers: answersSchema(questions) })
    : referRequestSchema;
  const [form, fields] = useForm({
    id: `ask-referral-${post.id}`,
    lastResult: fetcher.data?.reply ?? lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <fetcher.Form
      method="post"
      action={JOB_ACTIONS}
      encType="multipart/form-data"
      preventScrollReset
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="refer-request" />
      <input type="hidden" name="job_post_id" value={post.id} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="jl-stack jl-gap-4">
        <FormError id={form.errorId} errors={form.errors} />
        <p>
          Ask the poster of <strong>{post.title}</strong> to refer you. Say why you are a good fit: the poster reads
          your note with your application.
        </p>
        <ScreeningAnswerFields
          questions={questions}
          fields={
            (fields as unknown as { answers: FieldMetadata<Record<string, string>> }).answers.getFieldset() as never
          }
        />
        <TextareaField
          meta={fields.message}
          label="Note to the poster (optional)"
          helperText={`Up to ${REFERRAL_MESSAGE_MAX} characters.`}
          rows={5}
        />
        <div className="jl-stack jl-gap-1">
          <label className="jl-hstack" htmlFor={fields.attach_resume.id}>
            <input
              type="checkbox"
              id={fields.attach_resume.id}
              name={fields.attach_resume.name}
              defaultChecked={fields.attach_resume.initialValue === "on"}
              aria-invalid={fields.attach_resume.errors ? true : undefined}
              aria-describedby={fields.attach_resume.errors ? fields.attach_resume.errorId : undefined}
            />
            Attach my resume (the one on my profile)
          </label>
          {fields.attach_resume.errors ? (
            <p id={fields.attach_resume.errorId} className="jl-field__error" aria-live="polite">
              {fields.attach_resume.errors[0]}
            </p>
          ) : null}
        </div>
        <div className="jl-stack jl-gap-1">
          <label htmlFor={fields.file.id}>Or upload a resume for this application (PDF, optional)</label>
          <input
            type="file"
            id={fields.file.id}
            name={fields.file.name}
            accept={RESUME_ACCEPT}
            aria-invalid={fields.file.errors ? true : undefined}
            aria-describedby={fields.file.errors ? fields.file.errorId : `${fields.file.id}-hint`}
          />
          {fields.file.errors ? (
            <p id={fields.file.errorId} className="jl-field__error" aria-live="polite">
              {fields.file.errors[0]}
            </p>
          ) : (
            <p id={`${fields.file.id}-hint`} className="jl-text-sm jl-muted">
              Up to 10 MB. It goes with this application only; your profile keeps its resume.
            </p>
          )}
        </div>
        <Actions
          cancelTo={cancelTo}
          pending={fetcher.state !== "idle"}
          label={applicationWords(post).submit}
          pendingLabel="Sending"
        />
      </div>
    </fetcher.Form>
  );
}

/** The referral dialog's form: recommend the post to one of your connections. */
export function RecommendForm({
  post,
  connections,
  redirectTo,
  cancelTo,
  lastResult,
}: {
  post: JobPostRef;
  connections: PersonLike[];
  redirectTo: string;
  cancelTo: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const fetcher = useFetcher<JobFormReply>({ key: `recommend-${post.id}` });
  const [form, fields] = useForm({
    id: `recommend-${post.id}`,
    lastResult: fetcher.data?.reply ?? lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: recommendSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (!connections.length) {
    return (
      <StaticEmptyState
        title="No connections yet"
        description={
          <>
            You can recommend jobs to your connections.{" "}
            <Link to="/individual/network" className="jl-link jl-link--underline jl-fg-brand">
              Grow your network
            </Link>
            .
          </>
        }
      />
    );
  }
  return (
    <fetcher.Form method="post" action={JOB_ACTIONS} preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value="recommend" />
      <input type="hidden" name="job_post_id" value={post.id} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="jl-stack jl-gap-4">
        <FormError id={form.errorId} errors={form.errors} />
        <p>
          Recommend <strong>{post.title}</strong> to a connection. They will see it in their recommendations.
        </p>
        <SelectField
          meta={fields.user_id}
          label="Connection"
          required
          placeholder="Choose a connection"
          options={connections.map((person) => ({
            value: person.id,
            label: `${person.first_name} ${person.last_name}`.trim(),
          }))}
        />
        <Actions cancelTo={cancelTo} pending={fetcher.state !== "idle"} label="Recommend" pendingLabel="Sending" />
      </div>
    </fetcher.Form>
  );
}
