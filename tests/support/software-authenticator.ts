/**
 * A software passkey authenticator for the API tests (decision 183): an ES256 key made with
 * node:crypto, and the WebAuthn answers a browser would send for it, built byte by byte
 * (authenticator data, CBOR attestation object with `fmt: "none"`, clientDataJSON, a DER
 * signature). Nothing of SimpleWebAuthn is used here, so the API's check of them is real.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

/** The major type and length head of a CBOR item (RFC 8949 §3). */
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

/** A small CBOR encoder: integers, text, bytes, arrays and maps are all WebAuthn needs. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export type ClientOverrides = {
  /** The page's origin the browser writes into clientDataJSON (default: the authenticator's). */
  origin?: string;
  /** The RP ID whose hash the authenticator data starts with (default: the authenticator's). */
  rpId?: string;
  /** Leave the "user verified" flag off. */
  unverified?: boolean;
};

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Buffer;
  private counter = 0;
  /** The user handle the registration options gave (a discoverable credential keeps it). */
  private userHandle: string | undefined;

  constructor(
    readonly origin: string,
    readonly rpId = new URL(origin).hostname,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: "jwk" });
    // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
    this.cosePublicKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, overrides: ClientOverrides): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: overrides.origin ?? this.origin, crossOrigin: false }),
    );
  }

  private authData(flags: number, overrides: ClientOverrides, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const uv = overrides.unverified ? 0 : FLAG_UV;
    return Buffer.concat([
      sha256(overrides.rpId ?? this.rpId),
      Buffer.from([flags | FLAG_UP | uv]),
      count,
      ...(attested ? [attested] : []),
    ]);
  }

  /** What `navigator.credentials.create()` answers to `options` (RegistrationResponseJSON). */
  register(options: { challenge: string; user: { id: string } }, overrides: ClientOverrides = {}) {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    // AAGUID of sixteen zeros: an authenticator that says nothing of its make ("none" attestation).
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.cosePublicKey]);
    const authData = this.authData(FLAG_AT, overrides, attested);
    const attestationObject = cbor({ fmt: "none", attStmt: {}, authData });
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, overrides)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** What `navigator.credentials.get()` answers to `options` (AuthenticationResponseJSON); the counter moves on. */
  authenticate(options: { challenge: string }, overrides: ClientOverrides = {}) {
    this.counter += 1;
    const authData = this.authData(0, overrides);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, overrides);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }
}
