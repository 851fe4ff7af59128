/**
 * The domain verification screen (decision 176): the company's state, and the two ways to prove
 * its domain, each a plain POST form with its `intent` (a code by mail; a file on its site).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { FormError, TextField } from "#app/ui/fields.tsx";
import { StaticButton } from "#app/ui/static.tsx";
import {
  checkDomainFileFormSchema,
  confirmDomainEmailFormSchema,
  VERIFICATION_PATH,
  verifyEmailFormSchema,
  type DomainVerificationIntent,
} from "#app/forms/companies/domain-verification.form.ts";
import type { DomainVerificationData, VerificationReply } from "./domain-verification.server.ts";
import { VerifiedBadge } from "./verified-badge.tsx";

function lastResultFor(reply: VerificationReply | undefined, intent: DomainVerificationIntent) {
  return reply?.intent === intent ? reply.result : undefined;
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="jl-card jl-stack jl-gap-3" aria-labelledby={id} style={{ padding: "1rem" }}>
      <h2 className="jl-heading jl-heading--md" id={id}>
        {title}
      </h2>
      {description ? <div className="jl-muted">{description}</div> : null}
      {children}
    </section>
  );
}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

export function DomainVerificationScreen({
  loaderData,
  actionData,
}: {
  loaderData: DomainVerificationData;
  actionData: unknown;
}) {
  const { verification, companyName, companyId } = loaderData;
  const reply = actionData as VerificationReply | undefined;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const pending = reply?.pending;

  const [emailForm, emailFields] = useForm({
    id: "domain-email-form",
    lastResult: pending ? undefined : lastResultFor(reply, "email"),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: verifyEmailFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [codeForm, codeFields] = useForm({
    id: "domain-code-form",
    lastResult: lastResultFor(reply, "email-code"),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: confirmDomainEmailFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [fileForm, fileFields] = useForm({
    id: "domain-file-form",
    lastResult: lastResultFor(reply, "file"),
    defaultValue: { domain: verification.domain ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checkDomainFileFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const domain = verification.domain;
  const fileUrl = `https://${domain ?? "your-domain"}${verification.file_path}`;

  return (
    <div className="jl-stack jl-gap-5">
      <div className="jl-stack jl-gap-2">
        <h1 className="jl-heading jl-heading--xl">Verify your company’s domain</h1>
        <p className="jl-muted">
          Members see a “Verified” badge on {companyName}’s page, job cards and job pages once you prove the company
          owns its web domain, and can search for verified employers only.
        </p>
      </div>

      {verification.verified ? (
        <Section id="verified-title" title="Your domain is verified">
          <p>
            <VerifiedBadge domain={domain} />
          </p>
          <p>
            {`Verified ${verification.verified_by === "file" ? "with the file on your site" : "with a code mailed to an address at the domain"}${verification.verified_at ? ` on ${dateFormat.format(new Date(verification.verified_at))}` : ""}.`}
          </p>
          <p>
            <Link to={`/profile/corporate/${companyId}`} className="jl-link jl-fg-brand jl-semibold">
              See your company page
            </Link>
          </p>
        </Section>
      ) : (
        <>
          <Section
            id="email-title"
            title="By email"
            description={
              domain
                ? `We mail a code to an address at ${domain}; your domain is verified when you enter it here.`
                : "We mail a code to an address at your company’s domain (not a mail provider’s); that domain is verified when you enter the code here."
            }
          >
            {pending ? (
              <Form method="post" {...getFormProps(codeForm)} noValidate aria-labelledby="email-title">
                <div className="jl-stack jl-gap-4">
                  <p role="status">
                    We sent a 6-digit code to <strong>{pending.email}</strong>. Enter it to verify the domain.
                  </p>
                  <input type="hidden" name="intent" value="email-code" />
                  <input type="hidden" name="email" value={pending.email} />
                  <input type="hidden" name="verification_id" value={pending.verification_id} />
                  <FormError id={codeForm.errorId} errors={codeForm.errors} />
                  <TextField
                    meta={codeFields.otp}
                    label="Code from the email"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    required
                  />
                  <div className="jl-hstack jl-wrap">
                    <StaticButton type="submit" palette="brand" loading={busy("email-code")} loadingText="Checking">
                      Verify domain
                    </StaticButton>
                    <a href={VERIFICATION_PATH} className="jl-link">
                      Use another address
                    </a>
                  </div>
                </div>
              </Form>
            ) : (
              <Form method="post" {...getFormProps(emailForm)} noValidate aria-labelledby="email-title">
                <div className="jl-stack jl-gap-4">
                  <input type="hidden" name="intent" value="email" />
                  <FormError id={emailForm.errorId} errors={emailForm.errors} />
                  <TextField
                    meta={emailFields.email}
                    label={domain ? `Work email at ${domain}` : "Work email at your company’s domain"}
                    type="email"
                    autoComplete="email"
                    required
                  />
                  <div>
                    <StaticButton type="submit" palette="brand" loading={busy("email")} loadingText="Sending">
                      Send code
                    </StaticButton>
                  </div>
                </div>
              </Form>
            )}
          </Section>

          <Section
            id="file-title"
            title="With a file on your site"
            description={
              <>
                <p>
                  Put a plain text file at <code className="jl-break-all">{fileUrl}</code> holding this line:
                </p>
                <p>
                  <code className="jl-break-all" data-testid="verification-token">
                    {verification.token}
                  </code>
                </p>
                <p>We read it over https (a valid certificate, no redirect to another site), then you may remove it.</p>
              </>
            }
          >
            <Form method="post" {...getFormProps(fileForm)} noValidate aria-labelledby="file-title">
              <div className="jl-stack jl-gap-4">
                <input type="hidden" name="intent" value="file" />
                <FormError id={fileForm.errorId} errors={fileForm.errors} />
                <TextField
                  meta={fileFields.domain}
                  label="Your company’s domain"
                  autoComplete="url"
                  helperText="Such as acme.in"
                  required
                />
                <div>
                  <StaticButton type="submit" palette="brand" loading={busy("file")} loadingText="Checking">
                    Check the file
                  </StaticButton>
                </div>
              </div>
            </Form>
          </Section>
        </>
      )}
    </div>
  );
}
