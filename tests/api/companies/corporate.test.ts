import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  TEST_PASSWORD,
  corporateBody,
  locationId,
  onboardedCorporate,
  onboardedIndividual,
  signUp,
  startTestApi,
  type TestApi,
} from "#tests/api/harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const REQUIRED = "This is Required.";
const COMPANY_NAME_RULE =
  "Company name must be on one line, with letters, numbers, single spaces and & . , ' - ( ) + / ! only.";

async function companies(search: string): Promise<Array<{ id: number; title: string }>> {
  return (await api.get(`/api/master/company/list/?search=${encodeURIComponent(search)}&limit=100`)).body.data;
}

describe("POST /api/corporate/create/", () => {
  test("creates the profile, a company entry, and completes onboarding", async () => {
    const session = await signUp(api, { type_of_user: "corporate" });
    const body = await corporateBody(api);
    const response = await api.post("/api/corporate/create/", body, { token: session.access_token });
    expect(response.status).toBe(201);
    const data = response.body.data;
    expect(data).toEqual({
      id: session.user.id,
      company: { id: expect.any(Number), title: body.company_name },
      company_name: body.company_name,
      poc: "Kiran Rao",
      phone: "+919812345678",
      email: "hr@northwind.example",
      website: "https://northwind.example",
      pincode: "110001",
      location: { id: body.location, city: "Delhi", state: "Delhi", country: "India" },
      about: "We build tools for small businesses.",
      logo: null,
      profile_pic: null,
      banner: null,
      onboarding_complete: true,
      employees_count: 0,
      employees_count_capped: false,
      // No application counted yet (decision 166).
      response_rate: null,
      // A sign-up's own entry has proved no domain (decision 176).
      verified_domain: null,
      // Nobody follows it yet, the caller neither (decision 177).
      follower_count: 0,
      followed_by_me: false,
    });
    expect(await companies(body.company_name)).toEqual([data.company]);
    const login = await api.post("/api/user/login/", { email: session.user.email, password: TEST_PASSWORD });
    expect(login.body.data.onboarding_complete).toBe(true);
  });

  describe("who claims an existing company entry (issue 10, item 11)", () => {
    /** An onboarded corporate whose login email is `local@domain` (unique local part). */
    async function corporateWithEmail(domain: string, company_name: string) {
      const email = `hr.${randomBytes(4).toString("hex")}@${domain}`;
      const session = await signUp(api, { type_of_user: "corporate", email });
      const created = await api.post("/api/corporate/create/", await corporateBody(api, { company_name }), {
        token: session.access_token,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.data;
    }

    const seeded = async (title: string) =>
      (await companies(title)).filter((c) => c.title === title).sort((a, b) => a.id - b.id)[0];

    test("a sign-up without proof gets an entry of its own, and the existing one stays unowned", async () => {
      const entry = await seeded("Freshworks");
      expect(entry).toBeDefined();
      const stranger = await corporateWithEmail("example.com", "freshworks");
      expect(stranger.company.id).not.toBe(entry.id);
      // The real company can still claim it.
      const real = await corporateWithEmail("freshworks.com", "Freshworks");
      expect(real.company.id).toBe(entry.id);
    });

    test("a verified email on the company's domain (or a subdomain) is the proof", async () => {
      const entry = await seeded("Zerodha");
      const owner = await corporateWithEmail("in.zerodha.com", "ZERODHA");
      expect(owner.company.id).toBe(entry.id);
      // Once owned, a second claimant with proof gets its own.
      const second = await corporateWithEmail("zerodha.com", "Zerodha");
      expect(second.company.id).not.toBe(entry.id);
    });

    test.each([["razorpay.com.evil.example"], ["notrazorpay.com"], ["razorpay.co"]])(
      "%s is no proof for razorpay.com",
      async (domain) => {
        const entry = await seeded("Razorpay");
        const other = await corporateWithEmail(domain, "Razorpay");
        expect(other.company.id).not.toBe(entry.id);
      },
    );

    test("the company's own contact email and website in the form are no proof", async () => {
      const entry = await seeded("Swiggy");
      const session = await signUp(api, { type_of_user: "corporate" });
      const body = await corporateBody(api, {
        company_name: "Swiggy",
        email: "hr@swiggy.com",
        website: "https://www.swiggy.com",
      });
      const created = await api.post("/api/corporate/create/", body, { token: session.access_token });
      expect(created.status).toBe(201);
      expect(created.body.data.company.id).not.toBe(entry.id);
    });
  });

  test("a phone with spaces and hyphens is accepted and stored without them (decision 172)", async () => {
    const session = await signUp(api, { type_of_user: "corporate" });
    const created = await api.post("/api/corporate/create/", await corporateBody(api, { phone: "+91 98450 12345" }), {
      token: session.access_token,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.phone).toBe("+919845012345");
    const updated = await api.put("/api/corporate/update/", { phone: "98450-12345" }, { token: session.access_token });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.phone).toBe("9845012345");
    expect((await api.get("/api/corporate/get/", { token: session.access_token })).body.data.phone).toBe("9845012345");
  });

  test("optional website and about may be left out", async () => {
    const session = await signUp(api, { type_of_user: "corporate" });
    const { website: _w, about: _a, ...body } = await corporateBody(api);
    const response = await api.post(
      "/api/corporate/create/",
      { ...body, website: "" },
      { token: session.access_token },
    );
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ website: null, about: null });
  });

  test("a second create is a 409", async () => {
    const { session } = await onboardedCorporate(api);
    const response = await api.post("/api/corporate/create/", await corporateBody(api), {
      token: session.access_token,
    });
    expect(response.status).toBe(409);
  });

  test("needs a token (401) of a corporate (403)", async () => {
    const body = await corporateBody(api);
    expect((await api.post("/api/corporate/create/", body)).status).toBe(401);
    const individual = await signUp(api);
    const response = await api.post("/api/corporate/create/", body, { token: individual.access_token });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe("This is only available to corporate accounts.");
  });

  test("required fields", async () => {
    const session = await signUp(api, { type_of_user: "corporate" });
    const response = await api.post("/api/corporate/create/", {}, { token: session.access_token });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      company_name: [REQUIRED],
      poc: [REQUIRED],
      phone: [REQUIRED],
      email: [REQUIRED],
      pincode: [REQUIRED],
      location: [REQUIRED],
    });
  });

  describe("field rules", () => {
    let token: string;
    beforeAll(async () => {
      token = (await signUp(api, { type_of_user: "corporate" })).access_token;
    });
    async function errorsFor(overrides: Record<string, unknown>) {
      const response = await api.post("/api/corporate/create/", await corporateBody(api, overrides), { token });
      return response.status === 400 ? response.body.errors : response.status;
    }

    test("poc follows the name rule with at most 20 characters", async () => {
      expect(await errorsFor({ poc: "A".repeat(21) })).toEqual({ poc: ["name Must be valid"] });
      expect(await errorsFor({ poc: "Kiran 2" })).toEqual({ poc: ["name Must be valid"] });
      expect(await errorsFor({ poc: "A".repeat(20), phone: "1" })).toEqual({ phone: ["Phone Number Must be valid"] });
    });

    test("email, phone and pincode", async () => {
      expect(await errorsFor({ email: "hr@", phone: "5123456789", pincode: "012345" })).toEqual({
        email: ["Email Must Be Valid"],
        phone: ["Phone Number Must be valid"],
        pincode: ["Pincode Must be valid"],
      });
    });

    test.each([["javascript:alert(1)"], ["northwind.example"], ["mailto:hr@northwind.example"], ["https://"]])(
      "website %s gets the URL message",
      async (website) => {
        expect(await errorsFor({ website })).toEqual({ website: ["URL must use https:// as the scheme."] });
      },
    );

    test.each([["http://northwind.example"], ["ftp://files.northwind.example"]])(
      "website %s is accepted",
      async (website) => {
        expect(await errorsFor({ website, pincode: "0" })).toEqual({ pincode: ["Pincode Must be valid"] });
      },
    );

    test.each([
      ["a line break", "Acme\nLabs"],
      ["a carriage return", "Acme\r\nLabs"],
      ["a tab", "Acme\tLabs"],
      ["markup", "<b>Acme</b>"],
      ["a zero-width space", "Acme\u200bLabs"],
      ["two spaces", "Acme  Labs"],
      ["only punctuation", "&&&"],
    ])("a company name with %s gets the name rule's message", async (_label, company_name) => {
      expect(await errorsFor({ company_name })).toEqual({ company_name: [COMPANY_NAME_RULE] });
    });

    test.each([
      ["Larsen & Toubro"],
      ["BYJU'S"],
      ["3M India"],
      ["Yahoo!"],
      ["A.B.C. (India) Pvt. Ltd."],
      ["Zoë Café-Works"],
    ])("%s is a valid company name", async (company_name) => {
      expect(await errorsFor({ company_name, pincode: "0" })).toEqual({ pincode: ["Pincode Must be valid"] });
    });

    test("company name and about have length limits", async () => {
      expect(await errorsFor({ company_name: "x".repeat(101), about: "y".repeat(2001) })).toEqual({
        company_name: ["Company name must be at most 100 characters."],
        about: ["About must be at most 2000 characters."],
      });
    });
  });
});

