/**
 * Passkeys (issue 38, decision 183), with SimpleWebAuthn: a member adds one behind the password
 * and signs in with it without a password or a second step, or uses it as the second step of a
 * password login (decision 185). The relying party is the app's public address (`PUBLIC_URL`):
 * its host is the RP ID and its origin the only one accepted.
 * Challenges live in the database (any instance checks an answer), are taken once by deleting
 * them, and last 5 minutes.
 */
import { createHmac } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Selectable } from "kysely";
import type { z } from "zod";
import type { PasskeyInfo } from "#app/contract/accounts.ts";
import {
  PASSKEY_MESSAGES,
  type loginPasskeyBody,
  type registerPasskeyBody,
  type removePasskeyBody,
  type renamePasskeyBody,
  type secondStepPasskeyBody,
  type secondStepPasskeyOptionsBody,
} from "#app/forms/accounts/passkeys.form.ts";
import type { passwordCheckBody } from "#app/forms/accounts/two-factor.form.ts";
import { sha256Hex } from "#app/backend/lib/crypto.ts";
import { isForeignKeyViolation, isUniqueViolation } from "#app/backend/lib/db/errors.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import type { PasskeyChallengesTable, PasskeysTable, User } from "#app/backend/lib/db/schema.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { sessionExpired, type Viewer } from "#app/backend/lib/http.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { addMs, iso, MINUTE_MS } from "#app/backend/lib/time.ts";
import { checkPassword, countWrongTry, currentUser, pendingLogin, secondStepRefusal } from "./two-factor.ts";

export const PASSKEY_CHALLENGE_TTL_MS = 5 * MINUTE_MS;
/** How long the browser lets the member answer its prompt (inside the challenge's life). */
const PROMPT_TIMEOUT_MS = 2 * MINUTE_MS;
export const MAX_PASSKEYS = 20;

export const PK_MESSAGES = {
  list: "Your passkeys.",
  options: "Follow your browser's steps to create the passkey.",
  added: "Passkey added. You can sign in with it now.",
  renamed: "Passkey renamed.",
  removed: "Passkey removed.",
  loginOptions: "Choose a passkey.",
  tooMany: `You have ${MAX_PASSKEYS} passkeys. Remove one to add another.`,
  duplicate: "This passkey is already on your account.",
  expired: "This passkey request has expired or was already used. Try again.",
  otherOrigin:
    "The passkey answered for another address than JobLink's. Open JobLink at its own address and try again.",
  notVerified: "The passkey could not be verified. Try again.",
  unknown: "This passkey is not registered on JobLink. Log in with your password, then add it in Sign-in and security.",
  notFound: PASSKEY_MESSAGES.notFound,
  secondStepOptions: "Use your passkey to finish logging in.",
  noPasskey: "This account has no passkey. Enter a code from your authenticator app or a recovery code.",
  otherAccount: "This passkey is not on the account you are logging in to. Use one of its passkeys, or enter a code.",
} as const;

/** What a challenge is for: adding a passkey, signing in with one, or a password login's second step. */
type Purpose = PasskeyChallengesTable["purpose"];

/** The relying party: the host and origin people open JobLink at. */
function relyingParty(s: Services): { rpID: string; origin: string } {
  const url = new URL(s.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/**
 * The WebAuthn user handle of an account: an HMAC of its id, the same for each of its passkeys
 * (so an authenticator keeps one per account) and telling nothing about the account.
 */
function userHandle(s: Services, userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHmac("sha256", s.otpKey).update(`passkey-user:${userId}`).digest());
}

const toB64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const fromB64url = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));

function info(row: Pick<Selectable<PasskeysTable>, "id" | "name" | "created_at" | "last_used_at">): PasskeyInfo {
  return { id: row.id, name: row.name, created_at: row.created_at, last_used_at: row.last_used_at };
}

/**
 * The row id of a challenge: its SHA-256, and for a second step that of the challenge with the
 * pending login's (hashed) id, so an answer counts only for the sign-in it was handed out to.
 */
function challengeRowId(challenge: string, boundTo: string | null): string {
  return sha256Hex(boundTo === null ? challenge : `${challenge}:${boundTo}`);
}

