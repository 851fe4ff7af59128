import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { cookieValue, createSignedCookie } from "./signed-cookie.server.ts";

const options = { path: "/", httpOnly: true, sameSite: "lax" as const, secure: true, maxAge: 60 };
const headerOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("createSignedCookie", () => {
  const value = { access_token: "a.b.c", type_of_user: "individual", name: "Zoë 漢字 ✓", n: 1 };

  it("reads what React Router's createCookie wrote, and the other way round", async () => {
    const ours = createSignedCookie("auth", { ...options, secrets: ["s1"] });
    const theirs = createCookie("auth", { ...options, secrets: ["s1"] });
    expect(ours.parse(headerOf(await theirs.serialize(value)))).toEqual(value);
    expect(await theirs.parse(headerOf(ours.serialize(value)))).toEqual(value);
    expect(headerOf(ours.serialize(value))).toBe(headerOf(await theirs.serialize(value)));
    expect(ours.serialize(value)).toBe(await theirs.serialize(value));
    expect(ours.serialize("", { maxAge: 0 })).toBe(await theirs.serialize("", { maxAge: 0 }));
  });

  it("refuses a value signed with another secret or changed, and accepts an older secret", () => {
    const old = createSignedCookie("auth", { ...options, secrets: ["old"] });
    const rotated = createSignedCookie("auth", { ...options, secrets: ["new", "old"] });
    const other = createSignedCookie("auth", { ...options, secrets: ["other"] });
    const written = headerOf(old.serialize(value));
    expect(rotated.parse(written)).toEqual(value);
    expect(other.parse(written)).toBeNull();
    const [text, mac] = decodeURIComponent(written.slice("auth=".length)).split(".");
    const forged = Buffer.from(JSON.stringify({ ...value, type_of_user: "corporate" })).toString("base64");
    expect(old.parse(`auth=${encodeURIComponent(`${forged}.${mac}`)}`)).toBeNull();
    expect(old.parse(`auth=${encodeURIComponent(text!)}`)).toBeNull();
    expect(old.parse("auth=%E0%A4%A")).toBeNull();
  });

  it("is null when absent and empty when empty", () => {
    const cookie = createSignedCookie("flash", { secrets: ["s"] });
    expect(cookie.parse(null)).toBeNull();
    expect(cookie.parse("auth=x; tz=UTC")).toBeNull();
    expect(cookie.parse("flash=; tz=UTC")).toBe("");
  });
});

describe("cookieValue", () => {
  it("finds the named cookie and decodes it", () => {
    expect(cookieValue("a=1; flash=x%3Dy; auth=2", "flash")).toBe("x=y");
    expect(cookieValue("xflash=1", "flash")).toBeNull();
    expect(cookieValue('flash="q"', "flash")).toBe("q");
  });
});
