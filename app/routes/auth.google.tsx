import type { Route } from "./+types/auth.google";
import { startGoogleSignIn } from "~/features/accounts/google-sign-in.server";

/** Starts Google sign-in (a resource route): a state and a PKCE verifier in a short cookie, then the provider. */
export const loader = (args: Route.LoaderArgs) => startGoogleSignIn(args);
