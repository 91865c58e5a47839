import { isIPv4, isIPv6 } from "node:net";
import type { APIGatewayProxyEventV2 } from "aws-lambda";

/**
 * The address a sign-in attempt is counted against (lockout.ts).
 *
 * Only `requestContext.http.sourceIp` is read: API Gateway fills it from the connection it received (the local
 * server from its socket), and no caller can write it. Headers are never read for this: X-Forwarded-For,
 * CloudFront-Viewer-Address and True-Client-IP are only as honest as whoever sent the request, and both the HTTP
 * API's execute-api address (reachable without CloudFront) and the local server pass a caller's headers through.
 * Trusting one would let an attacker name a fresh address per attempt (escaping the per-address limits) or a
 * store's own address (locking its staff out). Should the address seen behind CloudFront be an edge server's
 * rather than the viewer's, viewers sharing that edge share its per-address limits; the per-username ceiling,
 * which no choice of address escapes, bounds a guesser either way.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  return addressKey(event.requestContext?.http?.sourceIp ?? "");
}

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
const IPV6_GROUPS = 8;
/** The groups of an IPv6 /64: a subscriber usually gets a whole /64, so its addresses count as one. */
const IPV6_PREFIX_GROUPS = 4;

/**
 * One spelling per client: IPv4 as is (also when a dual-stack socket reports it IPv4-mapped), IPv6 as its /64
 * prefix, anything else (no address at all) as one shared "unknown".
 */
export function addressKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = IPV4_MAPPED.exec(trimmed)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(trimmed)) return trimmed;
  const withoutZone = trimmed.split("%")[0] ?? "";
  if (isIPv6(withoutZone)) return `${ipv6Groups(withoutZone).slice(0, IPV6_PREFIX_GROUPS).join(":")}::/64`;
  return "unknown";
}

/** The eight groups of a valid IPv6 address, "::" expanded and an embedded IPv4 tail turned into two groups. */
function ipv6Groups(address: string): string[] {
  const lastColon = address.lastIndexOf(":");
  const tail = address.slice(lastColon + 1);
  const hex = isIPv4(tail) ? `${address.slice(0, lastColon + 1)}${ipv4AsGroups(tail)}` : address;
  const [head = "", rest] = hex.split("::");
  const headGroups = head ? head.split(":") : [];
  const restGroups = rest ? rest.split(":") : [];
  const zeros = Array.from({ length: IPV6_GROUPS - headGroups.length - restGroups.length }, () => "0");
  return [...headGroups, ...(rest === undefined ? [] : zeros), ...restGroups].map((group) => group.replace(/^0+(?=.)/, ""));
}

function ipv4AsGroups(ipv4: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split(".").map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}
