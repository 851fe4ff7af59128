import type { FieldMetadata } from "@conform-to/react";
import { SelectIndicator } from "./static.tsx";

// Plain label, control and message elements with the static `jl-field*`, `jl-input`,
// `jl-textarea` and `jl-select` classes of static-classes.ts (Chakra's field, input, textarea and
// native-select recipes), carrying the attributes Chakra's Field gave them: the root is a
// `role="group"` named `{id}-field`, the label is `for` the control, the control has `required`,
// `data-required`, and when invalid `aria-invalid`, `data-invalid` and `aria-errormessage`; the
// error text (`aria-live="polite"`) is only rendered when there is an error, the helper text only
// when there is none.

type Common = {
  label: string;
  helperText?: string;
  required?: boolean;
};

const dataFlag = (on: boolean | undefined) => (on ? "" : undefined);

/**
 * The field's metadata with each property read once for this render. Conform builds the whole
 * metadata object (a Proxy of getters) anew on every property read, and a field reads some twenty
 * (its id, name, errors, constraints, …): about a tenth of a form page's server time (issue 9).
 * Each first read still goes through Conform, so what the field subscribes to is the same.
 */
export function readOnce<M extends object>(meta: M): M {
  const read = new Map<PropertyKey, unknown>();
  return new Proxy(meta, {
    get(target, key) {
      if (!read.has(key)) read.set(key, Reflect.get(target, key));
      return read.get(key);
    },
  });
}

/**
 * What Conform's getInputProps, getTextareaProps and getSelectProps give our controls (`id`,
 * `name`, `form`, `defaultValue`), without the constraint attributes they also read: our forms
 * set no Conform `constraint` (the Zod schemas check on submit and as you type; `required` is
 * the field's own prop), so those reads always came back empty, and each read of Conform's
 * metadata builds its Proxy anew: nine reads of a field's sixteen, about 5 % of `/login`'s
 * server time. Their aria attributes are left out too: `controlProps` sets its own.
 * fields.test.ts checks the result against Conform's helpers.
 */
export function conformControlProps(
  meta: FieldMetadata<unknown>,
  kind: "input" | "textarea" | "select",
): { id: string; name: string; form: string; defaultValue?: string | string[] } {
  const initial: unknown = meta.initialValue;
  let defaultValue: string | string[] | undefined;
  if (kind === "input") defaultValue = typeof initial === "string" ? initial : undefined;
  else if (kind === "select" && Array.isArray(initial)) defaultValue = initial.map((item: unknown) => `${item ?? ""}`);
  else defaultValue = initial === null || initial === undefined ? undefined : String(initial);
  const props = { id: meta.id, name: meta.name, form: meta.formId };
  return defaultValue === undefined ? props : { ...props, defaultValue };
}

/** The attributes Chakra's Field gave its control, and the aria-describedby of ours. */
function controlProps(meta: FieldMetadata<unknown>, common: Common) {
  const invalid = Boolean(meta.errors?.length);
  return {
    id: meta.id,
    required: common.required || undefined,
    "aria-required": common.required || undefined,
    "aria-invalid": invalid || undefined,
    "aria-errormessage": invalid ? meta.errorId : undefined,
    "aria-describedby": invalid ? meta.errorId : common.helperText ? meta.descriptionId : undefined,
    "data-invalid": dataFlag(invalid),
    "data-required": dataFlag(common.required),
  };
}

function FieldShell({
  meta,
  label,
  helperText,
  required,
  children,
}: Common & { meta: FieldMetadata<unknown>; children: React.ReactNode }) {
  const errors = meta.errors;
  const invalid = Boolean(errors?.length);
  return (
    <div className="jl-field" role="group" id={`${meta.id}-field`} data-invalid={dataFlag(invalid)}>
      <label
        className="jl-field__label"
        id={`field::${meta.id}::label`}
        htmlFor={meta.id}
        data-invalid={dataFlag(invalid)}
        data-required={dataFlag(required)}
      >
        {label}
        {required ? (
          <span aria-hidden="true" className="jl-field__required">
            *
          </span>
        ) : null}
      </label>
      {children}
      {helperText && !invalid ? (
        <span id={meta.descriptionId} className="jl-field__helper">
          {helperText}
        </span>
      ) : null}
      {invalid ? (
        <span id={meta.errorId} aria-live="polite" className="jl-field__error">
          {errors?.[0]}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A labelled input bound to a Conform field: the error shows next to it, tied with
 * aria-invalid and aria-describedby. The control carries `required` (as Chakra's Field gave it),
 * but every form is `noValidate` (Conform's getFormProps, or the attribute itself), so the
 * browser does not check it: without JavaScript the server's messages (spec §5) are what the
 * user sees.
 */
export function TextField({
  meta,
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  list,
  min,
  max,
  ...common
}: Common & {
  meta: FieldMetadata<string | number | null | undefined>;
  list?: string;
  type?: "text" | "email" | "password" | "tel" | "url" | "search" | "date";
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  placeholder?: string;
  /** A date field's bounds (YYYY-MM-DD). */
  min?: string;
  max?: string;
}) {
  meta = readOnce(meta);
  return (
    <FieldShell meta={meta} {...common}>
      <input
        {...conformControlProps(meta, "input")}
        type={type}
        {...controlProps(meta, common)}
        className="jl-input jl-input--md"
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        list={list}
        min={min}
        max={max}
      />
    </FieldShell>
  );
}

export function TextareaField({
  meta,
  rows = 4,
  onKeyDown,
  ...common
}: Common & {
  meta: FieldMetadata<string | null | undefined>;
  rows?: number;
  onKeyDown?: (event: React.KeyboardEvent<HTMLTextAreaElement>) => void;
}) {
  meta = readOnce(meta);
  return (
    <FieldShell meta={meta} {...common}>
      <textarea
        {...conformControlProps(meta, "textarea")}
        {...controlProps(meta, common)}
        className="jl-textarea"
        rows={rows}
        onKeyDown={onKeyDown}
      />
    </FieldShell>
  );
}

export function SelectField({
  meta,
  options,
  placeholder,
  ...common
}: Common & {
  meta: FieldMetadata<string | number | null | undefined>;
  options: { value: string | number; label: string }[];
  placeholder?: string;
}) {
  meta = readOnce(meta);
  return (
    <FieldShell meta={meta} {...common}>
      <div className="jl-select jl-select--md">
        <select {...conformControlProps(meta, "select")} {...controlProps(meta, common)} className="jl-select__field">
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <SelectIndicator invalid={Boolean(meta.errors?.length)} />
      </div>
    </FieldShell>
  );
}

/** Errors that belong to the whole form (wrong password, server unavailable). */
export function FormError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div className="jl-field" role="group" data-invalid="">
      <span id={id} role="alert" aria-live="polite" className="jl-field__error jl-text-sm">
        {errors[0]}
      </span>
    </div>
  );
}

/** A hidden input from Conform's props (which carry a `key` that must not be spread). */
export function HiddenInput({ key: _key, ...props }: React.InputHTMLAttributes<HTMLInputElement> & { key?: string }) {
  return <input {...props} />;
}
