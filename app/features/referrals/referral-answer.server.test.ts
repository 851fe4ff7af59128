/**
 * The poster's answers to an application, called the way each screen's action calls them, with a
 * fake session and a fake upstream API: which call, what is flashed, where the poster goes back.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { apiContext, type AuthRecord, type FlashMessage, sessionContext } from "#app/context.ts";
import { handlePosterAction } from "#app/features/jobs/job-post.server.ts";
import type { UpstreamApi } from "#app/upstream/api.ts";
import { UpstreamError } from "#app/upstream/client.ts";
import { answerReferralOr } from "./referral-answer.server.ts";
import { BANNER_ANSWERS } from "./referral-banner.server.ts";

const POSTER: AuthRecord = { access_token: "T", type_of_user: "individual", onboarding_complete: true };

function setup(referrals: Partial<UpstreamApi["referrals"]> = {}, auth: AuthRecord | null = POSTER) {
  const flashed: FlashMessage[] = [];
  const context = new RouterContextProvider();
  context.set(sessionContext, {
    auth,
    setAuth() {},
    flash: (type, message) => void flashed.push({ type, message }),
    takeFlash: () => [],
  });
  context.set(apiContext, { referrals } as unknown as UpstreamApi);
  return { context, flashed };
}

function post(path: string, entries: Record<string, string>) {
  return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(entries) });
}

const answered = (message: string) => vi.fn(async () => ({ data: {} as never, message }));
const location = (result: unknown) => (result instanceof Response ? result.headers.get("Location") : null);
const screenAction = vi.fn(
  async ({ request }: { request: Request }) => `screen: ${(await request.formData()).get("intent")}`,
);

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

describe("the referral banner's answers (a member's profile)", () => {
  const banner = (context: RouterContextProvider, path: string, entries: Record<string, string>) =>
    answerReferralOr({ request: post(path, entries), context }, BANNER_ANSWERS, screenAction);

  it("refer flashes the API's sentence and keeps the banner open", async () => {
    const refer = answered("Referred.");
    const { context, flashed } = setup({ refer });
    const result = await banner(context, "/profile/asha/4.data?referral_id=5", { intent: "refer", referral_id: "5" });
    expect(refer).toHaveBeenCalledWith({ referral_id: 5 });
    expect(location(result)).toBe("/profile/asha/4?referral_id=5");
    expect(flashed).toEqual([{ type: "success", message: "Referred." }]);
  });

  it("ignore goes back to the profile without the banner", async () => {
    const ignore = answered("Request ignored.");
    const { context, flashed } = setup({ ignore });
    const result = await banner(context, "/profile/4?referral_id=5&ignore=5", { intent: "ignore", referral_id: "5" });
    expect(ignore).toHaveBeenCalledWith({ referral_id: 5 });
    expect(location(result)).toBe("/profile/4");
    expect(flashed).toEqual([{ type: "success", message: "Request ignored." }]);
  });

  it("a refusal is the API's message, back on the banner", async () => {
    const ignore = vi.fn(async () => {
      throw new UpstreamError({ status: 409, body: { result: false, message: "You already referred this member." } });
    });
    const { context, flashed } = setup({ ignore });
    const result = await banner(context, "/profile/4", { intent: "ignore", referral_id: "5" });
    expect(location(result)).toBe("/profile/4?referral_id=5");
    expect(flashed).toEqual([{ type: "error", message: "You already referred this member." }]);
  });

  it("the owner's forms, and answers the banner does not offer, go to the page's own action unread", async () => {
    const { context } = setup();
    expect(await banner(context, "/profile/4", { intent: "intro", first_name: "Asha" })).toBe("screen: intro");
    expect(await banner(context, "/profile/4", { intent: "not_select", referral_id: "5" })).toBe("screen: not_select");
  });

  it("a visitor is sent to log in; a bad id is refused", async () => {
    const refer = answered("Referred.");
    const visitor = setup({ refer }, null);
    expect(
      location(await thrown(() => banner(visitor.context, "/profile/4", { intent: "refer", referral_id: "5" }))),
    ).toBe("/login?redirectTo=%2Fprofile%2F4");
    const { context } = setup({ refer });
    const refused = await thrown(() => banner(context, "/profile/4", { intent: "refer", referral_id: "x" }));
    expect(refused).toMatchObject({ data: "This form cannot be handled here.", init: { status: 400 } });
    expect(refer).not.toHaveBeenCalled();
  });
});

describe("the post's responses (my posts, post details, a company's applications)", () => {
  it("not selected goes back to the same tab, filter and page, without the confirmation", async () => {
    const setStatus = answered("Marked as not selected.");
    const { context, flashed } = setup({ setStatus });
    const request = post("/post-details/9.data?tab=responses&status=all&page=2&cursor=abc&not-select=5", {
      intent: "not_select",
      referral_id: "5",
    });
    const result = await handlePosterAction({ request, context });
    expect(setStatus).toHaveBeenCalledWith({ referral_id: 5, status: "not_selected" });
    expect(location(result)).toBe("/post-details/9?tab=responses&status=all&page=2&cursor=abc");
    expect(flashed).toEqual([{ type: "success", message: "Marked as not selected." }]);
  });

  it("refer and ignore are answered the same way", async () => {
    const refer = answered("Referred.");
    const ignore = answered("Request ignored.");
    const { context, flashed } = setup({ refer, ignore });
    expect(
      location(
        await handlePosterAction({
          request: post("/corporate/posts/9/applications?status=all", { intent: "refer", referral_id: "6" }),
          context,
        }),
      ),
    ).toBe("/corporate/posts/9/applications?status=all");
    expect(
      location(
        await handlePosterAction({
          request: post("/post-details/9?tab=responses", { intent: "ignore", referral_id: "7" }),
          context,
        }),
      ),
    ).toBe("/post-details/9?tab=responses");
    expect(refer).toHaveBeenCalledWith({ referral_id: 6 });
    expect(ignore).toHaveBeenCalledWith({ referral_id: 7 });
    expect(flashed.map((f) => f.message)).toEqual(["Referred.", "Request ignored."]);
  });
});
