import { describe, expect, it } from "vitest";
import { readOnce } from "./fields";

describe("readOnce", () => {
  it("reads each property of the field's metadata once, and answers later reads with the same value", () => {
    const reads: PropertyKey[] = [];
    // Like Conform's field metadata: every read builds its answer anew.
    const meta = new Proxy({} as { id: string; errors: string[] | undefined }, {
      get(_target, key) {
        reads.push(key);
        return key === "id" ? "form-email" : key === "errors" ? ["Enter a valid email."] : undefined;
      },
    });
    const once = readOnce(meta);
    expect(once.id).toBe("form-email");
    expect(once.id).toBe("form-email");
    const errors = once.errors;
    expect(once.errors).toBe(errors);
    expect(once.errors).toEqual(["Enter a valid email."]);
    expect(reads).toEqual(["id", "errors"]);
  });

  it("keeps an undefined answer too", () => {
    let reads = 0;
    const meta = new Proxy({} as { minLength?: number }, {
      get() {
        reads += 1;
        return undefined;
      },
    });
    const once = readOnce(meta);
    expect(once.minLength).toBeUndefined();
    expect(once.minLength).toBeUndefined();
    expect(reads).toBe(1);
  });
});
