/**
 * JobCard: one job post in a list or at the top of a details page.
 *
 * Props (stable; other screens rely on them):
 * - `post: JobPost` — the post as the API gives it (app/upstream/jobs-types.ts).
 * - `headingLevel?: "h2" | "h3"` — the title's heading level (default h3: cards sit under a list heading).
 * - `detail?: ReactNode` — an extra line under the facts (referral status, who recommended it…).
 * - `actions?: ReactNode` — buttons below the card, usually `<JobActions … />`.
 * - `linkTitle?: boolean` — the title links to `/job-details/{id}` (default true).
 *
 * Shows the title, company, locations, job type, employment type, experience (describeExperience),
 * the salary when there is one, when it was posted and by whom, and the like count.
 */
import { Badge, Box, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { describeExperience, EMPLOYMENT_TYPE_LABELS, JOB_TYPE_LABELS } from "~/forms/job-post";
import type { JobPost, PostedBy } from "~/upstream/jobs-types";
import { profilePath } from "~/ui/person-card";
import { UserAvatar } from "~/ui/user-avatar";

/** Where a job post is read. */
export const jobDetailsPath = (id: number) => `/job-details/${id}`;

/** The profile of a poster: a company's page or a member's profile. */
export function posterPath(poster: Pick<PostedBy, "id" | "username" | "type_of_user">): string {
  return poster.type_of_user === "corporate" ? `/profile/corporate/${poster.id}` : profilePath(poster);
}

/** "₹28,00,000 a year" (the currency's code when it has no symbol we know). */
export function formatSalary(salary: number, currency: { code: string }): string {
  try {
    const amount = new Intl.NumberFormat("en-IN", { style: "currency", currency: currency.code, maximumFractionDigits: 0 }).format(salary);
    return `${amount} a year`;
  } catch {
    return `${currency.code} ${salary.toLocaleString("en-IN")} a year`;
  }
}

export const likeCountText = (count: number) => `${count} ${count === 1 ? "like" : "likes"}`;

export function JobCard({
  post,
  headingLevel = "h3",
  detail,
  actions,
  linkTitle = true,
}: {
  post: JobPost;
  headingLevel?: "h2" | "h3";
  detail?: React.ReactNode;
  actions?: React.ReactNode;
  linkTitle?: boolean;
}) {
  const company = post.company?.title ?? post.company_name;
  const places = post.locations.map((location) => location.city).join(", ");
  const poster = post.posted_by;
  const facts = [
    JOB_TYPE_LABELS[post.job_type] ?? post.job_type,
    EMPLOYMENT_TYPE_LABELS[post.employment_type] ?? post.employment_type,
    describeExperience(post.min_experience_years, post.min_experience_months),
  ];
  return (
    <Stack as="article" gap="2" py="3" minW="0">
      <Stack gap="0.5" minW="0">
        <HStack gap="2" align="baseline" wrap="wrap">
          <Heading as={headingLevel} size="md" wordBreak="break-word">
            {linkTitle ? (
              <ChakraLink asChild color="brand.primary">
                <Link to={jobDetailsPath(post.id)}>{post.title}</Link>
              </ChakraLink>
            ) : (
              post.title
            )}
          </Heading>
          {post.status === "closed" ? (
            <Badge colorPalette="gray" variant="subtle">
              Closed
            </Badge>
          ) : null}
        </HStack>
        <Text fontWeight="medium">{company}</Text>
        {places ? <Text fontSize="sm" color="fg.muted">{places}</Text> : null}
      </Stack>
      <Text fontSize="sm">{facts.join(" · ")}</Text>
      {post.salary != null ? <Text fontSize="sm">{formatSalary(post.salary, post.currency)}</Text> : null}
      {detail ? <Box fontSize="sm">{detail}</Box> : null}
      <HStack gap="2" fontSize="sm" color="fg.muted" align="center">
        <UserAvatar name={poster.name} src={poster.profile_pic} size="xs" />
        <Text minW="0">
          Posted {post.posted_time_ago} by{" "}
          <ChakraLink asChild color="fg" textDecoration="underline">
            <Link to={posterPath(poster)}>{poster.name}</Link>
          </ChakraLink>
          <Box as="span" aria-hidden="true" mx="1.5">
            ·
          </Box>
          <Box as="span" data-testid="like-count" whiteSpace="nowrap">
            {likeCountText(post.like_count)}
          </Box>
        </Text>
      </HStack>
      {actions ? <Box>{actions}</Box> : null}
    </Stack>
  );
}
