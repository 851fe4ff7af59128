/**
 * The JobLink mark: a rounded square with "JL" and the word mark. Plain elements with the static
 * `jl-logo` classes of static-classes.ts (it is in every page's header).
 */
export function Logo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  return (
    <div className={inverted ? "jl-logo jl-logo--inverted" : "jl-logo"} aria-label="JobLink" role="img">
      <div className="jl-logo__mark" aria-hidden="true">
        JL
      </div>
      {compact ? null : (
        <span className="jl-logo__word" aria-hidden="true">
          JobLink
        </span>
      )}
    </div>
  );
}
