/**
 * A member's details (`/individual/details`, spec §2): the onboarding form, then the same form to
 * keep the profile's name, headline, phone and location up to date.
 */
import type { RouterContextProvider } from "react-router";
import { apiContext, memberOf } from "~/context";
import { individualDetailsSchema } from "~/features/profiles/individual-details.form";
import { knownLocation, saveDetails } from "~/features/profiles/details-form.server";

export type IndividualDetailsData = Awaited<ReturnType<typeof loadIndividualDetails>>;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loadIndividualDetails({ context }: Omit<Args, "request">) {
  const onboarding = !memberOf(context).onboarding_complete;
  const profile = onboarding ? null : await context.get(apiContext).profiles.get();
  const locations = knownLocation(profile?.location);
  const current = profile
    ? {
        first_name: profile.first_name,
        last_name: profile.last_name,
        phone: profile.phone ?? "",
        pincode: profile.pincode,
        location: profile.location ? String(profile.location.id) : "",
        bio: profile.bio ?? "",
      }
    : null;
  return { onboarding, locations, current };
}

export function individualDetailsAction(args: Args) {
  return saveDetails(args, individualDetailsSchema, (api) => api.profiles);
}
