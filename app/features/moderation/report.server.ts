/**
 * The report page (`/report?kind=job_post&id=12`, decision 175): a reason and an optional note
 * about a member, a company, a job post or a message. A plain form, so it works without JavaScript.
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { data, redirect, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { REPORT_TARGET_KINDS, reportFormSchema, type ReportTargetKind } from "#app/forms/moderation/moderation.form.ts";
import { isIdText } from "#app/forms/fields.ts";
import { replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import { safeRedirectTarget } from "#app/server/safe-redirect.ts";
import { MY_REPORTS_PATH } from "./moderation-words.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export function loadReportPage({ request }: Args) {
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind") ?? "";
  const id = url.searchParams.get("id") ?? "";
  if (!(REPORT_TARGET_KINDS as readonly string[]).includes(kind) || !isIdText(id))
    throw data("What you want to report was not found.", { status: 404 });
  return {
    kind: kind as ReportTargetKind,
    id: Number(id),
    back: safeRedirectTarget(url.searchParams.get("redirectTo") ?? "", "", request.url),
  };
}

export async function reportAction({ request, context }: Args) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: reportFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const session = context.get(sessionContext);
  try {
    const filed = await context.get(apiContext).moderation.report(submission.value);
    session.flash("success", filed.message);
  } catch (error) {
    return replyWithUpstreamError(submission, error, session, { fields: ["reason", "note"] });
  }
  return redirect(safeRedirectTarget(String(formData.get("redirectTo") ?? ""), MY_REPORTS_PATH, request.url));
}
