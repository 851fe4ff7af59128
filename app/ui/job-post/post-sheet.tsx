import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text, Wrap } from "@chakra-ui/react";
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useLocation } from "react-router";
import { profilePath, PersonCard } from "~/ui/person-card";
import { Pagination } from "~/ui/pagination";
import { ConfirmDeleteDialog, IntentForm } from "~/ui/profile/forms";
import { withSearch } from "~/ui/route-dialog";
import { JobPostDialog, type JobPostDialogData } from "./job-post-form";
import { plural } from "./my-posts";
import type { JobResponse, Reposter } from "./poster-api.server";
import type { PostOverview, PostTab } from "./post-details.server";

/** The post itself: title, company, status, facts, skills and the (sanitised) description. */
export function PostOverviewCard({ post, headingLevel = "h1" }: { post: PostOverview; headingLevel?: "h1" | "h2" }) {
  return (
    <Stack gap="4">
      <Stack gap="1">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <Heading as={headingLevel} size="xl">
            {post.title}
          </Heading>
          <Badge colorPalette={post.status === "open" ? "green" : "gray"} variant="subtle">
            {post.status === "open" ? "Open" : "Closed"}
          </Badge>
        </HStack>
        <Text color="fg.muted">
          {post.company} · Posted by {post.posterName} · {post.postedAgo}
        </Text>
      </Stack>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3">
        {post.facts.map((fact) => (
          <Box key={fact.label}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {fact.label}
            </Text>
            <Text as="dd">{fact.value}</Text>
          </Box>
        ))}
      </SimpleGrid>
      {post.skills.length ? (
        <Wrap as="ul" gap="2" listStyleType="none" aria-label="Skills">
          {post.skills.map((skill) => (
            <Box as="li" key={skill}>
              <Badge variant="subtle" colorPalette="brand">
                {skill}
              </Badge>
            </Box>
          ))}
        </Wrap>
      ) : null}
      {post.descriptionHtml ? (
        <Box
          data-testid="job-description"
          css={{ "& ul": { listStyleType: "disc", paddingInlineStart: "1.5em" }, "& ol": { listStyleType: "decimal", paddingInlineStart: "1.5em" }, "& a": { color: "brand.primary", textDecoration: "underline" }, "& p": { marginBottom: "0.5em" } }}
          // Sanitised by the API when stored and again on the server before rendering (spec §5).
          dangerouslySetInnerHTML={{ __html: post.descriptionHtml }}
        />
      ) : null}
      <Wrap gap="3" fontSize="sm" color="fg.muted">
        <Text>{plural(post.likeCount, "like")}</Text>
        <Text>{plural(post.repostCount, "repost")}</Text>
        {post.responseCount !== null ? <Text>{plural(post.responseCount, "response")}</Text> : null}
      </Wrap>
    </Stack>
  );
}

type PosterData = {
  post: PostOverview;
  tab: PostTab;
  corporate: boolean;
  responses: { items: JobResponse[]; page: number; hasNext: boolean } | null;
  reposts: { items: Reposter[]; page: number; hasNext: boolean; nextCursor: string | null; prevCursor: string | null } | null;
  dialog: JobPostDialogData | null;
  confirmDelete: boolean;
  ignoring: { referral_id: number; name: string } | null;
};

/**
 * The poster's post-details sheet: the menu (Edit, Delete, Close / Reopen), tabs as links
 * (`?tab=`), the tab's content, and the URL dialogs (edit, delete and ignore confirmations).
 */
