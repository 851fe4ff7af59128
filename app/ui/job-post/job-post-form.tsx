import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Box, chakra, Fieldset, Grid, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Form } from "react-router";
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, JOB_TYPE_LABELS, JOB_TYPES, jobPostSchema } from "~/forms/job-post";
import { FormError, SelectField, TextField } from "~/ui/fields";
import { FormButtons, HiddenFields } from "~/ui/profile/forms";
import { RichTextField } from "~/ui/rich-text/rich-text-field";
import { RouteDialog } from "~/ui/route-dialog";

export type Option = { value: number; label: string };
type Reply = SubmissionResult<string[]> | null | undefined;

/** Form values as strings (what the inputs start from). */
export type JobPostDefaults = {
  title: string;
  company: string;
  job_type: string;
  sector: string;
  domain: string;
  min_experience_years: string;
  min_experience_months: string;
  employment_type: string;
  currency: string;
  salary: string;
  locations: string[];
  skills: string[];
  no_of_openings: string;
};

export type JobPostDialogData = {
  /** The post being edited, or null when creating. */
  editing: { id: number; companyName: string; descriptionHtml: string; descriptionText: string } | null;
  posterType: "individual" | "corporate";
  defaults: Partial<JobPostDefaults>;
  options: { companies: Option[]; sectors: Option[]; domains: Option[]; currencies: Option[]; locations: Option[]; skills: Option[] };
};

const MONTHS = Array.from({ length: 12 }, (_, m) => ({ value: m, label: `${m} ${m === 1 ? "month" : "months"}` }));
const jobTypeOptions = JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] }));
const employmentOptions = EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }));

/**
 * "Create Job Post" / "Edit Post" (spec §2, §3, §5): a URL dialog (full screen below md) with a
 * plain form, so it posts without JavaScript; with it, the schema checks the fields first and
 * the description is the rich-text editor.
 */
export function JobPostDialog({ dialog, closeTo, lastResult }: { dialog: JobPostDialogData; closeTo: string; lastResult: Reply }) {
  const { editing, posterType, options } = dialog;
  const schema = jobPostSchema({ posterType, editing: Boolean(editing) });
  const intent = editing ? "update" : "create";
  const [form, fields] = useForm({
    id: editing ? `job-post-${editing.id}` : "job-post-new",
    lastResult,
    defaultValue: { job_type: "in-office", min_experience_months: "0", currency: "1", ...dialog.defaults },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const f = fields as unknown as Record<keyof JobPostDefaults | "description", FieldMetadata<string>>;
  return (
    <RouteDialog title={editing ? "Edit Post" : "Create Job Post"} closeTo={closeTo} size="lg">
      <Form method="post" preventScrollReset {...getFormProps(form)}>
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
                <chakra.input id="job-post-company-locked" value={editing.companyName} disabled readOnly borderWidth="1px" borderRadius="md" px="3" h="10" bg="bg.muted" aria-describedby="job-post-company-note" />
                <Text id="job-post-company-note" fontSize="xs" color="fg.muted">
                  The company cannot be changed.
                </Text>
              </Stack>
            ) : (
              <SelectField meta={f.company} label="Company" options={options.companies} placeholder="Select a company" required />
            )
          ) : null}
          <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
            <SelectField meta={f.job_type} label="Job type" options={jobTypeOptions} required />
            <SelectField meta={f.employment_type} label="Employment type" options={employmentOptions} placeholder="Select a type" required />
            <SelectField meta={f.sector} label="Sector" options={options.sectors} placeholder="Select a sector" required />
            <SelectField meta={f.domain} label="Domain" options={options.domains} placeholder="Select a domain" required />
            <TextField meta={f.min_experience_years} label="Minimum experience (years)" inputMode="numeric" required />
            <SelectField meta={f.min_experience_months} label="Minimum experience (months)" options={MONTHS} />
            <SelectField meta={f.currency} label="Currency" options={options.currencies} />
            <TextField meta={f.salary} label="Salary (annual CTC, optional)" inputMode="decimal" />
          </Grid>
          <TextField meta={f.no_of_openings} label="Number of openings" inputMode="numeric" required />
          <CheckboxGroup meta={fields.locations as FieldMetadata<string[]>} label="Locations" options={options.locations} />
          <CheckboxGroup meta={fields.skills as FieldMetadata<string[]>} label="Skills" options={options.skills} />
          <RichTextField
            name="description"
            label="Description (optional)"
            defaultHtml={editing?.descriptionHtml ?? ""}
            defaultText={editing?.descriptionText ?? ""}
            errors={f.description.errors}
            errorId={f.description.errorId}
          />
          <FormButtons cancelTo={closeTo} submitLabel={editing ? "Save" : "Post"} pendingLabel={editing ? "Saving" : "Posting"} intent={intent} />
        </Stack>
      </Form>
    </RouteDialog>
  );
}

/** Several choices as native checkboxes in a scrolling box (works without JavaScript). */
function CheckboxGroup({ meta, label, options }: { meta: FieldMetadata<string[]>; label: string; options: Option[] }) {
  const value = meta.initialValue as unknown;
  const initial = new Set((Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String));
  const invalid = Boolean(meta.errors?.length);
  const ordered = [...options].sort((a, b) => Number(initial.has(String(b.value))) - Number(initial.has(String(a.value))));
  return (
    <Fieldset.Root invalid={invalid} aria-describedby={invalid ? meta.errorId : undefined}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {label}
      </Fieldset.Legend>
      <Box maxH="200px" overflowY="auto" borderWidth="1px" borderColor={invalid ? "border.error" : "border"} borderRadius="md" p="2" bg="white">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="4" gapY="1">
          {ordered.map((option) => (
            <chakra.label key={option.value} display="flex" alignItems="center" gap="2" py="1" fontSize="sm" cursor="pointer">
              <chakra.input type="checkbox" name={meta.name} value={String(option.value)} defaultChecked={initial.has(String(option.value))} boxSize="4" css={{ accentColor: "var(--chakra-colors-brand-primary)" }} />
              {option.label}
            </chakra.label>
          ))}
        </SimpleGrid>
      </Box>
      <Fieldset.ErrorText id={meta.errorId}>{meta.errors?.[0]}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
