import type { Config } from "@react-router/dev/config";

// The bare React Router app JobLink is measured against (scripts/bench.mjs builds and serves it).
export default {
  ssr: true,
} satisfies Config;
