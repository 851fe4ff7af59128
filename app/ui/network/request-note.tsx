import { Box, Text } from "@chakra-ui/react";

/** The personal note of a connection request, quoted under the person (nothing when none). */
export function RequestNote({ note, mine = false }: { note?: string | null; mine?: boolean }) {
  if (!note) return null;
  return (
    <Box mt="1.5" borderLeftWidth="3px" borderColor="brand.200" pl="2">
      <Text as="span" srOnly>
        {mine ? "Your note: " : "Their note: "}
      </Text>
      <Text as="q" display="block" fontSize="sm" color="fg" whiteSpace="pre-line" css={{ quotes: "none" }}>
        {note}
      </Text>
    </Box>
  );
}
