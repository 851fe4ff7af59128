import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { precompress } from "./app/server/precompress.server.ts";

const GENERATED_CSS = "app/ui/generated/chakra.css";

/** Writes Chakra's global and token CSS to a file the root route links as a hashed asset. */
function chakraGlobalCss(): Plugin {
  return {
    name: "joblink:chakra-global-css",
    async buildStart() {
      const { globalCssText } = await import("./app/ui/global-css.ts");
      const css = globalCssText();
      let current = "";
      try {
        current = readFileSync(GENERATED_CSS, "utf8");
      } catch {}
      if (current !== css) {
        mkdirSync("app/ui/generated", { recursive: true });
        writeFileSync(GENERATED_CSS, css);
      }
    },
  };
}

/**
 * How the browser's scripts are cut into files (decision 139). Without groups every module
 * shared by a different set of pages became a file of its own: a job page loaded 68 files,
 * most under 2 kB. Now: React and React Router in one file; Zod, Chakra (with Ark, Zag and
 * Emotion) each in one, loaded only by the pages and dialogs that use them; what every page of
 * the app layout shows (the header, the shell) in one; what lists, a job and a profile share
 * (cards, their actions, the dialogs' openers) in one.
 */
const browserChunks = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
      priority: 30,
    },
    { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 20 },
    {
      name: "chakra",
      test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|stylis|proxy-compare|@swc|hoist-non-react-statics|react-is)[\\/]/,
      priority: 10,
    },
    {
      name: "shell",
      test: /[\\/]app[\\/]ui[\\/](app-shell|app-header|navigation-progress|logo|logout|lazy|static|snackbar|title|nonce|icons|disclosure-menu|user-avatar|hydrated|error-screen|live[\\/][^/\\]+)\.tsx?$/,
      priority: 4,
    },
    {
      name: "cards",
      test: /[\\/]app[\\/](ui[\\/](share-meta|pagination|route-dialog|intent-button|list-section|person-card)|features[\\/](jobs[\\/](job-card|job-actions|job-list|dialog-params|card-post|post-overview|plural|job-post-labels)|referrals[\\/]application|network[\\/](dialog-params|connection-actions)|resume-requests[\\/]resume-request-button|profiles[\\/]profile-view))\.tsx?$/,
      priority: 3,
    },
  ],
};

export default defineConfig({
  build: {
    rolldownOptions: {
      // Chakra's preset module makes a `defaultSystem` nobody here uses; the call is not marked
      // pure, so it stayed in the bundle and built a whole system (every token and its CSS) when
      // the module loaded: a few hundred ms of a phone's CPU on every Chakra page (decision 139).
      treeshake: { manualPureFunctions: ["createSystem"] },
    },
  },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: browserChunks } } } },
  },
  plugins: [chakraGlobalCss(), reactRouter(), precompress()],
  ssr: { external: ["pg", "sharp", "nodemailer"] },
});
