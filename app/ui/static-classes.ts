import { createSystem, defaultConfig, defineConfig, type SystemStyleObject } from "@chakra-ui/react";
import { iconMaskClasses } from "./icon-masks.ts";
import { themeConfig } from "./theme.ts";

/**
 * The static `jl-*` classes (decision 103), in Chakra's style language with the theme's tokens:
 * the generated stylesheet is written from them (`global-css.ts`, at build time). Nothing the
 * browser loads imports this module (decision 139).
 */
/**
 * Chakra's own recipes (its default theme), read to build static classes that look exactly like
 * its components: a recipe's base, and the variants the app uses, each as one class.
 */
type Styles = SystemStyleObject;
type VariantRecord = Record<string, Record<string, Styles>>;
const recipes = defaultConfig.theme?.recipes as Record<string, { base?: Styles; variants?: VariantRecord }>;
const slotRecipes = defaultConfig.theme?.slotRecipes as Record<
  string,
  { base?: Record<string, Styles>; variants?: Record<string, Record<string, Record<string, Styles>>> }
>;
const recipe = (name: string) => ({ base: recipes[name].base ?? {}, variants: recipes[name].variants ?? {} });
const slotRecipe = (name: string) => ({
  base: slotRecipes[name].base ?? {},
  variants: slotRecipes[name].variants ?? {},
});

/** `{ ".jl-btn--solid": …, ".jl-btn--ghost": … }`: one class per variant value, `name(value)` each. */
function variantClasses(name: (value: string) => string, values: Record<string, Styles>, pick: readonly string[]) {
  return Object.fromEntries(pick.map((value) => [name(value), values[value]]));
}

const button = recipe("button");
const link = recipe("link");
const icon = recipe("icon");
const badge = recipe("badge");
const input = recipe("input");
const textarea = recipe("textarea");
const heading = recipe("heading");
const avatar = slotRecipe("avatar");
const field = slotRecipe("field");
const emptyState = slotRecipe("emptyState");
const nativeSelect = slotRecipe("nativeSelect");

/**
 * Static classes from Chakra's recipes, for plain elements (app/ui/static.tsx builds the class
 * lists): `jl-btn` (+ `--solid|outline|ghost|subtle`, `--xs|sm|md`), `jl-link` (+ `--underline`),
 * `jl-badge` (+ `--subtle|solid`, `--lg`), `jl-avatar` (+ `--xs…2xl`), `jl-icon`, `jl-heading`
 * (+ `--sm…2xl`), form fields (`jl-field`, `__label`, `__required`, `__helper`, `__error`;
 * `jl-input` + `--sm|md`, `jl-textarea`, `jl-select` + `__field`, `__indicator`, `--sm|md`),
 * `jl-empty` (+ `__content`, `__title`, `__description`: EmptyState, size sm), and `jl-palette-*`
 * (a colour palette for what is inside, like the `colorPalette` prop).
 */
const recipeClasses: Record<string, Styles> = {
  ".jl-palette-brand": { colorPalette: "brand" },
  ".jl-palette-red": { colorPalette: "red" },
  ".jl-palette-gray": { colorPalette: "gray" },
  ".jl-palette-green": { colorPalette: "green" },
  ".jl-palette-orange": { colorPalette: "orange" },
  // `jl-menu__item` (an item of a <details> menu) is `jl-btn jl-btn--ghost jl-btn--sm` in one class:
  // it joins their rules, so it sits at the same places of the cascade (cards list three a card).
  ".jl-btn, .jl-menu__item": button.base,
  ...variantClasses(
    (v) => (v === "ghost" ? ".jl-btn--ghost, .jl-menu__item" : `.jl-btn--${v}`),
    button.variants.variant,
    ["solid", "outline", "ghost", "subtle"],
  ),
  ...variantClasses((v) => (v === "sm" ? ".jl-btn--sm, .jl-menu__item" : `.jl-btn--${v}`), button.variants.size, [
    "xs",
    "sm",
    "md",
  ]),
  ".jl-btn--start": { justifyContent: "flex-start" },
  ".jl-link": { ...link.base, ...link.variants.variant.plain },
  // Always underlined (as `textDecoration="underline"` on Chakra's Link: the hover keeps a solid underline).
  ".jl-link--underline": {
    textDecoration: "underline",
    _hover: { textDecoration: "underline", textUnderlineOffset: "3px" },
  },
  ".jl-badge": { ...badge.base, ...badge.variants.size.sm },
  ...variantClasses((v) => `.jl-badge--${v}`, badge.variants.variant, ["subtle", "solid"]),
  ...variantClasses((v) => `.jl-badge--${v}`, badge.variants.size, ["lg"]),
  ".jl-icon": { ...icon.base, boxSize: "5" },
  // UserAvatar: subtle, full round, brand (as `<Avatar.Root colorPalette="brand">`).
  ".jl-avatar": {
    ...avatar.base.root,
    ...avatar.variants.variant.subtle.root,
    ...avatar.variants.shape.full.root,
    colorPalette: "brand",
    overflow: "hidden",
  },
  ...variantClasses(
    (v) => `.jl-avatar--${v}`,
    Object.fromEntries(Object.entries(avatar.variants.size).map(([size, styles]) => [size, styles.root])),
    ["xs", "sm", "md", "lg", "xl", "2xl"],
  ),
  // Its initials and its picture, by their place (user-avatar.tsx): no class on each, avatars come in every list.
  ".jl-avatar > span": avatar.base.fallback,
  ".jl-avatar > img": {
    position: "absolute",
    inset: "0",
    w: "full",
    h: "full",
    objectFit: "cover",
    borderRadius: "full",
  },
  ".jl-heading": heading.base,
  ...variantClasses((v) => `.jl-heading--${v}`, heading.variants.size, ["sm", "md", "lg", "xl", "2xl"]),
  ".jl-field": { ...field.base.root, ...field.variants.orientation.vertical.root },
  ".jl-field__label": field.base.label,
  ".jl-field__required": field.base.requiredIndicator,
  ".jl-field__helper": field.base.helperText,
  ".jl-field__error": field.base.errorText,
  ".jl-input": { ...input.base, ...input.variants.variant.outline },
  ...variantClasses((v) => `.jl-input--${v}`, input.variants.size, ["sm", "md"]),
  ".jl-empty": { ...emptyState.base.root, ...emptyState.variants.size.sm.root },
  ".jl-empty__content": { ...emptyState.base.content, ...emptyState.variants.size.sm.content },
  ".jl-empty__title": { ...emptyState.base.title, ...emptyState.variants.size.sm.title },
  ".jl-empty__description": emptyState.base.description,
  // Chakra's EmptyState at its default size (md), for a page's only message (the search results).
  ".jl-empty--md": emptyState.variants.size.md.root,
  ".jl-empty--md .jl-empty__content": emptyState.variants.size.md.content,
  ".jl-empty--md .jl-empty__title": emptyState.variants.size.md.title,
  ".jl-textarea": { ...textarea.base, ...textarea.variants.variant.outline, ...textarea.variants.size.md },
  ".jl-select": nativeSelect.base.root,
  ".jl-select__field": { ...nativeSelect.base.field, ...nativeSelect.variants.variant.outline.field },
  ".jl-select__indicator": nativeSelect.base.indicator,
  ".jl-select__indicator > svg": {
    fill: "none",
    stroke: "currentColor",
    strokeWidth: "2",
    strokeLinecap: "round",
    strokeLinejoin: "round",
  },
  ...Object.fromEntries(
    ["sm", "md"].flatMap((size) => {
      const v = nativeSelect.variants.size[size];
      return [
        [`.jl-select--${size}`, v.root],
        [`.jl-select--${size} .jl-select__field`, v.field],
        [`.jl-select--${size} .jl-select__indicator`, v.indicator],
      ];
    }),
  ),
};

