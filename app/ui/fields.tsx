import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { Field, Input, NativeSelect, Textarea } from "@chakra-ui/react";

type Common = {
  label: string;
  helperText?: string;
  required?: boolean;
};

function FieldShell({
  meta,
  label,
  helperText,
  required,
  children,
}: Common & { meta: FieldMetadata<unknown>; children: React.ReactNode }) {
  const errors = meta.errors;
  return (
    <Field.Root
      invalid={Boolean(errors?.length)}
      required={required}
      // Ark gives the input and the label's `for` the field's `id`; `ids.control` names the root.
      id={meta.id}
      ids={{ control: `${meta.id}-field`, errorText: meta.errorId, helperText: meta.descriptionId }}
    >
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText && !errors?.length ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{errors?.[0]}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * A labelled input bound to a Conform field: the error shows next to it, tied with
 * aria-invalid and aria-describedby. No native `required` attribute, so without JavaScript the
 * server's messages (spec §5) are what the user sees.
 */
export function TextField({
  meta,
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  list,
  ...common
}: Common & {
  meta: FieldMetadata<string | number | null | undefined>;
  list?: string;
  type?: "text" | "email" | "password" | "tel" | "url" | "search";
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  placeholder?: string;
}) {
  const { key, required: _required, ...props } = getInputProps(meta, { type, ariaDescribedBy: meta.descriptionId });
  return (
    <FieldShell meta={meta} {...common}>
      <Input
        key={key}
        {...props}
        aria-required={common.required || undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        list={list}
        aria-describedby={meta.errors?.length ? meta.errorId : common.helperText ? meta.descriptionId : undefined}
      />
    </FieldShell>
  );
}

export function TextareaField({
  meta,
  rows = 4,
  ...common
}: Common & { meta: FieldMetadata<string | null | undefined>; rows?: number }) {
  const { key, required: _required, ...props } = getTextareaProps(meta);
  return (
    <FieldShell meta={meta} {...common}>
      <Textarea
        key={key}
        {...props}
        rows={rows}
        aria-required={common.required || undefined}
        aria-describedby={meta.errors?.length ? meta.errorId : common.helperText ? meta.descriptionId : undefined}
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
  const { key, required: _required, ...props } = getSelectProps(meta);
  return (
    <FieldShell meta={meta} {...common}>
      <NativeSelect.Root>
        <NativeSelect.Field
          key={key}
          {...props}
          aria-required={common.required || undefined}
          aria-describedby={meta.errors?.length ? meta.errorId : common.helperText ? meta.descriptionId : undefined}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

/** Errors that belong to the whole form (wrong password, server unavailable). */
export function FormError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <Field.Root invalid>
      <Field.ErrorText id={id} role="alert" fontSize="sm">
        {errors[0]}
      </Field.ErrorText>
    </Field.Root>
  );
}

/** A hidden input from Conform's props (which carry a `key` that must not be spread). */
export function HiddenInput({ key: _key, ...props }: React.InputHTMLAttributes<HTMLInputElement> & { key?: string }) {
  return <input {...props} />;
}
