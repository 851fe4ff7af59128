import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  emailField,
  formDefaultsFrom,
  emailListField,
  isAllowedUrl,
  isStrongPassword,
  isValidEmail,
  isValidIndianPhone,
  isValidName,
  isValidPincode,
  locationField,
  messages,
  nameField,
  normalizeIndianPhone,
  optionalPhoneField,
  optionalText,
  optionalUrlField,
  otpField,
  otpInputField,
  passwordField,
  phoneField,
  pincodeField,
  pocField,
  requiredText,
  splitEmailList,
  typeOfUserField,
} from "./fields.ts";
import { errorsOf, submit } from "./test-helpers.ts";

/** Submits `value` (or nothing when undefined) as the only field `value` of a one-field form. */
function check(field: z.ZodType, value: string | string[] | undefined) {
  const schema = z.object({ value: field });
  const submission = submit(schema, value === undefined ? {} : { value });
  if (submission.status === "success") return { ok: true as const, value: submission.value.value };
  return { ok: false as const, errors: submission.error?.value };
}

function errors(field: z.ZodType, value: string | string[] | undefined) {
  const result = check(field, value);
  return result.ok ? undefined : result.errors;
}

const REQUIRED = ["This is Required."];

describe("messages are the spec's, word for word", () => {
  it("keeps every spec §5 message", () => {
    expect(messages).toMatchObject({
      required: "This is Required.",
      name: "name Must be valid",
      email: "Email Must Be Valid",
      phone: "Phone Number Must be valid",
      optionalPhone: "Invalid Phone Number",
      pincode: "Pincode Must be valid",
      password: "Try a mix of upper and lower case letters,numbers and special characters",
      url: "URL must use https:// as the scheme.",
    });
  });
});

describe("nameField", () => {
  const NAME = ["name Must be valid"];

  it.each(["Asha", "O'Brien", "Mary-Jane", "Anne Marie", "Jean-Luc Picard", "D'Souza-Rao", "O’Neil", "José", "Zoë"])(
    "accepts %j",
    (value) => {
      expect(check(nameField, value)).toEqual({ ok: true, value });
    },
  );

  it.each([
    "'Brien",
    "OBrien'",
    "-Mary",
    "Mary-",
    "Mary--Jane",
    "O''Brien",
    "Mary-'Jane",
    "Mary - Jane",
    "Anne  Marie",
    "R2D2",
    "Asha.",
    "Asha_K",
    "Mary Jane-",
  ])("rejects %j", (value) => {
    expect(errors(nameField, value)).toEqual(NAME);
  });

  it("trims surrounding spaces", () => {
    expect(check(nameField, "  Asha Rao ")).toEqual({ ok: true, value: "Asha Rao" });
  });

  it("accepts 50 characters and rejects 51 with one message", () => {
    expect(check(nameField, "A".repeat(50)).ok).toBe(true);
    expect(check(nameField, `${"A".repeat(24)} ${"B".repeat(25)}`).ok).toBe(true);
    expect(errors(nameField, "A".repeat(51))).toEqual(NAME);
    expect(errors(nameField, `${"A".repeat(25)} ${"B".repeat(25)}`)).toEqual(NAME);
    // too long and badly formed still gives a single message
    expect(errors(nameField, `${"A".repeat(50)}-`)).toEqual(NAME);
  });

  it("requires a value; spaces alone count as missing", () => {
    expect(errors(nameField, undefined)).toEqual(REQUIRED);
    expect(errors(nameField, "")).toEqual(REQUIRED);
    expect(errors(nameField, "   ")).toEqual(REQUIRED);
  });

  it("isValidName agrees with the field", () => {
    expect(isValidName("Mary-Jane")).toBe(true);
    expect(isValidName("Mary-")).toBe(false);
    expect(isValidName("A".repeat(21), 20)).toBe(false);
  });
});

describe("pocField", () => {
  it("accepts 20 characters and rejects 21", () => {
    expect(check(pocField, "A".repeat(20)).ok).toBe(true);
    expect(check(pocField, "Ravi O'Brien-Kumar").ok).toBe(true);
    expect(errors(pocField, "A".repeat(21))).toEqual(["name Must be valid"]);
  });

  it("follows the name pattern", () => {
    expect(errors(pocField, "Ravi  K")).toEqual(["name Must be valid"]);
    expect(errors(pocField, "Ravi-")).toEqual(["name Must be valid"]);
    expect(errors(pocField, undefined)).toEqual(REQUIRED);
  });
});

