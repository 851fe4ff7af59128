import { Form } from "react-router";
import { StaticButton } from "#app/ui/static.tsx";

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
      <StaticButton type={null} size="sm" variant="outline" palette="brand" aria-label={`Message ${name}`}>
        Message
      </StaticButton>
    </Form>
  );
}
