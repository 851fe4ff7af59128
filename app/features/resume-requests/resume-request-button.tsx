import { StaticButton } from "#app/ui/static.tsx";
import { RESUME_REQUESTS_ACTION, withoutDialogParams } from "#app/features/network/dialog-params.ts";
import { IntentButton } from "#app/ui/intent-button.tsx";

/**
 * "Request resume" for another member's profile: posts `intent=request` to `/resume-requests`,
 * which comes back to `redirectTo` with a snackbar. Once asked (`requested`, the profile's
 * `requested_resume`), it shows "Resume requested" instead. Works without JavaScript.
 */
export function ResumeRequestButton({
  userId,
  requested,
  redirectTo,
}: {
  userId: number;
  requested: boolean;
  redirectTo: string;
}) {
  if (requested) {
    return (
      <StaticButton size="sm" variant="subtle" disabled>
        Resume requested
      </StaticButton>
    );
  }
  return (
    <IntentButton
      action={RESUME_REQUESTS_ACTION}
      intent="request"
      fields={{ user_id: userId }}
      redirectTo={withoutDialogParams(redirectTo)}
      variant="outline"
      colorPalette="brand"
    >
      Request resume
    </IntentButton>
  );
}
