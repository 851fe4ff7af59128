import { describe, expect, it } from "vitest";
import { pagePathOf } from "./form-reply.server.ts";

describe("pagePathOf", () => {
  it("drops the single-fetch suffix that actions see with JavaScript", () => {
    expect(pagePathOf(new Request("http://x/profile/asha-verma/3.data?edit=photo"))).toBe("/profile/asha-verma/3");
    expect(pagePathOf(new Request("http://x/corporate/details"))).toBe("/corporate/details");
    expect(pagePathOf(new Request("http://x/_.data"))).toBe("/");
  });
});
