import { describe, expect, it } from "vitest";
import { parsePosterIntent } from "./job-post-intent.form";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe("poster intents", () => {
  it("reads create, update, delete and status with their ids", () => {
    expect(parsePosterIntent(form({ intent: "create" }))).toEqual({ intent: "create" });
    expect(parsePosterIntent(form({ intent: "update", id: "7" }))).toEqual({ intent: "update", id: 7 });
    expect(parsePosterIntent(form({ intent: "delete", id: "3" }))).toEqual({ intent: "delete", id: 3 });
    expect(parsePosterIntent(form({ intent: "status", id: "3", status: "closed" }))).toEqual({ intent: "status", id: 3, status: "closed" });
  });
  it("refuses unknown intents, missing or bad ids and statuses", () => {
    expect(parsePosterIntent(form({ intent: "nope" }))).toBeNull();
    expect(parsePosterIntent(form({}))).toBeNull();
    expect(parsePosterIntent(form({ intent: "update" }))).toBeNull();
    expect(parsePosterIntent(form({ intent: "delete", id: "-1" }))).toBeNull();
    expect(parsePosterIntent(form({ intent: "status", id: "1", status: "archived" }))).toBeNull();
    // The answers to the post's responses are the referrals' (referral-answer.form.test.ts).
    expect(parsePosterIntent(form({ intent: "refer", referral_id: "5" }))).toBeNull();
  });
});
