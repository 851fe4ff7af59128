import { OAuth2Server } from "oauth2-mock-server";
import { test as base, expect } from "./fixtures.ts";

/** The identity the mock provider vouches for in the next id_token. */
let nextIdentity = { sub: "", email: "" };

// A local OpenID provider for this worker, and the worker's app server configured to use it.
const test = base.extend<object, { oidc: OAuth2Server }>({
  oidc: [
    async ({}, use) => {
      const oidc = new OAuth2Server();
      await oidc.issuer.keys.generate("RS256");
      await oidc.start(0, "127.0.0.1");
      oidc.service.on("beforeTokenSigning", (token) => {
        Object.assign(token.payload, { ...nextIdentity, email_verified: true });
      });
      await use(oidc);
      await oidc.stop();
    },
    { scope: "worker" },
  ],
  appEnv: [
    async ({ oidc }, use) => {
      await use({
        GOOGLE_CLIENT_ID: "joblink-e2e",
        GOOGLE_CLIENT_SECRET: "e2e-secret",
        GOOGLE_ISSUER: oidc.issuer.url!,
      });
    },
    { scope: "worker" },
  ],
});

test("Continue with Google creates the account and leads to onboarding", async ({ page, waitForHydration }) => {
  const email = `google-${Date.now()}-${test.info().project.name}@example.com`;
  nextIdentity = { sub: `google-${email}`, email };
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/individual\/details$/);
  await expect(page.getByRole("heading", { name: "Tell us about yourself" })).toBeVisible();

  // Logged in: the login page now sends the member on.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/individual\/details$/);
});

test("a callback with a forged state is refused", async ({ page }) => {
  await page.goto("/auth/google/callback?code=abc&state=forged");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Google sign-in did not complete. Please try again.")).toBeVisible();
});
