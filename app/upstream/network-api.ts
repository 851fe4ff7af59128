import type { UpstreamClient } from "./client.ts";

/**
 * Connections, resume requests and notifications (issue 3).
 * See docs/api-contract.md "Profiles and network".
 */
export function networkApi(_client: UpstreamClient) {
  return {};
}
