import { describe, expect, test } from "vitest";
import { deriveKey } from "#app/backend/lib/crypto.ts";
import { renderMail } from "#app/backend/mail/layout.ts";
import { toEml } from "#app/backend/mail.server.ts";
import { alertOfToken, alertStopToken, filterInputOf, storedFilters } from "./alerts.ts";

const key = deriveKey("test-secret-0123456789", "job-alert");

describe("the stop token", () => {
  test("names its alert, and nothing else passes", () => {
    const token = alertStopToken(key, 42);
    expect(token).toMatch(/^42\.[0-9a-f]{32}$/);
    expect(alertOfToken(key, token)).toBe(42);
    expect(alertOfToken(key, ` ${token} `)).toBe(42);
    expect(alertOfToken(deriveKey("another-secret-0123456789", "job-alert"), token)).toBeNull();
    expect(alertOfToken(key, token.replace(/^42/, "43"))).toBeNull();
    expect(alertOfToken(key, `${token}0`)).toBeNull();
    for (const bad of ["", "42", "42.", "x.abc", "0.abc", "-1.ab", "99999999999999999999.ab"])
      expect(alertOfToken(key, bad), bad).toBeNull();
  });
});

describe("filters of an alert", () => {
  test("from a JSON body: strings, numbers and lists; anything else is a bad value", () => {
    expect(
      filterInputOf({ locations: [3, "7"], job_type: "remote", experience: 2, frequency: "daily", skills: null }),
    ).toEqual({
      locations: ["3", "7"],
      job_type: ["remote"],
      experience: ["2"],
    });
    expect(filterInputOf({ experience: { years: 2 } })).toEqual({ experience: ["?"] });
  });

  test("kept as their query string and read back", () => {
    expect(storedFilters("locations=3&job_type=remote")).toMatchObject({ locations: [3], job_type: ["remote"] });
  });
});

describe("an alert's mail", () => {
  test("a list of links in both parts, and a one-click List-Unsubscribe", () => {
    const body = renderMail("New jobs", [
      { items: [{ label: "A <b>", detail: "Acme · Pune", link: "https://joblink.test/job-details/1" }] },
    ]);
    expect(body.text).toBe("A <b>\nAcme · Pune\nhttps://joblink.test/job-details/1\n");
    expect(body.html).toContain('<a href="https://joblink.test/job-details/1"');
    expect(body.html).toContain("A &lt;b&gt;");
    expect(() => renderMail("x", [{ items: [{ label: "x", detail: "", link: "javascript:alert(1)" }] }])).toThrow();
    const eml = toEml(
      {
        to: "a@b.test",
        subject: "s",
        text: "t",
        html: "h",
        messageId: "<m@b.test>",
        listUnsubscribe: "https://joblink.test/job-alerts/stop?token=1.ab",
        listUnsubscribePost: "List-Unsubscribe=One-Click",
      },
      "JobLink <no-reply@joblink.test>",
      new Date(0),
    );
    expect(eml).toContain(
      "List-Unsubscribe: <https://joblink.test/job-alerts/stop?token=1.ab>\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n",
    );
  });
});
