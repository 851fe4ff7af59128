import { Heading, Stack, Text } from "@chakra-ui/react";

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: React.ReactNode }) {
  return (
    <Stack gap="1" mb="6">
      <Heading as="h1" size="2xl" color="brand.primary">
        {title}
      </Heading>
      {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
    </Stack>
  );
}
