import { Box, Flex, HStack, Link as ChakraLink, Stack } from "@chakra-ui/react";
import { Link, Outlet } from "react-router";
import { Logo } from "~/ui/logo";

/** The auth layout: a centred card on the brand colour with the JobLink mark. */
export default function AuthLayout() {
  return (
    <Flex minH="100vh" bg="brand.primary" direction="column" align="center" px={{ base: "3", sm: "6" }} py={{ base: "6", md: "12" }}>
      <Box mb="6">
        <Link to="/login" aria-label="JobLink">
          <Logo inverted />
        </Link>
      </Box>
      <Box as="main" bg="white" borderRadius="xl" boxShadow="lg" w="full" maxW="lg" p={{ base: "5", sm: "8" }}>
        <Outlet />
      </Box>
      <Stack as="footer" mt="6" align="center" color="white" fontSize="sm">
        <HStack gap="4" wrap="wrap" justify="center">
          <ChakraLink asChild color="white">
            <Link to="/privacy-policy">Privacy Policy</Link>
          </ChakraLink>
          <ChakraLink asChild color="white">
            <Link to="/terms-and-conditions">Terms and Conditions</Link>
          </ChakraLink>
        </HStack>
      </Stack>
    </Flex>
  );
}
