import { Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { SubmissionResult } from "@conform-to/react";
import { useLocation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { PersonCard } from "#app/ui/person-card.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { ConfirmDeleteDialog, IntentForm } from "#app/ui/forms.tsx";
import { withSearch } from "#app/ui/route-dialog.tsx";
import { JobPostDialog, type JobPostDialogData } from "./job-post-form.tsx";
import { ApplicationsList, type ApplicationsData } from "#app/features/referrals/applications.tsx";
import type { JobPostStats, Reposter } from "#app/contract/jobs.ts";
import type { PostOverview, PostTab } from "./post-details.server.ts";
import { PostOverviewCard } from "./post-overview.tsx";
import { PostStatsChart } from "./post-stats-chart.tsx";

export { PostOverviewCard };

type PosterData = {
  post: PostOverview;
  tab: PostTab;
  corporate: boolean;
  responses: ApplicationsData | null;
  reposts: {
    items: Reposter[];
    page: number;
    hasNext: boolean;
    nextCursor: string | null;
    prevCursor: string | null;
  } | null;
  dialog: JobPostDialogData | null;
  /** The overview's activity (decision 164); null on the other tabs or when it could not be read. */
  stats: JobPostStats | null;
  confirmDelete: boolean;
};

/**
 * The poster's post-details sheet: the menu (Edit, Delete; open: Extend, Close as filled or not
 * hiring; closed: Repost as new, Reopen; decision 166), tabs as links
 * (`?tab=`), the tab's content, and the URL dialogs (edit, delete and ignore confirmations).
 */
export function PosterSheet({
  data,
  lastResult,
}: {
  data: PosterData;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const location = useLocation();
  const { post, tab, corporate } = data;
  const clean = { edit: null, delete: null, "not-select": null };
  const close = withSearch(location, clean);
  const tabs: Array<{ id: PostTab; label: string }> = [
    { id: "overview", label: "Overview" },
    corporate ? { id: "reposts", label: "Reposts" } : { id: "responses", label: "Responses" },
  ];
  return (
    <Stack gap="4">
      {data.dialog ? <JobPostDialog dialog={data.dialog} closeTo={close} lastResult={lastResult} /> : null}
      {data.confirmDelete ? (
        <ConfirmDeleteDialog
          title="Delete job post?"
          description={`“${post.title}” and its responses will be deleted.`}
          intent="delete"
          fields={{ id: post.id }}
          closeTo={close}
        />
      ) : null}
      <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: "4", md: "6" }}>
        <HStack as="nav" aria-label="Post menu" gap="2" wrap="wrap" justify="flex-end" mb="3">
          <Button asChild size="sm" variant="outline">
            <Link to={withSearch(location, { ...clean, edit: post.id })} preventScrollReset>
              Edit
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline" colorPalette="red">
            <Link to={withSearch(location, { ...clean, delete: 1 })} preventScrollReset>
              Delete
            </Link>
          </Button>
          {corporate ? (
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <Link to={`/corporate/posts/${post.id}/applications`}>Applications</Link>
            </Button>
          ) : null}
          {post.status === "open" ? (
            <>
              {post.canExtend ? (
                <IntentForm intent="extend" fields={{ id: post.id }} colorPalette="brand">
                  Extend 30 days
                </IntentForm>
              ) : null}
              <IntentForm
                intent="status"
                fields={{ id: post.id, status: "closed", close_reason: "filled" }}
                colorPalette="brand"
              >
                Close as filled
              </IntentForm>
              <IntentForm
                intent="status"
                fields={{ id: post.id, status: "closed", close_reason: "no_longer_hiring" }}
                colorPalette="brand"
              >
                Close: not hiring
              </IntentForm>
            </>
          ) : (
            <>
              <IntentForm intent="repost_new" fields={{ id: post.id }} colorPalette="brand" variant="solid">
                Repost as new
              </IntentForm>
              <IntentForm intent="status" fields={{ id: post.id, status: "open" }} colorPalette="brand">
                Reopen post
              </IntentForm>
            </>
          )}
        </HStack>
        <HStack as="nav" aria-label="Post tabs" gap="1" borderBottomWidth="1px" mb="4">
          {tabs.map((t) => (
            <Button
              key={t.id}
              asChild
              variant="ghost"
              size="sm"
              borderBottomWidth="2px"
              borderRadius="0"
              // Only the underline marks the tab shown: a coloured box round it reads as the focus ring.
              borderColor="transparent"
              borderBottomColor={tab === t.id ? "brand.primary" : "transparent"}
              fontWeight={tab === t.id ? "bold" : "normal"}
            >
              <Link
                to={withSearch(location, {
                  ...clean,
                  page: null,
                  cursor: null,
                  before: null,
                  status: null,
                  tab: t.id === "overview" ? null : t.id,
                })}
                aria-current={tab === t.id ? "page" : undefined}
                preventScrollReset
              >
                {t.label}
              </Link>
            </Button>
          ))}
        </HStack>
        {tab === "overview" ? <PostOverviewCard post={post} /> : null}
        {tab !== "overview" ? (
          <Heading as="h1" size="lg" mb="2">
            {post.title}
          </Heading>
        ) : null}
        {tab === "responses" && data.responses ? <ApplicationsList data={data.responses} /> : null}
        {tab === "reposts" && data.reposts ? <Reposts reposts={data.reposts} /> : null}
      </Box>
      {tab === "overview" && data.stats ? (
        <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: "4", md: "6" }}>
          <PostStatsChart stats={data.stats} />
        </Box>
      ) : null}
    </Stack>
  );
}

/** Request resume (kept here for the screens that import it from the sheet). */
export { ResumeRequest } from "#app/features/referrals/applications.tsx";

function Reposts({ reposts }: { reposts: NonNullable<PosterData["reposts"]> }) {
  if (!reposts.items.length)
    return <Text color="fg.muted">No reposts yet. Members who share this post show here.</Text>;
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        Reposted by
      </Heading>
      <Box as="ul" m="0" p="0" listStyleType="none">
        {reposts.items.map((p) => (
          <Box as="li" key={p.id} borderBottomWidth="1px">
            <PersonCard person={p} detail={p.reposted_time_ago ? `Reposted ${p.reposted_time_ago}` : undefined} />
          </Box>
        ))}
      </Box>
      <Pagination
        page={reposts.page}
        hasNext={reposts.hasNext}
        nextCursor={reposts.nextCursor}
        prevCursor={reposts.prevCursor}
        label="Reposts"
      />
    </Stack>
  );
}
