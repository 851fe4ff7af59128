import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { Logo } from "./logo";

type Props = { status?: number; statusMessage: string; description: string };

/** The generic error screen of spec §2: status code (default 500), status message, description. */
export function ErrorScreen({ status = 500, statusMessage, description }: Props) {
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" p="6" bg="bg.page">
      <Stack gap="4" maxW="lg" textAlign="center" align="center" bg="white" p={{ base: "6", md: "10" }} borderRadius="xl" boxShadow="sm">
        <Logo />
        <Text fontSize="6xl" fontWeight="bold" color="brand.primary" lineHeight="1" aria-hidden="true">
          {status}
        </Text>
        <Heading as="h1" size="xl">
          <Box as="span" srOnly>
            {status}{" "}
          </Box>
          {statusMessage}
        </Heading>
        <Text color="fg.muted" wordBreak="break-word">
          {description}
        </Text>
        <Button asChild colorPalette="brand">
          <Link to="/">Go to JobLink</Link>
        </Button>
      </Stack>
    </Box>
  );
}
