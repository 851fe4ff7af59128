/**
 * An application's answers to the post's screening questions, as its poster reads them
 * (decision 167): each question with its answer, an answer that failed a requirement marked
 * "Does not meet" (a word, not only a colour), and the application's overall mark; and the
 * list's filter on "meets every requirement" (`?screening=meets`, a select of the list's GET
 * form, so it works without JavaScript).
 */
import type { ReferralResponse } from "#app/contract/referrals.ts";
import { SCREENING_FILTERS, type ScreeningFilter } from "#app/forms/jobs/screening.form.ts";
import { badgeClass } from "#app/ui/static.tsx";
import { SmallSelect } from "#app/ui/small-select.tsx";

export function screeningFilterOf(url: URL): ScreeningFilter {
  const value = url.searchParams.get("screening");
  return SCREENING_FILTERS.find((filter) => filter === value) ?? "all";
}

const YES_NO_WORDS: Record<string, string> = { yes: "Yes", no: "No" };

export function ScreeningAnswers({
  response: r,
}: {
  response: Pick<ReferralResponse, "answers" | "meets_requirements">;
}) {
  if (r.answers.length === 0 && r.meets_requirements === null) return null;
  return (
    <div className="jl-stack jl-gap-1">
      <div className="jl-hstack jl-wrap">
        <p className="jl-text-sm jl-muted">Screening answers</p>
        {r.meets_requirements === null ? null : r.meets_requirements ? (
          <span className={badgeClass("subtle", "green")}>Meets every requirement</span>
        ) : (
          <span className={badgeClass("subtle", "red")}>Misses a requirement</span>
        )}
      </div>
      <dl className="jl-stack jl-gap-1 jl-text-sm" style={{ margin: 0 }}>
        {r.answers.map((answer) => (
          <div key={answer.question_id} className="jl-stack jl-gap-half">
            <dt className="jl-muted jl-break-anywhere">{answer.question}</dt>
            <dd className="jl-hstack jl-wrap jl-break-anywhere" style={{ margin: 0 }}>
              <span className="jl-medium">
                {answer.kind === "yes_no" ? (YES_NO_WORDS[answer.answer] ?? answer.answer) : answer.answer}
              </span>
              {answer.meets === false ? (
                <span className={badgeClass("solid", "red")}>Does not meet the requirement</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The list's screening filter: a select of its GET form. */
export function ScreeningFilterSelect({ value }: { value: ScreeningFilter }) {
  return (
    <SmallSelect
      id="application-screening-filter"
      label="Screening"
      name="screening"
      defaultValue={value}
      options={[
        { value: "all", label: "All applicants" },
        { value: "meets", label: "Meets every requirement" },
      ]}
    />
  );
}
