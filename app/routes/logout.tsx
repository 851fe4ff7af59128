import { Box, Button, Flex, HStack, Heading, Text } from "@chakra-ui/react";
import { Form, redirect, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/logout";
import { apiContext, sessionContext } from "~/context";
import { dashboardPath } from "~/server/guards.server";
import { CONFIRM_DIALOG_MAX_W } from "~/ui/confirm-dialog";
import { LOGOUT_CONFIRM } from "~/ui/logout";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Log out") }];

/** Without JavaScript, "Log out" lands here: the confirmation as a page. */
export function loader({ context }: Route.LoaderArgs) {
  const { auth } = context.get(sessionContext);
  if (!auth) throw redirect("/login");
  return { back: dashboardPath(auth.type_of_user) };
}

export async function action({ context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const refreshToken = session.auth?.refresh_token;
  if (session.auth && refreshToken) {
    // The server revokes the refresh token; the cookie goes whatever the answer.
    await context
      .get(apiContext)
      .user.logout({ refresh_token: refreshToken })
      .catch(() => undefined);
  }
  session.setAuth(null);
  session.flash("success", "You have been logged out.");
  return redirect("/login");
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <Flex as="main" minH="100vh" align="center" justify="center" bg="blackAlpha.600" px="4">
      <Box role="alertdialog" aria-labelledby="logout-title" aria-describedby="logout-description" bg="white" borderRadius="lg" boxShadow="lg" p="6" w="full" maxW={CONFIRM_DIALOG_MAX_W}>
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
