import { describe, expect, it } from "vitest";
import { formData } from "#app/forms/test-helpers.ts";
import { parsePosterIntent } from "./job-post-intent.form.ts";

describe("poster intents", () => {
  it("reads create, update, delete and status with their ids", () => {
    expect(parsePosterIntent(formData({ intent: "create" }))).toEqual({ intent: "create" });
    expect(parsePosterIntent(formData({ intent: "update", id: "7" }))).toEqual({ intent: "update", id: 7 });
    expect(parsePosterIntent(formData({ intent: "delete", id: "3" }))).toEqual({ intent: "delete", id: 3 });
    expect(parsePosterIntent(formData({ intent: "status", id: "3", status: "closed" }))).toEqual({
      intent: "status",
      id: 3,
      status: "closed",
    });
  });
  it("refuses unknown intents, missing or bad ids and statuses", () => {
    expect(parsePosterIntent(formData({ intent: "nope" }))).toBeNull();
    expect(parsePosterIntent(formData({}))).toBeNull();
    expect(parsePosterIntent(formData({ intent: "update" }))).toBeNull();
    expect(parsePosterIntent(formData({ intent: "delete", id: "-1" }))).toBeNull();
    expect(parsePosterIntent(formData({ intent: "status", id: "1", status: "archived" }))).toBeNull();
    // The answers to the post's responses are the referrals' (referral-answer.form.test.ts).
    expect(parsePosterIntent(formData({ intent: "refer", referral_id: "5" }))).toBeNull();
  });
});
