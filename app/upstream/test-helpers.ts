/**
 * For the upstream wrappers' unit tests: a typed API over a fake `fetch` that records every
 * request and answers with one envelope.
 */
import { expect, it, vi } from "vitest";
import { createApi, type UpstreamApi } from "./api.ts";
import { createUpstreamClient } from "./client.ts";

/** One request as the fake `fetch` saw it. */
export type Call = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  token: string | null;
  contentType: string | null;
};

/** What a wrapper should send (for table-driven cases). */
export type Expected = { method: string; path: string; query?: Record<string, string>; body?: unknown };

/** A table-driven case: its name, the wrapper call, and the request it should send. */
export type WrapperCase = [name: string, invoke: (api: UpstreamApi) => Promise<unknown>, expected: Expected];

/** Table-driven cases: each wrapper call sends exactly the one request it names (a JSON body, or none). */
export function itSendsEach(cases: WrapperCase[]) {
  it.each(cases)("%s", async (_, invoke, expected) => {
    const { api, calls } = recordingApi({ result: true, message: "OK.", data: [] });
    await invoke(api);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({
      query: {},
      body: undefined,
      token: "Bearer T",
      contentType: expected.body === undefined ? null : "application/json",
      ...expected,
    });
  });
}

/** The API with access token "T"; every call answers `envelope` with `status`, and is recorded in `calls`. */
export function recordingApi(envelope: Record<string, unknown> = { result: true, message: "OK." }, status = 200) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    calls.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
      token: request.headers.get("Authorization"),
      contentType: request.headers.get("Content-Type"),
    });
    return Response.json(envelope, { status });
  });
  const api = createApi(createUpstreamClient({ fetch, auth: { accessToken: "T" }, retryDelayMs: 0 }));
  return { api, calls };
}

/** One request as {@link recordingUploadApi}'s fake `fetch` saw it: an uploaded file's name and text. */
export type UploadCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  file?: { name: string; text: string };
  token: string | null;
};

/**
 * The API with access token `token` (none for null) over a fake `fetch` that records every request,
 * a multipart upload's file included, and answers with `answer` (the wrappers' tests of accounts,
 * profiles, companies, search and the master lists: uploads, and answers that depend on the request).
 */
export function recordingUploadApi(
  answer: (request: Request) => Response = () => Response.json({ result: true, message: "Done.", data: { ok: 1 } }),
  token: string | null = "T",
) {
  const calls: UploadCall[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const type = request.headers.get("Content-Type") ?? "";
    let body: unknown;
    let file: UploadCall["file"];
    if (type.startsWith("multipart/form-data")) {
      const part = (await request.clone().formData()).get("file") as File;
      file = { name: part.name, text: await part.text() };
    } else {
      const text = await request.clone().text();
      body = text ? JSON.parse(text) : undefined;
    }
    calls.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      file,
      token: request.headers.get("Authorization"),
    });
    return answer(request);
  });
  const api = createApi(createUpstreamClient({ fetch, auth: token ? { accessToken: token } : null, retryDelayMs: 0 }));
  return { api, calls };
}
