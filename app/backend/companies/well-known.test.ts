import { describe, expect, test } from "vitest";
import { checkDomainFileBody } from "#app/forms/companies/domain-verification.form.ts";
import { isSharedMailDomain, verificationToken } from "./verification.ts";
import { fileHoldsToken, isPublicAddress } from "./well-known.ts";

describe("the domain check (decision 176)", () => {
  test("only public addresses may be fetched", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:10.0.0.1",
      "::ffff:127.0.0.1",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"])
      expect(isPublicAddress(address), address).toBe(true);
    expect(isPublicAddress("not-an-address")).toBe(false);
  });

  test("the file holds the token as one of its lines", () => {
    expect(fileHoldsToken("joblink-verification=abc", "joblink-verification=abc")).toBe(true);
    expect(fileHoldsToken("# ours\r\n  joblink-verification=abc \n", "joblink-verification=abc")).toBe(true);
    expect(fileHoldsToken("joblink-verification=abcd", "joblink-verification=abc")).toBe(false);
    expect(fileHoldsToken("x joblink-verification=abc", "joblink-verification=abc")).toBe(false);
  });

  test("a company's token is its own and stable", () => {
    const key = new Uint8Array(32).fill(7);
    expect(verificationToken(key, 1)).toBe(verificationToken(key, 1));
    expect(verificationToken(key, 1)).not.toBe(verificationToken(key, 2));
    expect(verificationToken(key, 1)).toMatch(/^joblink-verification=[0-9a-f]{32}$/);
  });

  test("a domain as typed: scheme, path, case and a final dot dropped; never an address or a bare name", () => {
    const domain = (value: string) => checkDomainFileBody.safeParse({ domain: value });
    expect(domain("https://Careers.Acme.in/jobs?x=1").data).toEqual({ domain: "careers.acme.in" });
    expect(domain("acme.in.").data).toEqual({ domain: "acme.in" });
    for (const bad of ["localhost", "10.0.0.1", "acme..in", "-acme.in", "acme.in:8443", "ac me.in", ""])
      expect(domain(bad).success, bad).toBe(false);
  });

  test("a mail provider's domain proves nothing", () => {
    expect(isSharedMailDomain("gmail.com")).toBe(true);
    expect(isSharedMailDomain("outlook.co.in")).toBe(true);
    expect(isSharedMailDomain("acme.in")).toBe(false);
    expect(isSharedMailDomain("gmail.acme.in")).toBe(false);
  });
});
