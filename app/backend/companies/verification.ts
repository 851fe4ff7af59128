/**
 * Verified employers (issue 36, decision 176): a company's account proves its company's web
 * domain, by a code mailed to an address at the domain (the proof a claim takes, decision 118)
 * or by a file on the domain's own site (`https://<domain>/.well-known/joblink-verification.txt`)
 * holding the company's token. A verified entry keeps the domain it proved; one domain is
 * verified by one entry at most.
 */
import type { z } from "zod";
import type {
  checkDomainFileBody,
  confirmDomainEmailBody,
  verifyEmailBody,
} from "#app/forms/companies/domain-verification.form.ts";
import { WELL_KNOWN_PATH } from "#app/forms/companies/domain-verification.form.ts";
import type { DomainVerification } from "#app/contract/companies.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import type { DomainProof } from "#app/backend/lib/db/schema.ts";
import { isUniqueViolation } from "#app/backend/lib/db/errors.ts";
import { lockMember } from "#app/backend/lib/db/locks.ts";
import { hmacHex } from "#app/backend/lib/crypto.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso, MINUTE_MS } from "#app/backend/lib/time.ts";
import { renderMail } from "#app/backend/mail/layout.ts";
import type { MailMessage } from "#app/backend/mail.server.ts";
import { OTP_TTL_MS } from "#app/backend/accounts/constants.ts";
import { checkOtp, deleteOtps, startVerification, verificationByTicket } from "#app/backend/accounts/otp.ts";
import { emailIsOnDomain, SHARED_MAIL_DOMAINS } from "./service.ts";
import { fetchWellKnown, fileHoldsToken, type WellKnownResult } from "./well-known.ts";

export const VERIFICATION_MESSAGES = {
  loaded: "Domain verification loaded.",
  codeSent: "We sent a code to that address.",
  verified: "Your company's domain is verified.",
  already: "Your company's domain is already verified.",
  noCompany: "Company profile not found.",
  notOnDomain: (domain: string) => `Use an address at ${domain}.`,
  sharedEmail: "Use an address at your company's own domain, not a mail provider's.",
  sharedDomain: "Enter your company's own domain, not a mail provider's.",
  otherDomain: (domain: string) => `Your company's domain on JobLink is ${domain}; verify that one.`,
  taken: "Another company on JobLink has this domain.",
  codeIncorrect: "The code is incorrect.",
  codeExpired: "The code has expired. Send a new one.",
  codeLocked: "Too many wrong codes. Send a new one.",
  private: "That domain points to a private address; only public web sites can be checked.",
  unreachable: (url: string) =>
    `We could not read ${url}. Check that the site answers over https with a valid certificate.`,
  status: (url: string) => `${url} did not answer with the file.`,
  redirect: (url: string) => `${url} redirects to another site; put the file on the domain itself.`,
  tooLarge: (url: string) => `The file at ${url} is too large; it needs only the token.`,
  noToken: (url: string) => `The file at ${url} does not hold your token.`,
} as const;
const M = VERIFICATION_MESSAGES;

export const DOMAIN_CODE_SUBJECT = "Verify your company's domain on JobLink";

type OwnCompany = {
  id: number;
  title: string;
  domain: string | null;
  domain_verified_at: string | null;
  domain_verified_by: DomainProof | null;
};

