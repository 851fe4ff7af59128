/**
 * The colours of spec §9, on their own so that code without the UI toolkit (the HTML of mails,
 * app/backend/mail/layout.ts) uses the same constants as the theme (theme.ts re-exports them).
 */
export const brand = {
  primary: "#002060",
  secondary: "#F0F0F0",
  subText: "#A3A3A3",
  like: "#0A84FF",
  success: "#1E6B34",
  error: "#B3261E",
} as const;
