/** A company's public page: its header card, About, Open positions and Employees (each list paged on its own). */
import { Box, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link } from "~/ui/link";
import { ProfileColumns } from "~/ui/app-shell";
import { Pagination } from "~/ui/pagination";
import { JobCard } from "~/features/jobs/job-card";
import { PersonCard } from "~/features/network/person-card";
import { EditLink, EmptyNote, ProfileHeaderCard, ProfileSection } from "~/features/profiles/profile-view";
import { EMPLOYEES_PAGE, JOBS_PAGE } from "./company-profile-params";
import type { CompanyProfileData } from "./company-profile.server";

export function CompanyProfile({ loaderData }: { loaderData: CompanyProfileData }) {
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
