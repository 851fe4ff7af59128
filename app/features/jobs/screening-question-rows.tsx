/**
 * The post form's screening questions (decision 167): one row per question — its kind, text,
 * "Answer required" and the answer a candidate must give — with "Add a question" and "Remove".
 * The buttons are Conform's list intents: with JavaScript they add or remove a row in place;
 * without it they submit the form with the intent and the action renders it again with the row
 * added or removed (nothing is saved). Without JavaScript both requirement fields show (the kind
 * may change before the form is sent); with it, the one of the row's kind.
 */
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { chakra, Grid } from "@chakra-ui/react";
import { SelectField, TextField } from "#app/ui/fields.tsx";
import { useHydrated } from "#app/ui/hydrated.ts";
import { buttonClass } from "#app/ui/static.tsx";
import { SCREENING_KIND_LABELS, SCREENING_KINDS, screeningLimits } from "#app/forms/jobs/screening.form.ts";

/** A question row's values as the form starts from them (strings, as Conform reads a form). */
export type QuestionDefaults = {
  id?: string;
  kind: string;
  text: string;
  required?: string;
  must_answer?: string;
  min_number?: string;
};

type QuestionFields = {
  id: string;
  kind: string;
  text: string;
  required: string;
  must_answer: string;
  min_number: string;
};

const kindOptions = SCREENING_KINDS.map((value) => ({ value, label: SCREENING_KIND_LABELS[value] }));
const mustOptions = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

export function ScreeningQuestionRows({
  form,
  meta,
}: {
  form: FormMetadata<Record<string, unknown>, string[]>;
  meta: FieldMetadata<QuestionDefaults[] | undefined>;
}) {
  const hydrated = useHydrated();
  const rows = meta.getFieldList();
  const listErrorId = `${meta.id}-errors`;
  return (
    <chakra.fieldset
      display="flex"
      flexDirection="column"
      gap="3"
      minW="0"
      aria-describedby={meta.errors ? listErrorId : `${meta.id}-hint`}
    >
      <chakra.legend fontWeight="semibold" mb="1">
        Screening questions (optional)
      </chakra.legend>
      {meta.errors ? (
        <p id={listErrorId} className="jl-field__error" aria-live="polite">
          {meta.errors[0]}
        </p>
      ) : (
        <p id={`${meta.id}-hint`} className="jl-text-sm jl-muted">
          Up to {screeningLimits.questions} questions applicants answer: yes / no, a number (such as years with a skill)
          or a short text.
        </p>
      )}
      {rows.map((row, index) => {
        const fields = row.getFieldset() as unknown as Record<keyof QuestionFields, FieldMetadata<string>>;
        const kind = fields.kind.value ?? fields.kind.initialValue;
        const showMust = !hydrated || kind === "yes_no";
        const showMin = !hydrated || kind === "number";
        return (
          <chakra.fieldset
            key={row.key}
            display="flex"
            flexDirection="column"
            gap="3"
            minW="0"
            borderWidth="1px"
            borderRadius="md"
            p="3"
          >
            <chakra.legend fontSize="sm" fontWeight="medium" px="1">
              Question {index + 1}
            </chakra.legend>
            {fields.id.initialValue ? (
              <input type="hidden" name={fields.id.name} value={fields.id.initialValue} />
            ) : null}
            <Grid templateColumns={{ base: "1fr", sm: "12rem 1fr" }} gap="3">
              <SelectField meta={fields.kind} label="Kind" options={kindOptions} required />
              <TextField
                meta={fields.text}
                label="Question"
                placeholder="e.g. Are you authorised to work in India?"
                required
              />
            </Grid>
            <label className="jl-check" htmlFor={fields.required.id}>
              <input
                type="checkbox"
                id={fields.required.id}
                name={fields.required.name}
                defaultChecked={fields.required.initialValue === "on"}
                key={`${row.key}-required`}
              />
              An answer is required
            </label>
            <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3">
              {showMust ? (
                <SelectField
                  meta={fields.must_answer}
                  label="Applicants must answer"
                  options={mustOptions}
                  placeholder="Any answer"
                  helperText={hydrated ? undefined : "For a yes / no question."}
                />
              ) : null}
              {showMin ? (
                <TextField
                  meta={fields.min_number}
                  label="Applicants must answer at least"
                  inputMode="decimal"
                  placeholder="e.g. 3"
                  helperText={hydrated ? "Leave empty for any number." : "For a number question; empty for any."}
                />
              ) : null}
            </Grid>
            <div>
              <button
                {...form.remove.getButtonProps({ name: meta.name, index })}
                className={buttonClass({ variant: "outline", size: "sm" })}
              >
                Remove question {index + 1}
              </button>
            </div>
          </chakra.fieldset>
        );
      })}
      {rows.length < screeningLimits.questions ? (
        <div>
          <button
            {...form.insert.getButtonProps({ name: meta.name, defaultValue: { kind: "yes_no", text: "" } })}
            className={buttonClass({ variant: "outline", size: "sm" })}
          >
            Add a question
          </button>
        </div>
      ) : null}
    </chakra.fieldset>
  );
}
