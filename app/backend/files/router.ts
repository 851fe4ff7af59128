/**
 * `GET /api/files/<key>`: public pictures (`public/…` keys only; resumes live under `private/`
 * and are never served here). Keys are random and never rewritten, so answers are cached long.
 */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { uploadsApi } from "#app/contract/uploads.ts";
import { ApiError, MESSAGES } from "#app/backend/lib/envelope.ts";
import type { AppEnv } from "#app/backend/lib/http.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { generatedPictureSvg, parseGeneratedPath } from "./generated-pictures.ts";
import { isPublicKey } from "./storage.ts";
import { openStored } from "./unavailable.ts";

export const FILE_NOT_FOUND = "File not found.";

export function filesRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);

  on(uploadsApi.file, async (c) => {
    const key = c.req.path.replace(/^.*?\/files\//, "").replace(/\/+$/, "");
    // The demo's and the large dataset's generated portraits and logos (generated-pictures.ts).
    const generated = parseGeneratedPath(key);
    if (generated) {
      const svg = generatedPictureSvg(generated.kind, generated.n);
      return new Response(c.req.method === "HEAD" ? null : svg, {
        status: 200,
        headers: {
          "Content-Type": "image/svg+xml",
          "Content-Length": String(Buffer.byteLength(svg)),
          "Cache-Control": "public, max-age=31536000, immutable",
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          "Content-Disposition": "inline",
        },
      });
    }
    if (!isPublicKey(key)) throw new ApiError(404, FILE_NOT_FOUND);
    const file = await openStored(s, key);
    if (!file) throw new ApiError(404, FILE_NOT_FOUND);
    const head = c.req.method === "HEAD";
    if (head) await file.body.cancel();
    return new Response(head ? null : file.body, {
      status: 200,
      headers: {
        "Content-Type": file.contentType,
        "Content-Length": String(file.size),
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "Content-Disposition": "inline",
      },
    });
  });

  // Not an endpoint: any other method on a stored file is a 404.
  // eslint-disable-next-line no-restricted-syntax
  app.all("/files/*", () => {
    throw new ApiError(404, MESSAGES.notFound);
  });

  return app;
}
