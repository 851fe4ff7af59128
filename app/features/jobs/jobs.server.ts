/**
 * Server helpers for screens that show job posts with {@link JobActions} and {@link JobDialogs}.
 */
import type { RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import type { PersonLike } from "#app/ui/person-card.tsx";
import { jobDialogTarget } from "./dialog-params.ts";
import type { UserType } from "#app/forms/fields.ts";

/** Most connections the recommend dialog lists (one page of the API would be too few). */
const CONNECTION_PAGES = 5;

/**
 * The viewer's connections when the URL opens the recommend dialog (`?recommend=`), else null:
 * call it from a loader and pass the result to `<JobDialogs connections>`. Only individuals have
 * connections: for a visitor or a company (a shared link) there is nothing to load, and asking
 * the API would be refused (401, 403).
 */
export async function loadJobDialogConnections(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<PersonLike[] | null> {
  if (jobDialogTarget(new URL(request.url).search, "recommend") === null) return null;
  if (viewerTypeOf(context) !== "individual") return null;
  return loadConnections(context);
}

/** Your connections (a few pages, each after the previous one's cursor), as the recommend form lists them. */
export async function loadConnections(context: Readonly<RouterContextProvider>): Promise<PersonLike[]> {
  const api = context.get(apiContext).network;
  const people: PersonLike[] = [];
  let cursor: string | undefined;
  for (let page = 1; page <= CONNECTION_PAGES; page++) {
    const list = await api.connections({ page, cursor });
    for (const person of list.data)
      people.push({
        id: person.id,
        first_name: person.first_name,
        last_name: person.last_name,
        username: person.username,
      });
    if (!list.has_next) break;
    cursor = list.next_cursor ?? undefined;
  }
  return people;
}

/** Who is looking, as JobActions wants it. */
export function viewerTypeOf(context: Readonly<RouterContextProvider>): UserType | null {
  return context.get(sessionContext).auth?.type_of_user ?? null;
}
