/**
 * The companies a member follows (decision 177): each with its page, followers, whether its new
 * jobs are mailed (a daily job alert, on or off here) and Unfollow. Plain POST forms to
 * `/companies/follow`, so each works without JavaScript.
 */
import { Form, useLocation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { StaticButton, StaticEmptyState } from "#app/ui/static.tsx";
import { UserAvatar } from "#app/ui/user-avatar.tsx";
import { followersText } from "./follow-button.tsx";
import type { FollowingData } from "./following.server.ts";

function FollowForm({
  companyId,
  intent,
  label,
  children,
  here,
}: {
  companyId: number;
  intent: string;
  label: string;
  children: React.ReactNode;
  here: string;
}) {
  return (
    <Form method="post" action="/companies/follow" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="company_id" value={companyId} />
      <input type="hidden" name="redirectTo" value={here} />
      <StaticButton
        type="submit"
        size="sm"
        variant="outline"
        palette={intent === "unfollow" ? "red" : "brand"}
        aria-label={label}
      >
        {children}
      </StaticButton>
    </Form>
  );
}

export function Following({ loaderData }: { loaderData: FollowingData }) {
  const { following } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <div className="jl-stack jl-gap-5">
      <div className="jl-stack jl-gap-2">
        <h1 className="jl-heading jl-heading--xl">Companies you follow</h1>
        <p className="jl-muted">
          Their new jobs appear on your dashboard and in{" "}
          <Link to="/individual/jobs?tab=following" className="jl-link jl-fg-brand">
            Jobs › Following
          </Link>
          . Mailed jobs come as a daily{" "}
          <Link to="/settings/job-alerts" className="jl-link jl-fg-brand">
            job alert
          </Link>
          .
        </p>
      </div>
      <section className="jl-card" aria-labelledby="following-title" style={{ padding: "1rem" }}>
        <h2 id="following-title" className="jl-sr-only">
          Companies
        </h2>
        {following.data.length ? (
          <>
            <ul className="jl-stack jl-gap-3" style={{ listStyle: "none", margin: 0, padding: 0 }}>
              {following.data.map((company) => (
                <li key={company.company_id} className="jl-row jl-stack jl-gap-2" data-testid="followed-company">
                  <div className="jl-hstack jl-gap-3">
                    <UserAvatar name={company.name} src={company.logo} size="sm" />
                    <div className="jl-min-w-0">
                      <p className="jl-semibold">
                        <Link to={`/profile/corporate/${company.company_id}`} className="jl-link">
                          {company.name}
                        </Link>
                      </p>
                      <p className="jl-text-sm jl-muted">
                        {followersText(company.follower_count)}
                        {company.mail ? " · new jobs mailed daily" : ""}
                      </p>
                    </div>
                  </div>
                  <div className="jl-hstack jl-gap-2 jl-wrap">
                    {company.mail ? (
                      <FollowForm
                        companyId={company.company_id}
                        intent="mail-off"
                        label={`Stop mailing me jobs at ${company.name}`}
                        here={here}
                      >
                        Stop mails
                      </FollowForm>
                    ) : (
                      <FollowForm
                        companyId={company.company_id}
                        intent="mail-on"
                        label={`Mail me new jobs at ${company.name}`}
                        here={here}
                      >
                        Mail me new jobs
                      </FollowForm>
                    )}
                    <FollowForm
                      companyId={company.company_id}
                      intent="unfollow"
                      label={`Unfollow ${company.name}`}
                      here={here}
                    >
                      Unfollow
                    </FollowForm>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              page={following.page}
              hasNext={following.has_next}
              nextCursor={following.next_cursor}
              prevCursor={following.prev_cursor}
              label="Companies you follow"
            />
          </>
        ) : (
          <StaticEmptyState
            title="You follow no company yet"
            description="Select Follow on a company's page or one of its jobs: its new jobs then appear on your dashboard."
          />
        )}
      </section>
    </div>
  );
}
