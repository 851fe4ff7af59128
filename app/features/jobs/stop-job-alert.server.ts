/**
 * The stop link of a job alert's mail (`/job-alerts/stop`, decision 133): no login, the signed
 * token in the address is the permission. Opening the link only asks (mail scanners open links);
 * "Stop this alert" posts the form. A POST to the same address — the form, or a mail client's
 * one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click` in the body) — stops it.
 */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";

export type StopJobAlertData = Awaited<ReturnType<typeof loadStopJobAlert>>;
export type StopJobAlertResult = Awaited<ReturnType<typeof stopJobAlertAction>>;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

function tokenOf(request: Request, formData?: FormData): string {
  const fromForm = formData?.get("token");
  return (typeof fromForm === "string" && fromForm) || new URL(request.url).searchParams.get("token") || "";
}

export async function loadStopJobAlert({ request }: Omit<Args, "context">) {
  return { token: tokenOf(request).slice(0, 200) };
}

export async function stopJobAlertAction({ request, context }: Args) {
  const formData = await request.formData().catch(() => new FormData());
  const token = tokenOf(request, formData);
  try {
    const { message } = await context.get(apiContext).jobs.stopAlert({ token });
    return { ok: true as const, message };
  } catch (error) {
    if (!isUpstreamError(error) || error.status >= 500) throw error;
    return {
      ok: false as const,
      message: snackbarMessagesFor(error).join(" ") || "This link to stop a job alert is not valid.",
    };
  }
}
