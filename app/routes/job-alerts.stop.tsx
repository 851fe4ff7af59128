import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/job-alerts.stop";
import { apiContext } from "~/context";
import { isUpstreamError, snackbarMessagesFor } from "~/upstream/errors";
import { AuthHeading } from "~/features/accounts/auth-heading";
import { StaticButton } from "~/ui/static";
import { pageTitle } from "~/ui/title";

/**
 * The stop link of a job alert's mail (decision 133): no login, the signed token in the address
 * is the permission. Opening the link only asks (mail scanners open links); "Stop this alert"
 * posts the form. A POST to the same address — the form, or a mail client's one-click
 * unsubscribe (RFC 8058: `List-Unsubscribe=One-Click` in the body) — stops it.
 */
export const meta: Route.MetaFunction = () => [{ title: pageTitle("Stop a job alert") }];

function tokenOf(request: Request, formData?: FormData): string {
  const fromForm = formData?.get("token");
  return (typeof fromForm === "string" && fromForm) || new URL(request.url).searchParams.get("token") || "";
}

export async function loader({ request }: Route.LoaderArgs) {
  return { token: tokenOf(request).slice(0, 200) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => new FormData());
  const token = tokenOf(request, formData);
  try {
    const { message } = await context.get(apiContext).jobs.stopAlert({ token });
    return { ok: true as const, message };
  } catch (error) {
    if (!isUpstreamError(error) || error.status >= 500) throw error;
    return { ok: false as const, message: snackbarMessagesFor(error).join(" ") || "This link to stop a job alert is not valid." };
  }
}

export default function StopJobAlert({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (actionData?.ok) {
    return (
      <>
        <AuthHeading title="Job alert stopped" subtitle="You can create new alerts from the filters on Jobs." />
        <p role="status">{actionData.message}</p>
      </>
    );
  }
  return (
    <>
      <AuthHeading title="Stop this job alert?" subtitle="You will get no more mail for this alert. Your other alerts keep running." />
      <div className="jl-stack jl-gap-4">
        {actionData ? (
          <p role="alert" className="jl-field__error">
            {actionData.message}
          </p>
        ) : null}
        <Form method="post">
          <input type="hidden" name="token" value={loaderData.token} />
          <StaticButton type="submit" palette="brand" loading={navigation.state === "submitting"} loadingText="Stopping">
            Stop this alert
          </StaticButton>
        </Form>
      </div>
    </>
  );
}
