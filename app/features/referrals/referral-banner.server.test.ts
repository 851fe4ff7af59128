/**
 * The banner on an applicant's profile opened with `?referral_id=`: when it shows, and the
 * application's status it shows with (the banner offers Refer and Ignore while it waits).
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { apiContext, type AuthRecord, sessionContext } from "#app/context.ts";
import type { ReferralResponseDetail } from "#app/contract/referrals.ts";
import type { UpstreamApi } from "#app/upstream/api.ts";
import { loadReferralBanner } from "./referral-banner.server.ts";

const POSTER: AuthRecord = { access_token: "T", type_of_user: "individual", onboarding_complete: true };
const APPLICANT = 7;

function contextFor(
  read: (query: { referral_id: number }) => Promise<Partial<ReferralResponseDetail>>,
  auth: AuthRecord | null = POSTER,
) {
  const context = new RouterContextProvider();
  context.set(sessionContext, { auth, setAuth() {}, flash() {}, takeFlash: () => [] });
  context.set(apiContext, { referrals: { read } } as unknown as UpstreamApi);
  return context;
}

const application =
  (status: ReferralResponseDetail["status"], application_status: ReferralResponseDetail["application_status"]) =>
  async () => ({
    referral_id: 3,
    status,
    application_status,
    user: { id: APPLICANT } as ReferralResponseDetail["user"],
    job_post: { id: 9, title: "Backend engineer", status: "open" as const },
  });

const url = (search: string) => new URL(`http://localhost/profile/ravi/${APPLICANT}${search}`);

describe("loadReferralBanner", () => {
  it("shows an application waiting for an answer with its application status (requested, viewed), so Refer and Ignore are offered", async () => {
    for (const status of ["requested", "viewed"] as const) {
      expect(
        await loadReferralBanner(contextFor(application("pending", status)), url("?referral_id=3"), APPLICANT),
      ).toEqual({
        referral_id: 3,
        status,
        post: { id: 9, title: "Backend engineer" },
        ignoring: false,
      });
    }
  });

  it("says when the poster is confirming Ignore, and shows a referred or withdrawn application without answers", async () => {
    expect(
      (
        await loadReferralBanner(
          contextFor(application("pending", "viewed")),
          url("?referral_id=3&ignore=3"),
          APPLICANT,
        )
      )?.ignoring,
    ).toBe(true);
    expect(
      (await loadReferralBanner(contextFor(application("referred", "referred")), url("?referral_id=3"), APPLICANT))
        ?.status,
    ).toBe("referred");
    expect(
      (await loadReferralBanner(contextFor(application("withdrawn", "withdrawn")), url("?referral_id=3"), APPLICANT))
        ?.status,
    ).toBe("withdrawn");
  });

  it("is not shown for an ignored application, another member's, one the API will not show, a bad id or a visitor", async () => {
    expect(
      await loadReferralBanner(contextFor(application("ignored", "not_selected")), url("?referral_id=3"), APPLICANT),
    ).toBeNull();
    expect(
      await loadReferralBanner(contextFor(application("pending", "viewed")), url("?referral_id=3"), APPLICANT + 1),
    ).toBeNull();
    expect(
      await loadReferralBanner(
        contextFor(async () => Promise.reject(new Error("404"))),
        url("?referral_id=3"),
        APPLICANT,
      ),
    ).toBeNull();
    expect(
      await loadReferralBanner(contextFor(application("pending", "viewed")), url("?referral_id=x"), APPLICANT),
    ).toBeNull();
    expect(
      await loadReferralBanner(contextFor(application("pending", "viewed"), null), url("?referral_id=3"), APPLICANT),
    ).toBeNull();
  });
});
