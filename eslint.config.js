// ESLint: a small rule set that catches mistakes, not style (Prettier owns the layout; the
// typecheck owns the types). `npm run lint` runs it with knip and the typecheck (decision 180).
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** A `no-restricted-imports` block for `files` (see its use below). */
function restrictedImports(files, { conform = false, layers = false, ignores = [] }) {
  const patterns = [{ group: ["../*", "~/*"], message: "Import across folders with #app/…, #tests/… or #scripts/…." }];
  if (layers) patterns.push({ group: ["**/features/**"], message: "Shared rules live in app/forms." });
  const paths = conform
    ? [
        {
          name: "@conform-to/zod/v4",
          importNames: ["parseWithZod"],
          message: "Import parseWithZod from #app/forms/parse.ts (a forged form answers 400).",
        },
      ]
    : [];
  return [{ files, ignores, rules: { "no-restricted-imports": ["error", { patterns, paths }] } }];
}

/**
 * The API answers JSON through answerJson (lib/http.ts), which hands the value to an in-process
 * caller instead of writing text that the page would parse again.
 */
const ANSWER_JSON = {
  selector: "CallExpression[callee.object.name='c'][callee.property.name='json']",
  message: "Answer with answerJson(c, …) (or ok/okPaged), not c.json.",
};

/** An API route's method, path and caller check are its contract endpoint's (decision 194). */
const CONTRACT_ROUTES = {
  selector: "CallExpression[callee.object.name='app'][callee.property.name=/^(get|post|put|patch|delete|all|on)$/]",
  message: "Register an API route from its contract endpoint: on(api.x, handler) (lib/contract-routes.ts).",
};

export default tseslint.config(
  // What .gitignore leaves out (ESLint does not read it).
  {
    ignores: [
      "build/",
      ".react-router/",
      "data/",
      "test-results/",
      "playwright-report/",
      "app/ui/generated/",
      "bench/baseline/build/",
      "bench/baseline/.react-router/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `_`-prefixed names are deliberately unused (a field left out of a rest, a required parameter).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // `catch {}` is how the code says "a missing file or a failed clean-up is fine here".
      "no-empty": ["error", { allowEmptyCatch: true }],
      // A `let` declared early so that a clean-up closure can read it before the timer is set.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true, destructuring: "all" }],
      // Input checks match control characters on purpose (file names, redirects, form text).
      "no-control-regex": "off",
      // It flags a variable's starting value that a `try` or a loop then overwrites; the code
      // keeps those starting values so that every path reads a defined value.
      "no-useless-assignment": "off",
    },
  },
  {
    // The hooks rules for React code only: Playwright's fixtures also call a function `use`.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  // Imports (one rule, so that later blocks add to it rather than replace it):
  // - one scheme (decision 193): across folders `#app/…`, `#tests/…` or `#scripts/…` (package.json's
  //   imports), a sibling `./name.ts`; never a climb of `../` or the old `~/` alias;
  // - layers point one way (decision 192): the shared rules, the contract and the backend never
  //   import the screens' code; what they share with the forms lives in app/forms;
  // - forms are parsed by app/forms/parse.ts, which answers a forged form 400 instead of 500.
  ...restrictedImports(["app/**/*.{ts,tsx}", "tests/**/*.ts", "scripts/**/*.mjs"], { conform: true }),
  ...restrictedImports(["app/forms/**/*.ts", "app/contract/**/*.ts", "app/backend/**/*.ts"], {
    conform: true,
    layers: true,
    ignores: ["**/*.test.ts"],
  }),
  ...restrictedImports(["app/forms/parse.ts"], { layers: true }),
  {
    files: ["app/backend/**/*.ts"],
    ignores: ["app/backend/lib/http.ts", "app/backend/lib/contract-routes.ts", "app/backend/**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", ANSWER_JSON, CONTRACT_ROUTES] },
  },
  { files: ["app/backend/lib/http.ts"], rules: { "no-restricted-syntax": ["error", CONTRACT_ROUTES] } },
  { files: ["app/backend/lib/contract-routes.ts"], rules: { "no-restricted-syntax": ["error", ANSWER_JSON] } },
  {
    // Playwright wants a fixture's first parameter destructured, even when it needs no other fixture.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    // Tests read the API's JSON answers as they come, untyped, and check them with expect.
    files: ["tests/**/*.ts", "app/**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