/**
 * The page shell (app/ui/app-shell.tsx, app-header.tsx, logo.tsx, snackbar.tsx, the layouts):
 * on every page, so plain elements with these classes instead of Chakra's layout components.
 */
const shellClasses: Record<string, Styles> = {
  ".jl-shell": { minH: "100vh", bg: "bg.page", pb: { base: "20", md: "8" } },
  ".jl-shell__main": { maxW: "6xl", mx: "auto", px: { base: "3", md: "6" }, py: { base: "4", md: "6" } },
  ".jl-columns": { display: "grid", gridTemplateColumns: "1fr", gap: "6" },
  ".jl-columns--side": { gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) 320px" } },
  ".jl-columns > *": { minW: "0" },
  // My network (features/network/network.tsx): one column in page order; from lg, People you
  // may know beside the lists.
  ".jl-network": {
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 320px" },
    gap: "5",
    alignItems: "start",
  },
  ".jl-network > *": { minW: "0", gridColumn: { lg: "1" } },
  ".jl-network > .jl-network__side": { gridColumn: { lg: "2" }, gridRow: { lg: "1 / span 4" } },
  ".jl-header": { bg: "white", borderBottomWidth: "1px", position: "sticky", top: "0", zIndex: "sticky" },
  ".jl-header__bar": {
    display: "flex",
    alignItems: "center",
    maxW: "6xl",
    mx: "auto",
    px: { base: "3", md: "6" },
    py: "2",
    gap: { base: "2", md: "4" },
  },
  ".jl-header__logo .jl-logo__word": { display: { base: "none", md: "inline" } },
  ".jl-header__search": { flex: "1", maxW: { base: "none", md: "sm" }, minW: "0" },
  // Beside Log in and Sign up at 360 px the field would be about 100 px wide: below sm it goes
  // under them, the bar's whole width (issue 34).
  ".jl-header__bar--guest": { flexWrap: { base: "wrap", sm: "nowrap" } },
  ".jl-header__bar--guest .jl-header__search": { order: { base: "1", sm: "0" }, flexBasis: { base: "100%", sm: "0%" } },
  // The main navigation (app-header.tsx): a bar fixed at the bottom of the screen below md, a row
  // in the header from md.
  ".jl-header__nav": {
    position: { base: "fixed", md: "static" },
    bottom: "0",
    insetX: "0",
    bg: "white",
    borderTopWidth: { base: "1px", md: "0" },
    zIndex: "sticky",
    ml: { md: "auto" },
  },
  ".jl-header__account": { ml: { base: "auto", md: "0" } },
  ".jl-header__guest": { display: "flex", alignItems: "center", ml: "auto", gap: "2" },
  // Log in and Sign up stay at 360 px, a little narrower.
  ".jl-header__guest .jl-btn": { px: { base: "2.5", sm: "3.5" }, flexShrink: "0" },
  ".jl-search": { width: "100%" },
  ".jl-search__box": {
    display: "flex",
    alignItems: "center",
    gap: "0.5",
    bg: "white",
    borderRadius: "md",
    borderWidth: "1px",
    borderColor: "border",
    pl: "1",
  },
  // The magnifier is the search button.
  ".jl-search__submit": {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: "0",
    p: "1",
    borderRadius: "sm",
    color: "fg.muted",
    cursor: "pointer",
    _hover: { color: "brand.primary", bg: "gray.100" },
    _focusVisible: { outline: "2px solid", outlineColor: "brand.primary" },
  },
  ".jl-search__box:focus-within": { borderColor: "brand.primary" },
  ".jl-search__box .jl-input": { border: "none", minW: "0", px: "1.5", _focusVisible: { outline: "none" } },
  // Below sm the field has the whole box; the results page has the type tabs.
  ".jl-search__box .jl-select": { width: "auto", flexShrink: "0", display: { base: "none", sm: "flex" } },
  ".jl-search__box .jl-select__field": { border: "none" },
  ".jl-nav__list": {
    display: "flex",
    justifyContent: { base: "space-around", md: "flex-start" },
    alignItems: { md: "center" },
    gap: { md: "1" },
    py: { base: "1", md: "0" },
    listStyleType: "none",
  },
  // A conversation (chats.$id.tsx): one screen high, below the header and the "Back to Messages"
  // line, above the bottom navigation on a phone (10.5rem in all; 9.5rem from md), so the log
  // takes what the heading and the form leave and opens at its newest message with the form
  // under it, both in sight (issue 34: the sticky form covered the newest messages).
  ".jl-chat": {
    display: "flex",
    flexDirection: "column",
    h: { base: "calc(100dvh - 10.5rem)", md: "calc(100dvh - 9.5rem)" },
    minH: "24rem",
  },
  // The conversation's message form (chats.$id.tsx): sticky above the bottom navigation (52 px).
  ".jl-chat__compose": {
    mt: "4",
    position: "sticky",
    bottom: { base: "52px", md: "0" },
    bg: "white",
    pt: "3",
    pb: { base: "2", md: "4" },
    zIndex: "1",
  },
  // The avatar menu: a <details> disclosure (app-header.tsx).
  ".jl-menu": { position: "relative" },
  ".jl-menu > summary": { listStyleType: "none", cursor: "pointer", borderRadius: "full" },
  ".jl-menu > summary::-webkit-details-marker": { display: "none" },
  ".jl-menu__panel": {
    position: "absolute",
    right: "0",
    mt: "2",
    minW: "56",
    bg: "white",
    borderWidth: "1px",
    borderRadius: "md",
    boxShadow: "lg",
    p: "2",
    display: "flex",
    flexDirection: "column",
    gap: "1",
    zIndex: "dropdown",
    maxH: "310px",
    overflowY: "auto",
  },
  ".jl-menu__panel > form": { display: "flex", flexDirection: "column" },
  // …as wide as the menu, icon and text at the start.
  ".jl-menu__item": { w: "full", justifyContent: "flex-start" },
  ".jl-menu__who": { px: "3", py: "2" },
  ".jl-menu__name": { fontWeight: "semibold", truncate: true },
  ".jl-menu__kind": { fontSize: "xs", color: "fg.muted" },
  // The JobLink mark (logo.tsx).
  ".jl-logo": { display: "flex", alignItems: "center", gap: "2" },
  ".jl-logo__mark": {
    w: "9",
    h: "9",
    borderRadius: "lg",
    bg: "brand.primary",
    color: "white",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    fontWeight: "black",
    fontSize: "md",
  },
  ".jl-logo__word": { fontWeight: "bold", fontSize: "xl", color: "brand.primary" },
  ".jl-logo--inverted .jl-logo__mark": { bg: "white", color: "brand.primary" },
  ".jl-logo--inverted .jl-logo__word": { color: "white" },
  // The auth layout (app/layouts/auth.tsx): a centred card on the brand colour.
  ".jl-auth": {
    minH: "100vh",
    bg: "brand.primary",
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    px: { base: "3", sm: "6" },
    py: { base: "6", md: "12" },
  },
  ".jl-auth__logo": { mb: "6" },
  ".jl-auth__card": {
    bg: "white",
    borderRadius: "xl",
    boxShadow: "lg",
    w: "full",
    maxW: "lg",
    p: { base: "5", sm: "8" },
  },
  ".jl-auth__footer": {
    mt: "6",
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "center",
    gap: "4",
    color: "white",
    fontSize: "sm",
  },
  ".jl-auth__footer .jl-link": { color: "white" },
  // Dialogs that are URLs (route-dialog.tsx). Without JavaScript: a panel at the top of the page.
  ".jl-dialog": { mb: "6" },
  ".jl-dialog__backdrop": { display: "none" },
  ".jl-dialog__panel": {
    bg: "white",
    borderWidth: "1px",
    borderRadius: "lg",
    boxShadow: "md",
    display: "flex",
    flexDirection: "column",
    _focusVisible: { outline: "none" },
  },
  ".jl-dialog[data-size=confirm] .jl-dialog__panel": { maxW: "328px" },
  ".jl-dialog__head": {
    display: "flex",
    justifyContent: "space-between",
    alignItems: "flex-start",
    gap: "3",
    px: { base: "4", md: "6" },
    pt: { base: "4", md: "6" },
    pb: "4",
  },
  ".jl-dialog__title": { textStyle: "lg", fontWeight: "semibold", lineHeight: "1.4" },
  ".jl-dialog__close": { flexShrink: "0", mt: "-1", mr: "-2" },
  ".jl-dialog__body": {
    display: "flex",
    flexDirection: "column",
    gap: "4",
    px: { base: "4", md: "6" },
    pb: { base: "4", md: "6" },
  },
  // With JavaScript (the `js` class on <html>, root.tsx): a modal, centred, as wide as its size
  // allows from md up, full screen below md (the confirm dialog: 328 px on every screen).
  ".js .jl-dialog": {
    position: "fixed",
    inset: "0",
    zIndex: "modal",
    mb: "0",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    p: { base: "0", md: "6" },
  },
  ".js .jl-dialog__backdrop": { display: "block", position: "absolute", inset: "0", bg: "blackAlpha.600" },
  ".js .jl-dialog__panel": {
    position: "relative",
    w: "full",
    maxH: { base: "100dvh", md: "calc(100dvh - 3rem)" },
    h: { base: "100dvh", md: "auto" },
    borderWidth: "0",
    borderRadius: { base: "0", md: "lg" },
    boxShadow: "lg",
    overflow: "hidden",
  },
  ".js .jl-dialog__body": { overflowY: "auto", flex: "1" },
  // Chakra's dialog sizes sm, md, lg, xl.
  ".js .jl-dialog[data-size=sm] .jl-dialog__panel": { maxW: { base: "none", md: "md" } },
  ".js .jl-dialog[data-size=md] .jl-dialog__panel": { maxW: { base: "none", md: "lg" } },
  ".js .jl-dialog[data-size=lg] .jl-dialog__panel": { maxW: { base: "none", md: "2xl" } },
  ".js .jl-dialog[data-size=xl] .jl-dialog__panel": { maxW: { base: "none", md: "4xl" } },
  ".js .jl-dialog[data-size=confirm]": { p: "4" },
  ".js .jl-dialog[data-size=confirm] .jl-dialog__panel": { h: "auto", maxW: "328px", borderRadius: "lg" },
  // Nothing behind an open modal scrolls.
  ".js body:has(.jl-dialog)": { overflow: "hidden" },
  // The navigation progress bar (navigation-progress.tsx): grows while a page is on its way,
  // after 150 ms so quick ones do not flicker.
  ".jl-progress": {
    position: "fixed",
    top: "0",
    left: "0",
    h: "3px",
    w: "0",
    bg: "brand.primary",
    zIndex: "toast",
    opacity: "0",
    pointerEvents: "none",
    transition: "opacity 0.2s ease, width 0.2s ease",
  },
  ".jl-progress[data-busy]": {
    opacity: "1",
    w: "90%",
    transition: "opacity 0.1s ease 0.15s, width 8s cubic-bezier(0.1, 0.7, 0.2, 1) 0.15s",
    _motionReduce: { transition: "opacity 0.1s ease 0.15s", w: "100%" },
  },
  // Snackbars (snackbar.tsx).
  ".jl-snackbars": {
    position: "fixed",
    insetX: "0",
    bottom: { base: "20", md: "6" },
    zIndex: "toast",
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: "2",
    px: "4",
    pointerEvents: "none",
  },
  ".jl-snackbar": {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: "2",
    color: "white",
    borderRadius: "md",
    boxShadow: "lg",
    px: "4",
    py: "3",
    maxW: "md",
    w: "full",
    pointerEvents: "auto",
  },
  ".jl-snackbar--success": { bg: "brand.success" },
  ".jl-snackbar--error": { bg: "brand.error" },
  ".jl-snackbar__text": { fontSize: "sm", fontWeight: "medium" },
  // Chakra's CloseButton, size xs, white on the snackbar.
  ".jl-snackbar__close": {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: "0",
    w: "6",
    h: "6",
    borderRadius: "l2",
    color: "white",
    bg: "transparent",
    cursor: "pointer",
    _hover: { bg: "whiteAlpha.300" },
    _focusVisible: { outline: "2px solid", outlineColor: "white", outlineOffset: "1px" },
    "& svg": { w: "3.5", h: "3.5" },
  },
  // The loading state of StaticButton (Chakra's Loader and Spinner).
  ".jl-loader": { display: "inline-flex", alignItems: "center", gap: "2" },
  ".jl-loader__hidden": { visibility: "hidden" },
  ".jl-spinner": {
    display: "inline-block",
    w: "4",
    h: "4",
    flexShrink: "0",
    borderRadius: "full",
    border: "2px solid currentColor",
    borderBottomColor: "transparent",
    borderInlineStartColor: "transparent",
    animation: "spin 0.65s linear infinite",
  },
  // The error screens (error-screen.tsx) and the root's hydrate fallback.
  ".jl-error": {
    minH: "100vh",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    p: "6",
    bg: "bg.page",
  },
  ".jl-error__card": {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: "4",
    maxW: "lg",
    textAlign: "center",
    bg: "white",
    p: { base: "6", md: "10" },
    borderRadius: "xl",
    boxShadow: "sm",
  },
  ".jl-error__status": { fontSize: "6xl", fontWeight: "bold", color: "brand.primary", lineHeight: "1" },
  ".jl-fallback": { p: "8" },
};

