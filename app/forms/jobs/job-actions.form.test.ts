/** The job actions endpoint's schema, submitted the way the action does. */
import { describe, expect, it } from "vitest";
import {
  jobActionMessages,
  jobActionSchema,
  recommendSchema,
  REFERRAL_MESSAGE_MAX,
  referRequestSchema,
} from "./job-actions.form.ts";
import { errorsOf, submit } from "#app/forms/test-helpers.ts";

function valueOf(submission: ReturnType<typeof submit>) {
  expect(submission.status).toBe("success");
  return submission.status === "success" ? submission.value : undefined;
}

describe("jobActionSchema", () => {
  it.each(["like", "unlike", "repost", "unrepost"])(
    "%s takes the job post id as a number and keeps redirectTo",
    (intent) => {
      expect(
        valueOf(submit(jobActionSchema, { intent, job_post_id: "7", redirectTo: "/individual/jobs?tab=applied" })),
      ).toEqual({
        intent,
        job_post_id: 7,
        redirectTo: "/individual/jobs?tab=applied",
      });
    },
  );

  it("a missing or bad job post id is refused", () => {
    expect(errorsOf(jobActionSchema, { intent: "like" }, "job_post_id")).toEqual(["This is Required."]);
    expect(errorsOf(jobActionSchema, { intent: "like", job_post_id: "abc" }, "job_post_id")).toEqual([
      jobActionMessages.jobPost,
    ]);
    expect(errorsOf(jobActionSchema, { intent: "repost", job_post_id: "0" }, "job_post_id")).toEqual([
      jobActionMessages.jobPost,
    ]);
    expect(errorsOf(jobActionSchema, { intent: "unrepost", job_post_id: "2.5" }, "job_post_id")).toEqual([
      jobActionMessages.jobPost,
    ]);
  });

  it("an unknown intent is refused", () => {
    expect(submit(jobActionSchema, { intent: "delete", job_post_id: "3" }).status).toBe("error");
    expect(submit(jobActionSchema, { job_post_id: "3" }).status).toBe("error");
  });

  it("refer-request: the message is optional, trimmed, and empty gives null", () => {
    expect(valueOf(submit(jobActionSchema, { intent: "refer-request", job_post_id: "4" }))).toEqual({
      intent: "refer-request",
      job_post_id: 4,
      message: null,
    });
    expect(
      valueOf(submit(referRequestSchema, { intent: "refer-request", job_post_id: "4", message: "   " })),
    ).toMatchObject({ message: null });
    expect(
      valueOf(
        submit(referRequestSchema, {
          intent: "refer-request",
          job_post_id: "4",
          message: "  I know the stack well.  ",
        }),
      ),
    ).toMatchObject({
      message: "I know the stack well.",
    });
  });

  it(`refer-request: a message of ${REFERRAL_MESSAGE_MAX} characters passes, one more is refused next to the message`, () => {
    expect(
      valueOf(
        submit(jobActionSchema, {
          intent: "refer-request",
          job_post_id: "4",
          message: "a".repeat(REFERRAL_MESSAGE_MAX),
        }),
      ),
    ).toBeDefined();
    expect(
      errorsOf(
        jobActionSchema,
        { intent: "refer-request", job_post_id: "4", message: "a".repeat(REFERRAL_MESSAGE_MAX + 1) },
        "message",
      ),
    ).toEqual([jobActionMessages.message]);
  });

  it("recommend: needs the job post and one of your connections", () => {
    expect(
      valueOf(
        submit(recommendSchema, {
          intent: "recommend",
          job_post_id: "4",
          user_id: "9",
          redirectTo: "/individual/jobs",
        }),
      ),
    ).toEqual({
      intent: "recommend",
      job_post_id: 4,
      user_id: 9,
      redirectTo: "/individual/jobs",
    });
    expect(errorsOf(jobActionSchema, { intent: "recommend", job_post_id: "4" }, "user_id")).toEqual([
      "This is Required.",
    ]);
    expect(errorsOf(jobActionSchema, { intent: "recommend", job_post_id: "4", user_id: "x" }, "user_id")).toEqual([
      jobActionMessages.connection,
    ]);
  });
});
