/** The resume request form endpoint's schema, submitted the way the action does. */
import { describe, expect, it } from "vitest";
import { resumeRequestSchema } from "./resume-request.form.ts";
import { errorsOf, submit } from "#app/forms/test-helpers.ts";

function valueOf(submission: ReturnType<typeof submit>) {
  expect(submission.status).toBe("success");
  return submission.status === "success" ? submission.value : undefined;
}

describe("resumeRequestSchema", () => {
  it("request takes the owner's user id", () => {
    expect(valueOf(submit(resumeRequestSchema, { intent: "request", user_id: "5", redirectTo: "/profile/5" }))).toEqual(
      {
        intent: "request",
        user_id: 5,
        redirectTo: "/profile/5",
      },
    );
  });

  it.each(["accept", "decline"])("%s takes the request id", (intent) => {
    expect(valueOf(submit(resumeRequestSchema, { intent, request_id: "9" }))).toEqual({ intent, request_id: 9 });
    expect(errorsOf(resumeRequestSchema, { intent, request_id: "x" }, "request_id")).toEqual(["Choose a request."]);
  });

  it("an unknown intent is refused", () => {
    expect(submit(resumeRequestSchema, { intent: "steal", user_id: "5" }).status).toBe("error");
  });
});
