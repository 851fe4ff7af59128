import { describe, expect, it } from "vitest";
import { createIndividualBody, individualProfile, updateIndividualBody } from "#app/contract/profiles.ts";
import { PLAIN_FACTS } from "./service.ts";

describe("a profile's plain facts", () => {
  it("are the form's fields not stored another way, each taken by the bodies and given by the answer", () => {
    expect(PLAIN_FACTS).toEqual(["first_name", "last_name", "pincode", "bio"]);
    for (const fact of PLAIN_FACTS) {
      expect(createIndividualBody.shape).toHaveProperty(fact);
      expect(updateIndividualBody.shape).toHaveProperty(fact);
      expect(individualProfile.shape).toHaveProperty(fact);
    }
  });
});
