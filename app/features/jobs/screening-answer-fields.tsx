/**
 * The apply form's screening questions (decision 167): one field per question of the post —
 * Yes / No radios, a number, or a short text — named `answers.<question id>`, with its error next
 * to it ("Answer this question.", "Enter a number."). Plain elements with static classes, like
 * the rest of the dialog.
 */
import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "#app/ui/fields.tsx";
import type { ScreeningQuestion } from "#app/forms/jobs/screening.form.ts";

function YesNoField({ meta, question }: { meta: FieldMetadata<string>; question: ScreeningQuestion }) {
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset className="jl-stack jl-gap-1" aria-describedby={invalid ? meta.errorId : undefined}>
      <legend className="jl-field__label">
        {question.text}
        {question.required ? (
          <span aria-hidden="true" className="jl-field__required">
            *
          </span>
        ) : null}
      </legend>
      <div className="jl-hstack jl-gap-4">
        {(["yes", "no"] as const).map((value) => (
          <label key={value} className="jl-check jl-check--md" htmlFor={`${meta.id}-${value}`}>
            <input
              type="radio"
              id={`${meta.id}-${value}`}
              name={meta.name}
              value={value}
              defaultChecked={meta.initialValue === value}
              required={question.required}
              aria-invalid={invalid || undefined}
            />
            {value === "yes" ? "Yes" : "No"}
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

/** The post's questions as fields of the apply form; nothing when it has none. */
export function ScreeningAnswerFields({
  questions,
  fields,
}: {
  questions: readonly ScreeningQuestion[];
  fields: Record<string, FieldMetadata<string>>;
}) {
  if (questions.length === 0) return null;
  return (
    <div className="jl-stack jl-gap-3">
      <p className="jl-semibold">Questions from the poster</p>
      {questions.map((question) => {
        const meta = fields[String(question.id)]!;
        if (question.kind === "yes_no") return <YesNoField key={question.id} meta={meta} question={question} />;
        return (
          <TextField
            key={question.id}
            meta={meta}
            label={question.text}
            required={question.required}
            inputMode={question.kind === "number" ? "decimal" : undefined}
            helperText={question.kind === "number" ? "A number, such as 3 or 2.5." : "A short answer."}
          />
        );
      })}
    </div>
  );
}
