import type { Route } from "./+types/logout";
import { loadLogout, logoutAction } from "~/features/accounts/logout.server";
import { Logout } from "~/features/accounts/logout";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

// The confirmation page is a member's; its form logs out whoever posts it (a session already
// ended still lands on /login with the snackbar).
const [memberOnly] = guard("member");
export const middleware: Route.MiddlewareFunction[] = [
  (args, next) => (args.request.method === "POST" ? next() : memberOnly(args, next)),
];

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Log out") }];

export const loader = (args: Route.LoaderArgs) => loadLogout(args);
export const action = (args: Route.ActionArgs) => logoutAction(args);

export default function LogoutPage({ loaderData }: Route.ComponentProps) {
  return <Logout loaderData={loaderData} />;
}
