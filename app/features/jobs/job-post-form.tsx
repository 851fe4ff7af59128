import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { chakra, Grid, Stack, Text } from "@chakra-ui/react";
import { Form } from "react-router";
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  jobPostFormSchema,
  jobPostLimits,
  type JobPostForm,
} from "#app/forms/jobs/job-post.form.ts";
import { FormError, SelectField, TextField } from "#app/ui/fields.tsx";
import { FormButtons, HiddenFields } from "#app/ui/forms.tsx";
import { RichTextField } from "#app/ui/rich-text/rich-text-field.tsx";
import { DefaultSubmit, MasterPicker } from "#app/ui/picker/master-picker.tsx";
import type { PickerOption } from "#app/ui/picker/picker-logic.ts";
import { RouteDialog } from "#app/ui/route-dialog.tsx";
import type { FormDefaults, UserType } from "#app/forms/fields.ts";
import { type QuestionDefaults, ScreeningQuestionRows } from "./screening-question-rows.tsx";
import { END_DATE } from "#app/forms/jobs/end-date.ts";

type Reply = SubmissionResult<string[]> | null | undefined;

/** Form values as strings (what the inputs start from); the description has its own field. */
export type JobPostDefaults = Omit<FormDefaults<JobPostForm>, "description" | "description_format" | "questions"> & {
  questions?: QuestionDefaults[];
};

export type JobPostDialogData = {
  /** The post being edited, or null when creating. */
  editing: { id: number; companyName: string; descriptionHtml: string; descriptionText: string } | null;
  posterType: UserType;
  defaults: Partial<JobPostDefaults>;
  /** The end date's bounds today (YYYY-MM-DD, the date input's min and max). */
  endDate: { min: string; max: string };
  /** Currencies (a short list, a select); the titles of the post's values for the pickers. */
  options: {
    currencies: PickerOption[];
    known: { sector: PickerOption[]; domain: PickerOption[]; locations: PickerOption[]; skills: PickerOption[] };
  };
};

const MONTHS = Array.from({ length: 12 }, (_, m) => ({ value: m, label: `${m} ${m === 1 ? "month" : "months"}` }));
const jobTypeOptions = JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] }));
const employmentOptions = EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }));

/**
 * "Create Job Post" / "Edit Post" (spec §2, §3, §5): a URL dialog (full screen below md) with a
 * plain form, so it posts without JavaScript; with it, the schema checks the fields first and
 * the description is the rich-text editor.
 */
export function JobPostDialog({
  dialog,
  closeTo,
  lastResult,
}: {
  dialog: JobPostDialogData;
  closeTo: string;
  lastResult: Reply;
}) {
  const { editing, posterType, options } = dialog;
  const schema = jobPostFormSchema({ posterType, editing: Boolean(editing) });
  const intent = editing ? "update" : "create";
  const [form, fields] = useForm({
    id: editing ? `job-post-${editing.id}` : "job-post-new",
    lastResult,
    defaultValue: { job_type: "in-office", min_experience_months: "0", currency: "1", ...dialog.defaults },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const f = fields as unknown as Record<
    Exclude<keyof JobPostDefaults, "questions"> | "description",
    FieldMetadata<string>
  >;
  return (
    <RouteDialog title={editing ? "Edit Post" : "Create Job Post"} closeTo={closeTo} size="lg">
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <DefaultSubmit />
        <HiddenFields intent={intent} fields={{ id: editing?.id }} />
        <Stack gap="4">
          <FormError id={form.errorId} errors={form.errors} />
          <TextField meta={f.title} label="Title" placeholder="e.g. Frontend engineer" required />
          {posterType === "individual" ? (
            editing ? (
              <Stack gap="1">
                <label htmlFor="job-post-company-locked">
                  <Text fontSize="sm" fontWeight="medium">
                    Company
                  </Text>
                </label>
                <chakra.input
                  id="job-post-company-locked"
                  value={editing.companyName}
                  disabled
                  readOnly
                  borderWidth="1px"
                  borderRadius="md"
                  px="3"
                  h="10"
                  bg="bg.muted"
                  aria-describedby="job-post-company-note"
                />
                <Text id="job-post-company-note" fontSize="xs" color="fg.muted">
                  The company cannot be changed.
                </Text>
              </Stack>
            ) : (
              <MasterPicker
                kind="company"
                meta={f.company}
                label="Company"
                known={[]}
                placeholder="Type a company name"
                freeText={{ meta: f.company_name, what: "company" }}
                required
              />
            )
          ) : null}
          <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
            <SelectField meta={f.job_type} label="Job type" options={jobTypeOptions} required />
            <SelectField
              meta={f.employment_type}
              label="Employment type"
              options={employmentOptions}
              placeholder="Select a type"
              required
            />
            <MasterPicker
              kind="sector"
              meta={f.sector}
              label="Sector"
              known={options.known.sector}
              placeholder="Type a sector"
              required
            />
            <MasterPicker
              kind="domain"
              meta={f.domain}
              label="Domain"
              known={options.known.domain}
              placeholder="Type a domain"
              required
            />
            <TextField meta={f.min_experience_years} label="Minimum experience (years)" inputMode="numeric" required />
            <SelectField meta={f.min_experience_months} label="Minimum experience (months)" options={MONTHS} />
            <SelectField meta={f.currency} label="Currency" options={options.currencies} />
            <TextField meta={f.salary} label="Salary (annual CTC, optional)" inputMode="decimal" />
          </Grid>
          <TextField meta={f.no_of_openings} label="Number of openings" inputMode="numeric" required />
          <MasterPicker
            kind="location"
            meta={fields.locations}
            label="Locations"
            known={options.known.locations}
            placeholder="Type a city"
            multiple
            max={jobPostLimits.maxLocations}
            required
          />
          <MasterPicker
            kind="skill"
            meta={fields.skills}
            label="Skills"
            known={options.known.skills}
            placeholder="Type a skill"
            multiple
            max={jobPostLimits.maxSkills}
            required
          />
          <RichTextField
            name="description"
            label="Description (optional)"
            defaultHtml={editing?.descriptionHtml ?? ""}
            defaultText={
              typeof lastResult?.initialValue?.description === "string"
                ? lastResult.initialValue.description
                : (editing?.descriptionText ?? "")
            }
            errors={f.description.errors}
            errorId={f.description.errorId}
          />
          <TextField
            meta={f.valid_through}
            type="date"
            label="End date"
            min={dialog.endDate.min}
            max={dialog.endDate.max}
            helperText={`The post closes by itself at the end of this day, at most ${END_DATE.maxDays} days from today. You get a reminder ${END_DATE.noticeDays} days before.`}
          />
          <ScreeningQuestionRows form={form as never} meta={fields.questions as never} />
          <FormButtons
            cancelTo={closeTo}
            submitLabel={editing ? "Save" : "Post"}
            pendingLabel={editing ? "Saving" : "Posting"}
            intent={intent}
          />
        </Stack>
      </Form>
    </RouteDialog>
  );
}
