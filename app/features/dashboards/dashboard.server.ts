import { parseWithZod } from "#app/forms/parse.ts";
import { data, redirect } from "react-router";
import { pagePathOf, replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import { timeZoneFrom } from "#app/server/cookies.server.ts";
import type { Session } from "#app/context.ts";
import { inviteSchema } from "#app/features/accounts/invite.form.ts";
import type { UpstreamApi } from "#app/upstream/api.ts";
import { isAbortError } from "#app/upstream/client.ts";
import { isUpstreamError } from "#app/upstream/errors.ts";

/**
 * The API's greeting for a dashboard's heading ("Good morning, Asha"), or null when it could not
 * be had (the page then says "Welcome, {name}"). The time of day is the browser's time zone when
 * it has told us (the `tz` cookie the root writes once JavaScript runs), else the API's default
 * (Asia/Kolkata).
 */
export async function greetingText(api: UpstreamApi, request: Request): Promise<string | null> {
  const tz = timeZoneFrom(request);
  const greeting = await optional(api.accounts.greet(tz ? { tz } : {}));
  return greeting?.text || null;
}

/**
 * An optional part of a page: its value, or null when the call failed (the page shows that part
 * as unavailable instead of failing whole). Session expiry and cancelled calls still propagate
 * through the page's required calls.
 */
export async function optional<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (!isUpstreamError(error) || error.status === 401) throw error;
    console.warn(`Optional dashboard section failed: ${error.status} ${error.message}`);
    return null;
  }
}

/**
 * The invite form's action (`intent=invite`): checks the list (inviteSchema), sends the invites
 * and comes back to the dashboard with the server's sentence as a snackbar. The API's
 * `errors.emails` go next to the field; anything else (429 too many invites) is the form's error.
 */
export async function inviteAction(request: Request, formData: FormData, api: UpstreamApi, session: Session) {
  const submission = parseWithZod(formData, { schema: inviteSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const result = await api.accounts.sendInvites({ emails: submission.value.emails });
    session.flash("success", result.message || "Invites sent.");
  } catch (error) {
    return replyWithUpstreamError(submission, error, session, { fields: ["emails"] });
  }
  return redirect(pagePathOf(request));
}
