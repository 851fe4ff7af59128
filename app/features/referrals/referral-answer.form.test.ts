import { describe, expect, it } from "vitest";
import { formData } from "#app/forms/test-helpers.ts";
import { POSTER_ACTIONS } from "#app/contract/referrals.ts";
import { isReferralAnswerIntent, parseReferralAnswer, REFERRAL_ANSWER_INTENTS } from "./referral-answer.form.ts";

describe("referral answers", () => {
  it("are the contract's poster actions and the banner's ignore", () => {
    expect([...REFERRAL_ANSWER_INTENTS].sort()).toEqual([...POSTER_ACTIONS, "ignore"].sort());
    expect(isReferralAnswerIntent("refer")).toBe(true);
    expect(isReferralAnswerIntent("not_select")).toBe(true);
    expect(isReferralAnswerIntent("delete")).toBe(false);
    expect(isReferralAnswerIntent(null)).toBe(false);
  });

  it("reads refer, ignore and not_select by referral id", () => {
    expect(parseReferralAnswer(formData({ intent: "refer", referral_id: "5" }))).toEqual({
      intent: "refer",
      referral_id: 5,
    });
    expect(parseReferralAnswer(formData({ intent: "ignore", referral_id: "5" }))).toEqual({
      intent: "ignore",
      referral_id: 5,
    });
    expect(parseReferralAnswer(formData({ intent: "not_select", referral_id: "8" }))).toEqual({
      intent: "not_select",
      referral_id: 8,
    });
  });

  it("refuses other intents and missing or bad ids", () => {
    expect(parseReferralAnswer(formData({ intent: "status", referral_id: "5" }))).toBeNull();
    expect(parseReferralAnswer(formData({}))).toBeNull();
    expect(parseReferralAnswer(formData({ intent: "refer" }))).toBeNull();
    expect(parseReferralAnswer(formData({ intent: "ignore", referral_id: "x" }))).toBeNull();
    expect(parseReferralAnswer(formData({ intent: "refer", referral_id: "-1" }))).toBeNull();
    // Ids are PostgreSQL integers: a larger one names nothing (issue 10).
    expect(parseReferralAnswer(formData({ intent: "refer", referral_id: "2147483648" }))).toBeNull();
    expect(parseReferralAnswer(formData({ intent: "refer", referral_id: "2147483647" }))).toEqual({
      intent: "refer",
      referral_id: 2147483647,
    });
  });
});