async function storeChallenge(
  db: Db,
  challenge: string,
  purpose: Purpose,
  userId: number | null,
  now: Date,
  boundTo: string | null = null,
): Promise<void> {
  // The challenges never answered go as new ones are handed out (an index on expires_at).
  await db.deleteFrom("passkey_challenges").where("expires_at", "<=", iso(now)).execute();
  await db
    .insertInto("passkey_challenges")
    .values({
      id: challengeRowId(challenge, boundTo),
      purpose,
      user_id: userId,
      created_at: iso(now),
      expires_at: iso(addMs(now, PASSKEY_CHALLENGE_TTL_MS)),
    })
    .execute();
}

/** The challenge the browser signed, from its clientDataJSON (null when it cannot be read). */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const parsed = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof parsed.challenge === "string" ? parsed.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Takes the answer's challenge: deleted if it is one of ours, of this purpose (and member), and
 * not expired. One delete, so of two answers to one challenge only one gets it.
 */
async function takeChallenge(
  s: Services,
  clientDataJSON: string,
  purpose: Purpose,
  userId: number | null,
  boundTo: string | null = null,
): Promise<string> {
  const challenge = challengeOf(clientDataJSON);
  if (challenge === null) throw new ApiError(400, PK_MESSAGES.notVerified);
  let query = s.db
    .deleteFrom("passkey_challenges")
    .where("id", "=", challengeRowId(challenge, boundTo))
    .where("purpose", "=", purpose)
    .where("expires_at", ">", iso(s.now()));
  query = userId === null ? query.where("user_id", "is", null) : query.where("user_id", "=", userId);
  const taken = await query.executeTakeFirst();
  if (Number(taken.numDeletedRows) !== 1) throw new ApiError(400, PK_MESSAGES.expired);
  return challenge;
}

/** SimpleWebAuthn's refusal as a 400 that says what to do (a wrong origin is the one a member can fix). */
function verificationFailed(s: Services, error: unknown): ApiError {
  const message = error instanceof Error ? error.message : String(error);
  s.log.warn(`a passkey answer did not verify: ${message}`);
  return new ApiError(400, /origin|rp ?id/i.test(message) ? PK_MESSAGES.otherOrigin : PK_MESSAGES.notVerified);
}

export async function listPasskeys(s: Services, viewer: Viewer): Promise<PasskeyInfo[]> {
  const rows = await s.db
    .selectFrom("passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", viewer.userId)
    .orderBy("id", "desc")
    .limit(MAX_PASSKEYS)
    .execute();
  return rows.map(info);
}

