import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  individualBody,
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
const NAME = "name Must be valid";

describe("POST /api/individual/create/", () => {
  test("creates the profile and completes onboarding", async () => {
    const session = await signUp(api);
    const body = await individualBody(api);
    const response = await api.post("/api/individual/create/", body, { token: session.access_token });
    expect(response.status).toBe(201);
    expect(response.body.result).toBe(true);
    expect(response.body.data).toEqual({
      id: session.user.id,
      email: session.user.email,
      first_name: "Meera",
      last_name: "Iyer",
      phone: "9876501234",
      pincode: "600001",
      location: { id: body.location, city: "Chennai", state: "Tamil Nadu", country: "India" },
      bio: "Backend engineer who enjoys distributed systems",
      profile_pic: null,
      banner: null,
      onboarding_complete: true,
      // Issue 3: the profile view.
      username: "meera-iyer",
      skills: [],
      endorsements: [],
      may_endorse: false,
      experiences: [],
      educations: [],
      resume: null,
      has_resume: false,
      show_resume: false,
      requested_resume: false,
      status: { is_connected: false, request_sent: false, request_received: false, request_id: null },
      connections_count: 0,
    });

    const login = await api.post("/api/user/login/", { email: session.user.email, password: session.password });
    expect(login.body.data.onboarding_complete).toBe(true);
  });

  test("a phone with spaces and hyphens is accepted and stored without them (decision 172)", async () => {
    const session = await signUp(api);
    const created = await api.post("/api/individual/create/", await individualBody(api, { phone: "+91 98450 12345" }), {
      token: session.access_token,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.phone).toBe("+919845012345");
    const updated = await api.put("/api/individual/update/", { phone: "98450-12345" }, { token: session.access_token });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.phone).toBe("9845012345");
    expect((await api.get("/api/individual/get/", { token: session.access_token })).body.data.phone).toBe("9845012345");
  });

  test("accepts the location id as a string", async () => {
    const session = await signUp(api);
    const body = await individualBody(api);
    const response = await api.post(
      "/api/individual/create/",
      { ...body, location: String(body.location) },
      { token: session.access_token },
    );
    expect(response.status).toBe(201);
  });

  test("a second create is a 409", async () => {
    const { session } = await onboardedIndividual(api);
    const response = await api.post("/api/individual/create/", await individualBody(api), {
      token: session.access_token,
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ result: false, message: "Your profile already exists." });
  });

  test("needs a token (401) of an individual (403)", async () => {
    const body = await individualBody(api);
    const anonymous = await api.post("/api/individual/create/", body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Your session has expired. Please log in again.");

    const corporate = await signUp(api, { type_of_user: "corporate" });
    const forbidden = await api.post("/api/individual/create/", body, { token: corporate.access_token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ result: false, message: "This is only available to individual accounts." });
  });

  test("every field is required", async () => {
    const session = await signUp(api);
    const response = await api.post("/api/individual/create/", {}, { token: session.access_token });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      first_name: [REQUIRED],
      last_name: [REQUIRED],
      phone: [REQUIRED],
      pincode: [REQUIRED],
      location: [REQUIRED],
      bio: [REQUIRED],
    });
  });

  describe("field rules", () => {
    let token: string;
    beforeAll(async () => {
      token = (await signUp(api)).access_token;
    });

    async function errorsFor(overrides: Record<string, unknown>) {
      const response = await api.post("/api/individual/create/", await individualBody(api, overrides), { token });
      return response.status === 400 ? response.body.errors : null;
    }

    test.each([["D'Souza"], ["Mary-Jane"], ["Anne Marie"], ["O’Brien"], ["A".repeat(50)]])(
      "name %s is valid",
      async (name) => {
        // 409 after the first success is fine: the name passed validation.
        const response = await api.post(
          "/api/individual/create/",
          await individualBody(api, { first_name: name, phone: "x" }),
          { token },
        );
        expect(response.body.errors).toEqual({ phone: ["Phone Number Must be valid"] });
      },
    );

    test.each([["A".repeat(51)], ["Asha1"], ["-Asha"], ["Asha-"], ["Asha  Verma"], ["Asha''s"], ["Asha_Verma"]])(
      "name %s gets 'name Must be valid'",
      async (name) => {
        expect(await errorsFor({ first_name: name, last_name: name })).toEqual({
          first_name: [NAME],
          last_name: [NAME],
        });
      },
    );

    test.each([["+919876543210"], ["919876543210"], ["09876543210"], ["6123456789"]])(
      "phone %s is valid",
      async (phone) => {
        const response = await api.post("/api/individual/create/", await individualBody(api, { phone, pincode: "0" }), {
          token,
        });
        expect(response.body.errors).toEqual({ pincode: ["Pincode Must be valid"] });
      },
    );

    test.each([["5876543210"], ["987654321"], ["98765432100"], ["+9198765432"], ["+449876543210"]])(
      "phone %s gets 'Phone Number Must be valid'",
      async (phone) => {
        expect(await errorsFor({ phone })).toEqual({ phone: ["Phone Number Must be valid"] });
      },
    );

    test.each([["012345"], ["12345"], ["1234567"], ["12a456"]])(
      "pincode %s gets 'Pincode Must be valid'",
      async (pincode) => {
        expect(await errorsFor({ pincode })).toEqual({ pincode: ["Pincode Must be valid"] });
      },
    );

    test("an unknown location id", async () => {
      expect(await errorsFor({ location: 999_999 })).toEqual({ location: ["Select a location from the list."] });
      expect(await errorsFor({ location: "Chennai" })).toEqual({ location: ["Select a location from the list."] });
    });

    test("the headline has at most 120 characters", async () => {
      expect(await errorsFor({ bio: "x".repeat(121) })).toEqual({ bio: ["Headline must be at most 120 characters."] });
    });
  });
});

