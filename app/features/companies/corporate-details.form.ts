import { z } from "zod";
import {
  companyNameField,
  emailField,
  limits,
  locationField,
  optionalText,
  optionalUrlField,
  phoneField,
  pincodeField,
  pocField,
} from "../../forms/fields.ts";

/**
 * Corporate onboarding and profile form (`/corporate/details`):
 * POST /api/corporate/create/ (PUT update/ when editing)
 * `{ company_name, poc, phone, email, website?, pincode, location, about? }`.
 * Empty `website` / `about` come out as `null` (clears them on update).
 */
export const corporateDetailsSchema = z.object({
  company_name: companyNameField,
  poc: pocField,
  phone: phoneField,
  email: emailField,
  website: optionalUrlField,
  pincode: pincodeField,
  location: locationField,
  about: optionalText(limits.about, `About must be at most ${limits.about} characters.`),
});

export type CorporateDetailsForm = z.infer<typeof corporateDetailsSchema>;
