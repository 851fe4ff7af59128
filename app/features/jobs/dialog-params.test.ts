import { describe, expect, it } from "vitest";
import { jobDialogTarget, withJobDialog, withoutJobDialogParams } from "./dialog-params.ts";

describe("job dialog parameters", () => {
  it("opens one dialog and keeps the other parameters", () => {
    expect(withJobDialog("/individual/jobs?tab=applied&page=2", "recommend", 5)).toBe("/individual/jobs?tab=applied&page=2&recommend=5");
    expect(withJobDialog("/individual/jobs?recommend=5", "ask-referral", 6)).toBe("/individual/jobs?ask-referral=6");
  });

  it("closes job and network dialogs", () => {
    expect(withoutJobDialogParams("/individual/jobs?tab=suggested&ask-referral=3&connect=4")).toBe("/individual/jobs?tab=suggested");
    expect(withoutJobDialogParams("/individual/recommendations?recommend=1")).toBe("/individual/recommendations");
  });

  it("reads the target id, null when it is not a positive integer", () => {
    expect(jobDialogTarget("?recommend=12", "recommend")).toBe(12);
    expect(jobDialogTarget("?recommend=x", "recommend")).toBeNull();
    expect(jobDialogTarget("?recommend=-1", "recommend")).toBeNull();
    expect(jobDialogTarget("", "ask-referral")).toBeNull();
  });
});
