import { expect, test } from "./fixtures.ts";

// The demo data has Asha reposting Acme's "Senior Frontend Engineer (React)" post.
test("a member's reposts show on their public profile", async ({ page, request, waitForHydration, expectAxeClean }) => {
  const login = await request.post("/api/user/login/", { data: { email: "asha@joblink.test", password: "Demo@1234" } });
  expect(login.ok()).toBe(true);
  const { data } = await login.json();

  await page.goto(`/profile/${data.user.id}`);
  await waitForHydration(page);
  const reposts = page.getByRole("region", { name: "Reposts" });
  await expect(reposts.getByRole("link", { name: "Senior Frontend Engineer (React)" })).toBeVisible();
  await expect(reposts.getByText(/^Reposted /)).toBeVisible();
  await expectAxeClean(page);
});
