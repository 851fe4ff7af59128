import { describe, expect, it } from "vitest";
import { describeDevice, maskAddress } from "./devices.ts";

describe("describeDevice", () => {
  it("names the browser and the system", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome on Windows");
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(describeDevice("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0")).toBe(
      "Firefox on Linux",
    );
  });

  it("says so when it cannot tell", () => {
    expect(describeDevice(undefined)).toBe("Unknown device");
    expect(describeDevice("  ")).toBe("Unknown device");
    expect(describeDevice("zzz")).toBe("Unknown device");
  });
});

describe("maskAddress", () => {
  it("hides the host part", () => {
    expect(maskAddress("203.0.113.77")).toBe("203.0.113.x");
    expect(maskAddress("::ffff:198.51.100.4")).toBe("198.51.100.x");
    expect(maskAddress("2001:0db8:85a3:0000:0000:8a2e:0370:7334")).toBe("2001:db8:85a3::x");
    expect(maskAddress("2001:db8::1")).toBe("2001:db8:0::x");
    expect(maskAddress("::1")).toBe("0:0:0::x");
  });

  it("keeps nothing of what is not an address", () => {
    expect(maskAddress(undefined)).toBeNull();
    expect(maskAddress("")).toBeNull();
    expect(maskAddress("example.com")).toBeNull();
  });
});
