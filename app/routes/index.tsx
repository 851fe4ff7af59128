import { redirect } from "react-router";

/** `/` always redirects to /login (spec §2); /login then sends logged-in users on. */
export function loader() {
  throw redirect("/login");
}
