import { z } from "zod";
import { limits, locationField, nameField, phoneField, pincodeField, requiredText } from "#app/forms/fields.ts";

/**
 * Individual onboarding and profile form (`/individual/details`):
 * POST /api/individual/create/ (PUT update/ when editing)
 * `{ first_name, last_name, phone, pincode, location, bio }`.
 * `location` is a location id from a `<select>`; `bio` is the headline (max 120).
 */
export const individualDetailsSchema = z.object({
  first_name: nameField,
  last_name: nameField,
  phone: phoneField,
  pincode: pincodeField,
  location: locationField,
  bio: requiredText(limits.headline, `Headline must be at most ${limits.headline} characters.`),
});

export type IndividualDetailsForm = z.infer<typeof individualDetailsSchema>;