describe("emailField", () => {
  it.each(["asha@example.com", "a.b+tag@sub.example.co.in", "x_y-z@mail-host.org"])("accepts %j", (value) => {
    expect(check(emailField, value)).toEqual({ ok: true, value });
  });

  it.each([
    "asha",
    "asha@",
    "@example.com",
    "asha@example",
    "asha@@example.com",
    "asha @example.com",
    "a..b@example.com",
    "asha@example.c",
  ])("rejects %j", (value) => {
    expect(errors(emailField, value)).toEqual(["Email Must Be Valid"]);
  });

  it("trims and lower-cases", () => {
    expect(check(emailField, "  Asha@Example.COM ")).toEqual({ ok: true, value: "asha@example.com" });
  });

  it("rejects addresses longer than 254 characters", () => {
    const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(60)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(errors(emailField, long)).toEqual(["Email Must Be Valid"]);
    expect(isValidEmail(long)).toBe(false);
  });

  it("requires a value", () => {
    expect(errors(emailField, undefined)).toEqual(REQUIRED);
    expect(errors(emailField, " ")).toEqual(REQUIRED);
  });
});

describe("emailListField", () => {
  it("splits on commas, semicolons, spaces and new lines, dedupes and lower-cases", () => {
    expect(
      check(emailListField, "a@example.com, B@example.com\nc@example.com;  a@EXAMPLE.com\r\n\td@example.com"),
    ).toEqual({
      ok: true,
      value: ["a@example.com", "b@example.com", "c@example.com", "d@example.com"],
    });
  });

  it("accepts repeated inputs", () => {
    expect(check(emailListField, ["a@example.com", "b@example.com, c@example.com"])).toEqual({
      ok: true,
      value: ["a@example.com", "b@example.com", "c@example.com"],
    });
  });

  it("names each bad entry once", () => {
    expect(errors(emailListField, "a@example.com, nope, b@, nope")).toEqual([
      "Email Must Be Valid: nope",
      "Email Must Be Valid: b@",
    ]);
  });

  it("requires at least one address", () => {
    expect(errors(emailListField, undefined)).toEqual(REQUIRED);
    expect(errors(emailListField, "")).toEqual(REQUIRED);
    expect(errors(emailListField, " ,\n ; ")).toEqual(REQUIRED);
  });

  it("takes at most 50 distinct addresses", () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `user${i}@example.com`);
    expect(check(emailListField, fifty.join(",")).ok).toBe(true);
    expect(check(emailListField, [...fifty, "USER0@example.com"].join(",")).ok).toBe(true);
    expect(errors(emailListField, [...fifty, "extra@example.com"].join(","))).toEqual([
      "Enter at most 50 email addresses.",
    ]);
  });

  it("works on JSON values too", () => {
    expect(emailListField.parse(["x@example.com"])).toEqual(["x@example.com"]);
    expect(emailListField.safeParse([]).success).toBe(false);
    expect(splitEmailList(" a@b.co ,, c@d.co ")).toEqual(["a@b.co", "c@d.co"]);
  });
});

describe("OTP", () => {
  it("otpField takes exactly six digits", () => {
    expect(check(otpField, "012345")).toEqual({ ok: true, value: "012345" });
    expect(check(otpField, " 123456 ")).toEqual({ ok: true, value: "123456" });
    for (const bad of ["12345", "1234567", "12345a", "12 345", "١٢٣٤٥٦"]) {
      expect(errors(otpField, bad), bad).toEqual(["Enter the 6-digit code."]);
    }
    expect(errors(otpField, undefined)).toEqual(REQUIRED);
  });

  it("otpInputField takes 1 to 6 digits", () => {
    expect(check(otpInputField, "1").ok).toBe(true);
    expect(check(otpInputField, "123456").ok).toBe(true);
    expect(errors(otpInputField, "1234567")).toEqual(["Enter the 6-digit code."]);
    expect(errors(otpInputField, "12a")).toEqual(["Enter the 6-digit code."]);
    expect(errors(otpInputField, "")).toEqual(REQUIRED);
  });
});