describe("GET /api/corporate/get/", () => {
  test("one's own and another's company profile", async () => {
    const { session, profile } = await onboardedCorporate(api);
    const own = await api.get("/api/corporate/get/", { token: session.access_token });
    expect(own.body.data).toEqual(profile);
    const { session: individual } = await onboardedIndividual(api);
    const other = await api.get(`/api/corporate/get/?user_id=${profile.id}`, { token: individual.access_token });
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual(profile);
  });

  test("401 without a token; 403 for an individual's own; 404 before onboarding", async () => {
    expect((await api.get("/api/corporate/get/")).status).toBe(401);
    const individual = await signUp(api);
    expect((await api.get("/api/corporate/get/", { token: individual.access_token })).status).toBe(403);
    const fresh = await signUp(api, { type_of_user: "corporate" });
    const response = await api.get("/api/corporate/get/", { token: fresh.access_token });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Company profile not found.");
  });
});

describe("PUT /api/corporate/update/", () => {
  test("changes the fields sent; renaming renames the company entry", async () => {
    const { session, profile } = await onboardedCorporate(api);
    const mumbai = await locationId(api, "Mumbai");
    const newName = `${profile.company_name} India`;
    const response = await api.put(
      "/api/corporate/update/",
      { company_name: newName, website: "", location: mumbai },
      { token: session.access_token },
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      ...profile,
      company: { id: profile.company.id, title: newName },
      company_name: newName,
      website: null,
      location: { id: mumbai, city: "Mumbai", state: "Maharashtra", country: "India" },
    });
    expect(await companies(newName)).toEqual([{ id: profile.company.id, title: newName }]);
  });

  test("validates what is sent", async () => {
    const { session } = await onboardedCorporate(api);
    const response = await api.put(
      "/api/corporate/update/",
      { poc: "", website: "www.example.com" },
      { token: session.access_token },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ poc: [REQUIRED], website: ["URL must use https:// as the scheme."] });
  });

  test("a renamed company follows the company name rule too, and nothing is written", async () => {
    const { session, profile } = await onboardedCorporate(api);
    const response = await api.put(
      "/api/corporate/update/",
      { company_name: "Acme\nBcc: x@y.z", poc: "Ravi Kumar" },
      { token: session.access_token },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ company_name: [COMPANY_NAME_RULE] });
    const after = await api.get("/api/corporate/get/", { token: session.access_token });
    expect(after.body.data).toMatchObject({ company_name: profile.company_name, poc: profile.poc });
  });

  test("a corporate cannot update another's profile", async () => {
    const { profile: victim } = await onboardedCorporate(api);
    const { session: attacker } = await onboardedCorporate(api);
    const response = await api.put(
      `/api/corporate/update/?user_id=${victim.id}`,
      { about: "hacked" },
      { token: attacker.access_token },
    );
    expect(response.status).toBe(403);
    const after = await api.get(`/api/corporate/get/?user_id=${victim.id}`, { token: attacker.access_token });
    expect(after.body.data.about).toBe(victim.about);
  });

  test("401 without a token; 403 for an individual; 404 before onboarding", async () => {
    expect((await api.put("/api/corporate/update/", { about: "x" })).status).toBe(401);
    const individual = await signUp(api);
    expect((await api.put("/api/corporate/update/", { about: "x" }, { token: individual.access_token })).status).toBe(
      403,
    );
    const fresh = await signUp(api, { type_of_user: "corporate" });
    expect((await api.put("/api/corporate/update/", { about: "x" }, { token: fresh.access_token })).status).toBe(404);
  });
});
