import { describe, expect, it } from "vitest";
import { jobDialogTarget, withJobDialog, withoutJobDialogParams } from "./dialog-params.ts";

describe("job dialog parameters", () => {
  it("opens one dialog and keeps the other parameters", () => {
    expect(withJobDialog("/individual/jobs?tab=applied&page=2", "recommend", 5)).toBe(
      "/individual/jobs?tab=applied&page=2&recommend=5",
    );
    expect(withJobDialog("/individual/jobs?recommend=5", "ask-referral", 6)).toBe("/individual/jobs?ask-referral=6");
  });

  it("gives what setting the parameter on a URL gives, whatever the path", () => {
    const byUrl = (path: string, param: string, id: number) => {
      const url = new URL(withoutJobDialogParams(path), "http://internal");
      url.searchParams.set(param, String(id));
      return `${url.pathname}?${url.searchParams.toString()}${url.hash}`;
    };
    for (const path of [
      "/j",
      "/j?",
      "/j?tab=a#h",
      "/j?recommend=1&recommend=2&x=%20",
      "/j?ask-referral=3&connect=4#",
    ]) {
      for (const param of ["recommend", "ask-referral"] as const)
        expect(withJobDialog(path, param, 7), path).toBe(byUrl(path, param, 7));
    }
  });

  it("closes job and network dialogs", () => {
    expect(withoutJobDialogParams("/individual/jobs?tab=suggested&ask-referral=3&connect=4")).toBe(
      "/individual/jobs?tab=suggested",
    );
    expect(withoutJobDialogParams("/individual/recommendations?recommend=1")).toBe("/individual/recommendations");
  });

  it("reads the target id, null when it is not a positive integer", () => {
    expect(jobDialogTarget("?recommend=12", "recommend")).toBe(12);
    expect(jobDialogTarget("?recommend=x", "recommend")).toBeNull();
    expect(jobDialogTarget("?recommend=-1", "recommend")).toBeNull();
    expect(jobDialogTarget("", "ask-referral")).toBeNull();
  });
});
