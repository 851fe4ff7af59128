import { describe, expect, test } from "vitest";
import { corporateProfile, createCorporateBody, updateCorporateBody } from "#app/contract/companies.ts";
import { domainSpellsName, emailIsOnDomain, PLAIN_FACTS } from "./service.ts";

describe("company claims (decisions 118 and 135)", () => {
  test("an email is on a domain or one of its subdomains", () => {
    expect(emailIsOnDomain("hr@acme.example", "acme.example")).toBe(true);
    expect(emailIsOnDomain("hr@jobs.acme.example", "acme.example")).toBe(true);
    expect(emailIsOnDomain("hr@notacme.example", "acme.example")).toBe(false);
  });

  test("a domain spells a typed-in name: a label without hyphens is the name's key without spaces", () => {
    expect(domainSpellsName("orchid-systems.in", "Orchid Systems")).toBe(true);
    expect(domainSpellsName("orchidsystems.co.in", "orchid  systems.")).toBe(true);
    expect(domainSpellsName("mail.orchidsystems.com", "Orchid Systems")).toBe(true);
    expect(domainSpellsName("orchid.in", "Orchid Systems")).toBe(false);
    // Someone else's domain with the name as a subdomain spells nothing.
    expect(domainSpellsName("orchidsystems.evil.example", "Orchid Systems")).toBe(false);
    // The top-level label alone never counts, nor a shared mail provider, nor a one-letter name.
    expect(domainSpellsName("acme.in", "in")).toBe(false);
    expect(domainSpellsName("gmail.com", "Gmail")).toBe(false);
    expect(domainSpellsName("x.com", "X")).toBe(false);
  });
});

describe("a company profile's plain facts", () => {
  test("are the form's fields not stored another way, each taken by the bodies and given by the answer", () => {
    expect(PLAIN_FACTS).toEqual(["company_name", "poc", "phone", "email", "website", "pincode", "about"]);
    for (const fact of PLAIN_FACTS) {
      expect(createCorporateBody.shape).toHaveProperty(fact);
      expect(updateCorporateBody.shape).toHaveProperty(fact);
      expect(corporateProfile.shape).toHaveProperty(fact);
    }
  });
});
