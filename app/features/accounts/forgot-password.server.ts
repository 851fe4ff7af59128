/** Asking for a password reset link (`/forgot-password`, spec §2): the same answer whether or not the account exists. */
import { parseWithZod } from "#app/forms/parse.ts";
import { data, redirect, type RouterContextProvider } from "react-router";
import { replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import { apiContext, sessionContext } from "#app/context.ts";
import { forgotPasswordSchema } from "./forgot-password.form.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function forgotPasswordAction({ request, context }: Args) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const session = context.get(sessionContext);
  try {
    await context.get(apiContext).accounts.forgotPassword(submission.value);
    return redirect("/forgot-password?sent=1");
  } catch (error) {
    return replyWithUpstreamError(submission, error, session, { fields: ["email"] });
  }
}
