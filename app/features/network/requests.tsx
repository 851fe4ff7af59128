/** The all-requests screen: four lists with their answers (accept, decline, withdraw). */
import { Badge, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useLocation } from "react-router";
import type { ResumeRequestItem, ResumeRequestStatus } from "~/contract/resume-requests";
import { ConnectionDialogs } from "~/features/network/connection-actions";
import { RESUME_REQUESTS_ACTION } from "~/features/network/dialog-params";
import { IntentButton } from "~/features/network/intent-form";
import { ListRow, ListSection, pagingOf } from "~/features/network/list-section";
import { PersonCard } from "~/features/network/person-card";
import { ConnectionRequestSection } from "~/features/network/request-section";
import type { RequestsData } from "./requests.server";

/** Each list pages on its own search parameter, by keyset: its cursors beside it (`sent_cursor`, `resume_received_before`, …). */
export const PAGE_PARAMS = { received: "received", sent: "sent", resumeReceived: "resume_received", resumeSent: "resume_sent" } as const;

const STATUS: Record<ResumeRequestStatus, { label: string; palette: string }> = {
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
          <HStack gap="2" wrap="wrap">
            <Text as="span">Asked on {item.asked_on}</Text>
            <StatusBadge status={item.status} />
          </HStack>
        }
        actions={actions}
      />
    </ListRow>
  );
}

function StatusBadge({ status }: { status: ResumeRequestStatus }) {
  const { label, palette } = STATUS[status] ?? STATUS.pending;
  return (
    <Badge colorPalette={palette} variant="subtle">
      {label}
    </Badge>
  );
}

/**
 * The owner's answer to a resume request: Accept or Decline while pending; afterwards the
 * answer can be changed (stop sharing an accepted one, share a declined one).
 */
function ResumeAnswerButtons({ item, name, redirectTo }: { item: ResumeRequestItem; name: string; redirectTo: string }) {
  const about = (
    <Text as="span" srOnly>
      {" "}
      {name}&apos;s resume request
    </Text>
  );
  const accept = (label: string) => (
    <IntentButton action={RESUME_REQUESTS_ACTION} intent="accept" fields={{ request_id: item.id }} redirectTo={redirectTo} colorPalette="brand" variant={item.status === "pending" ? "solid" : "outline"}>
      {label}
      {about}
    </IntentButton>
  );
  const decline = (label: string) => (
    <IntentButton action={RESUME_REQUESTS_ACTION} intent="decline" fields={{ request_id: item.id }} redirectTo={redirectTo} variant="outline">
      {label}
      {about}
    </IntentButton>
  );
  if (item.status === "accepted") return decline("Stop sharing");
  if (item.status === "declined") return accept("Share resume");
  return (
    <HStack gap="2" wrap="wrap">
      {accept("Accept")}
      {decline("Decline")}
    </HStack>
  );
}

export function Requests({ loaderData }: { loaderData: RequestsData }) {
  const { received, sent, resumeReceived, resumeSent } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        All requests
      </Heading>
      <ConnectionDialogs people={[...received.data, ...sent.data]} redirectTo={here} />

      <ConnectionRequestSection
        title="Connection requests for you"
        list={received}
        direction="received"
        pageParam={PAGE_PARAMS.received}
        empty={{ title: "No connection requests", description: "When someone asks to connect with you, it appears here." }}
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
        empty={{ title: "No resume requests", description: "Members who ask to see your resume appear here; you choose whether to share it." }}
      >
        {resumeReceived.data.map((item) => (
          <ResumeRequestRow key={item.id} item={item} actions={<ResumeAnswerButtons item={item} name={nameOf(item)} redirectTo={here} />} />
        ))}
      </ListSection>

      <ListSection
        title="Resume requests you sent"
        {...pagingOf(resumeSent)}
        pageParam={PAGE_PARAMS.resumeSent}
        empty={{ title: "You have not asked for a resume", description: "Open a member's profile and choose Request resume." }}
      >
        {resumeSent.data.map((item) => (
          <ResumeRequestRow
            key={item.id}
            item={item}
            actions={
              item.status === "accepted" ? (
                <Button asChild size="sm" colorPalette="brand">
                  {/* A file download: a plain link, never a client-side navigation. */}
                  <a href={`/resume/${item.user.id}`}>
                    Download resume
                    <Text as="span" srOnly>
                      {" "}
                      of {nameOf(item)}
                    </Text>
                  </a>
                </Button>
              ) : null
            }
          />
        ))}
      </ListSection>
    </Stack>
  );
}
