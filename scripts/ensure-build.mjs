// `npm start` runs this first: build the app when there is no build yet, or when a source file is
// newer than it, so `npm ci && npm start` works on a fresh clone.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "build/server/index.js");
const sources = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === "generated" || entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? "No build yet: building JobLink…" : "Sources changed: rebuilding JobLink…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  process.exit(result.status ?? 1);
}
