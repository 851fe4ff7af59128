/**
 * The applications to one post, as its poster reads them (decision 130): on the Responses tab
 * of an individual's post-details sheet and on a company's `/corporate/posts/:id/applications`.
 * Each one shows the applicant (profile link, connections in common for an individual poster),
 * the status with its history, the note, the attached resume with its download log, and only
 * the actions that still apply (Refer; Not selected, after a URL confirmation). The status
 * filter is a GET form (`?status=`), so it works without JavaScript.
 */
import { Heading, Stack, Text } from "@chakra-ui/react";
import { buttonClass, StaticButton } from "#app/ui/static.tsx";
import { Form, useLocation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { profilePath, PersonCard } from "#app/ui/person-card.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { ConfirmDeleteDialog, IntentForm } from "#app/ui/forms.tsx";
import { withSearch } from "#app/ui/route-dialog.tsx";
import {
  APPLICATION_FILTER_LABELS,
  APPLICATION_FILTER_ORDER,
  APPLICATION_SORT_LABELS,
  ApplicationStatusBadge,
  formatWhen,
  StatusHistory,
} from "./application.tsx";
import { plural } from "#app/features/jobs/my-posts.tsx";
import { MessageApplicant } from "#app/features/messages/message-applicant.tsx";
import { BlockLink } from "#app/features/blocks/block-link.tsx";
import {
  APPLICATION_SORTS,
  type ApplicationFilter,
  type ApplicationSort,
  type MessageTemplate,
  type ReferralResponse,
} from "#app/contract/referrals.ts";
import { MoveCheckbox, MoveCheckedForm, MoveOneForm, Notes } from "./pipeline.tsx";
import { SmallSelect } from "#app/ui/small-select.tsx";
import type { ScreeningFilter } from "#app/forms/jobs/screening.form.ts";
import { ScreeningAnswers, ScreeningFilterSelect } from "./screening-answers.tsx";

export type ApplicationsData = {
  items: ReferralResponse[];
  page: number;
  hasNext: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
  filter: ApplicationFilter;
  sort: ApplicationSort;
  /** Show connections in common (an individual poster's). */
  showCommon: boolean;
  /** A company's message templates: its list moves applications through stages (null: an individual's, which refers). */
  templates: MessageTemplate[] | null;
  /** The screening filter (decision 167); null when the post's questions carry no requirement (no filter then). */
  screening: ScreeningFilter | null;
};

/** Where an application's attached resume downloads from (a resource route). */
export function applicationResumePath(referralId: number): string {
  return `/applications/${referralId}/resume`;
}

export function ApplicationsList({
  data,
  headingLevel = "h2",
}: {
  data: ApplicationsData;
  headingLevel?: "h2" | "h3";
}) {
  const location = useLocation();
  const back = location.pathname + location.search;
  const notSelectId = Number(new URLSearchParams(location.search).get("not-select"));
  const confirming = data.items.find((r) => r.referral_id === notSelectId && r.actions.includes("not_select"));
  const close = withSearch(location, { "not-select": null });
  const hidden = [...new URLSearchParams(location.search)].filter(([name]) => name === "tab");
  return (
    <Stack gap="3">
      {confirming ? (
        <ConfirmDeleteDialog
          title="Mark as not selected?"
          description={`${confirming.user.first_name} ${confirming.user.last_name} will be told they were not selected.`.replace(
            /\s+/g,
            " ",
          )}
          intent="not_select"
          fields={{ referral_id: confirming.referral_id }}
          confirmLabel="Confirm"
          closeTo={close}
        />
      ) : null}
      <Heading as={headingLevel} size="md">
        Applications
      </Heading>
      <Form method="get" className="jl-hstack jl-wrap" aria-label="Filter applications" preventScrollReset>
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <SmallSelect
          id="application-status-filter"
          label="Status"
          name="status"
          defaultValue={data.filter}
          options={APPLICATION_FILTER_ORDER.map((filter) => ({
            value: filter,
            label: APPLICATION_FILTER_LABELS[filter],
          }))}
        />
        <SmallSelect
          id="application-sort"
          label="Sort"
          name="sort"
          defaultValue={data.sort}
          options={APPLICATION_SORTS.map((sort) => ({ value: sort, label: APPLICATION_SORT_LABELS[sort] }))}
        />
        {data.screening ? <ScreeningFilterSelect value={data.screening} /> : null}
        <StaticButton type="submit" size="sm" variant="outline">
          Filter
        </StaticButton>
      </Form>
      {data.templates && data.items.some((r) => r.moves.length) ? <MoveCheckedForm templates={data.templates} /> : null}
      {!data.items.length ? (
        <Text color="fg.muted">
          {data.screening === "meets"
            ? "No applications meet every requirement."
            : data.filter !== "active"
              ? "No applications with this status."
              : data.templates
                ? "No applications yet. Members who apply to this post show here."
                : "No applications yet. Members who ask for a referral on this post show here."}
        </Text>
      ) : (
        <ul className="jl-stack jl-gap-0" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {data.items.map((r) => (
            <li
              key={r.referral_id}
              className="jl-application"
              style={{ borderBottom: "1px solid var(--chakra-colors-border)" }}
            >
              <Application response={r} showCommon={data.showCommon} templates={data.templates} back={back} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={data.page}
        hasNext={data.hasNext}
        nextCursor={data.nextCursor}
        prevCursor={data.prevCursor}
        label="Applications"
      />
    </Stack>
  );
}

function Application({
  response: r,
  showCommon,
  templates,
  back,
}: {
  response: ReferralResponse;
  showCommon: boolean;
  templates: MessageTemplate[] | null;
  back: string;
}) {
  const location = useLocation();
  const name = `${r.user.first_name} ${r.user.last_name}`.trim();
  return (
    <div className="jl-stack jl-gap-2" style={{ paddingBlock: "0.5rem" }}>
      <PersonCard
        person={r.user}
        detail={
          <>
            Applied {r.applied_time_ago}
            {showCommon ? <> · {plural(r.user.connections_in_common, "connection")} in common</> : null}
          </>
        }
        actions={
          <div className="jl-hstack jl-wrap">
            <Link
              to={profilePath(r.user, r.referral_id)}
              aria-label={`View ${name}'s profile`}
              className={buttonClass({ variant: "outline", size: "sm" })}
            >
              View profile
            </Link>
            {r.actions.includes("refer") ? (
              <IntentForm intent="refer" fields={{ referral_id: r.referral_id }} colorPalette="brand" variant="solid">
                Refer
              </IntentForm>
            ) : null}
            {r.actions.includes("not_select") ? (
              <Link
                to={withSearch(location, { "not-select": r.referral_id })}
                preventScrollReset
                aria-label={`Mark ${name} not selected`}
                className={buttonClass({ variant: "ghost", size: "sm", palette: "red" })}
              >
                Not selected
              </Link>
            ) : null}
            <ResumeRequest userId={r.user.id} name={name} back={back} />
            <MessageApplicant userId={r.user.id} name={name} back={back} />
            <BlockLink userId={r.user.id} name={name} back={back} />
          </div>
        }
      />
      <div className="jl-stack jl-gap-2" style={{ paddingInlineStart: "0.25rem" }}>
        <div className="jl-hstack jl-wrap">
          {templates ? <MoveCheckbox response={r} name={name} /> : null}
          <ApplicationStatusBadge status={r.application_status} prefix="" />
          <span className="jl-text-sm jl-muted">since {formatWhen(r.status_at)}</span>
        </div>
        {templates ? <MoveOneForm response={r} templates={templates} name={name} /> : null}
        <ScreeningAnswers response={r} />
        {r.message ? (
          <div>
            <p className="jl-text-sm jl-muted">Note from {r.user.first_name}</p>
            <blockquote className="jl-application__note" style={{ margin: 0, whiteSpace: "pre-wrap" }}>
              {r.message}
            </blockquote>
          </div>
        ) : (
          <p className="jl-text-sm jl-muted">No note.</p>
        )}
        {r.resume ? (
          <div className="jl-stack jl-gap-1">
            <a href={applicationResumePath(r.referral_id)} className="jl-link" download>
              Download {name}'s resume ({r.resume.name})
            </a>
            {r.resume_downloads.length ? (
              <table className="jl-text-sm" aria-label={`Downloads of ${name}'s resume`}>
                <thead>
                  <tr>
                    <th scope="col" style={{ textAlign: "start", paddingInlineEnd: "1rem" }}>
                      Downloaded by
                    </th>
                    <th scope="col" style={{ textAlign: "start" }}>
                      When
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {r.resume_downloads.map((d, i) => (
                    <tr key={`${d.at}-${i}`}>
                      <td style={{ paddingInlineEnd: "1rem" }}>{d.by.name}</td>
                      <td>
                        <time dateTime={d.at}>{formatWhen(d.at)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="jl-text-sm jl-muted">Not downloaded yet.</p>
            )}
            {r.resume_download_count > r.resume_downloads.length ? (
              <p className="jl-text-sm jl-muted">{plural(r.resume_download_count, "download")} in all.</p>
            ) : null}
          </div>
        ) : (
          <p className="jl-text-sm jl-muted">No resume attached.</p>
        )}
        <details>
          <summary className="jl-text-sm">History</summary>
          <StatusHistory history={r.history} label={`History of ${name}'s application`} />
        </details>
        <Notes response={r} name={name} />
      </div>
    </div>
  );
}

/** Request resume: posts to the shared /resume-requests endpoint, which redirects back. */
export function ResumeRequest({ userId, name, back }: { userId: number; name: string; back: string }) {
  return (
    <Form method="post" action="/resume-requests" preventScrollReset>
      <input type="hidden" name="intent" value="request" />
      <input type="hidden" name="user_id" value={userId} />
      <input type="hidden" name="redirectTo" value={back} />
      <StaticButton type={null} size="sm" variant="outline" aria-label={`Request ${name}'s resume`}>
        Request resume
      </StaticButton>
    </Form>
  );
}
