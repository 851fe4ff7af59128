import { describe, expect, it } from "vitest";
import { timeZoneFrom } from "./cookies.server.ts";

const withCookie = (cookie?: string) =>
  new Request("http://localhost/", { headers: cookie === undefined ? {} : { Cookie: cookie } });

describe("timeZoneFrom", () => {
  it("reads the browser's time zone from the tz cookie", () => {
    expect(timeZoneFrom(withCookie("auth=x; tz=Europe%2FLondon; flash=y"))).toBe("Europe/London");
    expect(timeZoneFrom(withCookie("tz=America/Argentina/Buenos_Aires"))).toBe("America/Argentina/Buenos_Aires");
    expect(timeZoneFrom(withCookie("tz=UTC"))).toBe("UTC");
  });

  it("is undefined without the cookie", () => {
    expect(timeZoneFrom(withCookie())).toBeUndefined();
    expect(timeZoneFrom(withCookie("auth=x; notz=Europe%2FLondon"))).toBeUndefined();
  });

  it("ignores what is not a known time zone", () => {
    expect(timeZoneFrom(withCookie("tz=Mars%2FOlympus"))).toBeUndefined();
    expect(timeZoneFrom(withCookie("tz=%3Cscript%3E"))).toBeUndefined();
    expect(timeZoneFrom(withCookie("tz=%E0%A4%A"))).toBeUndefined();
    expect(timeZoneFrom(withCookie(`tz=${"A".repeat(90)}`))).toBeUndefined();
  });
});
