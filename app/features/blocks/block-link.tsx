import { Link } from "#app/ui/link.tsx";
import { buttonClass, SrOnly } from "#app/ui/static.tsx";
import { blockPath } from "./blocks.form.ts";

/**
 * "Block" on a profile, a conversation or an application (decision 174): a link to the confirm
 * page, which works without JavaScript; `back` is where its Cancel returns.
 */
export function BlockLink({
  userId,
  name,
  back,
  size = "sm",
}: {
  userId: number;
  name: string;
  back: string;
  size?: "xs" | "sm";
}) {
  return (
    <Link to={blockPath(userId, back)} className={buttonClass({ variant: "ghost", size, palette: "red" })}>
      Block<SrOnly> {name}</SrOnly>
    </Link>
  );
}
