import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { Button, HStack, Stack } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { CHAT_MESSAGE_MAX, messageTextSchema } from "#app/forms/messages/chat-message.form.ts";
import { FormError, TextareaField } from "#app/ui/fields.tsx";
import { useHydrated } from "#app/ui/hydrated.ts";

/**
 * The message form (a textarea and Send), a plain form posting `intent=send` with the hidden
 * fields given. The browser checks the text on submit (then as you type), the server checks it
 * again; errors show next to the field, with or without JavaScript. With JavaScript the form is
 * emptied once a send went through (the action redirected instead of answering errors), and the
 * cursor stays in the field for the next message. With JavaScript, Enter sends and Shift+Enter
 * adds a line (as in every chat); without it Enter adds a line and Send sends.
 */
export function MessageForm({
  id,
  action,
  lastResult,
  hidden = {},
  label = "Message",
  submitLabel = "Send",
}: {
  id: string;
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  hidden?: Record<string, string | number>;
  label?: string;
  submitLabel?: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<{ text: string }>({
    id,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: messageTextSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const hydrated = useHydrated();
  const sendButton = useRef<HTMLButtonElement>(null);
  const sendOnEnter = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character (Enter picks the character there).
    if (
      event.key !== "Enter" ||
      event.shiftKey ||
      event.altKey ||
      event.ctrlKey ||
      event.metaKey ||
      event.nativeEvent.isComposing
    )
      return;
    event.preventDefault();
    if (!sending) event.currentTarget.form?.requestSubmit(sendButton.current);
  };
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "send" &&
    navigation.formData?.get("form-id") === id;

  const wasSending = useRef(false);
  useEffect(() => {
    if (sending) {
      wasSending.current = true;
      return;
    }
    // Once the page has its new data (the redirect after a send has loaded).
    if (!wasSending.current || navigation.state !== "idle") return;
    wasSending.current = false;
    if (lastResult?.status === "error") return;
    form.reset();
    const field = fields.text.id;
    setTimeout(() => document.getElementById(field)?.focus(), 0);
  }, [sending, navigation.state, lastResult, form, fields.text.id]);

  return (
    <Form method="post" action={action} preventScrollReset {...getFormProps(form)} noValidate>
      <input type="hidden" name="form-id" value={id} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Stack gap="3">
        <FormError id={form.errorId} errors={form.errors} />
        <TextareaField
          meta={fields.text}
          label={label}
          required
          rows={3}
          onKeyDown={hydrated ? sendOnEnter : undefined}
          helperText={`Up to ${CHAT_MESSAGE_MAX} characters.${hydrated ? " Enter sends, Shift+Enter adds a line." : ""}`}
        />
        <HStack justify="flex-end">
          <Button
            ref={sendButton}
            type="submit"
            name="intent"
            value="send"
            colorPalette="brand"
            loading={sending}
            loadingText="Sending"
          >
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </Form>
  );
}
