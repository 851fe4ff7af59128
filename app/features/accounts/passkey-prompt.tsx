/**
 * A passkey button of a sign-in page (decisions 183 and 185): shown only where the page runs
 * JavaScript in a browser with WebAuthn (without it, the page's form is the way in). A challenge
 * from the page's action, the browser's prompt, then the answer, which the action checks and
 * answers with a redirect once signed in.
 */
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FormError } from "#app/ui/fields.tsx";
import { StaticButton } from "#app/ui/static.tsx";
import type { PasskeyLoginReply } from "./login.server.ts";
import { getPasskey, passkeyErrorMessage, usePasskeySupport } from "./passkey-browser.ts";

export function PasskeyPrompt({
  action,
  label,
  errorId,
}: {
  action: string | undefined;
  label: string;
  errorId: string;
}) {
  const supported = usePasskeySupport();
  const fetcher = useFetcher<PasskeyLoginReply>();
  const [prompting, setPrompting] = useState(false);
  const [browserError, setBrowserError] = useState<string | null>(null);
  const answered = useRef<unknown>(null);
  const reply = fetcher.data?.passkey;

  useEffect(() => {
    // Each challenge goes to the browser once.
    if (fetcher.state !== "idle" || !reply?.options || answered.current === reply) return;
    answered.current = reply;
    setPrompting(true);
    getPasskey(reply.options as Parameters<typeof getPasskey>[0])
      .then((response) => fetcher.submit({ intent: "passkey", response }, { method: "post", action }))
      .catch((error: unknown) => setBrowserError(passkeyErrorMessage(error)))
      .finally(() => setPrompting(false));
  }, [fetcher, reply, action]);

  if (!supported) return null;
  const error = browserError ?? (fetcher.state === "idle" ? reply?.error : undefined);
  const busy = prompting || fetcher.state !== "idle";
  return (
    <div className="jl-stack jl-gap-2">
      <StaticButton
        type="button"
        variant="outline"
        loading={busy}
        loadingText="Waiting for your passkey"
        onClick={() => {
          setBrowserError(null);
          void fetcher.submit({ intent: "passkey-options" }, { method: "post", action });
        }}
      >
        {label}
      </StaticButton>
      <FormError id={errorId} errors={error ? [error] : undefined} />
    </div>
  );
}
