import { describe, expect, it } from "vitest";
import type { FlashMessage, Session } from "#app/context.ts";
import { imageUploadSchema, resumeUploadSchema } from "#app/forms/upload.ts";
import { UpstreamError } from "#app/upstream/client.ts";
import { profileIntentSchema } from "./profile-action.server.ts";
import { userIdParam } from "./profile.server.ts";
import { runUpload } from "./upload-action.server.ts";

function fakeSession() {
  const flashed: FlashMessage[] = [];
  const session: Session = {
    auth: null,
    setAuth() {},
    flash(type, message) {
      flashed.push({ type, message });
    },
    takeFlash: () => flashed.splice(0),
  };
  return { session, flashed };
}

function upload(file: File) {
  const form = new FormData();
  form.append("intent", "picture");
  form.append("file", file);
  return form;
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" });

/** The payload of a `data()` result. */
const payload = (result: unknown) =>
  (result as { data: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } }).data;
const status = (result: unknown) => (result as { init?: { status?: number } }).init?.status;

describe("runUpload", () => {
  it("stores a valid file and resolves with null", async () => {
    const { session } = fakeSession();
    const stored: string[] = [];
    const result = await runUpload(upload(png()), imageUploadSchema, session, async (file) => stored.push(file.name));
    expect(result).toBeNull();
    expect(stored).toEqual(["me.png"]);
  });

  it("refuses a missing file before calling the API", async () => {
    const { session } = fakeSession();
    let called = false;
    const result = await runUpload(upload(new File([], "")), resumeUploadSchema, session, async () => (called = true));
    expect(called).toBe(false);
    expect(status(result)).toBe(400);
    expect(payload(result).error).toEqual({ file: ["This is Required."] });
  });

  it("puts the API's wrong-type message next to the file field, and never echoes the file back", async () => {
    const { session, flashed } = fakeSession();
    const error = new UpstreamError({
      status: 400,
      body: {
        result: false,
        message: "Please check the file.",
        errors: { file: ["Upload a JPEG, PNG or WebP image."] },
      },
    });
    const result = await runUpload(upload(png()), imageUploadSchema, session, async () => {
      throw error;
    });
    expect(status(result)).toBe(400);
    expect(payload(result).error).toEqual({ file: ["Upload a JPEG, PNG or WebP image."] });
    expect(payload(result).initialValue?.file).toBeUndefined();
    expect(flashed).toEqual([]);
  });

  it("answers a 413 with its message on the field and the status text as a snackbar (spec §8)", async () => {
    const { session, flashed } = fakeSession();
    const error = new UpstreamError({
      status: 413,
      body: { result: false, message: "The file is too large. The limit is 5 MB." },
    });
    const result = await runUpload(upload(png()), imageUploadSchema, session, async () => {
      throw error;
    });
    expect(status(result)).toBe(413);
    expect(payload(result).error).toEqual({ file: ["The file is too large. The limit is 5 MB."] });
    expect(flashed).toEqual([{ type: "error", message: "Payload Too Large" }]);
  });

  it("shows other failures as spec §8 snackbars", async () => {
    const { session, flashed } = fakeSession();
    const result = await runUpload(upload(png()), imageUploadSchema, session, async () => {
      throw new UpstreamError({ status: 500, body: { result: false, message: "Boom" } });
    });
    expect(status(result)).toBe(500);
    expect(flashed).toEqual([{ type: "error", message: "Internal Server Error" }]);
  });
});

describe("userIdParam", () => {
  it("takes positive integers and answers 404 for anything else", () => {
    expect(userIdParam("12")).toBe(12);
    for (const bad of [undefined, "", "0", "-1", "1.5", "abc", "12abc", "99999999999999999999"]) {
      let thrown: unknown;
      try {
        userIdParam(bad);
      } catch (error) {
        thrown = error;
      }
      expect((thrown as { init?: { status?: number } })?.init?.status, String(bad)).toBe(404);
    }
  });
});

describe("profileIntentSchema", () => {
  it("tells the page's forms apart by intent, with their ids", () => {
    expect(profileIntentSchema.parse({ intent: "experience", id: "" })).toEqual({ intent: "experience" });
    expect(profileIntentSchema.parse({ intent: "experience", id: "4" })).toEqual({ intent: "experience", id: 4 });
    expect(profileIntentSchema.parse({ intent: "picture", type: "banner" })).toEqual({
      intent: "picture",
      type: "banner",
    });
    expect(profileIntentSchema.safeParse({ intent: "picture", type: "logo" }).success).toBe(false);
    expect(profileIntentSchema.safeParse({ intent: "education-delete" }).success).toBe(false);
    expect(profileIntentSchema.safeParse({ intent: "drop-table" }).success).toBe(false);
  });
});
