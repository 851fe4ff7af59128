// Patches React Router's route matching after `npm ci` / `npm install` (the `postinstall` script;
// decision 145). Run again at any time: a patched file is left as it is.
//
// React Router 8.4 matches a URL by walking the ranked branches of the route tree one by one, and
// for each branch matches its routes segment by segment (a regular expression, two joinPaths and
// a normalised pathname per route), so a URL whose route ranks late (/login, /notifications:
// one segment) pays for every branch ranked before it, and every page pays for the branches of
// the layouts it shares: 8-11 % of the server time of /login (upstream issue #15249, open).
// The patch first tests the branch's whole path with one precompiled expression and skips the
// branch when it cannot match. That test is only a filter: every URL the segment-by-segment walk
// matches also matches the whole path (its expression is the segments' expressions joined), and
// a branch that passes is still walked as before, so what matches and its params are unchanged.
// Partial matching (allowPartial) and case-sensitive branches are walked as before.
//
// A second patch keeps the route tree React renders a page with from one page to the next: React
// Router's ServerRouter rebuilt it on every render from the build's manifest (createServerRoutes,
// then createStaticRouter's convertRoutesToDataRoutes over every route of the app), 3-4 % of the
// dashboard's server time. Both are pure functions of the build (the manifest, the route modules,
// the future flags): the patch keeps their results while those are the same objects, and builds
// them anew otherwise (a new build in development).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const VERSION = "8.4.0";
const MARK = "/* joblink: whole-path check (scripts/patch-react-router.mjs) */";
const ROUTES_MARK = "/* joblink: server routes kept (scripts/patch-react-router.mjs) */";

const PATCHES = [
  {
    mark: MARK,
    files: [
      "dist/production/lib/router/utils.js",
      "dist/development/lib/router/utils.js",
      "dist/production/index-react-server.js",
      "dist/development/index-react-server.js",
    ],
    requires: /\nfunction compilePath\(/,
    original:
      "\tfor (let i = 0; matches == null && i < branches.length; ++i) matches = matchRouteBranch(branches[i], decoded, allowPartial);\n\treturn matches;\n}\n",
    patched: `\tfor (let i = 0; matches == null && i < branches.length; ++i) {
\t\t${MARK}
\t\tif (!allowPartial && !couldMatchWhole(branches[i], decoded)) continue;
\t\tmatches = matchRouteBranch(branches[i], decoded, allowPartial);
\t}
\treturn matches;
}
const wholePathMatchers = new WeakMap();
function couldMatchWhole(branch, pathname) {
\tlet matcher = wholePathMatchers.get(branch);
\tif (matcher === void 0) {
\t\tmatcher = branch.routesMeta.some((meta) => meta.caseSensitive) ? null : compilePath(branch.path, false, true)[0];
\t\twholePathMatchers.set(branch, matcher);
\t}
\treturn matcher === null || matcher.test(pathname);
}
`,
  },
  {
    mark: ROUTES_MARK,
    files: ["dist/production/lib/dom/ssr/server.js", "dist/development/lib/dom/ssr/server.js"],
    requires: /\nfunction ServerRouter\(/,
    original: "\tlet routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);\n",
    patched: `\t${ROUTES_MARK}
\tlet routes = keptServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);
`,
    append: `
const keptRoutes = new WeakMap();
function keptServerRoutes(manifestRoutes, routeModules, future, isSpaMode) {
\tlet kept = keptRoutes.get(manifestRoutes);
\tif (kept && kept.future === future && kept.isSpaMode === isSpaMode && sameModules(kept.routeModules, routeModules)) return kept.routes;
\tlet routes = createServerRoutes(manifestRoutes, routeModules, future, isSpaMode);
\tkeptRoutes.set(manifestRoutes, { routes, routeModules: { ...routeModules }, future, isSpaMode });
\treturn routes;
}
function sameModules(kept, routeModules) {
\tlet ids = Object.keys(routeModules);
\tif (ids.length !== Object.keys(kept).length) return false;
\tfor (let id of ids) if (kept[id] !== routeModules[id]) return false;
\treturn true;
}
`,
  },
  {
    mark: ROUTES_MARK,
    files: ["dist/production/lib/dom/server.js", "dist/development/lib/dom/server.js"],
    requires: /\nfunction createStaticRouter\(/,
    original: "\tlet manifest = {};\n\tlet dataRoutes = convertRoutesToDataRoutes(routes, void 0, void 0, manifest);\n",
    patched: `\t${ROUTES_MARK}
\tlet { manifest, dataRoutes } = keptDataRoutes(routes);
`,
    append: `
const keptDataRoutesOf = new WeakMap();
function keptDataRoutes(routes) {
\tlet kept = keptDataRoutesOf.get(routes);
\tif (!kept) {
\t\tlet manifest = {};
\t\tkept = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, void 0, void 0, manifest) };
\t\tkeptDataRoutesOf.set(routes, kept);
\t}
\treturn kept;
}
`,
  },
];

const require = createRequire(import.meta.url);
let root;
try {
  root = path.dirname(require.resolve("react-router/package.json"));
} catch {
  // Not installed (yet): nothing to patch.
  process.exit(0);
}
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
if (version !== VERSION) {
  console.error(
    `scripts/patch-react-router.mjs: written for react-router ${VERSION}, found ${version}. ` +
      "Check whether the new version still needs it (decision 145), then update or remove the patch.",
  );
  process.exit(1);
}
for (const patch of PATCHES) {
  for (const file of patch.files) {
    const where = path.join(root, file);
    const text = readFileSync(where, "utf8");
    if (text.includes(patch.mark)) continue;
    if (!text.includes(patch.original) || !patch.requires.test(text)) {
      console.error(`scripts/patch-react-router.mjs: ${file} is not the file the patch was written for.`);
      process.exit(1);
    }
    writeFileSync(where, text.replace(patch.original, patch.patched) + (patch.append ?? ""));
  }
}
