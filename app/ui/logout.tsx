import { useState } from "react";
import { useNavigation } from "react-router";
import { Link } from "./link.tsx";
import { lazyComponent } from "./lazy.tsx";
import { buttonClass } from "./static.tsx";

export { LOGOUT_CONFIRM } from "./logout-confirm.ts";

/** Chakra's dialog, loaded when it is first opened: the header is on every page. */
const LogoutDialog = lazyComponent(() => import("./logout-dialog.tsx"));

/**
 * "Log out" asks for confirmation: with JavaScript a confirm dialog opens in place; without it the
 * link leads to /logout, a page with the same question and the same Cancel and Confirm buttons.
 */
export function LogoutMenuItem() {
  const [open, setOpen] = useState(false);
  // The dialog is rendered from its first opening on (then kept, for its closing animation): a
  // closed Chakra Dialog still resolves its styles, and its code (Chakra's) is loaded only then.
  const [opened, setOpened] = useState(false);
  const navigation = useNavigation();
  return (
    <>
      <Link
        to="/logout"
        className={buttonClass({ variant: "menu", palette: "red" })}
        onClick={(event) => {
          event.preventDefault();
          setOpened(true);
          setOpen(true);
        }}
      >
        Log out
      </Link>
      {opened ? (
        <LogoutDialog
          open={open}
          onOpenChange={setOpen}
          pending={navigation.state !== "idle" && navigation.formAction === "/logout"}
        />
      ) : null}
    </>
  );
}
