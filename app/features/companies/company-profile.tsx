/**
 * A company's public page: its header card, About, Open positions and Employees (each list paged
 * on its own), in plain elements with the static classes, as a member's profile is (no Chakra: a
 * Chakra box a list item made each view resolve and serialise its styles; decision 142).
 */
import { Link } from "#app/ui/link.tsx";
import { ProfileColumns } from "#app/ui/app-shell.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { JobCard } from "#app/features/jobs/job-card.tsx";
import { PersonCard } from "#app/ui/person-card.tsx";
import { EditLink, EmptyNote, ProfileHeaderCard, ProfileSection } from "#app/features/profiles/profile-view.tsx";
import { EMPLOYEES_PAGE, JOBS_PAGE } from "./company-profile-params.ts";
import { employeeCount } from "./employee-count.ts";
import type { CompanyProfileData } from "./company-profile.server.ts";
import { CompanyOutletsSection } from "#app/features/seo/company-outlets.tsx";
import { BlockLink } from "#app/features/blocks/block-link.tsx";
import { UserLink } from "#app/ui/user-link.tsx";
import { NotVerifiedNote, VerifiedBadge } from "./verified-badge.tsx";
import { VERIFICATION_PATH } from "#app/forms/companies/domain-verification.form.ts";
import { FollowButton, followersText } from "./follow-button.tsx";

export function CompanyProfile({ loaderData }: { loaderData: CompanyProfileData }) {
  const { company, employees, jobs, isOwner, mayBlock, reportLink, outlets, viewerType } = loaderData;
  const place = company.location
    ? `${company.location.city}, ${company.location.state}, ${company.location.country}`
    : null;
  return (
    <ProfileColumns
      main={
        <div className="jl-stack jl-gap-5">
          <ProfileHeaderCard
            name={company.company_name}
            banner={company.banner}
            picture={company.logo ?? company.profile_pic}
            pictureShape="rounded"
            details={
              <div className="jl-stack jl-gap-half">
                {company.verified_domain ? (
                  <p>
                    <VerifiedBadge domain={company.verified_domain} />
                  </p>
                ) : (
                  <NotVerifiedNote className="" />
                )}
                {place ? <p>{place}</p> : null}
                {company.website ? (
                  <p>
                    <UserLink href={company.website} className="jl-link jl-fg-brand jl-break-all">
                      {company.website.replace(/^https?:\/\//, "")}
                    </UserLink>
                  </p>
                ) : null}
                <p>{`${employeeCount(company.employees_count, company.employees_count_capped)} on JobLink`}</p>
                <p data-testid="follower-count">{followersText(company.follower_count)}</p>
                {reportLink ? (
                  <p>
                    <Link to={reportLink} className="jl-link jl-fg-brand jl-text-sm">
                      Report this company
                    </Link>
                  </p>
                ) : null}
                {company.response_rate ? (
                  <p
                    data-testid="response-rate"
                    title={`${company.response_rate.answered} of ${company.response_rate.counted} applications of the last 90 days answered within 14 days`}
                  >
                    {`Responds to ${company.response_rate.percent}% of applications within 14 days`}
                  </p>
                ) : null}
              </div>
            }
            actions={
              isOwner ? (
                <>
                  <EditLink to="/corporate/details">Edit company page</EditLink>
                  {company.verified_domain ? null : <EditLink to={VERIFICATION_PATH}>Verify your domain</EditLink>}
                </>
              ) : (
                <>
                  <FollowButton
                    companyId={company.id}
                    companyName={company.company_name}
                    following={company.followed_by_me}
                    viewerType={viewerType}
                  />
                  {mayBlock ? (
                    <BlockLink
                      userId={company.id}
                      name={company.company_name}
                      back={`/profile/corporate/${company.id}`}
                    />
                  ) : null}
                </>
              )
            }
          />
          <ProfileSection id="about-title" title="About">
            {company.about ? (
              <p className="jl-pre-line">{company.about}</p>
            ) : (
              <EmptyNote>
                {isOwner ? "Tell members what your company does: edit your company page." : "No description yet."}
              </EmptyNote>
            )}
          </ProfileSection>
          <ProfileSection
            id="open-posts-title"
            title="Open positions"
            action={
              isOwner ? (
                <Link to="/corporate/posts" className="jl-link jl-text-sm jl-fg-brand">
                  Manage
                </Link>
              ) : null
            }
          >
            {jobs.data.length ? (
              <>
                <ul>
                  {jobs.data.map((post) => (
                    <li key={post.id} className="jl-row">
                      <JobCard post={post} />
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={jobs.page}
                  hasNext={jobs.has_next}
                  nextCursor={jobs.next_cursor}
                  prevCursor={jobs.prev_cursor}
                  param={JOBS_PAGE}
                  label="Open positions"
                />
                {/* Every open job at the company, members' referral posts too, in the job search (issue 33). */}
                <p className="jl-text-sm">
                  <Link to={`/jobs?company=${company.company.id}`} className="jl-link jl-fg-brand jl-semibold">
                    Search all jobs at {company.company_name}
                  </Link>
                </p>
              </>
            ) : (
              <EmptyNote>
                {isOwner
                  ? "Your open job posts appear here: post one from Posts."
                  : `${company.company_name} has no open positions right now.`}
              </EmptyNote>
            )}
          </ProfileSection>
        </div>
      }
      side={
        <div className="jl-stack jl-gap-5">
          <ProfileSection
            id="employees-title"
            title="Employees"
            action={
              isOwner ? (
                <Link to="/corporate/employees" className="jl-link jl-text-sm jl-fg-brand">
                  Manage
                </Link>
              ) : null
            }
          >
            {employees.data.length ? (
              <>
                <ul>
                  {employees.data.map((person) => (
                    <li key={person.id} className="jl-row">
                      <PersonCard
                        person={person}
                        detail={`At ${company.company_name} for ${person.connected_time_ago}`}
                      />
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={employees.page}
                  hasNext={employees.has_next}
                  nextCursor={employees.next_cursor}
                  prevCursor={employees.prev_cursor}
                  param={EMPLOYEES_PAGE}
                  label="Employees"
                />
              </>
            ) : (
              <EmptyNote>
                Members who work here appear once they add {company.company_name} as their current position.
              </EmptyNote>
            )}
          </ProfileSection>
          <CompanyOutletsSection outlets={outlets} companyName={company.company_name} />
        </div>
      }
    />
  );
}
