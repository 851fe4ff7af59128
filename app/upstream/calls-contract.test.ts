/**
 * Every client call is one endpoint of the contract (decision 157). The pairing is checked when
 * the code compiles: `client.send<E>`, `client.sendRaw<E>` and `getPaged<E>` take only the method
 * and path of `E`, and `E` must be an endpoint of the registry (`ContractEndpoint`). What the
 * compiler cannot see is checked here: that no module calls the client around them (its untyped
 * `request`, `get`, `post`, `put`, `patch`, `delete` or `raw`), that the area modules the
 * client's types come from are the registry's, and, once more at run time, that each
 * (method, path) written in a call is the registry's.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { AREAS, findEndpoint } from "#app/contract/index.ts";

const ROOT = join(import.meta.dirname, "..");

/** The app's modules, tests and the client itself left out. */
function sources(dir: string = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

const CLIENT = join(ROOT, "upstream", "client.ts");
const modules = sources()
  .filter((path) => path !== CLIENT)
  .map((path) => ({ name: relative(ROOT, path), text: readFileSync(path, "utf8") }));

/** Each call written `send<typeof x.y>("METHOD", "path"`, `sendRaw<…>(…)` or `getPaged<typeof x.y>(client, "path"`. */
function calls(text: string): Array<{ method: string; path: string }> {
  const found: Array<{ method: string; path: string }> = [];
  for (const m of text.matchAll(/\.send(?:Raw)?<[^>]+>\(\s*"([A-Z]+)",\s*([`"])([^`"]*)\2/g))
    found.push({ method: m[1], path: m[3] });
  for (const m of text.matchAll(/\bgetPaged<[^>]+>\(\s*client,\s*([`"])([^`"]*)\1/g))
    found.push({ method: "GET", path: m[2] });
  return found;
}

describe("the client's calls and the contract", () => {
  it("no module calls the client around its typed methods", () => {
    const untyped = modules.flatMap(({ name, text }) =>
      [...text.matchAll(/\bclient\s*\.\s*(request|get|post|put|patch|delete|raw)\s*[<(]/g)].map(
        (m) => `${name}: client.${m[1]}`,
      ),
    );
    expect(untyped).toEqual([]);
  });

  it("each (method, path) a call names is an endpoint of the registry", () => {
    const written = modules.flatMap(({ name, text }) => calls(text).map((call) => ({ name, ...call })));
    // The calls of every area (a guard against this test's own pattern missing them).
    expect(written.length).toBeGreaterThan(90);
    const missing = written
      // A path built from a list's name (the master lists) stands for each of them: check one.
      .map((call) => ({ ...call, path: call.path.replace(/\$\{[^}]+\}/g, "skill") }))
      .filter((call) => !findEndpoint(call.method, call.path))
      .map((call) => `${call.name}: ${call.method} ${call.path}`);
    expect(missing).toEqual([]);
  });

  it("the area modules the client's types name are the registry's (ContractEndpoint lists the same)", () => {
    const index = readFileSync(join(ROOT, "contract", "index.ts"), "utf8");
    const inUnion = [...index.matchAll(/EndpointOf<typeof (\w+)>/g)].map((m) => m[1]).sort();
    const inAreas = [...index.matchAll(/endpoints: (\w+),?\s*\}/g)].map((m) => m[1]).sort();
    expect(inUnion).toEqual(inAreas);
    expect(inAreas).toHaveLength(AREAS.length);
  });
});
