/**
 * What every area's client calls share (`app/features/<area>/<area>.api.ts`): the options a call
 * takes last, and the two shapes a call resolves with besides the envelope's `data`.
 */
import type { RequestOptions } from "./client.ts";

/** Every wrapper takes `{ signal }` last, to cancel a superseded call. */
export type CallOptions = { signal?: AbortSignal };

/** A call whose success sentence is shown to the user. */
export type WithMessage<T> = { data: T; message: string };

/** A call that answers no data: the server's sentence. */
export type MessageResult = { message: string };

/** The request options of a call: `init` with the caller's signal. */
export const call = (options: CallOptions | undefined, init: RequestOptions = {}): RequestOptions => ({
  ...init,
  signal: options?.signal,
});

/** The request options of a call the contract marks `public` (no token, no refresh on 401): `init` with the caller's signal. */
export const publicCall = (options: CallOptions | undefined, init: RequestOptions = {}): RequestOptions => ({
  ...init,
  public: true,
  signal: options?.signal,
});

/** The envelope's `data` and its sentence ("" when it has none). */
export const withMessage = <T>(envelope: Promise<{ data: T; message: unknown }>): Promise<WithMessage<T>> =>
  envelope.then((result) => ({ data: result.data, message: typeof result.message === "string" ? result.message : "" }));

/** The envelope's `data` only. */
export const dataOf = <T>(envelope: Promise<{ data: T }>): Promise<T> => envelope.then((result) => result.data);

/** The envelope's sentence only. */
export const messageOf = (envelope: Promise<{ message: string }>): Promise<MessageResult> =>
  envelope.then((result) => ({ message: result.message }));
