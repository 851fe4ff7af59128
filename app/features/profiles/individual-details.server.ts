/**
 * A member's details (`/individual/details`, spec §2): the onboarding form, then the same form to
 * keep the profile's name, headline, phone and location up to date.
 */
import type { RouterContextProvider } from "react-router";
import { apiContext, memberOf } from "#app/context.ts";
import { individualDetailsSchema, type IndividualDetailsForm } from "#app/forms/profiles/individual-details.form.ts";
import { formDefaultsFrom } from "#app/forms/fields.ts";
import { knownLocation, saveDetails } from "./details-form.server.ts";

export type IndividualDetailsData = Awaited<ReturnType<typeof loadIndividualDetails>>;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The form's fields, each starting from the profile's value of that name (decision 160). */
const DETAILS_FIELDS = Object.keys(individualDetailsSchema.shape) as Array<keyof IndividualDetailsForm & string>;

export async function loadIndividualDetails({ context }: Omit<Args, "request">) {
  const onboarding = !memberOf(context).onboarding_complete;
  const profile = onboarding ? null : await context.get(apiContext).profiles.get();
  const locations = knownLocation(profile?.location);
  const current = profile ? formDefaultsFrom<IndividualDetailsForm>(DETAILS_FIELDS, profile) : null;
  return { onboarding, locations, current };
}

export function individualDetailsAction(args: Args) {
  return saveDetails(args, individualDetailsSchema, (api) => api.profiles);
}
