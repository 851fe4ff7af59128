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
} from "#app/forms/fields.ts";
import { PICTURE_TYPES, type PictureType } from "#app/contract/uploads.ts";

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

/** The company's pictures (every slot of the contract's `PICTURE_TYPES`), each changed in its own dialog (`?edit=logo|photo|banner`). */
export type CompanyPicture = PictureType;

export const COMPANY_PICTURE_TEXT: Record<
  CompanyPicture,
  { name: string; title: string; label: string; hint: string }
> = {
  logo: {
    name: "logo",
    title: "Company logo",
    label: "New logo",
    hint: "JPEG, PNG or WebP, up to 5 MB. It is fitted in a square on white.",
  },
  photo: {
    name: "photo",
    title: "Company photo",
    label: "New photo",
    hint: "JPEG, PNG or WebP, up to 5 MB. It is cropped to a square.",
  },
  banner: {
    name: "banner",
    title: "Banner",
    label: "New banner",
    hint: "JPEG, PNG or WebP, up to 5 MB. It is cropped to 4:1 (1584 × 396).",
  },
};

/** The pictures in the order shown: the texts' (logo, photo, banner). */
export const COMPANY_PICTURES = Object.keys(COMPANY_PICTURE_TEXT) as CompanyPicture[];

/** The forms of `/corporate/details`, by `intent`: the details form (the default), a picture upload or removal. */
export const corporateDetailsIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("details") }),
  z.object({ intent: z.literal("picture"), type: z.enum(PICTURE_TYPES) }),
  z.object({ intent: z.literal("picture-delete"), type: z.enum(PICTURE_TYPES) }),
]);
