import { Box, EmptyState, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link } from "#app/ui/link.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { PersonCard } from "#app/ui/person-card.tsx";
import type { CorporateEmployeesData } from "./corporate-employees.server.ts";

/** `/corporate/employees`: the members whose current position is at the company, paged. */
export function CorporateEmployees({ loaderData }: { loaderData: CorporateEmployeesData }) {
  const { employees, company } = loaderData;
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Employees
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Members whose current position is at {company.name}.{" "}
          {employees.total > 0
            ? employees.total_capped
              ? `More than ${employees.total.toLocaleString("en-US")} in all.`
              : `${employees.total} in all.`
            : null}
        </Text>
      </Stack>
      <Box bg="white" borderRadius="lg" borderWidth="1px" px={{ base: "4", md: "6" }} py="2">
        {employees.data.length ? (
          <>
            <Box as="ul" m="0" p="0" aria-label="Employees">
              {employees.data.map((person) => (
                <Box as="li" key={person.id} listStyleType="none" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
                  <PersonCard person={person} detail={`At ${company.name} for ${person.connected_time_ago}`} />
                </Box>
              ))}
            </Box>
            <Box pb="2">
              <Pagination
                page={employees.page}
                hasNext={employees.has_next}
                nextCursor={employees.next_cursor}
                prevCursor={employees.prev_cursor}
                label="Employees"
              />
            </Box>
          </>
        ) : (
          <EmptyState.Root>
            <EmptyState.Content>
              <EmptyState.Title as="h2">No employees listed yet</EmptyState.Title>
              <EmptyState.Description color="fg.muted">
                Members appear here once they add {company.name} as their current position on their profile. Share your{" "}
                <ChakraLink asChild color="brand.primary">
                  <Link to={`/profile/corporate/${company.id}`}>company page</Link>
                </ChakraLink>{" "}
                so they can find you.
              </EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
      </Box>
    </Stack>
  );
}
