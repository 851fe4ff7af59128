import { useFetcher } from "react-router";
import { type ButtonSize, type ButtonVariant, type Palette, StaticButton } from "./static.tsx";

type Props = {
  /** The form endpoint, e.g. `/connections`. */
  action: string;
  /** The button's `intent` (STYLE.md: submitting buttons carry a named intent). */
  intent: string;
  /** Hidden fields sent along (ids). */
  fields: Record<string, string | number>;
  /** The same-site page the endpoint redirects back to. */
  redirectTo: string;
  children: React.ReactNode;
  /** The button's look, as Chakra's Button props (small unless `size` says otherwise). */
  variant?: ButtonVariant;
  size?: ButtonSize;
  colorPalette?: Palette;
  /** More classes on the button (e.g. a menu item's). */
  className?: string;
};

/**
 * One button that posts an intent to a form endpoint: a plain form without JavaScript; with it,
 * a fetcher (the button shows it is busy, the page keeps its scroll position, and the endpoint's
 * redirect reloads the page's data). The button is a plain element with the static `jl-btn`
 * classes (it comes in lists: one per card and action).
 */
export function IntentButton({
  action,
  intent,
  fields,
  redirectTo,
  children,
  variant,
  size = "sm",
  colorPalette,
  className,
}: Props) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action={action} preventScrollReset>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <StaticButton
        variant={variant}
        size={size}
        palette={colorPalette}
        className={className}
        type={null}
        name="intent"
        value={intent}
        loading={fetcher.state !== "idle"}
      >
        {children}
      </StaticButton>
    </fetcher.Form>
  );
}
