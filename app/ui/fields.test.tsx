import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { conformControlProps, readOnce } from "./fields.tsx";

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

describe("conformControlProps", () => {
  /** Renders a form like ours (no `constraint`) and hands its fields' props to `check`. */
  function withFields(
    lastResult: SubmissionResult<string[]> | undefined,
    check: (fields: Record<string, FieldMetadata<unknown>>) => void,
  ) {
    function Form() {
      const [, fields] = useForm({ id: "f", lastResult, shouldValidate: "onSubmit" });
      check(fields as unknown as Record<string, FieldMetadata<unknown>>);
      return null;
    }
    renderToStaticMarkup(<Form />);
  }
  const withoutAria = ({
    key: _key,
    required: _required,
    "aria-invalid": _i,
    "aria-describedby": _d,
    ...rest
  }: Record<string, unknown>) => rest;

  it("gives what Conform's helpers give, less their aria attributes, with and without values and errors", () => {
    const results: Array<SubmissionResult<string[]> | undefined> = [
      undefined,
      {
        status: "error",
        initialValue: { email: "a@b.c", bio: "Hello", city: "3", skills: ["1", "2"] },
        error: { email: ["Enter a valid email."], bio: ["Too long."] },
      },
    ];
    let checked = 0;
    for (const lastResult of results) {
      withFields(lastResult, (fields) => {
        for (const name of ["email", "bio", "city", "skills"]) {
          const meta = fields[name]!;
          const { type: _type, ...input } = withoutAria(getInputProps(meta as FieldMetadata<string>, { type: "text" }));
          expect(conformControlProps(meta, "input")).toEqual(input);
          expect(conformControlProps(meta, "textarea")).toEqual(
            withoutAria(getTextareaProps(meta as FieldMetadata<string>)),
          );
          expect(conformControlProps(meta, "select")).toEqual(
            withoutAria(getSelectProps(meta as FieldMetadata<string>)),
          );
          checked += 1;
        }
      });
    }
    expect(checked).toBe(8);
  });
});
