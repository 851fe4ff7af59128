/**
 * The search parameters that open the network dialogs (each dialog is a URL, DESIGN.md):
 * `connect=<user id>` the send-request dialog, `withdraw=<user id>` the withdraw-connection
 * dialog, `remove=<user id>` the remove-connection confirmation.
 */
export const NETWORK_DIALOG_PARAMS = ["connect", "withdraw", "remove"] as const;
export type NetworkDialogParam = (typeof NETWORK_DIALOG_PARAMS)[number];

/** The form endpoints the network components post to. */
export const CONNECTIONS_ACTION = "/connections";
export const RESUME_REQUESTS_ACTION = "/resume-requests";

/**
 * `strip` remembered for the last paths it was given (issue 9): a list page asks for the same
 * page's address without its dialogs once per card, three URL parses each time.
 */
export function rememberedPaths(strip: (path: string) => string, size = 256): (path: string) => string {
  const seen = new Map<string, string>();
  return (path) => {
    let stripped = seen.get(path);
    if (stripped === undefined) {
      stripped = strip(path);
      if (seen.size >= size) seen.clear();
      seen.set(path, stripped);
    }
    return stripped;
  };
}

/** `path` (already without the dialog's parameter) with `name=value` added to its query. */
export function withParam(path: string, name: string, value: number): string {
  const hashAt = path.indexOf("#");
  const head = hashAt < 0 ? path : path.slice(0, hashAt);
  return `${head}${head.includes("?") ? "&" : "?"}${name}=${value}${hashAt < 0 ? "" : path.slice(hashAt)}`;
}

/** A same-site path (`/a?b=c`) without the network dialogs' parameters: where a dialog closes to. */
export const withoutDialogParams = rememberedPaths((path) => {
  const url = new URL(path, "http://internal");
  for (const name of NETWORK_DIALOG_PARAMS) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}${url.hash}`;
});

/** The user id a dialog parameter names in `search` (`?connect=12` → 12), else null. */
export function dialogTarget(search: string | URLSearchParams, param: NetworkDialogParam): number | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const value = Number(params.get(param));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** `path` with one dialog opened for `userId` (other network dialogs closed). */
export function withDialog(path: string, param: NetworkDialogParam, userId: number): string {
  return withParam(withoutDialogParams(path), param, userId);
}