describe("GET /api/individual/get/", () => {
  test("one's own profile", async () => {
    const { session, profile } = await onboardedIndividual(api);
    const response = await api.get("/api/individual/get/", { token: session.access_token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(profile);
  });

  test("another member's profile leaves out their email and phone", async () => {
    const { profile } = await onboardedIndividual(api);
    const { session } = await onboardedIndividual(api);
    const response = await api.get(`/api/individual/get/?user_id=${profile.id}`, { token: session.access_token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ...profile, email: null, phone: null });
  });

  test("a corporate may read an individual's profile but has none of its own", async () => {
    const { profile } = await onboardedIndividual(api);
    const { session } = await onboardedCorporate(api);
    const other = await api.get(`/api/individual/get/?user_id=${profile.id}`, { token: session.access_token });
    expect(other.status).toBe(200);
    const own = await api.get("/api/individual/get/", { token: session.access_token });
    expect(own.status).toBe(403);
  });

  test("404 before onboarding, for unknown users and for corporate users", async () => {
    const fresh = await signUp(api);
    const own = await api.get("/api/individual/get/", { token: fresh.access_token });
    expect(own.status).toBe(404);
    expect(own.body).toEqual({ result: false, message: "Profile not found." });
    expect((await api.get("/api/individual/get/?user_id=987654", { token: fresh.access_token })).status).toBe(404);
    const { session: corporate } = await onboardedCorporate(api);
    expect(
      (await api.get(`/api/individual/get/?user_id=${corporate.user.id}`, { token: fresh.access_token })).status,
    ).toBe(404);
  });

  test("needs a token; user_id must be a positive whole number", async () => {
    expect((await api.get("/api/individual/get/")).status).toBe(401);
    const fresh = await signUp(api);
    const bad = await api.get("/api/individual/get/?user_id=abc", { token: fresh.access_token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ user_id: ["Enter a valid user id."] });
  });
});

describe("PUT /api/individual/update/", () => {
  test("changes only the fields sent", async () => {
    const { session, profile } = await onboardedIndividual(api);
    const pune = await locationId(api, "Pune");
    const response = await api.put(
      "/api/individual/update/",
      { bio: "Now in Pune", location: pune },
      { token: session.access_token },
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      ...profile,
      bio: "Now in Pune",
      location: { id: pune, city: "Pune", state: "Maharashtra", country: "India" },
    });
  });

  test("validates what is sent", async () => {
    const { session } = await onboardedIndividual(api);
    const response = await api.put(
      "/api/individual/update/",
      { first_name: "", phone: "123", location: 0 },
      { token: session.access_token },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      first_name: [REQUIRED],
      phone: ["Phone Number Must be valid"],
      location: ["Select a location from the list."],
    });
  });

  test("a member cannot update another member's profile", async () => {
    const { profile: victim } = await onboardedIndividual(api);
    const { session: attacker } = await onboardedIndividual(api);
    const viaQuery = await api.put(
      `/api/individual/update/?user_id=${victim.id}`,
      { bio: "hacked" },
      { token: attacker.access_token },
    );
    expect(viaQuery.status).toBe(403);
    expect(viaQuery.body).toEqual({ result: false, message: "You can only update your own profile." });
    const viaBody = await api.put(
      "/api/individual/update/",
      { user_id: victim.id, bio: "hacked" },
      { token: attacker.access_token },
    );
    expect(viaBody.status).toBe(403);

    const unchanged = await api.get("/api/individual/get/", {
      token: (await api.post("/api/user/login/", { email: victim.email, password: "Secret@123" })).body.data
        .access_token,
    });
    expect(unchanged.body.data.bio).toBe(victim.bio);
  });

  test("404 before onboarding; 401 without a token; 403 for a corporate", async () => {
    const fresh = await signUp(api);
    expect((await api.put("/api/individual/update/", { bio: "x" }, { token: fresh.access_token })).status).toBe(404);
    expect((await api.put("/api/individual/update/", { bio: "x" })).status).toBe(401);
    const corporate = await signUp(api, { type_of_user: "corporate" });
    expect((await api.put("/api/individual/update/", { bio: "x" }, { token: corporate.access_token })).status).toBe(
      403,
    );
  });
});
