import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { Grid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { Form } from "react-router";
import { educationSchema, type EducationForm } from "#app/forms/profiles/education.form.ts";
import { EMPLOYMENT_TYPE_LABELS } from "#app/forms/jobs/job-post-labels.ts";
import { EMPLOYMENT_TYPES, experienceSchema, type ExperienceForm } from "#app/forms/profiles/experience.form.ts";
import { MAX_SKILLS, profileIntroSchema, type ProfileIntroForm } from "#app/forms/profiles/profile-intro.form.ts";
import type { FormDefaults } from "#app/forms/fields.ts";
import { skillNameProblem } from "#app/forms/skill-name.ts";
import { FormError, SelectField, TextareaField, TextField } from "#app/ui/fields.tsx";
import { DefaultSubmit, MasterPicker } from "#app/ui/picker/master-picker.tsx";
import type { PickerOption } from "#app/ui/picker/picker-logic.ts";
import { FormButtons, HiddenFields } from "#app/ui/forms.tsx";
import { CheckboxField, MonthField, NameAndHeadlineFields } from "./inputs.tsx";

type Reply = SubmissionResult<string[]> | null | undefined;

const employmentOptions = EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }));

export type IntroDefaults = FormDefaults<ProfileIntroForm>;

/** Name, headline, location and skills (intent `intro`). */
export function IntroForm({
  defaults,
  locations,
  skills,
  cancelTo,
  lastResult,
}: {
  defaults: IntroDefaults;
  locations: PickerOption[];
  skills: PickerOption[];
  cancelTo: string;
  lastResult: Reply;
}) {
  const [form, fields] = useForm({
    id: "profile-intro",
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileIntroSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      <DefaultSubmit />
      <HiddenFields intent="intro" />
      <Stack gap="4">
        <FormError id={form.errorId} errors={form.errors} />
        <NameAndHeadlineFields fields={fields} />
        <MasterPicker
          kind="location"
          meta={fields.location}
          label="Location"
          known={locations}
          placeholder="Type a city"
          required
        />
        <MasterPicker
          kind="skill"
          meta={fields.skills}
          label="Skills"
          known={skills}
          placeholder="Type a skill"
          multiple
          max={MAX_SKILLS}
          addNew={{ what: "skill", problem: skillNameProblem }}
          ordered={{ form: form as never }}
          helperText={`Find a skill and pick it, or add one that is not in the list. Up to ${MAX_SKILLS}, shown in this order.`}
        />
        <FormButtons cancelTo={cancelTo} submitLabel="Save" pendingLabel="Saving" intent="intro" />
      </Stack>
    </Form>
  );
}

/** The experience form's values as text; `is_current` is a checkbox ("on" when ticked). */
export type ExperienceDefaults = Omit<FormDefaults<ExperienceForm>, "is_current"> & { is_current?: "on" };

/** One work experience, new or edited (intent `experience`, with `id` when editing). */
export function ExperienceForm({
  id,
  defaults,
  companies,
  locations,
  cancelTo,
  lastResult,
}: {
  id?: number;
  defaults?: ExperienceDefaults;
  companies: PickerOption[];
  locations: PickerOption[];
  cancelTo: string;
  lastResult: Reply;
}) {
  const [form, fields] = useForm({
    id: id ? `experience-${id}` : "experience-new",
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: experienceSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [current, setCurrent] = useState(fields.is_current.initialValue === "on");
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      <DefaultSubmit />
      <HiddenFields intent="experience" fields={{ id }} />
      <Stack gap="4">
        <FormError id={form.errorId} errors={form.errors} />
        <TextField meta={fields.title} label="Title" placeholder="e.g. Frontend engineer" required />
        <MasterPicker
          kind="company"
          meta={fields.company}
          label="Company"
          known={companies}
          placeholder="Type a company name"
          freeText={{ meta: fields.company_name, what: "company" }}
          required
        />
        <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
          <SelectField
            meta={fields.employment_type}
            label="Employment type"
            options={employmentOptions}
            placeholder="Select a type"
            required
          />
          <MasterPicker
            kind="location"
            meta={fields.location}
            label="Location"
            known={locations}
            placeholder="Type a city (optional)"
          />
        </Grid>
        <CheckboxField meta={fields.is_current} label="I currently work here" onCheckedChange={setCurrent} />
        <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
          <MonthField meta={fields.start_date} label="Start month" required />
          <MonthField
            meta={fields.end_date}
            label="End month"
            required={!current}
            helperText={current ? "Not needed while you work here." : undefined}
          />
        </Grid>
        <TextareaField meta={fields.description} label="Description" helperText="Up to 2000 characters." rows={4} />
        <FormButtons cancelTo={cancelTo} submitLabel="Save" pendingLabel="Saving" intent="experience" />
      </Stack>
    </Form>
  );
}

export type EducationDefaults = FormDefaults<EducationForm>;

/** One education entry, new or edited (intent `education`, with `id` when editing). */
export function EducationForm({
  id,
  defaults,
  institutions,
  degrees,
  cancelTo,
  lastResult,
}: {
  id?: number;
  defaults?: EducationDefaults;
  institutions: PickerOption[];
  degrees: PickerOption[];
  cancelTo: string;
  lastResult: Reply;
}) {
  const [form, fields] = useForm({
    id: id ? `education-${id}` : "education-new",
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: educationSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      <DefaultSubmit />
      <HiddenFields intent="education" fields={{ id }} />
      <Stack gap="4">
        <FormError id={form.errorId} errors={form.errors} />
        <MasterPicker
          kind="institution"
          meta={fields.institution}
          label="Institution"
          known={institutions}
          placeholder="Type an institution"
          freeText={{ meta: fields.institution_name, what: "institution" }}
          required
        />
        <MasterPicker
          kind="degree"
          meta={fields.degree}
          label="Degree"
          known={degrees}
          placeholder="Type a degree"
          required
        />
        <TextField meta={fields.field_of_study} label="Field of study" placeholder="e.g. Computer Science" />
        <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
          <TextField meta={fields.start_year} label="Start year" inputMode="numeric" placeholder="YYYY" required />
          <TextField
            meta={fields.end_year}
            label="End year"
            inputMode="numeric"
            placeholder="YYYY"
            helperText="Leave empty while you study here."
          />
        </Grid>
        <TextField meta={fields.grade} label="Grade" placeholder="e.g. 8.4 CGPA" />
        <FormButtons cancelTo={cancelTo} submitLabel="Save" pendingLabel="Saving" intent="education" />
      </Stack>
    </Form>
  );
}
