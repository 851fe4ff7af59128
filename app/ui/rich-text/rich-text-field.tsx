import { Field, Textarea } from "@chakra-ui/react";
import { lazy, Suspense, useId } from "react";
import { useHydrated } from "#app/ui/hydrated.ts";

const RichTextEditor = lazy(() => import("./editor.client.tsx"));

type Props = {
  /** Form field name; the editor posts HTML, the plain text area posts text (see `formatName`). */
  name: string;
  label: string;
  /** Sanitised HTML to start from (editor). */
  defaultHtml?: string;
  /** The same content as plain text (the text area without JavaScript). */
  defaultText?: string;
  errors?: string[];
  errorId: string;
  helperText?: string;
  /** Hidden field telling the server whether `name` holds `html` or `text`. */
  formatName?: string;
};

/**
 * A rich-text field: a plain text area in the server's HTML (so the form works without
 * JavaScript), replaced after hydration by the Tiptap editor, which is loaded only here.
 */
export function RichTextField({
  name,
  label,
  defaultHtml = "",
  defaultText = "",
  errors,
  errorId,
  helperText,
  formatName = `${name}_format`,
}: Props) {
  const hydrated = useHydrated();
  const id = useId();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper`;
  const describedBy = errors?.length ? errorId : helperText ? helperId : undefined;
  const textArea = (
    <>
      <input type="hidden" name={formatName} value="text" />
      <Textarea id={id} name={name} defaultValue={defaultText} rows={8} aria-describedby={describedBy} />
    </>
  );
  return (
    <Field.Root
      invalid={Boolean(errors?.length)}
      id={id}
      ids={{ control: `${id}-field`, label: labelId, errorText: errorId, helperText: helperId }}
    >
      <Field.Label>{label}</Field.Label>
      {hydrated ? (
        <Suspense fallback={textArea}>
          <RichTextEditor
            name={name}
            formatName={formatName}
            defaultHtml={defaultHtml}
            labelId={labelId}
            describedBy={describedBy}
            invalid={Boolean(errors?.length)}
          />
        </Suspense>
      ) : (
        textArea
      )}
      {helperText && !errors?.length ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{errors?.[0]}</Field.ErrorText>
    </Field.Root>
  );
}
