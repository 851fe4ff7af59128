/** The heading of an auth page: plain elements with static classes (Chakra's heading recipe, 2xl). */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: React.ReactNode }) {
  return (
    <div className="jl-auth-heading">
      <h1 className="jl-heading jl-heading--2xl jl-auth-heading__title">{title}</h1>
      {subtitle ? <p className="jl-auth-heading__subtitle">{subtitle}</p> : null}
    </div>
  );
}
