/**
 * The absolute address of a page or a file as people share it: under PUBLIC_URL when it is set
 * (the address behind the proxy), otherwise under the request's own origin.
 */
export function publicUrlFor(request: Request, path: string): string {
  const base = process.env.PUBLIC_URL?.replace(/\/+$/, "") || new URL(request.url).origin;
  return new URL(path, `${base}/`).toString();
}

/** An upload's address (`/uploads/…` or already absolute) made absolute; null stays null. */
export function publicFileUrl(request: Request, path: string | null | undefined): string | null {
  if (!path) return null;
  return /^https?:\/\//i.test(path) ? path : publicUrlFor(request, path);
}
