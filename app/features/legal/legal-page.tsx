import { Box, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link } from "#app/ui/link.tsx";

export type LegalSection = { heading: string; paragraphs: string[] };

/** A readable legal document in the auth layout's card. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <Stack gap="5" as="article">
      <Box>
        <Heading as="h1" size="2xl" color="brand.primary">
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mt="1">
          Last updated {updated}
        </Text>
      </Box>
      <Text>{intro}</Text>
      {sections.map((section) => (
        <Box as="section" key={section.heading}>
          <Heading as="h2" size="md" mb="2">
            {section.heading}
          </Heading>
          <Stack gap="2">
            {section.paragraphs.map((p) => (
              <Text key={p} lineHeight="tall">
                {p}
              </Text>
            ))}
          </Stack>
        </Box>
      ))}
      <Text fontSize="sm">
        <ChakraLink asChild color="brand.primary">
          <Link to="/signup">Back to sign up</Link>
        </ChakraLink>
      </Text>
    </Stack>
  );
}