async function passkeyCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("passkeys")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** POST passkeys/options: the password, then the options of a discoverable credential with user verification. */
export async function startRegistration(
  s: Services,
  viewer: Viewer,
  input: z.output<typeof passwordCheckBody>,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = await currentUser(s, viewer);
  await checkPassword(user, input.current_password);
  if ((await passkeyCount(s.db, user.id)) >= MAX_PASSKEYS) throw new ApiError(409, PK_MESSAGES.tooMany);
  const existing = await s.db
    .selectFrom("passkeys")
    .select(["credential_id", "transports"])
    .where("user_id", "=", user.id)
    .limit(MAX_PASSKEYS)
    .execute();
  const { rpID } = relyingParty(s);
  const options = await generateRegistrationOptions({
    rpName: "JobLink",
    rpID,
    userName: user.email,
    userDisplayName: user.email,
    userID: userHandle(s, user.id),
    timeout: PROMPT_TIMEOUT_MS,
    attestationType: "none",
    // The same authenticator twice would be two rows for one key: the browser says so instead.
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: parseTransports(row.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await ownAccountWrite(() => storeChallenge(s.db, options.challenge, "register", user.id, s.now()));
  return options;
}

function parseTransports(text: string | null): string[] | undefined {
  if (!text) return undefined;
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : undefined;
  } catch {
    return undefined;
  }
}

/** POST passkeys/register: checks the browser's new credential against the caller's challenge and keeps it. */
export async function finishRegistration(
  s: Services,
  viewer: Viewer,
  input: z.output<typeof registerPasskeyBody>,
): Promise<PasskeyInfo> {
  const response = input.response as RegistrationResponseJSON;
  const challenge = await takeChallenge(s, response.response.clientDataJSON, "register", viewer.userId);
  const { rpID, origin } = relyingParty(s);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch (error) {
    throw verificationFailed(s, error);
  }
  if (!verified.verified) throw new ApiError(400, PK_MESSAGES.notVerified);
  const { credential } = verified.registrationInfo;
  const now = iso(s.now());
  try {
    return await s.db.transaction().execute(async (trx) => {
      if ((await passkeyCount(trx, viewer.userId)) >= MAX_PASSKEYS) throw new ApiError(409, PK_MESSAGES.tooMany);
      const row = await trx
        .insertInto("passkeys")
        .values({
          user_id: viewer.userId,
          credential_id: credential.id,
          public_key: toB64url(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports?.length ? JSON.stringify(credential.transports) : null,
          name: input.name,
          created_at: now,
          last_used_at: null,
        })
        .returning(["id", "name", "created_at", "last_used_at"])
        .executeTakeFirstOrThrow();
      return info(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, PK_MESSAGES.duplicate);
    if (isForeignKeyViolation(error)) throw sessionExpired();
    throw error;
  }
}

/** A write for the caller's own account: an account deleted meanwhile (PostgreSQL) is a session that ended, not a 500. */
async function ownAccountWrite(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw sessionExpired();
    throw error;
  }
}

/**
 * POST passkeys/rename: a new name for one of the caller's own passkeys (404 for anyone else's).
 * No password: a name changes no way in (decision 190). One update, so a removal in between
 * makes it a 404.
 */
export async function renamePasskey(
  s: Services,
  viewer: Viewer,
  input: z.output<typeof renamePasskeyBody>,
): Promise<PasskeyInfo> {
  const row = await s.db
    .updateTable("passkeys")
    .set({ name: input.name })
    .where("id", "=", input.passkey_id)
    .where("user_id", "=", viewer.userId)
    .returning(["id", "name", "created_at", "last_used_at"])
    .executeTakeFirst();
  if (!row) throw new ApiError(404, PK_MESSAGES.notFound, { errors: { passkey_id: [PK_MESSAGES.notFound] } });
  return info(row);
}

/** POST passkeys/remove: the password, and one of the caller's own passkeys (404 for anyone else's). */
export async function removePasskey(
  s: Services,
  viewer: Viewer,
  input: z.output<typeof removePasskeyBody>,
): Promise<void> {
  const user = await currentUser(s, viewer);
  await checkPassword(user, input.current_password);
  const removed = await s.db
    .deleteFrom("passkeys")
    .where("id", "=", input.passkey_id)
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1)
    throw new ApiError(404, PK_MESSAGES.notFound, { errors: { passkey_id: [PK_MESSAGES.notFound] } });
}

/**
 * Checks a passkey's signature over `challenge` and moves its counter on. The counter only moves
 * forward, and a clone's lower counter is refused (SimpleWebAuthn checks).
 */
async function verifyAssertion(
  s: Services,
  passkey: Selectable<PasskeysTable>,
  response: AuthenticationResponseJSON,
  challenge: string,
  requireUserVerification: boolean,
): Promise<void> {
  const { rpID, origin } = relyingParty(s);
  const counter = Number(passkey.counter);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credential_id,
        publicKey: fromB64url(passkey.public_key),
        counter,
        transports: parseTransports(passkey.transports),
      },
      requireUserVerification,
    });
  } catch (error) {
    throw verificationFailed(s, error);
  }
  if (!verified.verified) throw new ApiError(400, PK_MESSAGES.notVerified);
  // Only from the counter this check read: a sign-in with the same passkey in between wins.
  const used = await s.db
    .updateTable("passkeys")
    .set({ counter: verified.authenticationInfo.newCounter, last_used_at: iso(s.now()) })
    .where("id", "=", passkey.id)
    .where("counter", "=", counter)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new ApiError(400, PK_MESSAGES.notVerified);
}

