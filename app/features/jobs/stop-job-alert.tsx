/** The stop link's page: "Stop this job alert?" with its button, then what the server said. */
import { Form, useNavigation } from "react-router";
import { AuthHeading } from "#app/features/accounts/auth-heading.tsx";
import { StaticButton } from "#app/ui/static.tsx";
import type { StopJobAlertData, StopJobAlertResult } from "./stop-job-alert.server.ts";

export function StopJobAlert({
  loaderData,
  actionData,
}: {
  loaderData: StopJobAlertData;
  actionData: StopJobAlertResult | undefined;
}) {
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
      <AuthHeading
        title="Stop this job alert?"
        subtitle="You will get no more mail for this alert. Your other alerts keep running."
      />
      <div className="jl-stack jl-gap-4">
        {actionData ? (
          <p role="alert" className="jl-field__error">
            {actionData.message}
          </p>
        ) : null}
        <Form method="post">
          <input type="hidden" name="token" value={loaderData.token} />
          <StaticButton
            type="submit"
            palette="brand"
            loading={navigation.state === "submitting"}
            loadingText="Stopping"
          >
            Stop this alert
          </StaticButton>
        </Form>
      </div>
    </>
  );
}
