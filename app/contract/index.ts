/**
 * The registry of the API contract: every endpoint of every area, in the order the reference
 * lists them. The OpenAPI document (`GET /api/openapi.json`), the reference page (`GET /api/docs`)
 * and the API tests' response checks read it; a route of the API missing here fails a test.
 *
 * The typed client imports the area modules' types only (`import type`), never this registry.
 */
import { blockApi } from "./blocks.ts";
import { chatApi } from "./messages.ts";
import { connectionApi } from "./network.ts";
import { corporateApi } from "./companies.ts";
import type { Endpoint, Method } from "./endpoint.ts";
import { individualApi } from "./profiles.ts";
import { jobPostApi } from "./jobs.ts";
import { liveApi } from "./live.ts";
import { masterApi } from "./master.ts";
import { moderationApi } from "./moderation.ts";
import { notificationApi } from "./notifications.ts";
import { platformApi } from "./platform.ts";
import { referralApi } from "./referrals.ts";
import { resumeRequestApi } from "./resume-requests.ts";
import { searchApi } from "./search.ts";
import { seoApi } from "./seo.ts";
import { uploadsApi } from "./uploads.ts";
import { userApi } from "./accounts.ts";

/** One area of the API: `id` names it in operation ids and anchors (`job-post.read`). */
export type Area = { id: string; name: string; description: string; endpoints: Record<string, Endpoint> };

export const AREAS = [
  {
    id: "user",
    name: "Accounts",
    description: "Sign-up, login, tokens, password reset, invites and the account settings.",
    endpoints: userApi,
  },
  {
    id: "individual",
    name: "Profiles",
    description: "Individual profiles: the profile, experience, education and the resume.",
    endpoints: individualApi,
  },
  {
    id: "corporate",
    name: "Companies",
    description: "Company profiles, their employees and their logo.",
    endpoints: corporateApi,
  },
  {
    id: "uploads",
    name: "Pictures",
    description: "Photos, banners and logos, and the stored files.",
    endpoints: uploadsApi,
  },
  {
    id: "connection",
    name: "Network",
    description: "Connection requests, connections and people you may know.",
    endpoints: connectionApi,
  },
  {
    id: "job-post",
    name: "Jobs",
    description: "Job posts, likes, saved jobs, job alerts and reposts.",
    endpoints: jobPostApi,
  },
  {
    id: "referral",
    name: "Applications",
    description: "Applications (referral requests) and recommendations.",
    endpoints: referralApi,
  },
  {
    id: "resume-request",
    name: "Resume requests",
    description: "Asking a member for their resume, and the answer.",
    endpoints: resumeRequestApi,
  },
  {
    id: "chat",
    name: "Messages",
    description:
      "Chat between connected members, and between a poster (a member or a company) and the people who applied to their posts.",
    endpoints: chatApi,
  },
  {
    id: "block",
    name: "Blocking",
    description: "Blocking an account and the caller's blocked list: the two stop seeing and reaching each other.",
    endpoints: blockApi,
  },
  {
    id: "notification",
    name: "Notifications",
    description: "What happened to the caller: the list, marking read, the unread count.",
    endpoints: notificationApi,
  },
  {
    id: "moderation",
    name: "Moderation",
    description: "Reports, and the moderators' queue and decisions (decision 175).",
    endpoints: moderationApi,
  },
  {
    id: "search",
    name: "Search",
    description: "Search across people, companies and open job posts.",
    endpoints: searchApi,
  },
  {
    id: "seo",
    name: "Crawlers and feeds",
    description: "What the sitemaps and the job feeds list (decision 170).",
    endpoints: seoApi,
  },
  {
    id: "master",
    name: "Master lists",
    description: "Currencies, companies, locations, institutions, degrees, skills, sectors and domains.",
    endpoints: masterApi,
  },
  { id: "live", name: "Live updates", description: "The caller's changes as Server-Sent Events.", endpoints: liveApi },
  { id: "platform", name: "Platform", description: "The health check and this reference.", endpoints: platformApi },
] as const satisfies readonly Area[];

/**
 * Any endpoint of the registry, as a type: what the client's `send` and `sendRaw` take, so a call
 * to an endpoint that is not in the contract does not compile. Derived from {@link AREAS}.
 */
export type ContractEndpoint = EndpointsOf<(typeof AREAS)[number]>;
/** The endpoints of one area (distributes over a union of areas). */
type EndpointsOf<A> = A extends { endpoints: infer E } ? E[keyof E] : never;

/** An endpoint with where it sits: its area and its name there (`read`). */
export type RegisteredEndpoint = Endpoint & { area: Area; name: string };

/** Every endpoint, area by area. */
export const ENDPOINTS: readonly RegisteredEndpoint[] = AREAS.flatMap((area) =>
  Object.entries(area.endpoints).map(([name, e]) => ({ ...e, area, name })),
);

/** A path of the contract (`/api/master/{kind}/list/`) as a pattern matching request paths with or without the trailing slash. */
function pathPattern(path: string): RegExp {
  const base = path.replace(/\/$/, "");
  const source = base
    .split(/(\{[a-z_]+\})/)
    .map((part) =>
      /^\{[a-z_]+\}$/.test(part)
        ? part === "{key}"
          ? "(.+)"
          : "([^/]+)"
        : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${source}/?$`);
}

const PATTERNS = ENDPOINTS.map((e) => ({ endpoint: e, pattern: pathPattern(e.path) }));

/** The endpoint a request goes to (`HEAD` is answered by the `GET`), or undefined. */
export function findEndpoint(method: string, path: string): RegisteredEndpoint | undefined {
  const wanted = (method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase()) as Method;
  const pathname = path.split("?")[0];
  return PATTERNS.find(({ endpoint, pattern }) => endpoint.method === wanted && pattern.test(pathname))?.endpoint;
}
