import { Box, EmptyState, Heading, HStack, Stack } from "@chakra-ui/react";
import type { SubmissionResult } from "@conform-to/react";
import { useLocation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { badgeClass, buttonClass } from "#app/ui/static.tsx";
import { JobTabsNav } from "./individual-jobs.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { withSearch } from "#app/ui/route-dialog.tsx";
import { JobPostDialog, type JobPostDialogData } from "./job-post-form.tsx";
import type { JobPost } from "#app/contract/jobs.ts";
import type { UserType } from "#app/forms/fields.ts";
import { plural } from "./plural.ts";

/** A post as the poster's list shows it: the post's own fields, and where (its first city, "+N" for more). */
export type PostSummary = Pick<
  JobPost,
  "id" | "title" | "company_name" | "status" | "posted_time_ago" | "like_count" | "repost_count" | "response_count"
> & { location: string; ends_on?: string | null };

/** Where the poster reads one of their posts. */
export function detailsPathFor(posterType: UserType, id: number) {
  return posterType === "corporate" ? `/my-company-post/${id}` : `/post-details/${id}`;
}

export { plural };

/** One post in a list: title linking to its details, status, where, when, and its counts. */
export function PostRow({
  post,
  to,
  showResponses = true,
  showReposts = true,
  responsesTo,
}: {
  post: PostSummary;
  to: string;
  showResponses?: boolean;
  showReposts?: boolean;
  /** Where the responses count links to (the applications page), when it is a link. */
  responsesTo?: string;
}) {
  // Static classes (decision 103): a company's busiest lists repeat this row.
  return (
    <li className="jl-post-row">
      <div className="jl-hstack jl-justify-between jl-items-start jl-wrap">
        <div className="jl-stack jl-gap-half jl-min-w-0" style={{ flex: 1 }}>
          <Link to={to} className="jl-link jl-semibold jl-fg-brand">
            {post.title}
          </Link>
          <p className="jl-text-sm jl-muted">
            {[post.company_name, post.location, post.posted_time_ago, post.ends_on ? `ends ${post.ends_on}` : null]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        <span className={badgeClass("subtle", post.status === "open" ? "green" : "gray")}>
          {post.status === "open" ? "Open" : "Closed"}
        </span>
      </div>
      <div className="jl-hstack jl-wrap jl-gap-3 jl-text-sm jl-muted" style={{ marginTop: "0.5rem" }}>
        <span>{plural(post.like_count, "like")}</span>
        {showResponses && post.response_count !== null ? (
          responsesTo ? (
            <Link to={responsesTo} className="jl-link jl-link--underline jl-fg-brand">
              {plural(post.response_count, "response")}
            </Link>
          ) : (
            <span>{plural(post.response_count, "response")}</span>
          )
        ) : null}
        {showReposts ? <span>{plural(post.repost_count, "repost")}</span> : null}
      </div>
    </li>
  );
}

/** The poster's own posts, newest first, with "Create Job Post" and the create / edit dialog. */
export function MyPostsPage({
  posterType,
  posts,
  page,
  hasNext,
  nextCursor,
  prevCursor,
  dialog,
  lastResult,
}: {
  posterType: UserType;
  posts: PostSummary[];
  page: number;
  hasNext: boolean;
  /** The list's cursors (it pages by keyset; see Pagination). */
  nextCursor?: string | null;
  prevCursor?: string | null;
  dialog: JobPostDialogData | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const location = useLocation();
  const close = withSearch(location, { post: null, edit: null });
  return (
    <Stack gap="4">
      {/* A member's posts are a tab of their Jobs (a company's are its own section). */}
      {posterType === "individual" ? <JobTabsNav current="my_posts" /> : null}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          My job posts
        </Heading>
        <Link
          to={withSearch(location, { post: "new", edit: null })}
          preventScrollReset
          className={buttonClass({ palette: "brand", icon: "add" })}
        >
          Create Job Post
        </Link>
      </HStack>
      {dialog ? <JobPostDialog dialog={dialog} closeTo={close} lastResult={lastResult} /> : null}
      {posts.length ? (
        <ul className="jl-stack jl-gap-3" aria-label="My job posts">
          {posts.map((post) => (
            <PostRow
              key={post.id}
              post={post}
              to={detailsPathFor(posterType, post.id)}
              showReposts
              responsesTo={
                posterType === "corporate"
                  ? `/corporate/posts/${post.id}/applications`
                  : `/post-details/${post.id}?tab=responses`
              }
            />
          ))}
        </ul>
      ) : (
        <Box bg="white" borderRadius="lg" borderWidth="1px">
          <EmptyState.Root>
            <EmptyState.Content>
              <EmptyState.Title as="h2">No job posts yet</EmptyState.Title>
              <EmptyState.Description color="fg.muted">
                Jobs you publish will be listed here with their responses.
              </EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        </Box>
      )}
      <Pagination page={page} hasNext={hasNext} nextCursor={nextCursor} prevCursor={prevCursor} label="My job posts" />
    </Stack>
  );
}
