import { Button, type ButtonProps } from "@chakra-ui/react";
import { useFetcher } from "react-router";

type Props = Omit<ButtonProps, "type" | "name" | "value" | "form"> & {
  /** The form endpoint, e.g. `/connections`. */
  action: string;
  /** The button's `intent` (STYLE.md: submitting buttons carry a named intent). */
  intent: string;
  /** Hidden fields sent along (ids). */
  fields: Record<string, string | number>;
  /** The same-site page the endpoint redirects back to. */
  redirectTo: string;
  children: React.ReactNode;
};

/**
 * One button that posts an intent to a form endpoint: a plain form without JavaScript; with it,
 * a fetcher (the button shows it is busy, the page keeps its scroll position, and the endpoint's
 * redirect reloads the page's data).
 */
export function IntentButton({ action, intent, fields, redirectTo, children, ...buttonProps }: Props) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action={action} preventScrollReset>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Button size="sm" {...buttonProps} type="submit" name="intent" value={intent} loading={fetcher.state !== "idle"}>
        {children}
      </Button>
    </fetcher.Form>
  );
}
