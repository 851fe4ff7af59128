/** The logout confirmation as a page (no JavaScript): Cancel back to the dashboard, or Confirm. */
import { Box, Button, Flex, HStack, Heading, Text } from "@chakra-ui/react";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { CONFIRM_DIALOG_MAX_W } from "#app/ui/confirm-dialog.tsx";
import { LOGOUT_CONFIRM } from "#app/ui/logout.tsx";
import type { LogoutData } from "./logout.server.ts";

export function Logout({ loaderData }: { loaderData: LogoutData }) {
  const navigation = useNavigation();
  return (
    <Flex as="main" minH="100vh" align="center" justify="center" bg="blackAlpha.600" px="4">
      <Box
        role="alertdialog"
        aria-labelledby="logout-title"
        aria-describedby="logout-description"
        bg="white"
        borderRadius="lg"
        boxShadow="lg"
        p="6"
        w="full"
        maxW={CONFIRM_DIALOG_MAX_W}
      >
        <Heading as="h1" id="logout-title" size="lg" mb="3">
          {LOGOUT_CONFIRM.title}
        </Heading>
        <Text id="logout-description" mb="6">
          {LOGOUT_CONFIRM.description}
        </Text>
        <HStack justify="flex-end" gap="3">
          <Button asChild variant="outline">
            <Link to={loaderData.back}>Cancel</Link>
          </Button>
          <Form method="post">
            <Button type="submit" colorPalette="brand" loading={navigation.state === "submitting"}>
              Confirm
            </Button>
          </Form>
        </HStack>
      </Box>
    </Flex>
  );
}
