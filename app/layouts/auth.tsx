import { Outlet } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { Logo } from "#app/ui/logo.tsx";

/**
 * The auth layout: a centred card on the brand colour with the JobLink mark. Plain elements with
 * the static `jl-auth*` classes of static-classes.ts.
 */
export default function AuthLayout() {
  return (
    <div className="jl-auth">
      {/* In a landmark like everything else on the page (axe "region"). */}
      <header className="jl-auth__logo">
        <Link to="/login" aria-label="JobLink">
          <Logo inverted />
        </Link>
      </header>
      <main className="jl-auth__card">
        <Outlet />
      </main>
      <footer className="jl-auth__footer">
        <Link to="/privacy-policy" className="jl-link">
          Privacy Policy
        </Link>
        <Link to="/terms-and-conditions" className="jl-link">
          Terms and Conditions
        </Link>
      </footer>
    </div>
  );
}
