import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { readOnce } from "#app/ui/fields.tsx";
import { chakra, Field, Grid, Input } from "@chakra-ui/react";
import { TextField } from "#app/ui/fields.tsx";

/**
 * A labelled month input (`YYYY-MM`) bound to a Conform field. Browsers without a month picker
 * show a text box: the placeholder says what to type, and the schema checks it.
 */
export function MonthField({
  meta,
  label,
  required,
  disabled,
  helperText,
}: {
  meta: FieldMetadata<string | null | undefined>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}) {
  meta = readOnce(meta);
  const {
    key,
    required: _required,
    ...props
  } = getInputProps(meta, { type: "month", ariaDescribedBy: meta.descriptionId });
  const invalid = Boolean(meta.errors?.length);
  return (
    <Field.Root
      invalid={invalid}
      required={required}
      disabled={disabled}
      id={meta.id}
      ids={{ control: `${meta.id}-field`, errorText: meta.errorId, helperText: meta.descriptionId }}
    >
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        key={key}
        {...props}
        placeholder="YYYY-MM"
        pattern="\d{4}-\d{2}"
        aria-required={required || undefined}
        aria-describedby={invalid ? meta.errorId : helperText ? meta.descriptionId : undefined}
      />
      {helperText && !invalid ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{meta.errors?.[0]}</Field.ErrorText>
    </Field.Root>
  );
}

/** A labelled native checkbox bound to a Conform boolean field (sends "on" when checked). */
export function CheckboxField({
  meta,
  label,
  onCheckedChange,
}: {
  meta: FieldMetadata<string | boolean | null | undefined>;
  label: string;
  onCheckedChange?: (checked: boolean) => void;
}) {
  meta = readOnce(meta);
  const { key, ...props } = getInputProps(meta, { type: "checkbox", ariaDescribedBy: meta.descriptionId });
  const invalid = Boolean(meta.errors?.length);
  return (
    <Field.Root invalid={invalid} ids={{ errorText: meta.errorId }}>
      <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
        <chakra.input
          key={key}
          {...props}
          aria-describedby={invalid ? meta.errorId : undefined}
          onChange={(event) => onCheckedChange?.(event.target.checked)}
          boxSize="4"
          css={{ accentColor: "var(--chakra-colors-brand-primary)" }}
        />
        {label}
      </chakra.label>
      <Field.ErrorText>{meta.errors?.[0]}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * The member's name and headline: the same inputs on /individual/details (onboarding, then
 * editing) and in the profile's intro dialog, so a fact shown on both is added here once.
 */
export function NameAndHeadlineFields({
  fields,
}: {
  fields: {
    first_name: FieldMetadata<string | null | undefined>;
    last_name: FieldMetadata<string | null | undefined>;
    bio: FieldMetadata<string | null | undefined>;
  };
}) {
  return (
    <>
      <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
        <TextField meta={fields.first_name} label="First name" autoComplete="given-name" required />
        <TextField meta={fields.last_name} label="Last name" autoComplete="family-name" required />
      </Grid>
      <TextField
        meta={fields.bio}
        label="Headline"
        placeholder="e.g. Frontend engineer at Acme"
        helperText="Up to 120 characters."
        required
      />
    </>
  );
}
