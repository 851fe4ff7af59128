/**
 * The company's domain verification page (`/corporate/verification`, issue 36, decision 176):
 * a code mailed to an address at the domain, or the well-known file; one form per `intent`.
 */
import { type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { data, replace, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import { isUpstreamError } from "#app/upstream/errors.ts";
import {
  domainVerificationSchema,
  VERIFICATION_PATH,
  type DomainVerificationIntent,
} from "#app/forms/companies/domain-verification.form.ts";

export type DomainVerificationData = Awaited<ReturnType<typeof loadDomainVerification>>;

export async function loadDomainVerification({ context }: { context: Readonly<RouterContextProvider> }) {
  const api = context.get(apiContext).companies;
  const [verification, company] = await Promise.all([api.verification(), api.get()]);
  return { verification, companyName: company.company_name, companyId: company.id };
}

export type VerificationReply = {
  intent: DomainVerificationIntent | null;
  result: SubmissionResult<string[]>;
  pending?: { email: string; verification_id: string };
};

const SECRET_FIELDS = ["otp"];
const INTENTS: readonly DomainVerificationIntent[] = ["email", "email-code", "file"];

export async function domainVerificationAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const submission = parseWithZod(formData, { schema: domainVerificationSchema });
  const raw = String(formData.get("intent") ?? "");
  const intent = (INTENTS as readonly string[]).includes(raw) ? (raw as DomainVerificationIntent) : null;
  const pendingFromForm = () => {
    const email = String(formData.get("email") ?? "");
    const id = String(formData.get("verification_id") ?? "");
    return email && id ? { email, verification_id: id } : undefined;
  };
  if (submission.status !== "success") {
    if (!intent) {
      session.flash("error", "That did not work. Please try again.");
      return replace(VERIFICATION_PATH);
    }
    const reply: VerificationReply = {
      intent,
      result: submission.reply({ hideFields: SECRET_FIELDS }),
      pending: intent === "email-code" ? pendingFromForm() : undefined,
    };
    return data(reply, { status: 400 });
  }
  const api = context.get(apiContext).companies;
  const input = submission.value;
  const failed = (error: unknown, fields: string[], pending?: VerificationReply["pending"]) => {
    if (!isUpstreamError(error)) throw error;
    const response = replyWithUpstreamError(submission, error, session, { hideFields: SECRET_FIELDS, fields });
    return data({ intent: input.intent, result: response.data, pending } satisfies VerificationReply, {
      status: response.init?.status ?? 400,
    });
  };
  switch (input.intent) {
    case "email":
      try {
        const started = await api.verifyEmail({ email: input.email });
        return data({
          intent: "email",
          result: submission.reply({ resetForm: true }),
          pending: started.data,
        } satisfies VerificationReply);
      } catch (error) {
        return failed(error, ["email"]);
      }
    case "email-code": {
      const pending = { email: input.email, verification_id: input.verification_id };
      try {
        const done = await api.confirmEmail({ verification_id: input.verification_id, otp: input.otp });
        session.flash("success", done.message);
        return replace(VERIFICATION_PATH);
      } catch (error) {
        return failed(error, ["otp"], pending);
      }
    }
    case "file":
      try {
        const done = await api.checkFile({ domain: input.domain });
        session.flash("success", done.message);
        return replace(VERIFICATION_PATH);
      } catch (error) {
        return failed(error, ["domain"]);
      }
  }
}
