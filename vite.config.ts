import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { precompress } from "./app/precompress.server.ts";

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

export default defineConfig({
  build: {
    rolldownOptions: {
      // Chakra's preset module makes a `defaultSystem` nobody here uses; the call is not marked
      // pure, so it stayed in the bundle and built a whole system (every token and its CSS) when
      // the module loaded: a few hundred ms of a phone's CPU on every Chakra page (decision 139).
      treeshake: { manualPureFunctions: ["createSystem"] },
    },
  },
  plugins: [chakraGlobalCss(), reactRouter(), precompress()],
  resolve: { tsconfigPaths: true },
  ssr: { external: ["pg", "sharp", "nodemailer"] },
});
