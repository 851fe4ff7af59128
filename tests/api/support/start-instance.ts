/**
 * One app instance's start-up in a process of its own, for the start-up race test
 * (tests/api/startup.test.ts): the backend configured from the environment as `server.js`
 * configures it (`DATABASE_URL`, `SEED_DEMO`, …), answering `/healthz` and `/api/*` on a free
 * port. Prints `READY <port>` once it answers, or `FAILED <message>` and exits 1 when the
 * start-up fails. Stops on SIGTERM.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { backendOptionsFromEnv, createBackend, nodeFetchHandler } from "#app/backend/index.server.ts";

try {
  const backend = await createBackend(backendOptionsFromEnv());
  const server = serve({ fetch: nodeFetchHandler(backend), port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once("listening", () => resolve())));
  console.log(`READY ${(server.address() as AddressInfo).port}`);
  process.on("SIGTERM", () => {
    server.closeAllConnections();
    server.close(() => backend.close().finally(() => process.exit(0)));
  });
} catch (error) {
  console.log(`FAILED ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
