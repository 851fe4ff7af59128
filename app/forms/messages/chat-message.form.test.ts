import { parseWithZod } from "#app/forms/parse.ts";
import { describe, expect, it } from "vitest";
import { formData } from "#app/forms/test-helpers.ts";
import { CHAT_MESSAGE_MAX, conversationActionSchema, firstMessageSchema } from "./chat-message.form.ts";

/** The field errors of a refused submission (undefined when it passed). */
const errorsOf = (submission: { status?: string; error?: unknown }) =>
  submission.status === "error" ? (submission.error as Record<string, string[] | null> | undefined) : undefined;

describe("chat forms", () => {
  it("a message is trimmed and keeps its inner line breaks", () => {
    const result = parseWithZod(formData({ intent: "send", text: "  Hello\n\nthere  " }), {
      schema: conversationActionSchema,
    });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({ intent: "send", text: "Hello\n\nthere" });
  });

  it("an empty or blank message is required", () => {
    for (const text of ["", "   \n  "]) {
      const result = parseWithZod(formData({ intent: "send", text }), { schema: conversationActionSchema });
      expect(errorsOf(result)?.text).toEqual(["This is Required."]);
    }
  });

  it("a message holds at most 2000 characters", () => {
    expect(
      parseWithZod(formData({ intent: "send", text: "x".repeat(CHAT_MESSAGE_MAX) }), {
        schema: conversationActionSchema,
      }).status,
    ).toBe("success");
    const result = parseWithZod(formData({ intent: "send", text: "x".repeat(CHAT_MESSAGE_MAX + 1) }), {
      schema: conversationActionSchema,
    });
    expect(errorsOf(result)?.text).toEqual(["Message must be at most 2000 characters."]);
  });

  it("delete needs a message id", () => {
    const ok = parseWithZod(formData({ intent: "delete", message_id: "12" }), { schema: conversationActionSchema });
    expect(ok.status === "success" && ok.value).toEqual({ intent: "delete", message_id: 12 });
    expect(
      parseWithZod(formData({ intent: "delete", message_id: "x" }), { schema: conversationActionSchema }).status,
    ).toBe("error");
  });

  it("a first message needs the member", () => {
    const ok = parseWithZod(formData({ intent: "send", participant_id: "3", text: "Hi" }), {
      schema: firstMessageSchema,
    });
    expect(ok.status === "success" && ok.value).toEqual({ intent: "send", participant_id: 3, text: "Hi" });
    const missing = parseWithZod(formData({ intent: "send", text: "Hi" }), { schema: firstMessageSchema });
    expect(errorsOf(missing)?.participant_id).toEqual(["This is Required."]);
  });
});
