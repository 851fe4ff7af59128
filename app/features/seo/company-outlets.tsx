import { ProfileSection } from "#app/features/profiles/profile-view.tsx";
import type { CompanyOutlets } from "./company-outlets.server.ts";

/**
 * A company page's "Follow these jobs" section (decision 170): the jobs feed for everyone, and
 * for the company itself the code of its jobs widget, to copy into its own careers page (a
 * read-only text area: selectable and copyable without JavaScript).
 */
export function CompanyOutletsSection({ outlets, companyName }: { outlets: CompanyOutlets; companyName: string }) {
  return (
    <ProfileSection id="follow-jobs-title" title="Follow these jobs">
      <div className="jl-stack jl-gap-3">
        <p>
          <a href={outlets.feedUrl} className="jl-link jl-fg-brand" type="application/atom+xml">
            {`Jobs at ${companyName} as a feed`}
          </a>
        </p>
        {outlets.widget ? (
          <div className="jl-field">
            <label htmlFor="embed-code" className="jl-field__label">
              Show your open jobs on your own site
            </label>
            <textarea
              id="embed-code"
              className="jl-textarea"
              readOnly
              rows={4}
              value={outlets.widget.code}
              aria-describedby="embed-code-help"
            />
            <p id="embed-code-help" className="jl-field__helper">
              Copy this code into your careers page.{" "}
              <a href={outlets.widget.previewUrl} className="jl-link jl-fg-brand" target="_blank" rel="noopener">
                Preview the widget
              </a>
            </p>
          </div>
        ) : null}
      </div>
    </ProfileSection>
  );
}
