import { describe, expect, test } from "vitest";
import { decodeCursor, encodeCursor, keysetFields, pageField, pageSizeField, type CursorKey } from "./paging.ts";

/** What the cursors were before they were written without Node's Buffer. */
const bufferEncode = (key: CursorKey) => Buffer.from(JSON.stringify(key)).toString("base64url");

describe("cursors without Buffer read and write as Node's base64url did", () => {
  const keys: CursorKey[] = [
    ["2026-01-31T09:30:00.000Z", 1],
    ["Asha Verma", 2147483647],
    ["Zoë Ünal — ☕ 𝒜", 42],
    ["", 7],
  ];

  test.each(keys)("%s, %s", (time, id) => {
    const encoded = encodeCursor([time, id]);
    expect(encoded).toBe(bufferEncode([time, id]));
    expect(decodeCursor(encoded)).toEqual([time, id]);
  });

  test("anything else is no cursor, as before", () => {
    for (const value of [
      "",
      "!!",
      "a".repeat(401),
      bufferEncode(["x", 0] as CursorKey),
      Buffer.from('"text"').toString("base64url"),
      "A",
    ]) {
      expect(decodeCursor(value)).toBeNull();
    }
    // A lone last digit is dropped, as Buffer drops it.
    const encoded = encodeCursor(["2026-01-31T09:30:00.000Z", 5]);
    const padded = encoded.length % 4 === 0 ? `${encoded}A` : null;
    if (padded) expect(decodeCursor(padded)).toEqual(decodeCursor(encoded));
  });
});

describe("the paging query fields", () => {
  test("page: 1 by default, 1 to 10000", () => {
    expect(pageField.parse(undefined)).toBe(1);
    expect(pageField.parse(" 3 ")).toBe(3);
    for (const bad of ["0", "10001", "1.5", "-1", "abc"]) expect(pageField.safeParse(bad).success).toBe(false);
  });

  test("page_size: 20 by default, 1 to 20", () => {
    expect(pageSizeField.parse("")).toBe(20);
    expect(pageSizeField.parse("5")).toBe(5);
    expect(pageSizeField.safeParse("21").error?.issues[0].message).toBe("Enter a page size from 1 to 20.");
  });

  test("cursor: decoded, or the message that sends people back to the first page", () => {
    expect(keysetFields.cursor.parse(encodeCursor(["t", 9]))).toEqual(["t", 9]);
    expect(keysetFields.before.safeParse("%%%").error?.issues[0].message).toBe(
      "This page link is no longer valid: go back to the first page.",
    );
  });
});
