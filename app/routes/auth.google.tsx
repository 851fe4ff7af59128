import type { Route } from "./+types/auth.google";
import { startGoogleSignIn } from "#app/features/accounts/google-sign-in.server.ts";

/** Starts Google sign-in (a resource route): a state and a PKCE verifier in a short cookie, then the provider. */
export const loader = (args: Route.LoaderArgs) => startGoogleSignIn(args);
