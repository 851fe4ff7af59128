import { describe, expect, it } from "vitest";
import { notificationActionSchema } from "./notification.form.ts";
import { errorsOf, submit } from "#app/forms/test-helpers.ts";

describe("notificationActionSchema", () => {
  it("read takes the notification id", () => {
    const submission = submit(notificationActionSchema, { intent: "read", id: "14" });
    expect(submission.status === "success" && submission.value).toEqual({ intent: "read", id: 14 });
    expect(errorsOf(notificationActionSchema, { intent: "read" }, "id")).toEqual(["This is Required."]);
  });

  it("read_all needs nothing else", () => {
    const submission = submit(notificationActionSchema, { intent: "read_all" });
    expect(submission.status === "success" && submission.value).toEqual({ intent: "read_all" });
  });

  it("an unknown intent is refused", () => {
    expect(submit(notificationActionSchema, { intent: "delete", id: "1" }).status).toBe("error");
  });
});
