/**
 * Every client call is one endpoint of the contract (decisions 157 and 194). The compiler sees
 * most of it: `client.send`, `client.sendRaw` and `getPaged` take an endpoint object of the
 * registry (`ContractEndpoint`) and send its method to its path. What it cannot see is checked
 * here: that no module calls the client around them (its untyped `request`, `get`, `post`,
 * `put`, `patch`, `delete` or `raw`), and that no module outside app/contract writes an API
 * path of its own.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

/** The app's modules, tests left out. */
function sources(dir: string = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

const modules = sources().map((path) => ({ name: relative(ROOT, path), text: readFileSync(path, "utf8") }));

/** A module without its comments: a path named in a comment is documentation. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}

/** The API's own prefix, which robots.txt keeps crawlers out of: no endpoint's path. */
const API_MOUNT = '"/api/"';

describe("the client's calls and the contract", () => {
  it("no module calls the client around its typed methods", () => {
    const untyped = modules
      .filter(({ name }) => name !== join("upstream", "client.ts"))
      .flatMap(({ name, text }) =>
        [...text.matchAll(/\bclient\s*\.\s*(request|get|post|put|patch|delete|raw)\s*[<(]/g)].map(
          (m) => `${name}: client.${m[1]}`,
        ),
      );
    expect(untyped).toEqual([]);
  });

  it("no module outside app/contract writes an API path", () => {
    const written = modules
      .filter(({ name }) => !name.startsWith(`contract${"/"}`))
      .flatMap(({ name, text }) =>
        [...code(text).matchAll(/["'`]\/api\/[^"'`]*["'`]?/g)]
          .map((m) => m[0])
          .filter((literal) => literal !== API_MOUNT)
          .map((literal) => `${name}: ${literal}`),
      );
    expect(written).toEqual([]);
  });

  it("finds a path written in code, and not one named in a comment", () => {
    const sample =
      '/** `/api/block/create/` */\nconst a = "/api/block/create/"; // `/api/x/`\nconst b = `https://example.com`;';
    expect([...code(sample).matchAll(/["'`]\/api\/[^"'`]*["'`]?/g)].map((m) => m[0])).toEqual(['"/api/block/create/"']);
  });
});
