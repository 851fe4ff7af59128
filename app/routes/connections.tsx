import { redirect } from "react-router";

/** Form endpoint (POST); a GET leads to the network page. */
export function loader() {
  throw redirect("/individual/network");
}
