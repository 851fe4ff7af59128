import { describe, expect, it } from "vitest";
import { AccessTokens } from "./tokens.ts";

const key = new TextEncoder().encode("k".repeat(32));

describe("AccessTokens", () => {
  it("verifies a token, remembers it until its expiry, and still refuses others", async () => {
    let now = Date.UTC(2026, 10, 23, 12);
    const tokens = new AccessTokens(key, () => new Date(now), 60_000);
    const token = await tokens.sign({ userId: 7, typeOfUser: "individual", sessionId: "s1" });
    const claims = { userId: 7, typeOfUser: "individual", sessionId: "s1" };
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [head, body] = token.split(".");
    expect(await tokens.verify(`${head}.${body}.AAAA`)).toBeNull();
    const other = new AccessTokens(new TextEncoder().encode("x".repeat(32)), () => new Date(now), 60_000);
    expect(await other.verify(token)).toBeNull();
    now += 59_000;
    expect(await tokens.verify(token)).toEqual(claims);
    now += 1_000;
    expect(await tokens.verify(token)).toBeNull();
  });
});
