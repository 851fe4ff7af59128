/**
 * The sign-in and security screen (issue 38, decision 178): where the member is signed in, with
 * "Sign out" for each other session and for all of them at once. Plain POST forms.
 */
import { Form, useNavigation } from "react-router";
import type { SessionInfo } from "~/contract/accounts";
import { badgeClass, StaticButton } from "~/ui/static";
import type { SecuritySettingsData } from "./security-settings.server";

const timeFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

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
            <StaticButton type="submit" size="sm" variant="outline" palette="red" loading={busy} loadingText="Signing out" aria-label={`Sign out ${item.device}, signed in ${when(item.signed_in_at)}`}>
              Sign out
            </StaticButton>
          </Form>
        )}
      </div>
    </li>
  );
}

export function SecuritySettings({ loaderData }: { loaderData: SecuritySettingsData }) {
  const { sessions } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData : undefined;
  const others = sessions.filter((item) => !item.current).length;

  return (
    <div className="jl-stack jl-gap-5">
      <div className="jl-stack jl-gap-2">
        <h1 className="jl-heading jl-heading--xl">Sign-in and security</h1>
        <p className="jl-muted">
          Where your account is signed in. <a href="/settings/account" className="jl-link">Account settings</a>
        </p>
      </div>

      <section className="jl-card jl-stack jl-gap-3" aria-labelledby="sessions-title" style={{ padding: "1rem" }}>
        <h2 className="jl-heading jl-heading--md" id="sessions-title">
          Where you are signed in
        </h2>
        <p className="jl-muted">The network is the start of the address each session signed in from. Last seen updates about every 15 minutes while a session is in use.</p>
        <ul className="jl-stack" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {sessions.map((item) => (
            <SessionItem key={item.id} item={item} busy={submitting?.get("intent") === "sign-out" && submitting.get("session_id") === item.id} />
          ))}
        </ul>
        {others > 0 ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="sign-out-others" />
            <StaticButton type="submit" variant="outline" palette="red" loading={submitting?.get("intent") === "sign-out-others"} loadingText="Signing out">
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
