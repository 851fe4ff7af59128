/** `/embed/companies/{id}/jobs` (decision 170): the widget page, framable by any site. */
import { createHash } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { formatMoney, jobDetailsPath } from "#app/features/jobs/job-card.tsx";
import { isUpstreamError } from "#app/upstream/errors.ts";
import { publicUrlFor } from "#app/ui/share-meta.server.ts";
import { WIDGET_STYLE, widgetHtml } from "./widget.ts";

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

/**
 * The widget's own policy: its stylesheet and the site's pictures, no script, no form; any site
 * may frame it (server.js leaves out X-Frame-Options for this route alone).
 */
export const WIDGET_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(WIDGET_STYLE).digest("base64")}'`,
  "img-src 'self'",
  "frame-ancestors *",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

const WIDGET_PATH = /^\/embed\/companies\/\d{1,10}\/jobs$/;

/**
 * May this answer be framed (server.js leaves out its `X-Frame-Options: DENY`)? A widget page
 * and its 304s only (a 304's headers update the stored answer's); everything else is denied.
 */
export function isFramable(path: string, status: number): boolean {
  return WIDGET_PATH.test(path) && (status === 200 || status === 304);
}

/** How many jobs the widget lists (the newest). */
const WIDGET_JOBS = 20;

const notFound = () =>
  new Response("No company was found at this address.\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function widgetResponse({ request, params, context }: Args): Promise<Response> {
  const id = Number(params.id);
  if (!/^\d{1,10}$/.test(params.id ?? "") || !Number.isSafeInteger(id) || id <= 0) return notFound();
  const api = context.get(apiContext);
  const found = await Promise.all([
    api.companies.get({ user_id: id }),
    api.jobs.byUser({ user_id: id, page_size: WIDGET_JOBS }),
  ]).catch((error: unknown) => {
    if (isUpstreamError(error) && [400, 403, 404].includes(error.status)) return null;
    throw error;
  });
  if (!found) return notFound();
  const [company, jobs] = found;
  const html = widgetHtml({
    companyName: company.company_name,
    jobs: jobs.data,
    jobUrl: (jobId) => publicUrlFor(request, jobDetailsPath(jobId)),
    companyUrl: publicUrlFor(request, `/profile/corporate/${id}`),
    more: jobs.has_next,
    money: formatMoney,
  });
  return new Response(request.method === "HEAD" ? null : html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": WIDGET_CSP,
      // The company's careers page is visited by everyone: kept five minutes by caches.
      "Cache-Control": "public, max-age=300",
      Vary: "Accept-Encoding",
    },
  });
}
