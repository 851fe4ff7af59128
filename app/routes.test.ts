import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, test } from "vitest";
import routes from "./routes.ts";

type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] };

/** The route tree as React Router matches it (ids as the framework gives them: the file without its extension). */
function toRouteObjects(entries: Entry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    return entry.index
      ? { id, index: true as const }
      : { id, path: entry.path, children: entry.children ? toRouteObjects(entry.children) : undefined };
  });
}

const tree: RouteObject[] = [{ id: "root", path: "", children: toRouteObjects(routes as Entry[]) }];
const leaf = (url: string) => {
  const matches = matchRoutes(tree, url);
  const last = matches?.at(-1);
  return last ? { id: last.route.id, params: last.params } : null;
};

describe("route matching: each URL reaches its route, with its params", () => {
  test.each([
    ["/", "routes/index", {}],
    ["/login", "routes/login", {}],
    ["/LOGIN/", "routes/login", {}],
    ["/signup", "routes/signup", {}],
    ["/forgot-password/abc", "routes/reset-password", { id: "abc" }],
    ["/individual/dashboard", "routes/individual.dashboard", {}],
    ["/individual/dashboard/", "routes/individual.dashboard", {}],
    ["/notifications", "routes/notifications", {}],
    ["/job-details/12", "routes/job-details", { id: "12" }],
    ["/profile/asha-verma/1", "profile-user-named", { username: "asha-verma", id: "1" }],
    ["/profile/a%2Fb/1", "profile-user-named", { username: "a/b", id: "1" }],
    ["/profile/7", "profile-user", { id: "7" }],
    ["/profile/corporate/3", "routes/profile.corporate", { id: "3" }],
    ["/corporate/posts/4/applications", "routes/corporate.posts.$id.applications", { id: "4" }],
    ["/corporate/messages", "routes/corporate.messages", {}],
    ["/my-company-post/9", "my-company-post", { id: "9" }],
    ["/chats/5", "routes/chats.$id", { id: "5" }],
    ["/chats/5/poll", "routes/chats.$id.poll", { id: "5" }],
    ["/settings/account/export", "routes/settings.account.export", {}],
    ["/individual/nothing", "routes/not-found", { "*": "individual/nothing" }],
    ["//login", "routes/not-found", { "*": "/login" }],
  ])("%s is %s", (url, id, params) => {
    expect(leaf(url)).toEqual({ id, params });
  });
});
