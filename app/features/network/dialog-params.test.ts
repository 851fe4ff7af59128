import { describe, expect, it } from "vitest";
import { dialogTarget, rememberedPaths, withDialog, withoutDialogParams, withParam } from "./dialog-params.ts";

describe("network dialog parameters", () => {
  it("withoutDialogParams drops connect, withdraw and remove, keeps the rest", () => {
    expect(withoutDialogParams("/individual/network?connect=4&sent=2")).toBe("/individual/network?sent=2");
    expect(withoutDialogParams("/profile/asha-verma/3?withdraw=3")).toBe("/profile/asha-verma/3");
    expect(withoutDialogParams("/p?remove=1&referral_id=9#top")).toBe("/p?referral_id=9#top");
    expect(withoutDialogParams("/individual/network")).toBe("/individual/network");
  });

  it("withDialog opens one dialog and closes the others", () => {
    expect(withDialog("/individual/network?withdraw=2&page=3", "connect", 7)).toBe(
      "/individual/network?page=3&connect=7",
    );
    expect(withDialog("/profile/7", "remove", 7)).toBe("/profile/7?remove=7");
  });

  it("withDialog gives what setting the parameter on a URL gives, whatever the path", () => {
    const byUrl = (path: string, param: string, id: number) => {
      const url = new URL(withoutDialogParams(path), "http://internal");
      url.searchParams.set(param, String(id));
      return `${url.pathname}?${url.searchParams.toString()}${url.hash}`;
    };
    const paths = [
      "/a",
      "/a?",
      "/a?b=c",
      "/a#h",
      "/a?b=c#h",
      "/a?x=%20y+z&connect=3#",
      "/a?q=caf%C3%A9&remove=1&remove=2",
      "/a b?c=d e",
      "/a?connect=1#x?y",
    ];
    for (const path of paths) {
      for (const param of ["connect", "withdraw", "remove"] as const)
        expect(withDialog(path, param, 42), path).toBe(byUrl(path, param, 42));
    }
  });

  it("withParam adds before the fragment; rememberedPaths answers as the function does, and forgets beyond its size", () => {
    expect(withParam("/a?b=c#top", "connect", 5)).toBe("/a?b=c&connect=5#top");
    expect(withParam("/a", "connect", 5)).toBe("/a?connect=5");
    let calls = 0;
    const upper = rememberedPaths((path) => (calls++, path.toUpperCase()), 2);
    expect([upper("/a"), upper("/a"), upper("/b"), upper("/c"), upper("/a")]).toEqual(["/A", "/A", "/B", "/C", "/A"]);
    expect(calls).toBe(4);
  });

  it("dialogTarget reads a positive integer only", () => {
    expect(dialogTarget("?connect=12", "connect")).toBe(12);
    expect(dialogTarget("?connect=12", "withdraw")).toBeNull();
    expect(dialogTarget("?connect=abc", "connect")).toBeNull();
    expect(dialogTarget(new URLSearchParams("remove=-3"), "remove")).toBeNull();
  });
});