export function PosterSheet({ data, lastResult }: { data: PosterData; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const location = useLocation();
  const { post, tab, corporate } = data;
  const clean = { edit: null, delete: null, ignore: null };
  const close = withSearch(location, clean);
  const tabs: Array<{ id: PostTab; label: string }> = [{ id: "overview", label: "Overview" }, corporate ? { id: "reposts", label: "Reposts" } : { id: "responses", label: "Responses" }];
  return (
    <Stack gap="4">
      {data.dialog ? <JobPostDialog dialog={data.dialog} closeTo={close} lastResult={lastResult} /> : null}
      {data.confirmDelete ? (
        <ConfirmDeleteDialog title="Delete job post?" description={`“${post.title}” and its responses will be deleted.`} intent="delete" fields={{ id: post.id }} closeTo={close} />
      ) : null}
      {data.ignoring ? (
        <ConfirmDeleteDialog
          title="Ignore this response?"
          description={`${data.ignoring.name}'s request will be ignored and removed from the responses.`}
          intent="ignore"
          fields={{ referral_id: data.ignoring.referral_id }}
          confirmLabel="Ignore"
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
          <IntentForm intent="status" fields={{ id: post.id, status: post.status === "open" ? "closed" : "open" }} colorPalette="brand">
            {post.status === "open" ? "Close post" : "Reopen post"}
          </IntentForm>
        </HStack>
        <HStack as="nav" aria-label="Post tabs" gap="1" borderBottomWidth="1px" mb="4">
          {tabs.map((t) => (
            <Button key={t.id} asChild variant="ghost" size="sm" borderBottomWidth="2px" borderRadius="0" borderColor={tab === t.id ? "brand.primary" : "transparent"} fontWeight={tab === t.id ? "bold" : "normal"}>
              <Link
                to={withSearch(location, { ...clean, page: null, cursor: null, before: null, tab: t.id === "overview" ? null : t.id })}
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
        {tab === "responses" && data.responses ? <Responses responses={data.responses} /> : null}
        {tab === "reposts" && data.reposts ? <Reposts reposts={data.reposts} /> : null}
      </Box>
    </Stack>
  );
}

function Responses({ responses }: { responses: NonNullable<PosterData["responses"]> }) {
  const location = useLocation();
  if (!responses.items.length) return <Text color="fg.muted">No responses yet. Members who ask for a referral on this post show here.</Text>;
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        Responses
      </Heading>
      <Box as="ul" m="0" p="0" listStyleType="none">
        {responses.items.map((r) => {
          const name = `${r.user.first_name} ${r.user.last_name}`.trim();
          return (
            <Box as="li" key={r.referral_id} borderBottomWidth="1px">
              <PersonCard
                person={r.user}
                detail={
                  <>
                    Applied {r.applied_time_ago} · {plural(r.user.connections_in_common, "connection")} in common
                    {r.status === "referred" ? " · Referred" : ""}
                  </>
                }
                actions={
                  <Wrap gap="2">
                    <Button asChild size="sm" variant="outline">
                      <Link to={profilePath(r.user, r.referral_id)} aria-label={`View ${name}'s profile`}>
                        View profile
                      </Link>
                    </Button>
                    {r.status !== "referred" ? (
                      <IntentForm intent="refer" fields={{ referral_id: r.referral_id }} colorPalette="brand" variant="solid">
                        Refer
                      </IntentForm>
                    ) : null}
                    <ResumeRequest userId={r.user.id} name={name} back={location.pathname + location.search} />
                    <Button asChild size="sm" variant="ghost" colorPalette="red">
                      <Link to={withSearch(location, { ignore: r.referral_id })} preventScrollReset aria-label={`Ignore ${name}`}>
                        Ignore
                      </Link>
                    </Button>
                  </Wrap>
                }
              />
            </Box>
          );
        })}
      </Box>
      <Pagination page={responses.page} hasNext={responses.hasNext} label="Responses" />
    </Stack>
  );
}

/** Request resume: posts to the shared /resume-requests endpoint, which redirects back. */
export function ResumeRequest({ userId, name, back }: { userId: number; name: string; back: string }) {
  return (
    <Form method="post" action="/resume-requests" preventScrollReset>
      <input type="hidden" name="intent" value="request" />
      <input type="hidden" name="user_id" value={userId} />
      <input type="hidden" name="redirectTo" value={back} />
      <Button type="submit" size="sm" variant="outline" aria-label={`Request ${name}'s resume`}>
        Request resume
      </Button>
    </Form>
  );
}

function Reposts({ reposts }: { reposts: NonNullable<PosterData["reposts"]> }) {
  if (!reposts.items.length) return <Text color="fg.muted">No reposts yet. Members who share this post show here.</Text>;
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
      <Pagination page={reposts.page} hasNext={reposts.hasNext} nextCursor={reposts.nextCursor} prevCursor={reposts.prevCursor} label="Reposts" />
    </Stack>
  );
}