describe("phoneField", () => {
  const PHONE = ["Phone Number Must be valid"];

  it.each(["9876543210", "6000000000", "7123456789", "8123456789", "+919876543210", "919876543210", "09876543210"])(
    "accepts %j",
    (value) => {
      expect(check(phoneField, value)).toEqual({ ok: true, value });
    },
  );

  it.each([
    ["a leading 5", "5876543210"],
    ["a leading 0 digit after the prefix", "+910876543210"],
    ["9 digits", "987654321"],
    ["11 digits", "98765432101"],
    ["+91 with 9 digits", "+91987654321"],
    ["91 with a leading 5", "915876543210"],
    ["0 with a leading 5", "05876543210"],
    ["a double prefix", "+91098765432"],
    ["+ without 91", "+9876543210"],
    ["+92", "+929876543210"],
    ["dots between the digits", "98765.43210"],
    ["spaces around too few digits", "98765 4321"],
    ["letters", "98765abcde"],
  ])("rejects %s", (_, value) => {
    expect(errors(phoneField, value)).toEqual(PHONE);
  });

  it.each([
    ["+91 98450 12345", "+919845012345"],
    ["98450-12345", "9845012345"],
    ["+91-98450-12345", "+919845012345"],
    ["0 98450 12345", "09845012345"],
    ["  98450  12345 ", "9845012345"],
  ])("accepts %j (spaces and hyphens) and stores %j", (value, stored) => {
    expect(check(phoneField, value)).toEqual({ ok: true, value: stored });
  });

  it("trims and requires a value", () => {
    expect(check(phoneField, " +919876543210 ")).toEqual({ ok: true, value: "+919876543210" });
    expect(errors(phoneField, undefined)).toEqual(REQUIRED);
  });

  it("normalizeIndianPhone keeps the ten-digit number", () => {
    expect(normalizeIndianPhone("+919876543210")).toBe("9876543210");
    expect(normalizeIndianPhone("09876543210")).toBe("9876543210");
    expect(normalizeIndianPhone("919876543210")).toBe("9876543210");
    expect(normalizeIndianPhone("9198765432")).toBe("9198765432");
    expect(normalizeIndianPhone("5876543210")).toBeNull();
    expect(isValidIndianPhone("+919876543210")).toBe(true);
    expect(normalizeIndianPhone("+91 98765-43210")).toBe("9876543210");
    expect(isValidIndianPhone("98765 43210")).toBe(true);
  });
});

describe("optionalPhoneField", () => {
  it("is empty-friendly and says Invalid Phone Number", () => {
    expect(check(optionalPhoneField, undefined)).toEqual({ ok: true, value: null });
    expect(check(optionalPhoneField, "")).toEqual({ ok: true, value: null });
    expect(check(optionalPhoneField, "+919876543210")).toEqual({ ok: true, value: "+919876543210" });
    expect(check(optionalPhoneField, "+91 98765-43210")).toEqual({ ok: true, value: "+919876543210" });
    expect(errors(optionalPhoneField, "5876543210")).toEqual(["Invalid Phone Number"]);
    expect(optionalPhoneField.parse(null)).toBeNull();
    expect(optionalPhoneField.parse("  ")).toBeNull();
  });
});

describe("pincodeField", () => {
  const PIN = ["Pincode Must be valid"];

  it("accepts six digits not starting with 0", () => {
    expect(check(pincodeField, "560001")).toEqual({ ok: true, value: "560001" });
    expect(check(pincodeField, " 110001 ")).toEqual({ ok: true, value: "110001" });
    expect(isValidPincode("999999")).toBe(true);
  });

  it.each([
    ["a leading 0", "056001"],
    ["5 digits", "56001"],
    ["7 digits", "5600011"],
    ["letters", "56000A"],
    ["an inner space", "560 001"],
  ])("rejects %s", (_, value) => {
    expect(errors(pincodeField, value)).toEqual(PIN);
  });

  it("requires a value", () => {
    expect(errors(pincodeField, undefined)).toEqual(REQUIRED);
  });
});

describe("passwordField", () => {
  const PASSWORD = ["Try a mix of upper and lower case letters,numbers and special characters"];

  it("accepts 8 and 20 characters with every class", () => {
    expect(check(passwordField, "Abcdef1!")).toEqual({ ok: true, value: "Abcdef1!" });
    expect(check(passwordField, `Ab1!${"x".repeat(16)}`).ok).toBe(true);
    expect(isStrongPassword("Ünïcödé1#")).toBe(true);
  });

  it("rejects 7 and 21 characters", () => {
    expect(errors(passwordField, "Abcde1!")).toEqual(PASSWORD);
    expect(errors(passwordField, `Ab1!${"x".repeat(17)}`)).toEqual(PASSWORD);
  });

  it.each([
    ["no lowercase", "ABCDEF1!"],
    ["no uppercase", "abcdef1!"],
    ["no digit", "Abcdefg!"],
    ["no special character", "Abcdefg1"],
    ["a space is not special", "Abcdef 1"],
  ])("rejects %s", (_, value) => {
    expect(errors(passwordField, value)).toEqual(PASSWORD);
  });

  it("is not trimmed", () => {
    expect(check(passwordField, " Abcdef1! ")).toEqual({ ok: true, value: " Abcdef1! " });
  });

  it('requires a value (JSON "" too)', () => {
    expect(errors(passwordField, undefined)).toEqual(REQUIRED);
    expect(passwordField.safeParse("").error?.issues.map((issue) => issue.message)).toEqual(REQUIRED);
  });
});

