import { Form } from "react-router";
import { Chakra } from "./chakra.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { LOGOUT_CONFIRM } from "./logout-confirm.ts";

/** The logout confirmation (Chakra's dialog), loaded when "Log out" is first chosen (logout.tsx). */
export default function LogoutDialog({
  open,
  onOpenChange,
  pending,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  pending: boolean;
}) {
  return (
    <Chakra>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={LOGOUT_CONFIRM.title}
        description={LOGOUT_CONFIRM.description}
        pending={pending}
        confirmForm={(button) => (
          <Form method="post" action="/logout">
            {button}
          </Form>
        )}
      />
    </Chakra>
  );
}
