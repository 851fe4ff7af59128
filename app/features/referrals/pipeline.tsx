/**
 * The pipeline's pieces on the applications lists (decision 165): the move of the checked
 * applications (its checkboxes sit on each application and belong to the form by its id, so it
 * works without JavaScript), one application's "Move to", and the poster's private notes.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { useState } from "react";
import { Form, useActionData, useLocation } from "react-router";
import { withSearch } from "#app/ui/route-dialog.tsx";
import type { MessageTemplate, ReferralNote, ReferralResponse } from "#app/contract/referrals.ts";
import { FormError, TextareaField } from "#app/ui/fields.tsx";
import { HiddenFields, useIntentPending } from "#app/ui/forms.tsx";
import { Link } from "#app/ui/link.tsx";
import { SmallSelect } from "#app/ui/small-select.tsx";
import { buttonClass, SrOnly, StaticButton } from "#app/ui/static.tsx";
import { APPLICATION_STATUS_LABELS, formatWhen } from "./application.tsx";
import {
  NOTE_MAX,
  noteFormSchema,
  PIPELINE_STAGES,
  pipelineFormId,
  pipelineMessages,
  type PipelineStage,
} from "#app/forms/referrals/pipeline.form.ts";
import type { PipelineReply } from "./pipeline.server.ts";

/** Where a company keeps its message templates. */
export const MESSAGE_TEMPLATES_PATH = "/corporate/message-templates";

/** The reply of a refused pipeline form, when it is this one's. */
function usePipelineReply(form: string) {
  const reply = useActionData() as Partial<PipelineReply> | undefined;
  return reply?.pipeline?.form === form ? reply.pipeline.result : undefined;
}

function StageAndMessage({
  idPrefix,
  stages,
  templates,
}: {
  idPrefix: string;
  stages: readonly PipelineStage[];
  templates: MessageTemplate[];
}) {
  return (
    <>
      <SmallSelect
        id={`${idPrefix}-stage`}
        label="Move to"
        name="stage"
        defaultValue={stages[0]!}
        options={stages.map((stage) => ({ value: stage, label: APPLICATION_STATUS_LABELS[stage] }))}
      />
      <SmallSelect
        id={`${idPrefix}-template`}
        label="Message"
        name="template_id"
        defaultValue=""
        options={[
          { value: "", label: "No message" },
          ...templates.map((template) => ({ value: template.id, label: template.name })),
        ]}
      />
    </>
  );
}

/** The errors of a refused move, each once. */
function moveErrors(result: ReturnType<typeof usePipelineReply>): string[] {
  return [
    ...new Set([
      ...(result?.error?.[""] ?? []),
      ...Object.values(result?.error ?? {}).flatMap((errors) => errors ?? []),
    ]),
  ];
}

/** The move of the checked applications, above the list. */
export function MoveCheckedForm({ templates }: { templates: MessageTemplate[] }) {
  const form = pipelineFormId("move");
  const serverErrors = moveErrors(usePipelineReply(form));
  // With JavaScript, nothing checked is said at once (and kept: a live update's revalidation
  // would drop an action's answer); without it, the action says it.
  const [noneChecked, setNoneChecked] = useState(false);
  const errors = noneChecked ? [pipelineMessages.chooseApplications] : serverErrors;
  const pending = useIntentPending("move");
  const checkSomething = (event: React.FormEvent<HTMLFormElement>) => {
    const none = new FormData(event.currentTarget).getAll("referral_ids").length === 0;
    setNoneChecked(none);
    if (none) event.preventDefault();
  };
  return (
    <Form
      method="post"
      id={form}
      className="jl-stack jl-gap-2"
      aria-label="Move the checked applications"
      preventScrollReset
      onSubmit={checkSomething}
    >
      <HiddenFields intent="move" />
      <div className="jl-hstack jl-wrap">
        <StageAndMessage idPrefix={form} stages={PIPELINE_STAGES} templates={templates} />
        <StaticButton type="submit" size="sm" palette="brand" loading={pending}>
          Move checked
        </StaticButton>
        {/* A button-sized link: a bare text link beside the button is too small a touch target. */}
        <Link to={MESSAGE_TEMPLATES_PATH} className={buttonClass({ variant: "ghost", size: "sm", palette: "brand" })}>
          Edit message templates
        </Link>
      </div>
      <FormError id={`${form}-error`} errors={errors} />
    </Form>
  );
}

/** The checkbox that puts one application in the move of the checked ones. */
export function MoveCheckbox({ response, name }: { response: ReferralResponse; name: string }) {
  if (!response.moves.length) return null;
  return (
    <label className="jl-hstack jl-text-sm" style={{ gap: "0.375rem" }}>
      <input type="checkbox" name="referral_ids" value={response.referral_id} form={pipelineFormId("move")} />
      Select<SrOnly>{` ${name}'s application`}</SrOnly>
    </label>
  );
}

