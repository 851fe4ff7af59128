import { data } from "react-router";

/** Downloads a member's resume for whoever may see it. */
export function loader() {
  throw data("Resume downloads are not available yet.", { status: 404 });
}
