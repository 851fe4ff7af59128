/** `/job-details/{id}/card.png` (decision 170): the job's share card, for any visitor. */
import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/context.ts";
import { isUpstreamError } from "#app/upstream/errors.ts";
import { JOB_TYPE_LABELS } from "#app/forms/jobs/job-post-labels.ts";
import { ifNoneMatchMatches } from "#app/server/http-cache.server.ts";
import { shareCardSvg, type ShareCard } from "./share-image.ts";
import { renderShareCard, shareCardEtag } from "./share-image.server.ts";

/** Kept a day by browsers and shared caches: a changed post has a new address (`?v=`). */
const CARD_CACHE_CONTROL = "public, max-age=86400";

const notFound = () =>
  new Response("No job post was found.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function shareCardResponse({
  request,
  params,
  context,
}: {
  request: Request;
  params: { id?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return notFound();
  const post = await context
    .get(apiContext)
    .seo.shareCard({ job_post_id: id })
    .catch((error: unknown) => {
      if (isUpstreamError(error) && [400, 403, 404].includes(error.status)) return null;
      throw error;
    });
  if (!post) return notFound();
  const places = post.locations.map((location) => location.city).join(", ");
  const card: ShareCard = {
    title: post.title,
    company: post.company?.title ?? post.company_name,
    location: post.job_type === "remote" ? [JOB_TYPE_LABELS.remote, places].filter(Boolean).join(" · ") : places,
  };
  const etag = shareCardEtag(shareCardSvg(card));
  const headers = { "Cache-Control": CARD_CACHE_CONTROL, ETag: etag };
  if (ifNoneMatchMatches(request.headers.get("If-None-Match"), etag))
    return new Response(null, { status: 304, headers });
  const { png } = await renderShareCard(card);
  return new Response(request.method === "HEAD" ? null : new Uint8Array(png), {
    headers: {
      ...headers,
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      // Opened on its own, the browser's image viewer styles its page inline: allowed, nothing else.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}
