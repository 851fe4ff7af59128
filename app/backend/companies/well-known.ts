/**
 * Reads `https://<domain>/.well-known/joblink-verification.txt` for a domain check (decision
 * 176), carefully: the address is the member's, so this is a request the app makes on a
 * stranger's behalf.
 *
 * - Only https on port 443, the certificate checked against the domain (Node's roots, plus an
 *   extra CA when configured: tests).
 * - The name is resolved once and the connection made to that address, so a second answer of
 *   the DNS cannot point it elsewhere; private, loopback, link-local and other special
 *   addresses are refused unless the configuration allows them (tests).
 * - A short timeout, at most a few redirects and only on the same host, a small size cap.
 */
import { lookup } from "node:dns/promises";
import { request, type RequestOptions } from "node:https";
import { BlockList, isIP } from "node:net";
import { checkServerIdentity, rootCertificates } from "node:tls";
import { WELL_KNOWN_PATH } from "#app/forms/companies/domain-verification.form.ts";

/** How long the whole check may take. */
export const WELL_KNOWN_TIMEOUT_MS = 5_000;
/** The most of the file read: a token is a line. */
export const WELL_KNOWN_MAX_BYTES = 4_096;
/** Redirects followed, on the same host only. */
export const WELL_KNOWN_MAX_REDIRECTS = 3;

export type DomainCheckSettings = {
  /** PEM of extra certificate authorities trusted for the check (tests' self-signed one). */
  ca?: string;
  /** Connect here instead of the domain's own address on 443 (tests' local server); the certificate is still checked against the domain. */
  connectTo?: { host: string; port: number };
  /** Allow private and loopback addresses (tests only: in production they are refused). */
  allowPrivate?: boolean;
  timeoutMs?: number;
};

export type WellKnownResult =
  { ok: true; body: string } | { ok: false; reason: "private" | "unreachable" | "status" | "redirect" | "too-large" };

/** Addresses no public web site has: private, loopback, link-local, shared, documentation, multicast, reserved. */
const SPECIAL = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  SPECIAL.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  SPECIAL.addSubnet(net, prefix, "ipv6");
}

/** True when a web site may be at `address` (not a private, loopback or other special address). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !SPECIAL.check(address, "ipv4");
  if (family !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  return !SPECIAL.check(address, "ipv6");
}

async function addressOf(host: string, allowPrivate: boolean): Promise<string | "private" | null> {
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      return null;
    }
  }
  if (addresses.length === 0) return null;
  // Every address the name has must be public: a site cannot pick the one we connect to.
  if (!allowPrivate && !addresses.every(isPublicAddress)) return "private";
  return addresses[0];
}

type Answer = { status: number; location: string | null; body: string | null; tooLarge: boolean };

function get(options: RequestOptions, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ ...options, method: "GET", signal }, (res) => {
      const status = res.statusCode ?? 0;
      if (status !== 200) {
        res.resume();
        resolve({
          status,
          location: typeof res.headers.location === "string" ? res.headers.location : null,
          body: null,
          tooLarge: false,
        });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > WELL_KNOWN_MAX_BYTES) {
          req.destroy();
          resolve({ status, location: null, body: null, tooLarge: true });
          return;
        }
        chunks.push(chunk);
      });
      res.on("end", () =>
        resolve({ status, location: null, body: Buffer.concat(chunks).toString("utf8"), tooLarge: false }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The well-known file of `domain` (already checked by the domain rule), or why it could not be read. */
export async function fetchWellKnown(domain: string, settings: DomainCheckSettings = {}): Promise<WellKnownResult> {
  const signal = AbortSignal.timeout(settings.timeoutMs ?? WELL_KNOWN_TIMEOUT_MS);
  const target = settings.connectTo ?? { host: domain, port: 443 };
  const address = await addressOf(target.host, settings.allowPrivate === true);
  if (address === "private") return { ok: false, reason: "private" };
  if (address === null) return { ok: false, reason: "unreachable" };
  let path = WELL_KNOWN_PATH;
  for (let redirects = 0; ; redirects++) {
    let answer: Answer;
    try {
      answer = await get(
        {
          host: address,
          port: target.port,
          path,
          servername: domain,
          headers: { host: domain, accept: "text/plain", "user-agent": "JobLink domain check" },
          ...(settings.ca ? { ca: [...rootCertificates, settings.ca] } : {}),
          // The certificate must name the domain, not the address connected to.
          checkServerIdentity: (_host, cert) => checkServerIdentity(domain, cert),
          agent: false,
        },
        signal,
      );
    } catch {
      return { ok: false, reason: "unreachable" };
    }
    if (answer.tooLarge) return { ok: false, reason: "too-large" };
    if (answer.body !== null) return { ok: true, body: answer.body };
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      let next: URL;
      try {
        next = new URL(answer.location, `https://${domain}${path}`);
      } catch {
        return { ok: false, reason: "redirect" };
      }
      // Only to another path of the same site: never to another host, port or scheme.
      if (
        next.protocol !== "https:" ||
        next.hostname !== domain ||
        next.port !== "" ||
        redirects >= WELL_KNOWN_MAX_REDIRECTS
      )
        return { ok: false, reason: "redirect" };
      path = next.pathname + next.search;
      continue;
    }
    return { ok: false, reason: "status" };
  }
}

/** True when the file's text holds `token` as one of its lines (spaces around it allowed). */
export function fileHoldsToken(body: string, token: string): boolean {
  return body.split(/\r?\n/).some((line) => line.trim() === token);
}
