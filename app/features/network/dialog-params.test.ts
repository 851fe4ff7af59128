import { describe, expect, it } from "vitest";
import { dialogTarget, withDialog, withoutDialogParams } from "./dialog-params.ts";

describe("network dialog parameters", () => {
  it("withoutDialogParams drops connect, withdraw and remove, keeps the rest", () => {
    expect(withoutDialogParams("/individual/network?connect=4&sent=2")).toBe("/individual/network?sent=2");
    expect(withoutDialogParams("/profile/asha-verma/3?withdraw=3")).toBe("/profile/asha-verma/3");
    expect(withoutDialogParams("/p?remove=1&referral_id=9#top")).toBe("/p?referral_id=9#top");
    expect(withoutDialogParams("/individual/network")).toBe("/individual/network");
  });

  it("withDialog opens one dialog and closes the others", () => {
    expect(withDialog("/individual/network?withdraw=2&page=3", "connect", 7)).toBe("/individual/network?page=3&connect=7");
    expect(withDialog("/profile/7", "remove", 7)).toBe("/profile/7?remove=7");
  });

  it("dialogTarget reads a positive integer only", () => {
    expect(dialogTarget("?connect=12", "connect")).toBe(12);
    expect(dialogTarget("?connect=12", "withdraw")).toBeNull();
    expect(dialogTarget("?connect=abc", "connect")).toBeNull();
    expect(dialogTarget(new URLSearchParams("remove=-3"), "remove")).toBeNull();
  });
});
