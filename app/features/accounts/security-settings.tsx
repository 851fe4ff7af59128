/**
 * The sign-in and security screen (issue 38, decisions 178, 183 and 190): two-step verification,
 * the passkeys (added, renamed, removed) and where the member is signed in, with "Sign out" for
 * each other session and for all of them at once. Plain POST forms.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import type { PasskeyInfo, SessionInfo, TwoFactorStatus } from "#app/contract/accounts.ts";
import { FormError, TextField } from "#app/ui/fields.tsx";
import { badgeClass, buttonClass, StaticButton } from "#app/ui/static.tsx";
import { createPasskey, passkeyErrorMessage, usePasskeySupport } from "./passkey-browser.ts";
import type { SecurityReply, SecuritySettingsData } from "./security-settings.server.ts";

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

function when(at: string): string {
  return `${timeFormat.format(new Date(at))} IST`;
}

function SessionItem({ item, busy }: { item: SessionInfo; busy: boolean }) {
  const headingId = `session-${item.id}`;
  return (
    <li className="jl-row jl-stack jl-gap-1" aria-labelledby={headingId} style={{ paddingBlock: "0.75rem" }}>
      <div className="jl-hstack jl-wrap jl-justify-between">
        <div className="jl-stack jl-gap-1 jl-min-w-0">
          <p id={headingId} className="jl-semibold">
            {item.device} {item.current ? <span className={badgeClass("subtle", "green")}>This device</span> : null}
          </p>
          <p className="jl-muted jl-text-sm">{item.address ? `Network ${item.address}` : "Network unknown"}</p>
          <p className="jl-muted jl-text-sm">
            Signed in {when(item.signed_in_at)} · Last seen {when(item.last_seen_at)}
          </p>
        </div>
        {item.current ? null : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="sign-out" />
            <input type="hidden" name="session_id" value={item.id} />
            <StaticButton
              type="submit"
              size="sm"
              variant="outline"
              palette="red"
              loading={busy}
              loadingText="Signing out"
              aria-label={`Sign out ${item.device}, signed in ${when(item.signed_in_at)}`}
            >
              Sign out
            </StaticButton>
          </Form>
        )}
      </div>
    </li>
  );
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The authenticator app: off (turn on with the password), pending (QR, secret, first code), on (turn off). */
function TwoFactorSection({ status, reply }: { status: TwoFactorStatus; reply: SecurityReply | undefined }) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const lastResult = (intent: string) => (reply?.intent === intent ? reply.result : undefined);
  const [startForm, startFields] = useForm<{ current_password: string }>({
    id: "totp-start-form",
    lastResult: lastResult("totp-start"),
  });
  const [confirmForm, confirmFields] = useForm<{ code: string }>({
    id: "totp-confirm-form",
    lastResult: lastResult("totp-confirm"),
  });
  const [disableForm, disableFields] = useForm<{ current_password: string }>({
    id: "totp-disable-form",
    lastResult: lastResult("totp-disable"),
  });
  const [codesForm, codesFields] = useForm<{ current_password: string }>({
    id: "recovery-codes-form",
    lastResult: lastResult("recovery-codes"),
  });
  const codes = reply?.recoveryCodes;

  return (
    <section className="jl-card jl-stack jl-gap-3" aria-labelledby="two-factor-title" style={{ padding: "1rem" }}>
      <h2 className="jl-heading jl-heading--md" id="two-factor-title">
        Two-step verification
      </h2>
      <p className="jl-muted">
        After your password, a login asks for a code from an authenticator app on your phone (Google Authenticator,
        Microsoft Authenticator, 1Password and others). Once it is on, one of your passkeys can take the code's place.
      </p>
      {codes ? (
        <div className="jl-stack jl-gap-2" role="status">
          <h3 className="jl-semibold">Your recovery codes</h3>
          <p>
            Each code logs you in once if you lose your phone. Save them somewhere safe now: they are not shown again.
          </p>
          <ul
            className="jl-stack jl-gap-1"
            aria-label="Recovery codes"
            style={{ fontFamily: "monospace", listStyle: "none", padding: 0 }}
          >
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {status.totp === "on" ? (
        <>
          <p>
            <span className={badgeClass("subtle", "green")}>On</span>{" "}
            {status.on_since ? `since ${when(status.on_since)}` : null}
          </p>
          {/* Two parts under their own headings with a rule between, so each password field is plainly its form's. */}
          <div className="jl-row jl-stack jl-gap-2">
            <h3 className="jl-semibold">Recovery codes</h3>
            <p>{status.recovery_codes_left} of 10 recovery codes left.</p>
            {/* A disclosure, as removing a passkey is: it works without JavaScript and keeps the section short. */}
            <details open={reply?.intent === "recovery-codes" && !!reply.result ? true : undefined}>
              <summary className={buttonClass({ variant: "outline", size: "sm" })} style={{ width: "fit-content" }}>
                Get new recovery codes
              </summary>
              <Form
                method="post"
                {...getFormProps(codesForm)}
                noValidate
                preventScrollReset
                aria-label="Get new recovery codes"
              >
                <div className="jl-stack jl-gap-3" style={{ paddingTop: "0.75rem" }}>
                  <input type="hidden" name="intent" value="recovery-codes" />
                  <p>Ten new codes replace the ones you have: the old codes stop working, used or not.</p>
                  <FormError id={codesForm.errorId} errors={codesForm.errors} />
                  <TextField
                    meta={codesFields.current_password}
                    label="Current password"
                    type="password"
                    autoComplete="current-password"
                    required
                  />
                  <div>
                    <StaticButton
                      type="submit"
                      size="sm"
                      palette="brand"
                      loading={busy("recovery-codes")}
                      loadingText="Making codes"
                    >
                      Make new codes
                    </StaticButton>
                  </div>
                </div>
              </Form>
            </details>
          </div>
          <div className="jl-row jl-stack jl-gap-2" style={{ paddingTop: "0.75rem" }}>
            <h3 className="jl-semibold">Turn off two-step verification</h3>
            <p className="jl-muted">
              Logins then ask for your password only, and your recovery codes stop working. Your passkeys stay.
            </p>
            <Form method="post" {...getFormProps(disableForm)} noValidate aria-label="Turn off two-step verification">
              <div className="jl-stack jl-gap-3">
                <input type="hidden" name="intent" value="totp-disable" />
                <FormError id={disableForm.errorId} errors={disableForm.errors} />
                <TextField
                  meta={disableFields.current_password}
                  label="Current password"
                  type="password"
                  autoComplete="current-password"
                  required
                />
                <div>
                  <StaticButton
                    type="submit"
                    variant="outline"
                    palette="red"
                    loading={busy("totp-disable")}
                    loadingText="Turning off"
                  >
                    Turn off two-step verification
                  </StaticButton>
                </div>
              </div>
            </Form>
          </div>
        </>
      ) : status.totp === "pending" && status.setup ? (
        <div className="jl-stack jl-gap-3">
          <p>
            Scan this QR code with your authenticator app, or type the key into it. Then enter the 6-digit code the app
            shows.
          </p>
          <img
            src={svgDataUrl(status.setup.qr_svg)}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
            style={{ background: "#fff" }}
          />
          <p>
            Key:{" "}
            <code className="jl-break-all" data-testid="totp-secret">
              {status.setup.secret.replace(/(.{4})/g, "$1 ").trim()}
            </code>
          </p>
          <Form method="post" {...getFormProps(confirmForm)} noValidate aria-label="Confirm the authenticator app">
            <div className="jl-stack jl-gap-3">
              <input type="hidden" name="intent" value="totp-confirm" />
              <FormError id={confirmForm.errorId} errors={confirmForm.errors} />
              <TextField
                meta={confirmFields.code}
                label="Code from the app"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
              />
              <div>
                <StaticButton type="submit" palette="brand" loading={busy("totp-confirm")} loadingText="Checking">
                  Turn on
                </StaticButton>
              </div>
            </div>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="totp-cancel" />
            <StaticButton type="submit" variant="ghost" size="sm">
              Cancel the setup
            </StaticButton>
          </Form>
        </div>
      ) : status.has_password ? (
        <Form method="post" {...getFormProps(startForm)} noValidate aria-label="Set up two-step verification">
          <div className="jl-stack jl-gap-3">
            <input type="hidden" name="intent" value="totp-start" />
            <FormError id={startForm.errorId} errors={startForm.errors} />
            <TextField
              meta={startFields.current_password}
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
            />
            <div>
              <StaticButton type="submit" palette="brand" loading={busy("totp-start")} loadingText="Starting">
                Set up an authenticator app
              </StaticButton>
            </div>
          </div>
        </Form>
      ) : (
        <p>
          Two-step verification needs a password.{" "}
          <a href="/settings/account" className="jl-link">
            Set a password
          </a>{" "}
          first.
        </p>
      )}
    </section>
  );
}

/** Whether the page's last answer was `intent`'s form for this passkey (its errors go there). */
function replyFor(reply: SecurityReply | undefined, intent: string, item: PasskeyInfo) {
  return reply?.intent === intent && reply.result?.initialValue?.passkey_id === String(item.id)
    ? reply.result
    : undefined;
}

/** Renaming a passkey: its name alone, no password (decision 190). */
function RenamePasskey({
  item,
  reply,
  busy,
}: {
  item: PasskeyInfo;
  reply: SecurityReply["result"];
  busy: (intent: string) => boolean;
}) {
  const [renameForm, renameFields] = useForm<{ name: string }>({
    id: `passkey-rename-${item.id}`,
    defaultValue: { name: item.name },
    lastResult: reply,
  });
  return (
    // Open again after a refused name, so its message shows beside the field without JavaScript.
    <details open={reply ? true : undefined}>
      <summary className={buttonClass({ variant: "outline", size: "sm" })} style={{ width: "fit-content" }}>
        {/* The name only for screen readers: a long one would not fit in the button on a phone. */}
        Rename<span className="jl-sr-only"> {item.name}</span>
      </summary>
      <Form
        method="post"
        {...getFormProps(renameForm)}
        noValidate
        preventScrollReset
        aria-label={`Rename the passkey ${item.name}`}
      >
        <div className="jl-stack jl-gap-3" style={{ paddingTop: "0.75rem" }}>
          <input type="hidden" name="intent" value="passkey-rename" />
          <input type="hidden" name="passkey_id" value={item.id} />
          <FormError id={renameForm.errorId} errors={renameForm.errors} />
          <TextField meta={renameFields.name} label="New name" required />
          <div>
            <StaticButton type="submit" size="sm" palette="brand" loading={busy("passkey-rename")} loadingText="Saving">
              Save the name
            </StaticButton>
          </div>
        </div>
      </Form>
    </details>
  );
}

/**
 * One passkey: its name, when it was added and last used, "Rename" (the name alone, decision
 * 190) and "Remove" behind the password. Each is a disclosure with a plain form, so both work
 * without JavaScript and the list stays short.
 */
function PasskeyItem({ item, reply }: { item: PasskeyInfo; reply: SecurityReply | undefined }) {
  const navigation = useNavigation();
  const removeReply = replyFor(reply, "passkey-remove", item);
  const [form, fields] = useForm<{ current_password: string }>({
    id: `passkey-remove-${item.id}`,
    lastResult: removeReply,
  });
  const busy = (intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData.get("passkey_id") === String(item.id);
  const headingId = `passkey-${item.id}`;
  return (
    <li className="jl-row jl-stack jl-gap-2" aria-labelledby={headingId} style={{ paddingBlock: "0.75rem" }}>
      <div className="jl-stack jl-gap-1 jl-min-w-0">
        <p id={headingId} className="jl-semibold jl-break-all">
          {item.name}
        </p>
        <p className="jl-muted jl-text-sm">
          Added {when(item.created_at)} · {item.last_used_at ? `Last used ${when(item.last_used_at)}` : "Not used yet"}
        </p>
      </div>
      {/* Keyed by the name: once renamed, the form starts afresh from the new one. */}
      <RenamePasskey key={item.name} item={item} reply={replyFor(reply, "passkey-rename", item)} busy={busy} />
      <details open={removeReply ? true : undefined}>
        <summary
          className={buttonClass({ variant: "outline", size: "sm", palette: "red" })}
          style={{ width: "fit-content" }}
        >
          Remove<span className="jl-sr-only"> {item.name}</span>
        </summary>
        <Form
          method="post"
          {...getFormProps(form)}
          noValidate
          preventScrollReset
          aria-label={`Remove the passkey ${item.name}`}
        >
          <div className="jl-stack jl-gap-3" style={{ paddingTop: "0.75rem" }}>
            <input type="hidden" name="intent" value="passkey-remove" />
            <input type="hidden" name="passkey_id" value={item.id} />
            <FormError id={form.errorId} errors={form.errors} />
            <TextField
              meta={fields.current_password}
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
            />
            <div>
              <StaticButton
                type="submit"
                size="sm"
                variant="outline"
                palette="red"
                loading={busy("passkey-remove")}
                loadingText="Removing"
              >
                Remove passkey
              </StaticButton>
            </div>
          </div>
        </Form>
      </details>
    </li>
  );
}

/**
 * Adding a passkey: the name and the password post for the browser's options, the browser makes
 * the passkey, and its answer posts with the name. WebAuthn needs JavaScript: without it (or in a
 * browser without passkeys) the section says so instead of showing a form that cannot work.
 */
function AddPasskey() {
  const supported = usePasskeySupport();
  const fetcher = useFetcher<SecurityReply>();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const [form, fields] = useForm<{ name: string; current_password: string }>({
    id: "passkey-add-form",
    lastResult: reply?.result,
  });
  const [prompting, setPrompting] = useState(false);
  const [browserError, setBrowserError] = useState<string | null>(null);
  const name = useRef("");
  const answered = useRef<unknown>(null);

  useEffect(() => {
    // Each set of options goes to the browser once.
    if (!reply?.passkeyOptions || answered.current === reply) return;
    answered.current = reply;
    setPrompting(true);
    createPasskey(reply.passkeyOptions as Parameters<typeof createPasskey>[0])
      .then((response) => fetcher.submit({ intent: "passkey-add", name: name.current, response }, { method: "post" }))
      .catch((error: unknown) => setBrowserError(passkeyErrorMessage(error)))
      .finally(() => setPrompting(false));
  }, [fetcher, reply]);

  if (!supported) {
    return (
      <p data-testid="passkey-needs-js">
        Adding a passkey needs JavaScript and a browser that supports passkeys. Your passkeys are listed here either
        way.
      </p>
    );
  }
  const errors = browserError ? [browserError] : form.errors;
  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      noValidate
      aria-label="Add a passkey"
      onSubmit={(event) => {
        name.current = String(new FormData(event.currentTarget).get("name") ?? "");
        setBrowserError(null);
      }}
    >
      <div className="jl-stack jl-gap-3">
        <input type="hidden" name="intent" value="passkey-options" />
        <FormError id={form.errorId} errors={errors} />
        <TextField meta={fields.name} label="Passkey name" placeholder="For example: My phone" required />
        <TextField
          meta={fields.current_password}
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div>
          <StaticButton
            type="submit"
            palette="brand"
            loading={prompting || fetcher.state !== "idle"}
            loadingText="Waiting for your passkey"
          >
            Add a passkey
          </StaticButton>
        </div>
      </div>
    </fetcher.Form>
  );
}

/** The member's passkeys and adding one (decision 183). */
function PasskeysSection({
  passkeys,
  hasPassword,
  reply,
}: {
  passkeys: PasskeyInfo[];
  hasPassword: boolean;
  reply: SecurityReply | undefined;
}) {
  return (
    <section className="jl-card jl-stack jl-gap-3" aria-labelledby="passkeys-title" style={{ padding: "1rem" }}>
      <h2 className="jl-heading jl-heading--md" id="passkeys-title">
        Passkeys
      </h2>
      <p className="jl-muted">
        Log in with your fingerprint, face or screen lock instead of your password. A passkey stays on your device or in
        your password manager; JobLink keeps only its public key.
      </p>
      {passkeys.length > 0 ? (
        <ul className="jl-stack" aria-label="Your passkeys" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {passkeys.map((item) => (
            <PasskeyItem key={item.id} item={item} reply={reply} />
          ))}
        </ul>
      ) : (
        <p className="jl-muted">You have no passkeys yet.</p>
      )}
      <h3 className="jl-semibold">Add a passkey</h3>
      {hasPassword ? (
        // A new list (a passkey added) starts the form afresh.
        <AddPasskey key={passkeys.map((item) => item.id).join(",")} />
      ) : (
        <p>
          Adding a passkey needs a password.{" "}
          <a href="/settings/account" className="jl-link">
            Set a password
          </a>{" "}
          first.
        </p>
      )}
    </section>
  );
}

export function SecuritySettings({
  loaderData,
  actionData,
}: {
  loaderData: SecuritySettingsData;
  actionData?: unknown;
}) {
  const { sessions } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData : undefined;
  const others = sessions.filter((item) => !item.current).length;

  return (
    <div className="jl-stack jl-gap-5">
      <div className="jl-stack jl-gap-2">
        <h1 className="jl-heading jl-heading--xl">Sign-in and security</h1>
        <p className="jl-muted">
          Two-step verification, passkeys and where your account is signed in.{" "}
          <a href="/settings/account" className="jl-link">
            Account settings
          </a>
        </p>
      </div>

      <TwoFactorSection status={loaderData.twoFactor} reply={actionData as SecurityReply | undefined} />

      <PasskeysSection
        passkeys={loaderData.passkeys}
        hasPassword={loaderData.twoFactor.has_password}
        reply={actionData as SecurityReply | undefined}
      />

      <section className="jl-card jl-stack jl-gap-3" aria-labelledby="sessions-title" style={{ padding: "1rem" }}>
        <h2 className="jl-heading jl-heading--md" id="sessions-title">
          Where you are signed in
        </h2>
        <p className="jl-muted">
          The network is the start of the address each session signed in from. Last seen updates about every 15 minutes
          while a session is in use.
        </p>
        <ul className="jl-stack" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {sessions.map((item) => (
            <SessionItem
              key={item.id}
              item={item}
              busy={submitting?.get("intent") === "sign-out" && submitting.get("session_id") === item.id}
            />
          ))}
        </ul>
        {others > 0 ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="sign-out-others" />
            <StaticButton
              type="submit"
              variant="outline"
              palette="red"
              loading={submitting?.get("intent") === "sign-out-others"}
              loadingText="Signing out"
            >
              Sign out all other sessions
            </StaticButton>
          </Form>
        ) : (
          <p className="jl-muted">You are not signed in anywhere else.</p>
        )}
      </section>
    </div>
  );
}
