/**
 * A record's plain facts in the backend's statements (decisions 159, 160): the fields its form's
 * rule takes that are stored in the column of the same name as sent and answered as stored. Given
 * their names (`Object.keys` of the contract's `storedFacts(…)`), these write them into a row and
 * read them back, so a new one needs no line here or in the service that uses them.
 */

/** What a plain fact's column holds: the body's value, null when the body leaves it out. */
export type Stored<T> = undefined extends T ? Exclude<T, undefined> | null : T;

/** A body whose facts that may be null may also be left out (stored as null): what the seed and other callers in the code pass. */
export type NullsOptional<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : never]?: T[K];
};

/** The plain facts of a body, as their columns take them (a fact the body leaves out: null). */
export function factsOf<F extends string, I extends { [K in F]?: unknown }>(
  facts: readonly F[],
  input: I,
): { [K in F]: Stored<I[K]> } {
  return Object.fromEntries(facts.map((fact) => [fact, input[fact] ?? null])) as { [K in F]: Stored<I[K]> };
}

/** The plain facts a partial body gives, as their columns take them; one it leaves out is left as it is. */
export function givenFacts<F extends string, I extends { [K in F]?: unknown }>(
  facts: readonly F[],
  input: I,
): { [K in F]?: Exclude<I[K], undefined> } {
  return Object.fromEntries(facts.filter((fact) => input[fact] !== undefined).map((fact) => [fact, input[fact]])) as {
    [K in F]?: Exclude<I[K], undefined>;
  };
}

/** The plain facts of a row read with them, answered as stored. */
export function pickFacts<F extends string, R extends { [K in F]: unknown }>(facts: readonly F[], row: R): Pick<R, F> {
  return Object.fromEntries(facts.map((fact) => [fact, row[fact]])) as Pick<R, F>;
}