async function ownCompany(db: Db, userId: number): Promise<OwnCompany> {
  const row = await db
    .selectFrom("corporates as c")
    .innerJoin("companies as co", "co.id", "c.company_id")
    .select(["co.id", "co.title", "co.domain", "co.domain_verified_at", "co.domain_verified_by"])
    .where("c.user_id", "=", userId)
    .where("co.owner_user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, M.noCompany);
  return row;
}

/** The line the company's file must hold: fixed per company entry, unguessable without the app's key. */
export function verificationToken(key: Uint8Array, companyId: number): string {
  return `joblink-verification=${hmacHex(key, `company-domain:${companyId}`).slice(0, 32)}`;
}

/** The registered name of a domain is a mail provider's (gmail.com, outlook.co.in). */
export function isSharedMailDomain(domain: string): boolean {
  const labels = domain
    .toLowerCase()
    .split(".")
    .slice(0, -1)
    .filter((label) => !["co", "com", "net", "org"].includes(label));
  const registered = labels.at(-1);
  return registered !== undefined && SHARED_MAIL_DOMAINS.has(registered);
}

function view(key: Uint8Array, company: OwnCompany): DomainVerification {
  return {
    verified: company.domain_verified_at !== null,
    domain: company.domain,
    verified_by: company.domain_verified_by,
    verified_at: company.domain_verified_at,
    token: verificationToken(key, company.id),
    file_path: WELL_KNOWN_PATH,
  };
}

export async function domainVerification(s: Services, userId: number): Promise<DomainVerification> {
  return view(s.otpKey, await ownCompany(s.db, userId));
}

/** 409 when another entry has the domain: the master list's real company, or one that verified it. */
async function assertDomainFree(db: Db, company: OwnCompany, domain: string, field: string): Promise<void> {
  const other = await db
    .selectFrom("companies")
    .select("id")
    .where("domain", "=", domain)
    .where("id", "<>", company.id)
    .executeTakeFirst();
  if (other) throw new ApiError(409, M.taken, { errors: { [field]: [M.taken] } });
}

function assertNotVerified(company: OwnCompany): void {
  if (company.domain_verified_at !== null) throw new ApiError(409, M.already);
}

function domainCodeMail(to: string, code: string, companyName: string): MailMessage {
  const blocks: Parameters<typeof renderMail>[1] = [
    { text: "Hello," },
    { text: `Enter this code on JobLink to verify that ${companyName} owns the domain of this address:` },
    { code },
    {
      text: `The code expires in ${OTP_TTL_MS / MINUTE_MS} minutes. If you did not ask for it, you can ignore this email; nothing changes.`,
    },
    { text: "The JobLink team" },
  ];
  return { to, subject: DOMAIN_CODE_SUBJECT, ...renderMail(DOMAIN_CODE_SUBJECT, blocks) };
}

/** The domain an address proves for `company`: the entry's own when it has one, else the address's. */
function domainOfEmail(company: OwnCompany, email: string): string {
  return company.domain ?? email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

/** Mails a code to an address at the company's domain; nothing changes until it is entered. */
export async function startDomainEmail(
  s: Services,
  userId: number,
  input: z.output<typeof verifyEmailBody>,
): Promise<{ email: string; verification_id: string }> {
  const company = await ownCompany(s.db, userId);
  assertNotVerified(company);
  if (company.domain !== null && !emailIsOnDomain(input.email, company.domain))
    throw fieldError("email", M.notOnDomain(company.domain));
  const domain = domainOfEmail(company, input.email);
  if (isSharedMailDomain(domain)) throw fieldError("email", M.sharedEmail);
  await assertDomainFree(s.db, company, domain, "email");
  const { ticket } = await s.mail.transaction(async (trx, mail) => {
    const started = await startVerification(
      trx,
      s.otpKey,
      { userId, purpose: "company_domain", newEmail: input.email },
      s.now(),
    );
    mail(domainCodeMail(input.email, started.code, company.title));
    return started;
  });
  return { email: input.email, verification_id: ticket };
}

/** Marks the entry verified for `domain`; 409 when it was meanwhile, or another entry took the domain. */
async function markVerified(
  trx: Db,
  userId: number,
  company: OwnCompany,
  domain: string,
  by: DomainProof,
  now: Date,
): Promise<void> {
  try {
    const updated = await trx
      .updateTable("companies")
      .set({ domain, domain_verified_at: iso(now), domain_verified_by: by })
      .where("id", "=", company.id)
      .where("owner_user_id", "=", userId)
      .where("domain_verified_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new ApiError(409, M.already);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, M.taken);
    throw error;
  }
}

/** Verifies the domain with the mailed code. */
export async function confirmDomainEmail(
  s: Services,
  userId: number,
  input: z.output<typeof confirmDomainEmailBody>,
): Promise<DomainVerification> {
  const now = s.now();
  const check = await s.db.transaction().execute(async (trx) => {
    await lockMember(trx, s.dialect, userId);
    const company = await ownCompany(trx, userId);
    assertNotVerified(company);
    let verification = await verificationByTicket(trx, userId, input.verification_id);
    if (verification?.purpose !== "company_domain" || !verification.new_email) verification = undefined;
    const result = await checkOtp(trx, s.otpKey, verification, input.otp, now);
    if (result !== "valid" || !verification?.new_email) return result;
    const domain = domainOfEmail(company, verification.new_email);
    await assertDomainFree(trx, company, domain, "otp");
    await markVerified(trx, userId, company, domain, "email", now);
    await deleteOtps(trx, userId, "company_domain");
    return result;
  });
  switch (check) {
    case "valid":
      return domainVerification(s, userId);
    case "locked":
      throw new ApiError(429, M.codeLocked, { errors: { otp: [M.codeLocked] } });
    case "expired":
      throw fieldError("otp", M.codeExpired);
    default:
      throw fieldError("otp", M.codeIncorrect);
  }
}

function fileRefusal(result: Exclude<WellKnownResult, { ok: true }>, url: string): string {
  switch (result.reason) {
    case "private":
      return M.private;
    case "status":
      return M.status(url);
    case "redirect":
      return M.redirect(url);
    case "too-large":
      return M.tooLarge(url);
    default:
      return M.unreachable(url);
  }
}

/** Verifies the domain by reading its well-known file (decision 176: timeouts, no private addresses). */
export async function checkDomainFile(
  s: Services,
  userId: number,
  input: z.output<typeof checkDomainFileBody>,
): Promise<DomainVerification> {
  const company = await ownCompany(s.db, userId);
  assertNotVerified(company);
  const domain = input.domain;
  if (company.domain !== null && company.domain !== domain) throw fieldError("domain", M.otherDomain(company.domain));
  if (isSharedMailDomain(domain)) throw fieldError("domain", M.sharedDomain);
  await assertDomainFree(s.db, company, domain, "domain");
  const url = `https://${domain}${WELL_KNOWN_PATH}`;
  const result = await fetchWellKnown(domain, s.domainCheck);
  if (!result.ok) throw fieldError("domain", fileRefusal(result, url));
  if (!fileHoldsToken(result.body, verificationToken(s.otpKey, company.id))) throw fieldError("domain", M.noToken(url));
  await s.db.transaction().execute(async (trx) => {
    await lockMember(trx, s.dialect, userId);
    await markVerified(trx, userId, company, domain, "file", s.now());
  });
  return domainVerification(s, userId);
}
