/**
 * How a company's verification shows (issue 36, decision 176): a "Verified" badge beside a
 * verified company's name (its page, its job cards and job pages), and plain words on the posts
 * of a company that has not verified its domain. Plain elements with the static classes: cards
 * come in lists.
 */
import { badgeClass } from "#app/ui/static.tsx";
import { NOT_VERIFIED_TEXT } from "#app/forms/companies/domain-verification.form.ts";

export function VerifiedBadge({ domain }: { domain?: string | null }) {
  return (
    <span
      className={badgeClass("subtle", "green")}
      data-testid="verified-badge"
      title={
        domain ? `Verified: this company proved it owns ${domain}` : "Verified: this company proved it owns its domain"
      }
    >
      {domain ? `Verified · ${domain}` : "Verified employer"}
    </span>
  );
}

export function NotVerifiedNote({ className = "jl-text-sm jl-muted" }: { className?: string }) {
  return (
    <p className={className} data-testid="not-verified">
      {NOT_VERIFIED_TEXT}
    </p>
  );
}
