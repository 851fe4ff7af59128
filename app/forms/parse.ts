/**
 * Conform's `parseWithZod`, answering 400 instead of 500 for a forged form. Conform reads its
 * reserved fields `__intent__` and `__state__` with `JSON.parse` and throws on text it did not
 * write (or on an intent it does not know), which an action would let through as a 500. Any
 * error while parsing a form that carries those fields is the sender's, so it becomes a 400
 * "bad request" answer (an ErrorResponse for the page's ErrorBoundary); without them the error
 * is ours and is thrown as it was.
 */
import { parseWithZod as conformParseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";

export const FORGED_FORM_MESSAGE = "This form could not be read. Please reload the page and try again.";

const RESERVED = ["__intent__", "__state__"];

function carriesReservedFields(payload: FormData | URLSearchParams): boolean {
  return RESERVED.some((name) => payload.has(name));
}

function refused(): never {
  throw data(FORGED_FORM_MESSAGE, { status: 400, statusText: "Bad Request" });
}

export const parseWithZod = ((payload: FormData | URLSearchParams, options: never) => {
  let parsed: unknown;
  try {
    parsed = conformParseWithZod(payload, options);
  } catch (error) {
    if (carriesReservedFields(payload)) refused();
    throw error;
  }
  if (parsed instanceof Promise) {
    return parsed.catch((error: unknown) => (carriesReservedFields(payload) ? refused() : Promise.reject(error)));
  }
  return parsed;
}) as typeof conformParseWithZod;
