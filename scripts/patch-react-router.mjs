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
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const VERSION = "8.4.0";
const MARK = "/* joblink: whole-path check (scripts/patch-react-router.mjs) */";
const FILES = [
  "dist/production/lib/router/utils.js",
  "dist/development/lib/router/utils.js",
  "dist/production/index-react-server.js",
  "dist/development/index-react-server.js",
];
const ORIGINAL =
  "\tfor (let i = 0; matches == null && i < branches.length; ++i) matches = matchRouteBranch(branches[i], decoded, allowPartial);\n\treturn matches;\n}\n";
const PATCHED = `\tfor (let i = 0; matches == null && i < branches.length; ++i) {
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
`;

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
for (const file of FILES) {
  const where = path.join(root, file);
  const text = readFileSync(where, "utf8");
  if (text.includes(MARK)) continue;
  if (!text.includes(ORIGINAL) || !/\nfunction compilePath\(/.test(text)) {
    console.error(`scripts/patch-react-router.mjs: ${file} is not the file the patch was written for.`);
    process.exit(1);
  }
  writeFileSync(where, text.replace(ORIGINAL, PATCHED));
}
