import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { readOnce } from "./fields.tsx";
import { chakra, Field } from "@chakra-ui/react";

/**
 * A labelled file input bound to a Conform field: the hint under it, the error next to it (tied
 * with aria-invalid and aria-describedby). A native input, so it works without JavaScript and
 * every browser's own file picker (and screen-reader support) comes with it.
 */
export function FileField({
  meta,
  label,
  accept,
  helperText,
}: {
  meta: FieldMetadata<File | undefined | null>;
  label: string;
  accept: string;
  helperText: string;
}) {
  meta = readOnce(meta);
  const {
    key,
    required: _required,
    ...props
  } = getInputProps(meta, { type: "file", ariaDescribedBy: meta.descriptionId });
  const invalid = Boolean(meta.errors?.length);
  return (
    <Field.Root
      invalid={invalid}
      required
      id={meta.id}
      ids={{ control: `${meta.id}-field`, errorText: meta.errorId, helperText: meta.descriptionId }}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <chakra.input
        key={key}
        {...props}
        accept={accept}
        aria-required
        aria-describedby={invalid ? meta.errorId : meta.descriptionId}
        w="full"
        fontSize="sm"
        p="2"
        borderWidth="1px"
        borderColor={invalid ? "border.error" : "border"}
        borderRadius="md"
        bg="white"
        css={{
          "&::file-selector-button": {
            marginRight: "0.75rem",
            paddingInline: "0.75rem",
            paddingBlock: "0.375rem",
            borderRadius: "0.375rem",
            border: "none",
            background: "var(--chakra-colors-brand-primary)",
            color: "white",
            fontWeight: 600,
            cursor: "pointer",
          },
        }}
      />
      {invalid ? null : <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{meta.errors?.[0]}</Field.ErrorText>
    </Field.Root>
  );
}
