/** The rich-text editor's messages (spec §5). */
export const RICH_TEXT_MESSAGES = {
  invalidUrl: "Invalid URL. Please enter a valid link.",
  formatting: "An error occurred while formatting text.",
} as const;

/** The value the link prompt starts with; submitting it unchanged is refused. */
export const DEFAULT_LINK_VALUE = "https://";

/** A link address the editor accepts: http(s) or mailto, not empty, not the default. */
export function validLinkAddress(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || trimmed === DEFAULT_LINK_VALUE || trimmed === "http://") return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    if (url.protocol === "mailto:") return url.pathname.includes("@") ? candidate : null;
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname.includes(".") ? candidate : null;
  } catch {
    return null;
  }
}
