import type { UpstreamClient } from "./client.ts";

/**
 * Profiles, uploads, experience, education, resume and company employees (issue 3).
 * See docs/api-contract.md "Profiles and network".
 */
export function profileApi(_client: UpstreamClient) {
  return {};
}
