/**
 * The moderation desk's screens: the queue (oldest first) and one case with its snapshot, reports,
 * the owner's history, the log and the decision form (plain POST: works without JavaScript).
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { Form, useNavigation } from "react-router";
import type { Paged } from "#app/contract/common.ts";
import type { ModerationCase, ModerationCaseSummary } from "#app/contract/moderation.ts";
import { FormError, SelectField, TextareaField, TextField } from "#app/ui/fields.tsx";
import { Link } from "#app/ui/link.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { badgeClass, StaticButton, StaticEmptyState } from "#app/ui/static.tsx";
import {
  decisionFormSchema,
  DECISION_REASON_MAX,
  MODERATION_OUTCOME_LABELS,
  MODERATION_OUTCOMES,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  SUSPENSION_MAX_DAYS,
} from "#app/forms/moderation/moderation.form.ts";
import { casePath, DESK_PATH, OUTCOME_WORDS, when } from "./moderation-words.ts";

const LIST = { listStyle: "none", margin: 0, padding: 0 } as const;
const CARD = { padding: "1rem" } as const;

function CaseBadges({ item }: { item: ModerationCaseSummary }) {
  return (
    <p className="jl-hstack jl-wrap jl-gap-2">
      <span className={badgeClass("subtle", "gray")}>{REPORT_TARGET_LABELS[item.target_kind]}</span>
      <span className={badgeClass("subtle", "orange")}>
        {item.report_count} {item.report_count === 1 ? "report" : "reports"}
      </span>
      {item.frozen ? <span className={badgeClass("subtle", "red")}>Frozen</span> : null}
      {item.review_requested ? <span className={badgeClass("subtle", "brand")}>Review requested</span> : null}
    </p>
  );
}

export function Queue({ queue }: { queue: Paged<ModerationCaseSummary> }) {
  return (
    <div className="jl-stack jl-gap-5">
      <div className="jl-stack jl-gap-2">
        <h1 className="jl-heading jl-heading--xl">Moderation</h1>
        <p className="jl-muted">Open cases, oldest first. Several reports of one thing are one case.</p>
      </div>
      {queue.data.length === 0 ? (
        <StaticEmptyState titleAs="h2" title="The queue is empty" description="Every case has been decided." />
      ) : (
        <ul className="jl-stack jl-gap-3" style={LIST} aria-label="Open cases">
          {queue.data.map((item) => (
            <li key={item.id} className="jl-card jl-stack jl-gap-2" style={CARD}>
              <h2 className="jl-heading jl-heading--md">
                <Link to={casePath(item.id)} className="jl-link jl-fg-brand">
                  {item.title}
                </Link>
              </h2>
              <CaseBadges item={item} />
              <p className="jl-muted jl-text-sm">
                {item.reasons.map((reason) => REPORT_REASON_LABELS[reason]).join(", ")} · owner {item.owner.name} ·
                queued {when(item.queued_at)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={queue.page}
        hasNext={queue.has_next}
        nextCursor={queue.next_cursor}
        prevCursor={queue.prev_cursor}
        label="Open cases"
      />
    </div>
  );
}

export function CaseScreen({
  item,
  lastResult,
}: {
  item: ModerationCase;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return (
    <div className="jl-stack jl-gap-5">
      <div className="jl-stack jl-gap-2">
        <p>
          <Link to={DESK_PATH} className="jl-link jl-fg-brand">
            Back to the queue
          </Link>
        </p>
        <h1 className="jl-heading jl-heading--xl">{item.title}</h1>
        <CaseBadges item={item} />
      </div>
      <section className="jl-card jl-stack jl-gap-2" style={CARD} aria-labelledby="snapshot">
        <h2 className="jl-heading jl-heading--md" id="snapshot">
          As it was when first reported ({when(item.created_at)})
        </h2>
        <p className="jl-semibold">{item.snapshot.title}</p>
        <p style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{item.snapshot.text || "No text."}</p>
        {item.snapshot.link ? (
          <p>
            <Link to={item.snapshot.link} className="jl-link jl-fg-brand">
              Open it as it is now
            </Link>
          </p>
        ) : null}
      </section>
      <section className="jl-card jl-stack jl-gap-2" style={CARD} aria-labelledby="reports">
        <h2 className="jl-heading jl-heading--md" id="reports">
          Reports
        </h2>
        <ul className="jl-stack jl-gap-2" style={LIST}>
          {item.reports.map((report) => (
            <li key={report.id}>
              <p>
                <span className="jl-semibold">{REPORT_REASON_LABELS[report.reason]}</span> by {report.reporter.name} ·{" "}
                {when(report.created_at)}
              </p>
              {report.note ? (
                <p className="jl-text-sm" style={{ overflowWrap: "anywhere" }}>
                  {report.note}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="jl-card jl-stack jl-gap-2" style={CARD} aria-labelledby="history">
        <h2 className="jl-heading jl-heading--md" id="history">
          The account: {item.owner.name}
        </h2>
        <p>
          Joined {when(item.history.account_created_at)} ({item.history.account_age_days} days ago).
          {item.history.suspended_until ? ` Suspended until ${when(item.history.suspended_until)}.` : ""}
        </p>
        {item.history.earlier_cases.length === 0 ? (
          <p className="jl-muted">No earlier cases.</p>
        ) : (
          <ul className="jl-stack jl-gap-1">
            {item.history.earlier_cases.map((earlier) => (
              <li key={earlier.id}>
                <Link to={casePath(earlier.id)} className="jl-link jl-fg-brand">
                  {earlier.title}
                </Link>{" "}
                ({REPORT_TARGET_LABELS[earlier.target_kind]}):{" "}
                {earlier.outcome ? OUTCOME_WORDS[earlier.outcome] : "open"}
              </li>
            ))}
          </ul>
        )}
      </section>
      {item.actions.length > 0 ? (
        <section className="jl-card jl-stack jl-gap-2" style={CARD} aria-labelledby="log">
          <h2 className="jl-heading jl-heading--md" id="log">
            Log
          </h2>
          <ul className="jl-stack jl-gap-1">
            {item.actions.map((action, index) => (
              <li key={index}>
                {when(action.created_at)}: {action.action.replace("_", " ")}
                {action.days ? ` for ${action.days} days` : ""} by {action.moderator?.name ?? "JobLink"}.{" "}
                {action.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {item.status === "open" ? (
        <DecisionForm item={item} lastResult={lastResult} />
      ) : (
        <p>Decided: {item.outcome ? OUTCOME_WORDS[item.outcome] : ""}.</p>
      )}
    </div>
  );
}

function DecisionForm({
  item,
  lastResult,
}: {
  item: ModerationCase;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { case_id: String(item.id) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: decisionFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const removable = item.target_kind === "job_post" || item.target_kind === "message";
  return (
    <section className="jl-card jl-stack jl-gap-3" style={CARD} aria-labelledby="decide">
      <h2 className="jl-heading jl-heading--md" id="decide">
        Decide
      </h2>
      <Form method="post" {...getFormProps(form)} noValidate className="jl-stack jl-gap-4">
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="case_id" value={item.id} />
        <SelectField
          meta={fields.action}
          label="Action"
          required
          placeholder="Choose an action"
          options={MODERATION_OUTCOMES.filter((outcome) => removable || outcome !== "remove").map((outcome) => ({
            value: outcome,
            label: MODERATION_OUTCOME_LABELS[outcome],
          }))}
        />
        <TextField
          meta={fields.days}
          label="Days (for a suspension)"
          inputMode="numeric"
          helperText={`1 to ${SUSPENSION_MAX_DAYS}.`}
        />
        <TextareaField
          meta={fields.reason}
          label="Reason"
          required
          helperText={`The owner and the log see it. At most ${DECISION_REASON_MAX} characters.`}
          rows={3}
        />
        <div>
          <StaticButton type="submit" palette="brand" loading={navigation.state === "submitting"} loadingText="Saving">
            Save decision
          </StaticButton>
        </div>
      </Form>
    </section>
  );
}
