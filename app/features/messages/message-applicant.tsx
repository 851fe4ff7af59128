import { Button } from "@chakra-ui/react";
import { Form } from "react-router";

/**
 * An application's Message button (decision 163): posts to /chats/create-chat, which finds or
 * creates the conversation with the applicant and opens it, with or without JavaScript; a
 * refusal comes back to `back` with the reason.
 */
export function MessageApplicant({ userId, name, back }: { userId: number; name: string; back: string }) {
  return (
    <Form method="post" action="/chats/create-chat">
      <input type="hidden" name="intent" value="start" />
      <input type="hidden" name="participant_id" value={userId} />
      <input type="hidden" name="redirectTo" value={back} />
      <Button type="submit" size="sm" variant="outline" colorPalette="brand" aria-label={`Message ${name}`}>
        Message
      </Button>
    </Form>
  );
}
