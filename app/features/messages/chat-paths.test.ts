import { describe, expect, test } from "vitest";
import { messagesPath, participantPath } from "./chat-paths.ts";

describe("chat paths (decision 163)", () => {
  test("each kind of account has its Messages page", () => {
    expect(messagesPath("individual")).toBe("/individual/messages");
    expect(messagesPath("corporate")).toBe("/corporate/messages");
  });

  test("the other side links to a company's page or a member's profile", () => {
    expect(participantPath({ id: 3, username: "acme-technologies", type_of_user: "corporate" })).toBe(
      "/profile/corporate/3",
    );
    expect(participantPath({ id: 7, username: "asha-verma", type_of_user: "individual" })).toBe(
      "/profile/asha-verma/7",
    );
    expect(participantPath({ id: 8, username: "", type_of_user: "individual" })).toBe("/profile/8");
  });
});