/** POST login/passkey/options: a sign-in challenge for any passkey of JobLink (the usernameless flow). */
export async function startPasskeyLogin(s: Services): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { rpID } = relyingParty(s);
  const options = await generateAuthenticationOptions({
    rpID,
    timeout: PROMPT_TIMEOUT_MS,
    userVerification: "required",
  });
  await storeChallenge(s.db, options.challenge, "login", null, s.now());
  return options;
}

/**
 * POST login/passkey: checks a passkey's answer to a sign-in challenge and answers its account.
 * The challenge is taken first, so an answer is good once whatever it turns out to be.
 */
export async function checkPasskeyLogin(s: Services, input: z.output<typeof loginPasskeyBody>): Promise<User> {
  const response = input.response as AuthenticationResponseJSON;
  const challenge = await takeChallenge(s, response.response.clientDataJSON, "login", null);
  const passkey = await s.db
    .selectFrom("passkeys")
    .selectAll()
    .where("credential_id", "=", response.id)
    .executeTakeFirst();
  if (!passkey) throw new ApiError(401, PK_MESSAGES.unknown);
  // A discoverable credential names its account; it must be the one the passkey was added to.
  if (
    response.response.userHandle !== undefined &&
    response.response.userHandle !== toB64url(userHandle(s, passkey.user_id))
  ) {
    throw new ApiError(401, PK_MESSAGES.unknown);
  }
  await verifyAssertion(s, passkey, response, challenge, true);
  const user = await s.db.selectFrom("users").selectAll().where("id", "=", passkey.user_id).executeTakeFirst();
  if (!user) throw new ApiError(401, PK_MESSAGES.unknown);
  return user;
}

/**
 * POST login/two-factor/passkey/options: a challenge for the second step of the pending login
 * `challenge_id`, naming that account's passkeys only (the password already said whose it is).
 * User verification is only preferred: the password was the factor one knows.
 */
export async function startPasskeySecondStep(
  s: Services,
  input: z.output<typeof secondStepPasskeyOptionsBody>,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const now = s.now();
  const pending = await pendingLogin(s.db, input.challenge_id, now);
  if ("refused" in pending) throw secondStepRefusal(pending.refused);
  const own = await s.db
    .selectFrom("passkeys")
    .select(["credential_id", "transports"])
    .where("user_id", "=", pending.userId)
    .limit(MAX_PASSKEYS)
    .execute();
  if (own.length === 0) throw new ApiError(409, PK_MESSAGES.noPasskey);
  const { rpID } = relyingParty(s);
  const options = await generateAuthenticationOptions({
    rpID,
    timeout: PROMPT_TIMEOUT_MS,
    userVerification: "preferred",
    allowCredentials: own.map((row) => ({ id: row.credential_id, transports: parseTransports(row.transports) })),
  });
  await storeChallenge(s.db, options.challenge, "second-step", pending.userId, now, pending.hash);
  return options;
}

/**
 * POST login/two-factor/passkey: checks a passkey's answer as the second step of the pending
 * login `challenge_id` and answers its account id and the pending login's hash (which the caller
 * takes as it starts the session). The challenge must be one handed out to this pending login
 * (taken once); the passkey must be of its account. A passkey that does not pass counts one of the
 * pending login's five tries, as a wrong code does.
 */
export async function checkPasskeySecondStep(
  s: Services,
  input: z.output<typeof secondStepPasskeyBody>,
): Promise<{ userId: number; pendingHash: string }> {
  const response = input.response as AuthenticationResponseJSON;
  const pending = await pendingLogin(s.db, input.challenge_id, s.now());
  if ("refused" in pending) throw secondStepRefusal(pending.refused);
  const challenge = await takeChallenge(
    s,
    response.response.clientDataJSON,
    "second-step",
    pending.userId,
    pending.hash,
  );
  const passkey = await s.db
    .selectFrom("passkeys")
    .selectAll()
    .where("credential_id", "=", response.id)
    .executeTakeFirst();
  try {
    if (!passkey || passkey.user_id !== pending.userId) throw new ApiError(400, PK_MESSAGES.otherAccount);
    await verifyAssertion(s, passkey, response, challenge, false);
  } catch (error) {
    if (error instanceof ApiError) await countWrongTry(s.db, pending.hash);
    throw error;
  }
  return { userId: pending.userId, pendingHash: pending.hash };
}
