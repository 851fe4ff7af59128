/**
 * Verifying a company's web domain (issue 36, decision 176): the forms of
 * `/corporate/verification` and the bodies of `/api/corporate/verification/*`, one rule each.
 * A code mailed to an address at the domain, or a file on the domain's own site holding the
 * company's token. Plain Zod: the browser, the server and the contract import it.
 */
import { z } from "zod";
import { emailField, messages, otpField, requiredString } from "#app/forms/fields.ts";
import { verificationIdInput } from "#app/forms/accounts/account-settings.form.ts";

/** The company verification page. */
export const VERIFICATION_PATH = "/corporate/verification";

/** Where the company puts its token on its own site. */
export const WELL_KNOWN_PATH = "/.well-known/joblink-verification.txt";

/** The plain words a company page and its posts carry until the company is verified. */
export const NOT_VERIFIED_TEXT = "This company has not verified its domain";

export const domainMessages = {
  domain: "Enter your company's web domain, such as acme.in.",
} as const;

/** A host name with at least two labels, the last of letters (never an IP address). */
const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * A web domain as a company types it: "acme.in", "ACME.in", "https://acme.in/" all read
 * `acme.in` (the scheme, a path and a trailing dot dropped, lower case).
 */
export const domainField = requiredString()
  .max(300, { error: domainMessages.domain, abort: true })
  .transform((value) =>
    value
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\//, "")
      .replace(/[/?#].*$/, "")
      .replace(/\.$/, ""),
  )
  .pipe(z.string().regex(DOMAIN_PATTERN, { error: domainMessages.domain }));

export const verifyEmailBody = z.object({ email: emailField });
export const confirmDomainEmailBody = z.object({ verification_id: verificationIdInput, otp: otpField });
export const checkDomainFileBody = z.object({ domain: domainField });

export const verifyEmailFormSchema = z.object({ intent: z.literal("email"), email: emailField });
export const confirmDomainEmailFormSchema = z.object({
  intent: z.literal("email-code"),
  email: emailField,
  verification_id: verificationIdInput,
  otp: otpField,
});
export const checkDomainFileFormSchema = z.object({ intent: z.literal("file"), domain: domainField });

export const domainVerificationSchema = z.discriminatedUnion(
  "intent",
  [verifyEmailFormSchema, confirmDomainEmailFormSchema, checkDomainFileFormSchema],
  {
    error: messages.unknownAction,
  },
);
export type DomainVerificationIntent = z.infer<typeof domainVerificationSchema>["intent"];
