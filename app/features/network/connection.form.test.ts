/** The connection form endpoint's schema, submitted the way the action does. */
import { describe, expect, it } from "vitest";
import { connectionNoteLimit, connectionMessages, connectionSchema, connectSchema } from "./connection.form.ts";
import { errorsOf, submit } from "#app/forms/test-helpers.ts";

function valueOf(submission: ReturnType<typeof submit>) {
  expect(submission.status).toBe("success");
  return submission.status === "success" ? submission.value : undefined;
}

describe("connectionSchema", () => {
  it("connect: user id as a number, the note trimmed, redirectTo kept", () => {
    const value = valueOf(
      submit(connectionSchema, {
        intent: "connect",
        user_id: "12",
        note: "  Hi Asha, we met at PyCon.  ",
        redirectTo: "/profile/12",
      }),
    );
    expect(value).toEqual({
      intent: "connect",
      user_id: 12,
      note: "Hi Asha, we met at PyCon.",
      redirectTo: "/profile/12",
    });
  });

  it("connect: the note is optional and empty gives null", () => {
    expect(valueOf(submit(connectionSchema, { intent: "connect", user_id: "3" }))).toEqual({
      intent: "connect",
      user_id: 3,
      note: null,
    });
    expect(valueOf(submit(connectionSchema, { intent: "connect", user_id: "3", note: "   " }))).toMatchObject({
      note: null,
    });
  });

  it(`connect: a note of ${connectionNoteLimit} characters passes, one more is refused next to the note`, () => {
    expect(
      valueOf(submit(connectSchema, { intent: "connect", user_id: "3", note: "a".repeat(connectionNoteLimit) })),
    ).toBeDefined();
    expect(
      errorsOf(
        connectionSchema,
        { intent: "connect", user_id: "3", note: "a".repeat(connectionNoteLimit + 1) },
        "note",
      ),
    ).toEqual([connectionMessages.noteTooLong]);
  });

  it("connect: a missing or bad member id is refused", () => {
    expect(errorsOf(connectionSchema, { intent: "connect" }, "user_id")).toEqual(["This is Required."]);
    expect(errorsOf(connectionSchema, { intent: "connect", user_id: "abc" }, "user_id")).toEqual([
      connectionMessages.member,
    ]);
    expect(errorsOf(connectionSchema, { intent: "connect", user_id: "-1" }, "user_id")).toEqual([
      connectionMessages.member,
    ]);
    expect(errorsOf(connectionSchema, { intent: "connect", user_id: "1.5" }, "user_id")).toEqual([
      connectionMessages.member,
    ]);
  });

  it("approve takes the sender's user id", () => {
    expect(
      valueOf(submit(connectionSchema, { intent: "approve", user_id: "8", redirectTo: "/individual/network" })),
    ).toEqual({
      intent: "approve",
      user_id: 8,
      redirectTo: "/individual/network",
    });
  });

  it.each(["ignore", "withdraw", "remove"])("%s takes remove_user_id", (intent) => {
    expect(valueOf(submit(connectionSchema, { intent, remove_user_id: "4" }))).toEqual({ intent, remove_user_id: 4 });
    expect(errorsOf(connectionSchema, { intent }, "remove_user_id")).toEqual(["This is Required."]);
  });

  it("an unknown or missing intent is refused", () => {
    expect(submit(connectionSchema, { intent: "befriend", user_id: "1" }).status).toBe("error");
    expect(submit(connectionSchema, { user_id: "1" }).status).toBe("error");
  });
});
