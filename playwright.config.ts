import { defineConfig } from "@playwright/test";

/**
 * Browser tests run in Debian's Chromium (never a Playwright-downloaded browser: this machine
 * has no network besides the npm registry and Debian's packages).
 *
 * Every spec runs twice: project `js` (JavaScript on) and project `nojs` (JavaScript off), so
 * the progressive-enhancement promise is tested, not assumed. A spec can branch on
 * `testInfo.project.name` when the two paths differ.
 *
 * Each worker starts its own app server with its own fresh database: see tests/e2e/fixtures.ts.
 */
const CI = !!process.env.CI;

export default defineConfig({
  testDir: "./tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "./test-results/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  forbidOnly: CI,
  workers: 2,
  // No retry: a test that passes only on a second try is a bug, in the test or in the app.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    browserName: "chromium",
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    // two-instances.spec.ts proves the deployment of several instances with JavaScript on; its
    // pages are the ones the other specs test without JavaScript (decision 128).
    { name: "nojs", use: { javaScriptEnabled: false }, testIgnore: "**/two-instances.spec.ts" },
  ],
});
