import { Link } from "./link.tsx";
import { Logo } from "./logo.tsx";
import { buttonClass } from "./static.tsx";

type Props = { status?: number; statusMessage: string; description: string };

/**
 * The generic error screen of spec §2: status code (default 500), status message, description.
 * Plain elements with the static `jl-error*` classes of static-classes.ts: the root's error boundary
 * renders it, and the root carries no Chakra (app/ui/chakra.tsx).
 */
export function ErrorScreen({ status = 500, statusMessage, description }: Props) {
  return (
    <main className="jl-error">
      <div className="jl-error__card">
        <Logo />
        <p className="jl-error__status" aria-hidden="true">
          {status}
        </p>
        <h1 className="jl-heading jl-heading--xl">
          <span className="jl-sr-only">{status} </span>
          {statusMessage}
        </h1>
        <p className="jl-muted jl-break-word">{description}</p>
        <Link to="/" className={buttonClass({ palette: "brand" })}>
          Go to JobLink
        </Link>
      </div>
    </main>
  );
}
