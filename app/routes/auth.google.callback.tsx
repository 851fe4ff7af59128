import type { Route } from "./+types/auth.google.callback";
import { finishGoogleSignIn } from "#app/features/accounts/google-sign-in.server.ts";

/** The provider sends the user back here with a code (a resource route); the API exchanges and verifies it. */
export const loader = (args: Route.LoaderArgs) => finishGoogleSignIn(args);
