import { Link } from "#app/ui/link.tsx";
import { buttonClass } from "#app/ui/static.tsx";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2021-04" → "Apr 2021" (the same on server and browser, whatever their locale). */
export function formatMonth(month: string | null | undefined): string {
  if (!month) return "";
  const [year, index] = month.split("-").map(Number);
  return MONTHS[(index ?? 1) - 1] ? `${MONTHS[index - 1]} ${year}` : month;
}

/** "Apr 2021 – Present" / "Apr 2021 – Jun 2023". */
export function monthRange(start: string, end: string | null, current: boolean): string {
  return `${formatMonth(start)} – ${current || !end ? "Present" : formatMonth(end)}`;
}

/** A file size for people: "84 KB", "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A small link-styled button for the owner's edit actions (a link to a URL dialog). */
export function EditLink({ to, children, label }: { to: string; children: React.ReactNode; label?: string }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-label={label}
      className={buttonClass({ variant: "outline", size: "xs", palette: "brand", className: "jl-btn--on-white" })}
    >
      {children}
    </Link>
  );
}

// The profile's parts are plain elements with the static `jl-profile*` / `jl-timeline*` classes
// (static-classes.ts): a profile page loads no Chakra (decision 139).

/**
 * The top card of a profile: banner (4:1, the API's 1584×396 slot), the round photo or square
 * logo over its edge, the name as the page's h1, and lines under it. `bannerEdit` and
 * `pictureEdit` are the owner's edit links; `actions` the viewer's buttons.
 */
export function ProfileHeaderCard({
  name,
  banner,
  picture,
  pictureShape = "full",
  headline,
  details,
  actions,
  bannerEdit,
  pictureEdit,
}: {
  name: string;
  banner: string | null | undefined;
  picture: string | null | undefined;
  pictureShape?: "full" | "rounded";
  headline?: React.ReactNode;
  details?: React.ReactNode;
  actions?: React.ReactNode;
  bannerEdit?: React.ReactNode;
  pictureEdit?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="profile-name" className="jl-profile-head">
      <div className="jl-profile-head__banner">
        {banner ? <img src={banner} alt="" className="jl-profile-pic__img" data-testid="profile-banner" /> : null}
        {bannerEdit ? <div className="jl-profile-head__banner-edit">{bannerEdit}</div> : null}
      </div>
      <div className="jl-profile-head__body">
        <div className="jl-profile-head__picture-row">
          <ProfilePicture name={name} src={picture} shape={pictureShape} size="head" testId="profile-picture" />
          {pictureEdit ? <div className="jl-profile-head__picture-edit">{pictureEdit}</div> : null}
        </div>
        <div className="jl-profile-head__text">
          <h1 id="profile-name" className="jl-heading jl-profile-head__name">
            {name}
          </h1>
          {headline ? <p className="jl-profile-head__headline">{headline}</p> : null}
          {details ? <div className="jl-profile-head__details">{details}</div> : null}
        </div>
        {actions ? <div className="jl-profile-head__actions">{actions}</div> : null}
      </div>
    </section>
  );
}

/** A titled card of the profile (h2), with an optional action (e.g. "Add experience") at its top right. */
export function ProfileSection({
  title,
  action,
  children,
  id,
}: {
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
  id: string;
}) {
  return (
    <section aria-labelledby={id} className="jl-profile-section">
      <div className="jl-profile-section__head">
        <h2 id={id} className="jl-heading jl-heading--lg">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** One entry of the experience or education list (inside a `<ul className="jl-timeline">`): title, lines, description and owner actions. */
export function TimelineItem({
  title,
  lines,
  description,
  actions,
}: {
  title: string;
  lines: Array<string | null | undefined | false>;
  description?: string | null;
  actions?: React.ReactNode;
}) {
  return (
    <li className="jl-timeline__item">
      <div className="jl-timeline__row">
        <div className="jl-timeline__text">
          <h3 className="jl-heading jl-heading--md jl-break-word">{title}</h3>
          {lines.filter(Boolean).map((line) => (
            <p key={String(line)} className="jl-text-sm jl-muted">
              {line}
            </p>
          ))}
          {description ? <p className="jl-timeline__description">{description}</p> : null}
        </div>
        {actions ? <div className="jl-timeline__actions">{actions}</div> : null}
      </div>
    </li>
  );
}

/** A call to action for visitors: log in, then come back to this page. */
export function LoginToAct({ back, children }: { back: string; children: React.ReactNode }) {
  return (
    <Link
      to={`/login?redirectTo=${encodeURIComponent(back)}`}
      className={buttonClass({ size: "sm", palette: "brand" })}
    >
      {children}
    </Link>
  );
}

/** A muted sentence for an empty section. */
export function EmptyNote({ children }: { children: React.ReactNode }) {
  return <p className="jl-text-sm jl-muted">{children}</p>;
}

/** Up to two initials of a name ("Asha Verma" → "AV"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...word][0]?.toUpperCase() ?? "").join("");
}

/**
 * A photo or logo, or the name's initials when there is none. A plain `<img>` (not Chakra's
 * Avatar, whose image stays hidden until JavaScript has seen it load), so it shows without
 * JavaScript too. Decorative: the name is always written next to it. `size`: `head` in a
 * profile's header card, `md` (48 px) in lists of settings.
 */
export function ProfilePicture({
  name,
  src,
  shape = "full",
  size,
  testId,
}: {
  name: string;
  src: string | null | undefined;
  shape?: "full" | "rounded";
  size: "head" | "md";
  testId?: string;
}) {
  const classes = [
    "jl-profile-pic",
    `jl-profile-pic--${size}`,
    shape === "rounded" ? "jl-profile-pic--rounded" : "",
    src ? "jl-profile-pic--filled" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={classes}>
      {src ? (
        <img src={src} alt="" className="jl-profile-pic__img" data-testid={testId} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </div>
  );
}
