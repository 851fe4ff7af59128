import { describe, expect, it } from "vitest";
import { POSTER_ACTIONS } from "~/contract/referrals";
import { isReferralAnswerIntent, parseReferralAnswer, REFERRAL_ANSWER_INTENTS } from "./referral-answer.form";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe("referral answers", () => {
  it("are the contract's poster actions and the banner's ignore", () => {
    expect([...REFERRAL_ANSWER_INTENTS].sort()).toEqual([...POSTER_ACTIONS, "ignore"].sort());
    expect(isReferralAnswerIntent("refer")).toBe(true);
    expect(isReferralAnswerIntent("not_select")).toBe(true);
    expect(isReferralAnswerIntent("delete")).toBe(false);
    expect(isReferralAnswerIntent(null)).toBe(false);
  });

  it("reads refer, ignore and not_select by referral id", () => {
    expect(parseReferralAnswer(form({ intent: "refer", referral_id: "5" }))).toEqual({ intent: "refer", referral_id: 5 });
    expect(parseReferralAnswer(form({ intent: "ignore", referral_id: "5" }))).toEqual({ intent: "ignore", referral_id: 5 });
    expect(parseReferralAnswer(form({ intent: "not_select", referral_id: "8" }))).toEqual({ intent: "not_select", referral_id: 8 });
  });

  it("refuses other intents and missing or bad ids", () => {
    expect(parseReferralAnswer(form({ intent: "status", referral_id: "5" }))).toBeNull();
    expect(parseReferralAnswer(form({}))).toBeNull();
    expect(parseReferralAnswer(form({ intent: "refer" }))).toBeNull();
    expect(parseReferralAnswer(form({ intent: "ignore", referral_id: "x" }))).toBeNull();
    expect(parseReferralAnswer(form({ intent: "refer", referral_id: "-1" }))).toBeNull();
    // Ids are PostgreSQL integers: a larger one names nothing (issue 10).
    expect(parseReferralAnswer(form({ intent: "refer", referral_id: "2147483648" }))).toBeNull();
    expect(parseReferralAnswer(form({ intent: "refer", referral_id: "2147483647" }))).toEqual({ intent: "refer", referral_id: 2147483647 });
  });
});
