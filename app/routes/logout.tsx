import type { Route } from "./+types/logout";
import { loadLogout, logoutAction } from "#app/features/accounts/logout.server.ts";
import { Logout } from "#app/features/accounts/logout.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

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
