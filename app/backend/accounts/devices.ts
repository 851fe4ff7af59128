/**
 * What the sessions list shows of a sign-in (decision 178): the device as "Chrome on Windows"
 * from the user agent (bowser, MIT; ua-parser-js 2 is AGPL), and the address masked. There is no
 * GeoIP database, so the masked address is the "approximate place": the network, not the house.
 */
import Bowser from "bowser";
import { isIPv4, isIPv6 } from "node:net";

/** What a sign-in's request tells about where it comes from. */
export type SignInClient = { userAgent?: string | null; address?: string | null };

/** The longest user agent kept (some are kilobytes of tokens); the device is read from its start. */
export const USER_AGENT_MAX = 512;

/** "Chrome on Windows", "Safari on iOS", "Unknown browser on Linux", "Unknown device". */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim().slice(0, USER_AGENT_MAX);
  if (!ua) return "Unknown device";
  const parsed = Bowser.parse(ua);
  const browser = parsed.browser.name?.replace(/^Chromium$/, "Chrome");
  const system = parsed.os.name;
  if (!browser && !system) return "Unknown device";
  return `${browser ?? "Unknown browser"} on ${system ?? "an unknown system"}`;
}

/**
 * The address with its host part hidden: IPv4 keeps three bytes ("203.0.113.x"), IPv6 its first
 * three groups, the /48 a site gets ("2001:db8:85a3::x"). An IPv4-mapped IPv6 address is IPv4.
 */
export function maskAddress(address: string | null | undefined): string | null {
  const raw = address?.trim().replace(/^::ffff:/i, "");
  if (!raw) return null;
  if (isIPv4(raw)) return `${raw.split(".").slice(0, 3).join(".")}.x`;
  if (isIPv6(raw)) return `${expandIPv6(raw).slice(0, 3).join(":")}::x`;
  return null;
}

/** The eight groups of an IPv6 address (without leading zeros), "::" filled in. */
function expandIPv6(address: string): string[] {
  const [head, tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) =>
    group.replace(/^0+(?=.)/, "").toLowerCase(),
  );
}
