import { Box, Button, HStack, Link as ChakraLink, Text, Wrap } from "@chakra-ui/react";
import { useLocation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { ConfirmDeleteDialog, IntentForm } from "#app/ui/forms.tsx";
import { Chakra } from "#app/ui/chakra.tsx";
import { withSearch } from "#app/ui/route-dialog.tsx";
import { ResumeRequest } from "#app/features/jobs/post-sheet.tsx";
import type { ReferralBanner as Banner } from "./referral-banner.server.ts";

/** "Applied for <post>" with Refer, Request resume and Ignore (confirmed), for the poster. */
export function ReferralBanner({ banner, userId, name }: { banner: Banner; userId: number; name: string }) {
  const location = useLocation();
  // Only an application still waiting for an answer can be referred or ignored.
  const open = banner.status === "requested" || banner.status === "viewed";
  const here = location.pathname + location.search;
  return (
    <Box
      as="section"
      aria-label="Referral request"
      bg="white"
      borderWidth="1px"
      borderColor="brand.primary"
      borderRadius="lg"
      p={{ base: "3", md: "4" }}
    >
      {banner.ignoring && open ? (
        <ConfirmDeleteDialog
          title="Ignore this response?"
          description={`${name}'s request will be ignored and removed from the responses.`}
          intent="ignore"
          fields={{ referral_id: banner.referral_id }}
          confirmLabel="Confirm"
          closeTo={withSearch(location, { ignore: null })}
        />
      ) : null}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text>
          Applied for{" "}
          <ChakraLink asChild fontWeight="semibold" color="brand.primary">
            <Link to={`/post-details/${banner.post.id}?tab=responses`}>{banner.post.title}</Link>
          </ChakraLink>
          {banner.status === "referred" ? " · Referred" : banner.status === "withdrawn" ? " · Withdrawn" : ""}
        </Text>
        <Wrap gap="2">
          {open ? (
            <IntentForm
              intent="refer"
              fields={{ referral_id: banner.referral_id }}
              colorPalette="brand"
              variant="solid"
            >
              Refer
            </IntentForm>
          ) : null}
          <ResumeRequest userId={userId} name={name} back={here} />
          {open ? (
            <Button asChild size="sm" variant="ghost" colorPalette="red">
              <Link to={withSearch(location, { ignore: banner.referral_id })} preventScrollReset>
                Ignore
              </Link>
            </Button>
          ) : null}
        </Wrap>
      </HStack>
    </Box>
  );
}

/** The banner with Chakra around it, for a page without Chakra (the profile loads it when shown; decision 139). */
export default function ReferralBannerWithChakra(props: { banner: Banner; userId: number; name: string }) {
  return (
    <Chakra>
      <ReferralBanner {...props} />
    </Chakra>
  );
}