describe("optionalUrlField", () => {
  const URL_ERROR = ["URL must use https:// as the scheme."];

  it.each([
    "http://example.com",
    "https://example.com/jobs?x=1",
    "ftp://files.example.com/a.pdf",
    "HTTPS://Example.com",
  ])("accepts %j", (value) => {
    expect(check(optionalUrlField, value)).toEqual({ ok: true, value });
  });

  it.each([
    "javascript:alert(1)",
    "mailto:hr@example.com",
    "example.com",
    "www.example.com",
    "https:example.com",
    "https://",
    "file:///etc/passwd",
    "data:text/html,hi",
    "https://exa mple.com",
    `https://example.com/${"a".repeat(2048)}`,
  ])("rejects %j", (value) => {
    expect(errors(optionalUrlField, value)).toEqual(URL_ERROR);
    expect(isAllowedUrl(value)).toBe(false);
  });

  it("is optional: empty gives null", () => {
    expect(check(optionalUrlField, undefined)).toEqual({ ok: true, value: null });
    expect(check(optionalUrlField, "")).toEqual({ ok: true, value: null });
    expect(optionalUrlField.parse("   ")).toBeNull();
    expect(optionalUrlField.parse(null)).toBeNull();
    expect(optionalUrlField.parse(undefined)).toBeNull();
  });

  it("trims", () => {
    expect(check(optionalUrlField, "  https://example.com ")).toEqual({ ok: true, value: "https://example.com" });
  });
});

describe("text fields", () => {
  it("requiredText enforces its maximum after trimming", () => {
    const field = requiredText(5, "Too long.");
    expect(check(field, " abcde ")).toEqual({ ok: true, value: "abcde" });
    expect(errors(field, "abcdef")).toEqual(["Too long."]);
    expect(errors(field, "  ")).toEqual(REQUIRED);
  });

  it("optionalText gives null when empty", () => {
    const field = optionalText(5, "Too long.");
    expect(check(field, undefined)).toEqual({ ok: true, value: null });
    expect(check(field, "abc")).toEqual({ ok: true, value: "abc" });
    expect(errors(field, "abcdef")).toEqual(["Too long."]);
  });
});

describe("locationField", () => {
  it("coerces the select's value to a positive integer", () => {
    expect(check(locationField, "12")).toEqual({ ok: true, value: 12 });
    expect(locationField.parse(3)).toBe(3);
  });

  it.each(["0", "-1", "1.5", "abc"])("rejects %j", (value) => {
    expect(errors(locationField, value)).toEqual(["Select a location from the list."]);
  });

  it("requires a value", () => {
    expect(errors(locationField, undefined)).toEqual(REQUIRED);
    expect(errors(locationField, "")).toEqual(REQUIRED);
  });
});

describe("typeOfUserField", () => {
  it("takes individual or corporate", () => {
    expect(check(typeOfUserField, "individual")).toEqual({ ok: true, value: "individual" });
    expect(check(typeOfUserField, "corporate")).toEqual({ ok: true, value: "corporate" });
    expect(errors(typeOfUserField, "admin")).toEqual(["Choose individual or corporate."]);
    expect(errors(typeOfUserField, undefined)).toEqual(REQUIRED);
  });
});

describe("test helper", () => {
  it("errorsOf reads one field's errors", () => {
    const schema = z.object({ a: nameField, b: nameField });
    expect(errorsOf(schema, { a: "Asha" }, "a")).toBeUndefined();
    expect(errorsOf(schema, { a: "Asha" }, "b")).toEqual(REQUIRED);
  });
});

describe("formDefaultsFrom", () => {
  it("gives each field as text: an entry of a list by its id, a list item by item, none as empty", () => {
    type Form = {
      title: string;
      sector: number;
      salary?: number;
      locations: number[];
      bio?: string | null;
      months: number;
    };
    const record = {
      title: "Analyst",
      sector: { id: 3, title: "IT" },
      salary: null,
      locations: [{ id: 5, city: "Pune" }, { id: 6 }],
      bio: undefined,
      months: 0,
      extra: "left out",
    };
    expect(formDefaultsFrom<Form>(["title", "sector", "salary", "locations", "bio", "months"], record)).toEqual({
      title: "Analyst",
      sector: "3",
      salary: "",
      locations: ["5", "6"],
      bio: "",
      months: "0",
    });
  });
});
