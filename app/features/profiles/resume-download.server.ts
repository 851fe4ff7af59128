/**
 * A resume PDF from the API passed on to the browser as a download (`/resume/:userId`, a
 * member's; `/applications/:id/resume`, the copy sent with an application): the body is
 * streamed, its type, name and size kept, and it is never kept by a shared cache.
 */
const PASSED_HEADERS = ["Content-Type", "Content-Disposition", "Content-Length", "Last-Modified", "ETag"];

export function resumeDownload(upstream: Response): Response {
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/pdf");
  if (!headers.has("Content-Disposition")) headers.set("Content-Disposition", 'attachment; filename="resume.pdf"');
  // Private to this viewer: never kept by shared caches, re-checked on every download.
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(upstream.body, { status: 200, headers });
}
