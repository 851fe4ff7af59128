/**
 * Choosing a new password from a reset link (`/forgot-password/{id}`, spec §2): the link is
 * checked first (an invalid or expired one shows its page); the new password leads to the login.
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { data, redirect, type RouterContextProvider } from "react-router";
import { replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import { apiContext, sessionContext } from "#app/context.ts";
import { resetPasswordSchema } from "#app/forms/accounts/reset-password.form.ts";
import { UpstreamError } from "#app/upstream/client.ts";

export type ResetPasswordData = Awaited<ReturnType<typeof loadResetPassword>>;

type Args = { request: Request; params: { id: string }; context: Readonly<RouterContextProvider> };

export async function loadResetPassword({ params, context }: Omit<Args, "request">) {
  try {
    const { email } = await context.get(apiContext).accounts.checkResetLink({ id: params.id });
    return { valid: true as const, email };
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) {
      return { valid: false as const, email: null };
    }
    throw error;
  }
}

export async function resetPasswordAction({ request, params, context }: Args) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password", "confirm_password"] }), { status: 400 });
  }
  const session = context.get(sessionContext);
  try {
    await context.get(apiContext).accounts.resetPassword({ id: params.id, password: submission.value.password });
    session.flash("success", "Your password has been reset. Log in with your new password.");
    return redirect("/login");
  } catch (error) {
    return replyWithUpstreamError(submission, error, session, {
      hideFields: ["password", "confirm_password"],
      fields: ["password"],
    });
  }
}
