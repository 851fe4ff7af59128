import { Box, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link } from "~/ui/link";
import type { Route } from "./+types/profile.corporate";
import { apiContext } from "~/context";
import { ProfileColumns } from "~/ui/app-shell";
import { listPosition, Pagination, pageParam } from "~/ui/pagination";
import { JobCard } from "~/features/jobs/job-card";
import { PersonCard } from "~/features/network/person-card";
import { EditLink, EmptyNote, ProfileHeaderCard, ProfileSection } from "~/features/profiles/profile-view";
import { notFoundFor, ownCorporateId, userIdParam } from "~/features/profiles/profile.server";
import { shareMeta } from "~/ui/share-meta";
import { publicFileUrl, publicUrlFor } from "~/ui/share-meta.server";
import { pageTitle } from "~/ui/title";
import { publicPageHeaders } from "~/server/http-cache";
import { CARDS_PER_PAGE, toCardList } from "~/features/jobs/card-post";

/** The same page for every visitor: cacheable for a minute (private again for members; decision 101). */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? loaderData.company.company_name : "Company profile") },
  ...shareMeta(loaderData?.share),
];

/** The employees list pages on its own parameter. */
const EMPLOYEES_PAGE = "employees_page";
/** The open posts list pages on its own parameter, by keyset (`jobs_cursor` / `jobs_before` beside it). */
const JOBS_PAGE = "jobs_page";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = userIdParam(params.id, "company");
  const api = context.get(apiContext).profile;
  const notFound = (error: unknown) => notFoundFor(error, `No company was found with the id ${id}.`);
  const [company, employees, jobs, ownId] = await Promise.all([
    context.get(apiContext).corporate.get({ user_id: id }).catch(notFound),
    api.employees({ user_id: id, page: pageParam(request.url, EMPLOYEES_PAGE) }).catch(notFound),
    context.get(apiContext).jobs.byUser({ user_id: id, ...listPosition(request.url, JOBS_PAGE), page_size: CARDS_PER_PAGE }).catch(notFound),
    ownCorporateId(context),
  ]);
  // A company page is a business page: its contact email and phone stay on the details form.
  const { email: _email, phone: _phone, poc: _poc, pincode: _pincode, ...visible } = company;
  const place = company.location ? `${company.location.city}, ${company.location.state}` : "";
  // What a shared link previews: the company, where it is, what it says of itself, its logo.
  const share = {
    url: publicUrlFor(request, new URL(request.url).pathname),
    title: `${company.company_name} | JobLink`,
    description: [place, company.about].filter(Boolean).join(" · ") || `${company.company_name} is on JobLink.`,
    image: publicFileUrl(request, company.logo ?? company.profile_pic),
    type: "website" as const,
  };
  return { share, company: visible, employees, jobs: toCardList(jobs), isOwner: ownId === id };
}

export default function CompanyProfile({ loaderData }: Route.ComponentProps) {
  const { company, employees, jobs, isOwner } = loaderData;
  const place = company.location ? `${company.location.city}, ${company.location.state}, ${company.location.country}` : null;
  const count = company.employees_count ?? employees.total;
  return (
    <ProfileColumns
      main={
        <Stack gap="5">
          <ProfileHeaderCard
            name={company.company_name}
            banner={company.banner}
            picture={company.logo ?? company.profile_pic}
            pictureShape="rounded"
            details={
              <Stack gap="0.5">
                {place ? <Text>{place}</Text> : null}
                {company.website ? (
                  <Text>
                    <ChakraLink href={company.website} target="_blank" rel="noopener noreferrer nofollow" color="brand.primary" wordBreak="break-all">
                      {company.website.replace(/^https?:\/\//, "")}
                    </ChakraLink>
                  </Text>
                ) : null}
                <Text>
                  {count} employee{count === 1 ? "" : "s"} on JobLink
                </Text>
              </Stack>
            }
            actions={isOwner ? <EditLink to="/corporate/details">Edit company page</EditLink> : null}
          />
          <ProfileSection id="about-title" title="About">
            {company.about ? <Text whiteSpace="pre-line">{company.about}</Text> : <EmptyNote>{isOwner ? "Tell members what your company does: edit your company page." : "No description yet."}</EmptyNote>}
          </ProfileSection>
          <ProfileSection
            id="open-posts-title"
            title="Open positions"
            action={
              isOwner ? (
                <ChakraLink asChild fontSize="sm" color="brand.primary">
                  <Link to="/corporate/posts">Manage</Link>
                </ChakraLink>
              ) : null
            }
          >
            {jobs.data.length ? (
              <>
                <Box as="ul" m="0" p="0">
                  {jobs.data.map((post) => (
                    <Box as="li" key={post.id} listStyleType="none" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
                      <JobCard post={post} />
                    </Box>
                  ))}
                </Box>
                <Pagination page={jobs.page} hasNext={jobs.has_next} nextCursor={jobs.next_cursor} prevCursor={jobs.prev_cursor} param={JOBS_PAGE} label="Open positions" />
              </>
            ) : (
              <EmptyNote>{isOwner ? "Your open job posts appear here: post one from Posts." : `${company.company_name} has no open positions right now.`}</EmptyNote>
            )}
          </ProfileSection>
        </Stack>
      }
      side={
        <ProfileSection
          id="employees-title"
          title="Employees"
          action={
            isOwner ? (
              <ChakraLink asChild fontSize="sm" color="brand.primary">
                <Link to="/corporate/employees">Manage</Link>
              </ChakraLink>
            ) : null
          }
        >
          {employees.data.length ? (
            <>
              <Box as="ul" m="0" p="0">
                {employees.data.map((person) => (
                  <Box as="li" key={person.id} listStyleType="none" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
                    <PersonCard person={person} detail={`At ${company.company_name} for ${person.connected_time_ago}`} />
                  </Box>
                ))}
              </Box>
              <Pagination page={employees.page} hasNext={employees.has_next} param={EMPLOYEES_PAGE} label="Employees" />
            </>
          ) : (
            <EmptyNote>Members who work here appear once they add {company.company_name} as their current position.</EmptyNote>
          )}
        </ProfileSection>
      }
    />
  );
}
