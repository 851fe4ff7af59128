/**
 * The all-requests screen: four lists with their answers (accept, decline, withdraw), in plain
 * elements with the static classes (no Chakra: its inline styles were 12 kB of the page).
 */
import { useLocation } from "react-router";
import type { ResumeRequestItem, ResumeRequestStatus } from "#app/contract/resume-requests.ts";
import { ConnectionDialogs } from "./connection-actions.tsx";
import { RESUME_REQUESTS_ACTION } from "./dialog-params.ts";
import { IntentButton } from "#app/ui/intent-button.tsx";
import { ListRow, ListSection, pagingOf } from "#app/ui/list-section.tsx";
import { PersonCard } from "#app/ui/person-card.tsx";
import { ConnectionRequestSection } from "./request-section.tsx";
import { badgeClass, buttonClass, type Palette, SrOnly } from "#app/ui/static.tsx";
import type { RequestsData } from "./requests.server.ts";

/** Each list pages on its own search parameter, by keyset: its cursors beside it (`sent_cursor`, `resume_received_before`, …). */
export const PAGE_PARAMS = {
  received: "received",
  sent: "sent",
  resumeReceived: "resume_received",
  resumeSent: "resume_sent",
} as const;

const STATUS: Record<ResumeRequestStatus, { label: string; palette: Palette }> = {
  pending: { label: "Pending", palette: "orange" },
  accepted: { label: "Accepted", palette: "green" },
  declined: { label: "Declined", palette: "gray" },
};

type DatedRequest = RequestsData["resumeReceived"]["data"][number];

const nameOf = (item: DatedRequest) => `${item.user.first_name} ${item.user.last_name}`.trim();

/** A resume request in either list: the member, when they asked, where it stands, and `actions`. */
function ResumeRequestRow({ item, actions }: { item: DatedRequest; actions: React.ReactNode }) {
  return (
    <ListRow>
      <PersonCard
        person={item.user}
        detail={
          <div className="jl-hstack jl-gap-2 jl-wrap">
            <span>{`Asked on ${item.asked_on}`}</span>
            <StatusBadge status={item.status} />
          </div>
        }
        actions={actions}
      />
    </ListRow>
  );
}

function StatusBadge({ status }: { status: ResumeRequestStatus }) {
  const { label, palette } = STATUS[status] ?? STATUS.pending;
  return <span className={badgeClass("subtle", palette)}>{label}</span>;
}

/**
 * The owner's answer to a resume request: Accept or Decline while pending; afterwards the
 * answer can be changed (stop sharing an accepted one, share a declined one).
 */
function ResumeAnswerButtons({
  item,
  name,
  redirectTo,
}: {
  item: ResumeRequestItem;
  name: string;
  redirectTo: string;
}) {
  const about = <SrOnly>{` ${name}'s resume request`}</SrOnly>;
  const accept = (label: string) => (
    <IntentButton
      action={RESUME_REQUESTS_ACTION}
      intent="accept"
      fields={{ request_id: item.id }}
      redirectTo={redirectTo}
      colorPalette="brand"
      variant={item.status === "pending" ? "solid" : "outline"}
    >
      {label}
      {about}
    </IntentButton>
  );
  const decline = (label: string) => (
    <IntentButton
      action={RESUME_REQUESTS_ACTION}
      intent="decline"
      fields={{ request_id: item.id }}
      redirectTo={redirectTo}
      variant="outline"
    >
      {label}
      {about}
    </IntentButton>
  );
  if (item.status === "accepted") return decline("Stop sharing");
  if (item.status === "declined") return accept("Share resume");
  return (
    <div className="jl-hstack jl-gap-2 jl-wrap">
      {accept("Accept")}
      {decline("Decline")}
    </div>
  );
}

export function Requests({ loaderData }: { loaderData: RequestsData }) {
  const { received, sent, resumeReceived, resumeSent } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;

  return (
    <div className="jl-stack jl-gap-5">
      <h1 className="jl-heading jl-heading--xl">All requests</h1>
      <ConnectionDialogs people={[...received.data, ...sent.data]} redirectTo={here} />

      <ConnectionRequestSection
        title="Connection requests for you"
        list={received}
        direction="received"
        pageParam={PAGE_PARAMS.received}
        empty={{
          title: "No connection requests",
          description: "When someone asks to connect with you, it appears here.",
        }}
        redirectTo={here}
      />

      <ConnectionRequestSection
        title="Connection requests you sent"
        list={sent}
        direction="sent"
        pageParam={PAGE_PARAMS.sent}
        empty={{ title: "No pending requests", description: "Requests you send wait here until they are accepted." }}
        redirectTo={here}
      />

      <ListSection
        title="Resume requests for you"
        {...pagingOf(resumeReceived)}
        pageParam={PAGE_PARAMS.resumeReceived}
        empty={{
          title: "No resume requests",
          description: "Members who ask to see your resume appear here; you choose whether to share it.",
        }}
      >
        {resumeReceived.data.map((item) => (
          <ResumeRequestRow
            key={item.id}
            item={item}
            actions={<ResumeAnswerButtons item={item} name={nameOf(item)} redirectTo={here} />}
          />
        ))}
      </ListSection>

      <ListSection
        title="Resume requests you sent"
        {...pagingOf(resumeSent)}
        pageParam={PAGE_PARAMS.resumeSent}
        empty={{
          title: "You have not asked for a resume",
          description: "Open a member's profile and choose Request resume.",
        }}
      >
        {resumeSent.data.map((item) => (
          <ResumeRequestRow
            key={item.id}
            item={item}
            actions={
              item.status === "accepted" ? (
                // A file download: a plain link, never a client-side navigation.
                <a href={`/resume/${item.user.id}`} className={buttonClass({ size: "sm", palette: "brand" })}>
                  Download resume
                  <SrOnly>{` of ${nameOf(item)}`}</SrOnly>
                </a>
              ) : null
            }
          />
        ))}
      </ListSection>
    </div>
  );
}
