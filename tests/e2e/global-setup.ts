/**
 * Build the app once before the browser tests when build/ is missing or older than the sources.
 * (scripts/test.mjs always builds first, so there this is a quick no-op check.)
 * Skipped when E2E_BASE_URL or E2E_APP_DIR points elsewhere, or with E2E_SKIP_BUILD=1.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "#tests/e2e/support/app-server.ts";

const SOURCES = ["app", "public", "server.js", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export default function globalSetup(): void {
  if (process.env.E2E_BASE_URL || process.env.E2E_APP_DIR || process.env.E2E_SKIP_BUILD === "1") return;
  const built = path.join(REPO_ROOT, "build", "server", "index.js");
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(REPO_ROOT, s))));
  if (builtAt >= sourcesAt) return;
  console.log(builtAt ? "[e2e] build/ is older than the sources: rebuilding" : "[e2e] no build/: building");
  const res = spawnSync("npm", ["run", "build"], { cwd: REPO_ROOT, stdio: "inherit", env: process.env });
  if (res.status !== 0) throw new Error(`npm run build failed (exit ${res.status})`);
}
