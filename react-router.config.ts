import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest comes with the first page (in the fingerprinted manifest file,
  // cached for a year) instead of being worked out per request for the current URL ("lazy",
  // which matched the routes of every parent path on each render) and patched in with
  // /__manifest requests while navigating. JobLink has about fifty routes: the file is small.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
