import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Baseline" }, { name: "description", content: "A bare React Router page." }];
}

export function loader(_: Route.LoaderArgs) {
  return {
    title: "Welcome to React Router",
    message: "A small static page with a loader: the baseline JobLink's pages are measured against.",
    links: [
      { href: "https://reactrouter.com/docs", text: "React Router Docs" },
      { href: "https://rmx.as/discord", text: "Join Discord" },
    ],
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{loaderData.title}</h1>
      <p>{loaderData.message}</p>
      <nav>
        <p>What&apos;s next?</p>
        <ul>
          {loaderData.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noreferrer">
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
