import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/**
 * The JobLink design system: the constants of spec §9 as tokens.
 * Light mode only. subText (#A3A3A3) is kept for decorations and large text: on white it does not
 * reach WCAG AA contrast for body text, so small secondary text uses `fg.muted` instead.
 */
export const brand = {
  primary: "#002060",
  secondary: "#F0F0F0",
  subText: "#A3A3A3",
  like: "#0A84FF",
  success: "#1E6B34",
  error: "#B3261E",
} as const;

export const breakpoints = { base: "0px", sm: "552px", md: "768px", lg: "992px", xl: "1280px" } as const;

const config = defineConfig({
  theme: {
    keyframes: {
      // No fade: a half-transparent snackbar would fail contrast for the moment it lasts.
      "snackbar-hide": { from: { visibility: "visible" }, to: { visibility: "hidden" } },
    },
    breakpoints: { sm: breakpoints.sm, md: breakpoints.md, lg: breakpoints.lg, xl: breakpoints.xl },
    tokens: {
      colors: {
        brand: {
          primary: { value: brand.primary },
          secondary: { value: brand.secondary },
          subText: { value: brand.subText },
          like: { value: brand.like },
          success: { value: brand.success },
          error: { value: brand.error },
          50: { value: "#E8EDF7" },
          100: { value: "#C5D1EA" },
          200: { value: "#9DB0D9" },
          300: { value: "#6F89C3" },
          400: { value: "#3F5FA6" },
          500: { value: "#1A3C85" },
          600: { value: "#002060" },
          700: { value: "#001A4E" },
          800: { value: "#00133A" },
          900: { value: "#000C26" },
          950: { value: "#000714" },
        },
      },
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: "{colors.brand.600}" },
          contrast: { value: "white" },
          fg: { value: "{colors.brand.600}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.500}" },
        },
        "bg.page": { value: "{colors.brand.secondary}" },
        // Chakra's default error red (#ef4444) is 3.8:1 on white: below WCAG AA for small text.
        fg: { error: { value: "{colors.brand.error}" } },
        border: { error: { value: "{colors.brand.error}" } },
      },
    },
  },
  globalCss: {
    "html, body": { bg: "bg.page", color: "fg", minHeight: "100%" },
    a: { color: "inherit" },
    // JobCard (app/ui/jobs/job-card.tsx): static classes instead of style props, because cards
    // come in lists and every style prop costs a serialisation per render.
    ".jl-job": { display: "flex", flexDirection: "column", gap: "2", py: "3", minW: "0" },
    ".jl-job__head": { display: "flex", flexDirection: "column", gap: "0.5", minW: "0" },
    ".jl-job__title-row": { display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: "2" },
    ".jl-job__title": { fontFamily: "heading", fontWeight: "semibold", fontSize: "md", lineHeight: "1.5rem", wordBreak: "break-word" },
    ".jl-job__title-link": {
      color: "brand.primary",
      borderRadius: "l1",
      _hover: { textDecoration: "underline" },
      _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
    },
    ".jl-job__company": { fontWeight: "medium" },
    ".jl-job__muted": { fontSize: "sm", color: "fg.muted" },
    ".jl-job__small": { fontSize: "sm" },
    ".jl-job__byline": { display: "flex", alignItems: "center", gap: "2", fontSize: "sm", color: "fg.muted" },
    ".jl-job__byline-text": { minW: "0" },
    ".jl-job__poster": {
      color: "fg",
      textDecoration: "underline",
      borderRadius: "l1",
      _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
    },
    ".jl-job__dot": { mx: "1.5" },
    ".jl-job__nowrap": { whiteSpace: "nowrap" },
    // The header's nav items (app/ui/app-header.tsx), for the same reason; the current page's
    // link has aria-current="page" (NavLink).
    ".jl-nav__link": {
      display: "flex",
      flexDirection: "column",
      alignItems: "center",
      color: "fg.muted",
      borderRadius: "l1",
      _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
      "&[aria-current=page]": { color: "brand.primary" },
    },
    ".jl-nav__link--top": {
      px: "3",
      py: "1",
      borderBottomWidth: "2px",
      borderBottomStyle: "solid",
      borderBottomColor: "transparent",
      borderRadius: "0",
      _hover: { color: "brand.primary" },
      "&[aria-current=page]": { borderBottomColor: "brand.primary" },
      "& .jl-nav__label": { fontSize: "xs", fontWeight: "medium" },
    },
    ".jl-nav__link--bottom": { px: "2", py: "1", "& .jl-nav__label": { fontSize: "2xs" } },
    ".jl-nav__icon": { position: "relative", display: "inline-flex" },
    ".jl-nav__icon > svg": { width: "5", height: "5", flexShrink: "0" },
    ".jl-nav__badge": {
      position: "absolute",
      top: "-1",
      right: "-2",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      minH: "4",
      px: "1.5",
      borderRadius: "full",
      bg: "red.solid",
      color: "white",
      fontSize: "2xs",
      fontWeight: "medium",
      lineHeight: "1rem",
      fontVariantNumeric: "tabular-nums",
      whiteSpace: "nowrap",
    },
    ".jl-sr-only": {
      position: "absolute",
      width: "1px",
      height: "1px",
      padding: "0",
      margin: "-1px",
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
      whiteSpace: "nowrap",
      borderWidth: "0",
    },
  },
});

export const system = createSystem(defaultConfig, config);

/**
 * The system as rendered per request: its global and token CSS is served once as a static,
 * long-cached stylesheet (see `globalCssText`), not inlined into every response.
 */
export const renderSystem = {
  ...system,
  _global: [],
  _config: { ...system._config, disableLayers: true },
} as typeof system;
