import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ConformInviteForm, FirstInviteForm, InviteForm } from "./dashboard-card.tsx";

/** The HTML a component draws on a page of a data router (the forms read its navigation). */
function html(element: React.ReactElement): string {
  const Stub = createRoutesStub([{ path: "/individual/dashboard", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/individual/dashboard"]} />);
}

describe("the invite form's first state (decision 151)", () => {
  it("is drawn exactly as Conform draws it, so the browser hydrates it unchanged", () => {
    const first = html(<FirstInviteForm />);
    expect(first).toContain('id="invite-emails"');
    expect(first).toContain('aria-describedby="invite-emails-description"');
    expect(first).toBe(html(<ConformInviteForm />));
  });

  it("is what the server draws before a submission; after a failed one Conform draws the errors", () => {
    expect(html(<InviteForm />)).toBe(html(<FirstInviteForm />));
    const failed = html(
      <InviteForm
        lastResult={{
          status: "error",
          initialValue: { emails: "not-an-address" },
          error: { emails: ["Enter valid email addresses."] },
        }}
      />,
    );
    expect(failed).toContain("Enter valid email addresses.");
    expect(failed).toContain('aria-invalid="true"');
    expect(failed).toContain("not-an-address");
  });
});
