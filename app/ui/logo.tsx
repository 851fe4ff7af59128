import { Box, HStack, Text } from "@chakra-ui/react";

/** The JobLink mark: a rounded square with "JL" and the word mark. */
export function Logo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  return (
    <HStack gap="2" aria-label="JobLink" role="img">
      <Box
        w="9"
        h="9"
        borderRadius="lg"
        bg={inverted ? "white" : "brand.primary"}
        color={inverted ? "brand.primary" : "white"}
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontWeight="black"
        fontSize="md"
        aria-hidden="true"
      >
        JL
      </Box>
      {compact ? null : (
        <Text as="span" fontWeight="bold" fontSize="xl" color={inverted ? "white" : "brand.primary"} aria-hidden="true">
          JobLink
        </Text>
      )}
    </HStack>
  );
}