/** The auth pages (app/routes/login.tsx, signup.tsx, forgot-password.tsx, app/features/accounts/auth-heading.tsx). */
const authClasses: Record<string, Styles> = {
  ".jl-auth-heading": { display: "flex", flexDirection: "column", gap: "1", mb: "6" },
  ".jl-auth-heading__title": { color: "brand.primary" },
  ".jl-auth-heading__subtitle": { color: "fg.muted" },
  ".jl-auth__alt": { mt: "6", textAlign: "center", fontSize: "sm" },
  ".jl-auth__jobs": { mt: "2" },
  ".jl-auth__google": { mt: "6" },
  ".jl-auth__or": { display: "flex", alignItems: "center", gap: "2" },
  ".jl-auth__email": { wordBreak: "break-all" },
  ".jl-signup__legend": { mb: "2" },
  // Chakra's Separator (solid, horizontal, sm), stretched in a row.
  ".jl-separator": { display: "block", flex: "1", borderColor: "border", borderStyle: "solid", borderTopWidth: "1px" },
};

/**
 * Cards of a page (app/features/dashboards/dashboard-card.tsx, the dashboards): `jl-card` is a white, bordered, rounded
 * box; `jl-section` a card with a heading row (`__head`) as DashboardSection and ListSection draw it.
 */
