import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Form, useNavigation } from "react-router";
import { Link } from "./link.tsx";
import type { imageUploadSchema } from "#app/forms/upload.ts";
import { FormError } from "./fields.tsx";
import { RouteDialog } from "./route-dialog.tsx";
import { FileField } from "./file-field.tsx";
import { StaticButton } from "./static.tsx";

/** True while a form with this `intent` is being submitted (the button shows it is busy). */
export function useIntentPending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/** Hidden fields sent with a form: its `intent` (STYLE.md) and any ids. */
export function HiddenFields({
  intent,
  fields = {},
}: {
  intent: string;
  fields?: Record<string, string | number | undefined>;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
    </>
  );
}

/** Cancel (a link back to the page without the dialog) and the submit button, at the end of a form. */
export function FormButtons({
  cancelTo,
  submitLabel,
  pendingLabel,
  intent,
}: {
  cancelTo: string;
  submitLabel: string;
  pendingLabel: string;
  intent: string;
}) {
  const pending = useIntentPending(intent);
  return (
    <HStack justify="flex-end" gap="2" wrap="wrap">
      <Button asChild variant="outline">
        <Link to={cancelTo} preventScrollReset>
          Cancel
        </Link>
      </Button>
      <Button type="submit" colorPalette="brand" loading={pending} loadingText={pendingLabel}>
        {submitLabel}
      </Button>
    </HStack>
  );
}

/**
 * One file upload as a plain multipart form (works without JavaScript): the file input with its
 * hint and error, Cancel and Upload. With JavaScript, the schema checks the file before it is
 * sent (required, size, declared type); the API checks the content again.
 */
export function UploadForm({
  id,
  intent,
  fields,
  schema,
  label,
  accept,
  helperText,
  submitLabel = "Upload",
  cancelTo,
  lastResult,
}: {
  id: string;
  intent: string;
  fields?: Record<string, string | number>;
  /** `imageUploadSchema` or `resumeUploadSchema`. */
  schema: typeof imageUploadSchema;
  label: string;
  accept: string;
  helperText: string;
  submitLabel?: string;
  cancelTo: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, formFields] = useForm({
    id,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" encType="multipart/form-data" preventScrollReset {...getFormProps(form)}>
      <HiddenFields intent={intent} fields={fields} />
      <Stack gap="4">
        <FormError id={form.errorId} errors={form.errors} />
        <FileField meta={formFields.file} label={label} accept={accept} helperText={helperText} />
        <FormButtons cancelTo={cancelTo} submitLabel={submitLabel} pendingLabel="Uploading" intent={intent} />
      </Stack>
    </Form>
  );
}

/** A single-button form (e.g. "Remove photo") posting an intent to the page's action. */
export function IntentForm({
  intent,
  fields,
  children,
  colorPalette = "red",
  variant = "outline",
}: {
  intent: string;
  fields?: Record<string, string | number>;
  children: React.ReactNode;
  colorPalette?: "red" | "brand";
  variant?: "outline" | "solid" | "ghost";
}) {
  const pending = useIntentPending(intent);
  return (
    <Form method="post" preventScrollReset>
      <HiddenFields intent={intent} fields={fields} />
      <StaticButton type="submit" size="sm" variant={variant} palette={colorPalette} loading={pending}>
        {children}
      </StaticButton>
    </Form>
  );
}

/**
 * A deletion asked for in the URL (`?delete=…&item=…`): the question, Cancel (back to the page)
 * and a red confirm button that posts the intent. A URL dialog, so it works without JavaScript.
 */
export function ConfirmDeleteDialog({
  title,
  description,
  intent,
  fields,
  confirmLabel = "Delete",
  closeTo,
}: {
  title: string;
  description: string;
  intent: string;
  fields?: Record<string, string | number>;
  confirmLabel?: string;
  closeTo: string;
}) {
  const pending = useIntentPending(intent);
  return (
    <RouteDialog title={title} closeTo={closeTo} size="confirm">
      <Text>{description}</Text>
      <Form method="post" preventScrollReset>
        <HiddenFields intent={intent} fields={fields} />
        <HStack justify="flex-end" gap="2">
          <Button asChild variant="outline">
            <Link to={closeTo} preventScrollReset>
              Cancel
            </Link>
          </Button>
          <Button type="submit" colorPalette="red" loading={pending}>
            {confirmLabel}
          </Button>
        </HStack>
      </Form>
    </RouteDialog>
  );
}