/** One application's "Move to": the stages it may go to now, with a message. */
export function MoveOneForm({
  response,
  templates,
  name,
}: {
  response: ReferralResponse;
  templates: MessageTemplate[];
  name: string;
}) {
  const form = pipelineFormId("move", response.referral_id);
  const errors = moveErrors(usePipelineReply(form));
  if (!response.moves.length) return null;
  return (
    <Form method="post" className="jl-stack jl-gap-1" aria-label={`Move ${name}'s application`} preventScrollReset>
      <HiddenFields intent="move" fields={{ referral_ids: response.referral_id, single: response.referral_id }} />
      <div className="jl-hstack jl-wrap">
        <StageAndMessage idPrefix={form} stages={response.moves} templates={templates} />
        <StaticButton type={null} size="sm" variant="outline">
          Move<SrOnly>{` ${name}'s application`}</SrOnly>
        </StaticButton>
      </div>
      <FormError id={`${form}-error`} errors={errors} />
    </Form>
  );
}

/**
 * The poster's private notes on one application, and "Add a note", which opens the note form of
 * that application only (`?note=`, a URL state, so it works without JavaScript): a list of a
 * busy post's applications renders one form, not one per application.
 */
export function Notes({ response, name }: { response: ReferralResponse; name: string }) {
  const location = useLocation();
  const formId = pipelineFormId("note", response.referral_id);
  const lastResult = usePipelineReply(formId);
  const writing =
    Boolean(lastResult) || new URLSearchParams(location.search).get(NOTE_PARAM) === String(response.referral_id);
  return (
    <div className="jl-stack jl-gap-2">
      {response.notes.length ? (
        <details open>
          <summary className="jl-text-sm">{`Notes (${response.notes.length})`}</summary>
          <div className="jl-stack jl-gap-2" style={{ paddingBlockStart: "0.5rem" }}>
            <p className="jl-text-sm jl-muted">Only you see these notes; {response.user.first_name} never does.</p>
            <ul
              className="jl-stack jl-gap-2"
              style={{ listStyle: "none", margin: 0, padding: 0 }}
              aria-label={`Notes on ${name}'s application`}
            >
              {response.notes.map((note) => (
                <NoteItem key={note.id} note={note} />
              ))}
            </ul>
          </div>
        </details>
      ) : null}
      {writing ? (
        <NoteForm
          formId={formId}
          lastResult={lastResult}
          response={response}
          name={name}
          closeTo={withSearch(location, { [NOTE_PARAM]: null })}
        />
      ) : (
        <div>
          <Link
            to={withSearch(location, { [NOTE_PARAM]: response.referral_id })}
            preventScrollReset
            className={buttonClass({ variant: "ghost", size: "sm", palette: "brand" })}
          >
            Add a note<SrOnly>{` on ${name}`}</SrOnly>
          </Link>
        </div>
      )}
    </div>
  );
}

/** Which application's note form is open. */
const NOTE_PARAM = "note";

function NoteForm({
  formId,
  lastResult,
  response,
  name,
  closeTo,
}: {
  formId: string;
  lastResult: ReturnType<typeof usePipelineReply>;
  response: ReferralResponse;
  name: string;
  closeTo: string;
}) {
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: noteFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const pending = useIntentPending("add-note");
  return (
    <Form method="post" className="jl-stack jl-gap-2" preventScrollReset {...getFormProps(form)}>
      <HiddenFields intent="add-note" fields={{ referral_id: response.referral_id }} />
      <TextareaField
        meta={fields.body}
        label={`Add a note on ${name}`}
        rows={2}
        // The notes above already say who sees them.
        helperText={`At most ${NOTE_MAX} characters.${response.notes.length ? "" : ` Only you see your notes; ${response.user.first_name} never does.`}`}
      />
      <div className="jl-hstack jl-wrap">
        <StaticButton type="submit" size="sm" variant="outline" loading={pending}>
          Save note
        </StaticButton>
        <Link to={closeTo} preventScrollReset className={buttonClass({ variant: "ghost", size: "sm" })}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function NoteItem({ note }: { note: ReferralNote }) {
  return (
    <li className="jl-stack jl-gap-1">
      <p style={{ margin: 0, whiteSpace: "pre-wrap" }}>{note.body}</p>
      <div className="jl-hstack jl-wrap jl-text-sm jl-muted">
        <span>
          {note.author?.name ?? "A former member"} ·{" "}
          <time dateTime={note.created_at}>{formatWhen(note.created_at)}</time>
        </span>
        <Form method="post" preventScrollReset>
          <HiddenFields intent="delete-note" fields={{ note_id: note.id }} />
          <StaticButton type={null} size="xs" variant="ghost" palette="red">
            Delete<SrOnly> this note</SrOnly>
          </StaticButton>
        </Form>
      </div>
    </li>
  );
}