const pageClasses: Record<string, Styles> = {
  ".jl-card": { bg: "white", borderRadius: "lg", borderWidth: "1px" },
  /** A poster's post in their lists (my-posts.tsx). */
  ".jl-post-row": {
    listStyleType: "none",
    bg: "white",
    borderWidth: "1px",
    borderRadius: "lg",
    p: { base: "3", md: "4" },
  },
  ".jl-section": {
    bg: "white",
    borderRadius: "lg",
    borderWidth: "1px",
    px: { base: "3", md: "5" },
    py: "4",
    minW: "0",
  },
  ".jl-section__head": {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    flexWrap: "wrap",
    gap: "2",
    mb: "1",
  },
  ".jl-section--list": { minW: "auto" },
  ".jl-section__head--nowrap": { flexWrap: "nowrap" },
  ".jl-section__failed": { color: "fg.muted", fontSize: "sm", py: "3" },
  ".jl-hero": { p: { base: "4", md: "6" } },
  ".jl-hero__title": { color: "brand.primary" },
  ".jl-hero__bio": { color: "fg.muted", mt: "1" },
  ".jl-hero__actions": { display: "flex", flexDirection: { base: "column", sm: "row" }, gap: "3", mt: "4" },
  // A profile (app/features/profiles/profile-view.tsx): the header card (banner, the picture over its
  // edge, name, lines, actions), its sections and their timeline entries; drawn as the Chakra
  // components they were (decision 139).
  ".jl-profile-head": { bg: "white", borderRadius: "lg", borderWidth: "1px", overflow: "hidden" },
  ".jl-profile-head__banner": {
    position: "relative",
    aspectRatio: "4",
    bg: "brand.primary",
    backgroundImage: "linear-gradient(120deg, #002060, #3F5FA6)",
  },
  ".jl-profile-head__banner-edit": { position: "absolute", top: "2", right: "2" },
  ".jl-profile-head__body": { px: { base: "4", md: "6" }, pb: "5" },
  // Positioned, so the picture paints over the (positioned) banner it overlaps.
  ".jl-profile-head__picture-row": {
    position: "relative",
    zIndex: "1",
    display: "flex",
    justifyContent: "space-between",
    alignItems: "flex-end",
    flexWrap: "wrap",
    gap: "3",
    mt: { base: "-10", md: "-14" },
  },
  ".jl-profile-head__picture-edit": { pb: "1" },
  ".jl-profile-head__text": { display: "flex", flexDirection: "column", gap: "1", mt: "3" },
  ".jl-profile-head__name": { ...heading.variants.size.xl, wordBreak: "break-word", md: heading.variants.size["2xl"] },
  ".jl-profile-head__headline": { fontSize: { base: "md", md: "lg" } },
  ".jl-profile-head__details": { fontSize: "sm", color: "fg.muted" },
  ".jl-profile-head__actions": { display: "flex", alignItems: "center", flexWrap: "wrap", gap: "2", mt: "4" },
  ".jl-profile-pic": {
    flexShrink: "0",
    borderRadius: "full",
    borderColor: "white",
    overflow: "hidden",
    bg: "brand.100",
    color: "brand.primary",
    fontWeight: "semibold",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
  },
  ".jl-profile-pic--rounded": { borderRadius: "lg" },
  ".jl-profile-pic--filled": { bg: "white" },
  ".jl-profile-pic--head": {
    boxSize: { base: "20", md: "28" },
    borderWidth: "4px",
    fontSize: { base: "2xl", md: "3xl" },
  },
  ".jl-profile-pic--md": { boxSize: "12" },
  ".jl-profile-pic__img": { w: "full", h: "full", objectFit: "cover" },
  ".jl-profile-section": { bg: "white", borderRadius: "lg", borderWidth: "1px", p: { base: "4", md: "6" } },
  ".jl-profile-section__head": {
    display: "flex",
    justifyContent: "space-between",
    alignItems: "center",
    flexWrap: "wrap",
    gap: "3",
    mb: "3",
  },
  ".jl-timeline": { m: "0", p: "0" },
  ".jl-timeline__item": {
    listStyleType: "none",
    py: "3",
    borderTopWidth: "1px",
    _first: { borderTopWidth: "0", pt: "0" },
  },
  ".jl-timeline__row": {
    display: "flex",
    justifyContent: "space-between",
    alignItems: "flex-start",
    gap: "3",
    flexWrap: { base: "wrap", sm: "nowrap" },
  },
  ".jl-timeline__text": { display: "flex", flexDirection: "column", gap: "0.5", minW: "0" },
  ".jl-timeline__description": { fontSize: "sm", mt: "1", whiteSpace: "pre-line" },
  ".jl-timeline__actions": { display: "flex", alignItems: "center", gap: "2", flexShrink: "0" },
  // An owner's edit link on a picture or banner: an outline button on white.
  ".jl-btn--on-white": { bg: "white" },
  // A job post's overview (app/features/jobs/post-sheet.tsx) and the job-details page.
  ".jl-post__title-row": {
    display: "flex",
    justifyContent: "space-between",
    alignItems: "flex-start",
    flexWrap: "wrap",
    gap: "2",
  },
  ".jl-post__facts": {
    display: "grid",
    gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", sm: "repeat(2, minmax(0, 1fr))" },
    gap: "3",
  },
  ".jl-post__description": {
    "& ul": { listStyleType: "disc", paddingInlineStart: "1.5em" },
    "& ol": { listStyleType: "decimal", paddingInlineStart: "1.5em" },
    "& a": { color: "brand.primary", textDecoration: "underline" },
    "& p": { marginBottom: "0.5em" },
  },
  ".jl-post__actions": { mt: "4" },
  // "Complete your profile" on a member's dashboard (individual-dashboard.tsx).
  ".jl-checklist": { display: "flex", flexDirection: "column", gap: "1", mt: "3", listStyleType: "none" },
  ".jl-checklist__item": { display: "flex", alignItems: "center", gap: "2", minH: "8" },
  ".jl-checklist__item[data-done=true]": { color: "fg.muted" },
  ".jl-checklist__mark": {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    boxSize: "5",
    flexShrink: "0",
    borderRadius: "full",
    borderWidth: "1px",
    borderColor: "border.emphasized",
    fontSize: "xs",
  },
  ".jl-checklist__item[data-done=true] .jl-checklist__mark": {
    bg: "brand.primary",
    borderColor: "brand.primary",
    color: "white",
  },
  // Tabs as links (app/features/jobs/individual-jobs.tsx): the current one has aria-current="page".
  // On a phone the row wraps (as the search page's filters do) rather than scrolling: a row that
  // scrolls hides the current tab past the edge, with or without JavaScript (issue 34).
  ".jl-tabs": { overflowX: "auto" },
  ".jl-tabs__list": {
    display: "flex",
    flexWrap: { base: "wrap", md: "nowrap" },
    alignItems: "center",
    gap: { base: "0", sm: "1" },
    borderBottomWidth: "1px",
    minW: { md: "max-content" },
  },
  ".jl-tab": {
    display: "block",
    px: { base: "2", sm: "3" },
    py: "2",
    fontSize: { base: "sm", sm: "md" },
    fontWeight: "normal",
    color: "fg",
    borderBottomWidth: "3px",
    borderColor: "transparent",
    textDecoration: "none",
    _hover: { textDecoration: "none" },
    "&[aria-current=page]": { fontWeight: "semibold", color: "brand.primary", borderColor: "brand.primary" },
  },
  // The search results page (app/routes/search-results.tsx): filter tabs, results.
  ".jl-search-page": { display: "flex", flexDirection: "column", gap: "5", maxW: "4xl", mx: "auto" },
  ".jl-search-page--wide": { maxW: "6xl" },
  ".jl-filters": {
    display: "flex",
    flexDirection: "row",
    alignItems: "center",
    flexWrap: "wrap",
    gap: { base: "0", sm: "1" },
    rowGap: "0",
    borderBottomWidth: "1px",
  },
  ".jl-filter": {
    display: "flex",
    alignItems: "center",
    gap: { base: "1", sm: "1.5" },
    px: { base: "1.5", sm: "3" },
    py: "2",
    fontSize: { base: "sm", sm: "md" },
    fontWeight: "normal",
    color: "fg",
    borderBottomWidth: "3px",
    borderColor: "transparent",
    textDecoration: "none",
    _hover: { textDecoration: "none" },
    "&[aria-current=page]": { fontWeight: "semibold", color: "brand.primary", borderColor: "brand.primary" },
  },
  ".jl-results": { px: { base: "3", md: "5" }, py: "2" },
  // The groups of the search's All filter: a heading, the rows, "See all N … results".
  ".jl-results__group": { py: "3", "& + &": { borderTopWidth: "1px" } },
  ".jl-results__all": { display: "inline-block", fontSize: "sm", mt: "2", py: "1" },
  // Job filters (app/features/jobs/job-filters.tsx): the panel beside the list from lg, a <details>
  // disclosure above it below lg. From lg its content shows even while it is closed (Chromium's
  // ::details-content; with JavaScript the panel is also opened there), so a visitor without
  // JavaScript sees the panel on a wide screen and a "Filters" button on a phone.
  ".jl-jobsearch": {
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "16rem minmax(0, 1fr)" },
    gap: { base: "4", lg: "6" },
    alignItems: "start",
  },
  ".jl-jobsearch__results": { display: "flex", flexDirection: "column", gap: "3", minW: "0" },
  ".jl-jobsearch__summary": { display: "flex", flexDirection: "column", gap: "2", minW: "0" },
  ".jl-jobsearch__count": { fontWeight: "semibold", minH: "6" },
  // The keyword box above a job list (app/features/jobs/job-keywords.tsx, issue 33): first on the
  // page, so it stays in reach above the tall filter panel.
  ".jl-jobkeywords": {
    display: "flex",
    flexDirection: "column",
    gap: "1.5",
    bg: "white",
    borderRadius: "lg",
    borderWidth: "1px",
    p: "4",
    minW: "0",
  },
  ".jl-jobkeywords__row": { display: "flex", gap: "2", alignItems: "center", "& > input": { flex: "1", minW: "0" } },
  ".jl-jobkeywords__note": { fontSize: "sm", overflowWrap: "anywhere" },
  ".jl-company__logo": { w: "12", h: "12", borderRadius: "md", objectFit: "cover", flexShrink: "0" },
  ".jl-jobfilters": { bg: "white", borderRadius: "lg", borderWidth: "1px", minW: "0" },
  ".jl-jobfilters::details-content": { contentVisibility: { lg: "visible" } },
  ".jl-jobfilters__summary": {
    cursor: "pointer",
    px: "4",
    py: "3",
    fontWeight: "semibold",
    color: "brand.primary",
    borderRadius: "lg",
    _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
    // Beside the list the panel is always shown: no disclosure triangle there.
    listStyle: { lg: "none" },
    "&::-webkit-details-marker": { display: { lg: "none" } },
  },
  ".jl-jobfilters__form": { display: "flex", flexDirection: "column", gap: "4", px: "4", pb: "4", minW: "0" },
  ".jl-jobfilters__group": {
    display: "flex",
    flexDirection: "column",
    gap: "1.5",
    borderWidth: "0",
    p: "0",
    m: "0",
    minW: "0",
  },
  ".jl-jobfilters__group > legend": { mb: "1.5" },
  ".jl-jobfilters__pair": { display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: "2" },
  ".jl-jobfilters__sublabel": { fontSize: "sm" },
  ".jl-jobfilters__chosen": { fontWeight: "normal", color: "fg.muted" },
  ".jl-jobfilters__note": { fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" },
  ".jl-jobfilters__matches": { display: "flex", flexWrap: "wrap", gap: "2", mt: "1" },
  ".jl-check": {
    display: "flex",
    alignItems: "center",
    gap: "2",
    fontSize: "sm",
    cursor: "pointer",
    "& input": { accentColor: "brand.primary", w: "4", h: "4", flexShrink: "0" },
  },
  // The type-ahead pickers (app/ui/picker/master-picker.tsx, decision 134).
  ".jl-picker__find": { display: "flex", gap: "2", alignItems: "center", "& > input": { flex: "1", minW: "0" } },
  ".jl-picker__note": { fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" },
  ".jl-picker__choices": {
    display: "flex",
    flexDirection: "column",
    gap: "1.5",
    borderWidth: "0",
    p: "0",
    m: "0",
    mt: "1",
    minW: "0",
  },
  ".jl-picker__legend": { fontSize: "sm", color: "fg.muted", mb: "1", overflowWrap: "anywhere" },
  ".jl-picker__tags": { listStyle: "none", m: "0", p: "0" },
  // An ordered picker's chosen values (skills, decision 187): one row each, its buttons at the end.
  ".jl-picker__order": {
    listStyle: "none",
    m: "0",
    p: "0",
    display: "flex",
    flexDirection: "column",
    fontSize: "sm",
    counterReset: "jl-order",
  },
  ".jl-picker__row": {
    display: "flex",
    alignItems: "center",
    gap: "2",
    py: "1",
    borderBottomWidth: "1px",
    borderColor: "border",
    counterIncrement: "jl-order",
    "&::before": { content: "counter(jl-order) '.'", color: "fg.muted", minW: "6", fontVariantNumeric: "tabular-nums" },
  },
  ".jl-picker__name": { flex: "1", minW: "0", overflowWrap: "anywhere" },
  ".jl-picker__moves": { display: "inline-flex", gap: "1", flexShrink: "0", "& > button": { minW: "8" } },
  ".jl-picker__tag": { _hover: { bg: "brand.subtle" } },
  ".jl-picker__remove": {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    minW: "6",
    h: "6",
    p: "0",
    borderWidth: "0",
    borderRadius: "full",
    bg: "transparent",
    color: "inherit",
    fontSize: "md",
    lineHeight: "1",
    cursor: "pointer",
    _hover: { bg: "brand.muted" },
    _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "1px" },
  },
  ".jl-combobox": { position: "relative" },
  ".jl-combobox__list": {
    position: "absolute",
    top: "100%",
    insetInline: "0",
    zIndex: "dropdown",
    listStyle: "none",
    m: "0",
    mt: "1",
    p: "1",
    maxH: "310px",
    overflowY: "auto",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "md",
    bg: "white",
    boxShadow: "md",
    "&[hidden]": { display: "none" },
  },
  ".jl-combobox__option": {
    px: "3",
    py: "2",
    borderRadius: "sm",
    fontSize: "sm",
    cursor: "pointer",
    overflowWrap: "anywhere",
    _hover: { bg: "bg.muted" },
    "&[data-active]": {
      bg: "brand.subtle",
      color: "brand.primary",
      outline: "2px solid",
      outlineColor: "brand.focusRing",
      outlineOffset: "-2px",
    },
    "&[aria-selected=true]": { fontWeight: "semibold" },
  },
  ".jl-check--md": { fontSize: "md", alignItems: "flex-start", "& input": { mt: "1" } },
  ".jl-chips": { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" },
  ".jl-chip": {
    display: "inline-flex",
    alignItems: "center",
    gap: "1.5",
    px: "3",
    py: "1",
    maxW: "full",
    borderRadius: "full",
    borderWidth: "1px",
    borderColor: "brand.200",
    bg: "brand.subtle",
    color: "brand.primary",
    fontSize: "sm",
    textDecoration: "none",
    overflowWrap: "anywhere",
    _hover: { bg: "brand.muted", textDecoration: "none" },
    _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
  },
  ".jl-chip--add": { bg: "white" },
  ".jl-chip__x": { fontSize: "md", lineHeight: "1" },
  ".jl-chips__clear": { color: "brand.primary" },
  ".jl-company": { display: "flex", alignItems: "flex-start", gap: "3", py: "3" },
  ".jl-dashboard__grid": {
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 340px" },
    gap: "6",
    alignItems: "start",
  },
};

/** Repeated list items: PersonCard (app/ui/person-card.tsx), RequestNote (app/features/network/request-note.tsx). */
const listClasses: Record<string, Styles> = {
  ".jl-person": {
    display: "flex",
    alignItems: "flex-start",
    gap: "3",
    py: "3",
    flexWrap: { base: "wrap", sm: "nowrap" },
  },
  ".jl-person__body": { display: "flex", flexDirection: "column", gap: "0.5", flex: "1", minW: "0" },
  ".jl-person__name": { fontWeight: "semibold", color: "fg", display: "inline", overflowWrap: "anywhere" },
  ".jl-person__bio": { fontSize: "sm", color: "fg.muted", lineClamp: 2 },
  ".jl-person__detail": { fontSize: "xs", color: "fg.muted" },
  ".jl-person__actions": {
    display: "flex",
    alignItems: "center",
    gap: "2",
    flexShrink: "0",
    w: { base: "full", sm: "auto" },
    justifyContent: { base: "flex-end", sm: "flex-start" },
  },
  // A notification (app/routes/notifications.tsx): unread ones tinted, with a dot on the avatar.
  ".jl-notice": {
    display: "flex",
    alignItems: "flex-start",
    gap: "3",
    py: "3",
    px: "2",
    mx: "-2",
    borderRadius: "md",
    flexWrap: { base: "wrap", sm: "nowrap" },
    "&[data-unread=true]": { bg: "brand.subtle" },
  },
  ".jl-notice__avatar": { position: "relative", flexShrink: "0" },
  ".jl-notice__dot": {
    position: "absolute",
    top: "0",
    right: "0",
    boxSize: "2.5",
    borderRadius: "full",
    bg: "brand.like",
    borderWidth: "2px",
    borderColor: "white",
  },
  ".jl-notice__link": {
    color: "fg",
    // A long name (a company's, a member's) wraps inside the row at 360 px.
    overflowWrap: "anywhere",
    textDecoration: "underline",
    textDecorationColor: "brand.200",
    _hover: { textDecoration: "underline", textDecorationColor: "brand.200", textUnderlineOffset: "3px" },
  },
  ".jl-notice__action": {
    flexShrink: "0",
    w: { base: "full", sm: "auto" },
    display: "flex",
    justifyContent: "flex-end",
  },
  // A conversation in Messages (app/features/messages/conversation-row.tsx): Chakra's LinkBox / LinkOverlay.
  ".jl-conversation": { display: "flex", alignItems: "center", gap: "3", py: "3", position: "relative" },
  ".jl-conversation a[href]:not(.jl-conversation__link), .jl-conversation abbr[title]": {
    position: "relative",
    zIndex: "1",
  },
  ".jl-conversation__line": {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: "2",
    minW: "0",
  },
  ".jl-conversation__line--top": { alignItems: "baseline" },
  ".jl-conversation__link": {
    position: "static",
    fontWeight: "semibold",
    color: "fg",
    minW: "0",
    truncate: true,
    _hover: { textDecoration: "underline" },
    "&::before": {
      content: "''",
      cursor: "inherit",
      display: "block",
      position: "absolute",
      top: "0",
      left: "0",
      zIndex: "0",
      width: "100%",
      height: "100%",
    },
  },
  ".jl-conversation[data-unread=true] .jl-conversation__link": { fontWeight: "bold" },
  ".jl-conversation__time": { fontSize: "xs", color: "fg.muted", flexShrink: "0" },
  ".jl-conversation__preview": { fontSize: "sm", color: "fg.muted", fontWeight: "normal", truncate: true, minW: "0" },
  ".jl-conversation[data-unread=true] .jl-conversation__preview": { color: "fg", fontWeight: "semibold" },
  ".jl-conversation__badge": { borderRadius: "full", flexShrink: "0" },
  // The open conversation marked in the side list (chat-split.tsx).
  ".jl-conversation[data-current=true]": { bg: "brand.50", mx: "-2", px: "2", borderRadius: "md" },
  // Messages side by side from md (app/features/messages/chat-split.tsx); one at a time below.
  ".jl-chat-split": {
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", md: "17rem minmax(0, 1fr)", lg: "20rem minmax(0, 1fr)" },
    gap: "4",
    alignItems: "start",
  },
  ".jl-chat-split__side": {
    display: { base: "none", md: "block" },
    px: "3",
    py: "1",
    position: "sticky",
    top: "4",
    maxH: "calc(100dvh - 6rem)",
    overflowY: "auto",
  },
  ".jl-chat-split__main": { minW: "0" },
  ".jl-chat-split__prompt": {
    display: { base: "none", md: "flex" },
    flexDirection: "column",
    gap: "1",
    alignItems: "center",
    justifyContent: "center",
    p: "10",
    minH: "20rem",
    textAlign: "center",
  },
  // ListRow (app/ui/list-section.tsx): a rule between items.
  ".jl-row + .jl-row": { borderTopWidth: "1px" },
  // Pagination (app/ui/pagination.tsx).
  ".jl-pagination": { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2", pt: "2" },
  ".jl-note": { mt: "1.5", borderLeftWidth: "3px", borderColor: "brand.200", pl: "2" },
  ".jl-note__text": { display: "block", fontSize: "sm", color: "fg", whiteSpace: "pre-line", quotes: "none" },
};

/**
 * Layout and text helpers, last so they win over the classes above: `jl-stack` (Chakra's Stack,
 * a column) and `jl-hstack` (HStack, a centred row), both with Chakra's default gap (2) unless a
 * `jl-gap-*` says otherwise; text sizes, colours and weights.
 */
const utilityClasses: Record<string, Styles> = {
  ".jl-stack": { display: "flex", flexDirection: "column", gap: "2" },
  ".jl-hstack": { display: "flex", flexDirection: "row", alignItems: "center", gap: "2" },
  ".jl-gap-0": { gap: "0" },
  ".jl-gap-half": { gap: "0.5" },
  ".jl-gap-1": { gap: "1" },
  ".jl-gap-2": { gap: "2" },
  ".jl-gap-3": { gap: "3" },
  ".jl-gap-4": { gap: "4" },
  ".jl-gap-5": { gap: "5" },
  ".jl-gap-6": { gap: "6" },
  ".jl-flex": { display: "flex" },
  ".jl-wrap": { flexWrap: "wrap" },
  ".jl-justify-end": { justifyContent: "flex-end" },
  ".jl-justify-between": { justifyContent: "space-between" },
  ".jl-text-xs": { fontSize: "xs" },
  ".jl-text-sm": { fontSize: "sm" },
  ".jl-min-w-0": { minW: "0" },
  ".jl-break-word": { wordBreak: "break-word" },
  ".jl-break-anywhere": { overflowWrap: "anywhere" },
  ".jl-break-all": { wordBreak: "break-all" },
  ".jl-pre-line": { whiteSpace: "pre-line" },
  ".jl-items-start": { alignItems: "flex-start" },
  ".jl-fg": { color: "fg" },
  ".jl-muted": { color: "fg.muted" },
  ".jl-fg-brand": { color: "brand.primary" },
  ".jl-medium": { fontWeight: "medium" },
  ".jl-semibold": { fontWeight: "semibold" },
};

export const staticClasses: Record<string, Styles> = {
  "html, body": { bg: "bg.page", color: "fg", minHeight: "100%" },
  a: { color: "inherit" },
  // JobCard (app/features/jobs/job-card.tsx): static classes instead of style props, because cards
  // come in lists and every style prop costs a serialisation per render.
  ".jl-job": { display: "flex", flexDirection: "column", gap: "2", py: "3", minW: "0" },
  ".jl-job__head": { display: "flex", flexDirection: "column", gap: "0.5", minW: "0" },
  ".jl-job__title-row": { display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: "2" },
  ".jl-job__title": {
    fontFamily: "heading",
    fontWeight: "semibold",
    fontSize: "md",
    lineHeight: "1.5rem",
    wordBreak: "break-word",
  },
  // The title's and the poster's links are styled through their parents (no class on each card's links).
  ".jl-job__title > a": {
    color: "brand.primary",
    borderRadius: "l1",
    _hover: { textDecoration: "underline" },
    _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
  },
  ".jl-job__company": { fontWeight: "medium", display: "flex", alignItems: "center", gap: "2", minW: "0" },
  ".jl-job__logo": { w: "5", h: "5", borderRadius: "sm", flexShrink: "0", objectFit: "cover" },
  ".jl-job__muted": { fontSize: "sm", color: "fg.muted" },
  ".jl-job__small": { fontSize: "sm" },
  ".jl-job__byline": { display: "flex", alignItems: "center", gap: "2", fontSize: "sm", color: "fg.muted" },
  ".jl-job__byline-text": { minW: "0" },
  ".jl-job__byline-text > a": {
    color: "fg",
    textDecoration: "underline",
    borderRadius: "l1",
    _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
  },
  ".jl-job__dot": { mx: "1.5" },
  ".jl-job__nowrap": { whiteSpace: "nowrap" },
  // One primary action, Save, and More (job-actions.tsx); the badge of an application's status
  // stands where the primary action would.
  ".jl-job__actions": { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" },
  ".jl-job__actions .jl-btn .jl-icon, .jl-menu__item .jl-icon": { boxSize: "4" },
  // The card buttons' icons, drawn here (`jl-i-like` on the button: icon-masks.ts): where the
  // `<svg class="jl-icon">` stood — a flex item of the button, 16 px, in the text's colour
  // (kept so in forced colours, where backgrounds are replaced).
  ...iconMaskClasses({
    content: '""',
    display: "block",
    boxSize: "4",
    flexShrink: "0",
    bg: "currentColor",
    maskRepeat: "no-repeat",
    maskPosition: "center",
    maskSize: "100% 100%",
    forcedColorAdjust: "none",
  }),
  // At 360 px the three fit on one line: More shows its icon only (its name is its aria-label),
  // and a card's "Ask for a referral" its name only (the job page keeps the icon).
  ".jl-job .jl-job__actions .jl-i-referral::before": { display: { base: "none", sm: "block" } },
  ".jl-job__more-label": { display: { base: "none", sm: "inline" } },
  // The main navigation's items (app/ui/app-header.tsx): in the bottom bar below md, with small
  // labels; in the header's row from md, the current page's underlined (aria-current="page").
  ".jl-nav__link": {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    color: "fg.muted",
    px: { base: "2", md: "3" },
    py: "1",
    borderRadius: { base: "l1", md: "0" },
    borderBottomWidth: { md: "2px" },
    borderBottomStyle: { md: "solid" },
    borderBottomColor: { md: "transparent" },
    _hover: { color: { md: "brand.primary" } },
    _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
    "&[aria-current=page]": { color: "brand.primary", borderBottomColor: { md: "brand.primary" } },
    "& .jl-nav__label": { fontSize: { base: "2xs", md: "xs" }, fontWeight: { md: "medium" } },
  },
  ".jl-nav__icon": { position: "relative", display: "inline-flex" },
  ".jl-nav__icon > svg": { width: "5", height: "5", flexShrink: "0" },
  // The header's icons drawn by the stylesheet are 20 px (the cards' 16).
  ".jl-nav__icon::before, .jl-search__submit::before": { boxSize: "5" },
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
  ...recipeClasses,
  ...shellClasses,
  ...authClasses,
  ...pageClasses,
  ...listClasses,
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
  ...utilityClasses,
};

/** The theme with the static classes: what the stylesheet is written from. */
export const system = createSystem(defaultConfig, themeConfig, defineConfig({ globalCss: staticClasses }));
