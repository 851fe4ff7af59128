import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { ConfirmDialog } from "./confirm-dialog";
import { buttonClass } from "./static";

export const LOGOUT_CONFIRM = {
  title: "Log out?",
  description: "You will need to log in again to use JobLink.",
} as const;

/**
 * "Log out" asks for confirmation: with JavaScript a confirm dialog opens in place; without it the
 * link leads to /logout, a page with the same question and the same Cancel and Confirm buttons.
 */
export function LogoutMenuItem() {
  const [open, setOpen] = useState(false);
  // The dialog is rendered from its first opening on (then kept, for its closing animation): a
  // closed Chakra Dialog still resolves its styles, on every page the header is on.
  const [opened, setOpened] = useState(false);
  const navigation = useNavigation();
  return (
    <>
      <Link
        to="/logout"
        className={buttonClass({ variant: "ghost", size: "sm", palette: "red", className: "jl-btn--start" })}
        onClick={(event) => {
          event.preventDefault();
          setOpened(true);
          setOpen(true);
        }}
      >
        Log out
      </Link>
      {opened ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={LOGOUT_CONFIRM.title}
          description={LOGOUT_CONFIRM.description}
          pending={navigation.state !== "idle" && navigation.formAction === "/logout"}
          confirmForm={(button) => (
            <Form method="post" action="/logout">
              {button}
            </Form>
          )}
        />
      ) : null}
    </>
  );
}
