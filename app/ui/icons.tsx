import { Icon, type IconProps } from "@chakra-ui/react";

/** The SVG path of each icon (24×24 view box). */
export const ICON_PATHS = {
  home: "M3 10.5 12 3l9 7.5V21a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z",
  network:
    "M16 11a4 4 0 1 0-4-4 4 4 0 0 0 4 4zm-8 0a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm0 2c-2.7 0-6 1.3-6 3.5V19h6v-2.5c0-1.3.6-2.5 1.7-3.4A9 9 0 0 0 8 13zm8 0c-3 0-7 1.5-7 4v2h14v-2c0-2.5-4-4-7-4z",
  jobs: "M9 4h6a2 2 0 0 1 2 2v1h3a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h3V6a2 2 0 0 1 2-2zm0 3h6V6H9z",
  messages: "M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-5 4V6a2 2 0 0 1 1-2z",
  notifications: "M12 22a2.5 2.5 0 0 0 2.4-2h-4.8a2.5 2.5 0 0 0 2.4 2zm7-6V11a7 7 0 0 0-5-6.7V3a2 2 0 0 0-4 0v1.3A7 7 0 0 0 5 11v5l-2 2v1h18v-1z",
  posts: "M5 3h10l4 4v14H5zm9 1.5V8h3.5zM8 12h8v1.5H8zm0 3.5h8V17H8z",
  company: "M3 21V5l9-3v5l9 3v11zm4-3h2v-2H7zm0-4h2v-2H7zm0-4h2V8H7zm8 8h2v-2h-2zm0-4h2v-2h-2z",
  search: "M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z",
} as const;

export type IconName = keyof typeof ICON_PATHS;

export function AppIcon({ name, ...props }: IconProps & { name: IconName }) {
  return (
    <Icon boxSize="5" {...props}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d={ICON_PATHS[name]} />
      </svg>
    </Icon>
  );
}

/** The × of a Close button or link, as a static `jl-icon` (no style resolution). */
export function CloseIcon() {
  return (
    <svg className="jl-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
