/**
 * The "Open to work" form of the profile page (intent `open-to-work`, decision 184): the job
 * titles (one text, separated by commas), the locations (the location picker, several), job and
 * employment types (checkboxes), an optional start date and who sees it (radios). Plain inputs
 * posted to the page's action, so it works without JavaScript; Conform checks the same schema.
 */
import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { Stack } from "@chakra-ui/react";
import { Form } from "react-router";
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  JOB_TYPE_LABELS,
  JOB_TYPES,
} from "#app/forms/jobs/job-post-labels.ts";
import { FormError, TextField } from "#app/ui/fields.tsx";
import { FormButtons, HiddenFields } from "#app/ui/forms.tsx";
import { DefaultSubmit, MasterPicker } from "#app/ui/picker/master-picker.tsx";
import type { PickerOption } from "#app/ui/picker/picker-logic.ts";
import {
  MAX_OPEN_LOCATIONS,
  MAX_OPEN_ROLES,
  OPEN_TO_WORK_VISIBILITIES,
  openToWorkSchema,
  VISIBILITY_LABELS,
  type OpenToWorkInput,
} from "#app/forms/profiles/open-to-work.form.ts";

/** The form's values as text: the roles one comma-separated text, the lists their items. */
type FormText = {
  roles: string;
  locations: string[];
  job_types: string[];
  employment_types: string[];
  start_date: string;
  visibility: string;
};
export type OpenToWorkDefaults = Partial<FormText>;

const VISIBILITY_HINTS = {
  members: "everyone signed in, and company accounts",
  recruiters: "company accounts only",
} as const;

/** A group of checkboxes or radios for one field, with its error under it. */
function ChoiceGroup({
  meta,
  legend,
  type,
  choices,
}: {
  meta: FieldMetadata<unknown>;
  legend: string;
  type: "checkbox" | "radio";
  choices: ReadonlyArray<{ value: string; label: string; hint?: string }>;
}) {
  const invalid = Boolean(meta.errors?.length);
  const initial = meta.initialValue;
  const held = Array.isArray(initial)
    ? initial.map(String)
    : initial === undefined || initial === null
      ? []
      : [String(initial)];
  return (
    <fieldset className="jl-stack jl-gap-1" aria-describedby={invalid ? meta.errorId : undefined}>
      <legend className="jl-field__label">
        {legend}
        <span aria-hidden="true" className="jl-field__required">
          *
        </span>
      </legend>
      <div className="jl-flex jl-wrap jl-gap-4">
        {choices.map((choice) => (
          <label key={choice.value} className="jl-check jl-check--md" htmlFor={`${meta.id}-${choice.value}`}>
            <input
              type={type}
              id={`${meta.id}-${choice.value}`}
              name={meta.name}
              value={choice.value}
              defaultChecked={held.includes(choice.value)}
              aria-invalid={invalid || undefined}
            />
            <span>
              {choice.label}
              {choice.hint ? <span className="jl-text-xs jl-muted"> ({choice.hint})</span> : null}
            </span>
          </label>
        ))}
      </div>
      {invalid ? (
        <p id={meta.errorId} className="jl-field__error" aria-live="polite">
          {meta.errors![0]}
        </p>
      ) : null}
    </fieldset>
  );
}

export function OpenToWorkForm({
  defaults,
  locations,
  cancelTo,
  lastResult,
}: {
  defaults: OpenToWorkDefaults;
  locations: PickerOption[];
  cancelTo: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [form, fields] = useForm<FormText, OpenToWorkInput>({
    id: "open-to-work",
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: openToWorkSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      <DefaultSubmit />
      <HiddenFields intent="open-to-work" />
      <Stack gap="4">
        <FormError id={form.errorId} errors={form.errors} />
        <TextField
          meta={fields.roles}
          label="Job titles"
          required
          placeholder="Frontend Engineer, UI Developer"
          helperText={`Up to ${MAX_OPEN_ROLES}, separated by commas.`}
        />
        <MasterPicker
          kind="location"
          meta={fields.locations}
          label="Locations"
          known={locations}
          placeholder="Type a city"
          multiple
          max={MAX_OPEN_LOCATIONS}
          required
          helperText={`Where you would work. Up to ${MAX_OPEN_LOCATIONS}.`}
        />
        <ChoiceGroup
          meta={fields.job_types}
          legend="Job types"
          type="checkbox"
          choices={JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] }))}
        />
        <ChoiceGroup
          meta={fields.employment_types}
          legend="Employment types"
          type="checkbox"
          choices={EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }))}
        />
        <TextField
          meta={fields.start_date}
          type="date"
          label="Start date"
          helperText="Leave it empty if you can start any time."
        />
        <ChoiceGroup
          meta={fields.visibility}
          legend="Who can see you are open to work"
          type="radio"
          choices={OPEN_TO_WORK_VISIBILITIES.map((value) => ({
            value,
            label: VISIBILITY_LABELS[value],
            hint: VISIBILITY_HINTS[value],
          }))}
        />
        <p className="jl-text-xs jl-muted">The people and the company account of your current employer never see it.</p>
        <FormButtons cancelTo={cancelTo} submitLabel="Save" pendingLabel="Saving" intent="open-to-work" />
      </Stack>
    </Form>
  );
}
