import { Box, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { UserAvatar } from "./user-avatar";

export type PersonLike = {
  id: number;
  first_name: string;
  last_name: string;
  bio?: string | null;
  profile_pic?: string | null;
  username?: string | null;
};

/** The public profile path of a member: /profile/{username}/{id} (or /profile/{id}). */
export function profilePath(person: Pick<PersonLike, "id" | "username">, referralId?: number): string {
  const base = person.username ? `/profile/${person.username}/${person.id}` : `/profile/${person.id}`;
  return referralId ? `${base}?referral_id=${referralId}` : base;
}

/** A member in a list: avatar, name (linking to the profile), headline, a detail line and actions. */
export function PersonCard({ person, detail, actions }: { person: PersonLike; detail?: React.ReactNode; actions?: React.ReactNode }) {
  const name = `${person.first_name} ${person.last_name}`.trim();
  return (
    <HStack as="article" align="flex-start" gap="3" py="3" wrap={{ base: "wrap", sm: "nowrap" }}>
      <UserAvatar name={name} src={person.profile_pic} size="lg" />
      <Stack gap="0.5" flex="1" minW="0">
        {/* Inline (not the link recipe's inline-flex) and breaking anywhere: a long name wraps at 360 px. */}
        <ChakraLink asChild fontWeight="semibold" color="fg" display="inline" overflowWrap="anywhere">
          <Link to={profilePath(person)}>{name}</Link>
        </ChakraLink>
        {person.bio ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {person.bio}
          </Text>
        ) : null}
        {detail ? (
          <Box fontSize="xs" color="fg.muted">
            {detail}
          </Box>
        ) : null}
      </Stack>
      {actions ? (
        <HStack gap="2" flexShrink={0} w={{ base: "full", sm: "auto" }} justify={{ base: "flex-end", sm: "flex-start" }}>
          {actions}
        </HStack>
      ) : null}
    </HStack>
  );
}
