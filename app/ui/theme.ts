import { createSystem, defaultConfig, defineConfig, type SystemContext } from "@chakra-ui/react";
import { brand } from "./brand.ts";

/**
 * The JobLink design system: the constants of spec §9 as tokens.
 * Light mode only. subText (#A3A3A3) is kept for decorations and large text: on white it does not
 * reach WCAG AA contrast for body text, so small secondary text uses `fg.muted` instead.
 *
 * The static `jl-*` classes (decision 103) are in `static-classes.ts`: they only go into the
 * generated stylesheet (`global-css.ts`, at build time), never into the browser's bundle.
 */
export { brand };

export const breakpoints = { base: "0px", sm: "552px", md: "768px", lg: "992px", xl: "1280px" } as const;

export const themeConfig = defineConfig({
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
});

let runtime: SystemContext | undefined;

/** The system Chakra components run with: the theme, without the static classes (their CSS is in the stylesheet). */
export function runtimeSystem(): SystemContext {
  runtime ??= createSystem(defaultConfig, themeConfig);
  return runtime;
}

/**
 * The system as rendered (the provider's value): its global and token CSS is served once as a
 * static, long-cached stylesheet (see `globalCssText`), not inlined into every response.
 *
 * Made on first use (decision 139): `createSystem` builds every token and its CSS, a few hundred
 * milliseconds of a phone's CPU, and a page that renders no Chakra component should not pay for
 * it. The provider itself reads only `_global` and `_config.disableLayers`.
 */
export const renderSystem: SystemContext = new Proxy(
  { _global: [], _config: { disableLayers: true } } as unknown as SystemContext,
  {
    get(own, key) {
      if (key === "_global" || key === "_config") return Reflect.get(own, key);
      return Reflect.get(runtimeSystem(), key);
    },
    has(own, key) {
      return key in own || key in runtimeSystem();
    },
  },
);
