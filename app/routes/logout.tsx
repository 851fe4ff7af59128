import type { Route } from "./+types/logout";
import { loadLogout, logoutAction } from "~/features/accounts/logout.server";
import { Logout } from "~/features/accounts/logout";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Log out") }];

export const loader = (args: Route.LoaderArgs) => loadLogout(args);
export const action = (args: Route.ActionArgs) => logoutAction(args);

export default function LogoutPage({ loaderData }: Route.ComponentProps) {
  return <Logout loaderData={loaderData} />;
}
