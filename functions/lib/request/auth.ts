import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { randomUUID } from "node:crypto";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { jwtVerify, SignJWT } from "jose";
import { config } from "../config";
import { db, tableName } from "../db";
import { getAll } from "../entities/support/dynamo";
import { Unauthorized } from "../errors";
import { type Key, keys } from "../keys";
import { tenantForHost } from "./tenant";
import { type UserRecord, userFromItem } from "./user-record";

export const SESSION_COOKIE = "session";

export interface Session {
  tenantId: string;
  userId: number;
  username: string;
  name: string;
  avatar: string;
  admin: boolean;
}

let secretKey: Uint8Array | undefined;
let secretSource: string | undefined;

async function signingKey(): Promise<Uint8Array> {
  const { JWT_SECRET, JWT_SECRET_ARN } = config();
  const source = JWT_SECRET ?? JWT_SECRET_ARN;
  if (secretKey && secretSource === source) return secretKey;
  let secret = JWT_SECRET;
  if (!secret && JWT_SECRET_ARN) {
    const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: JWT_SECRET_ARN }));
    secret = answer.SecretString;
  }
  if (!secret) throw new Error("JWT_SECRET ou JWT_SECRET_ARN não configurado");
  secretKey = new TextEncoder().encode(secret);
  secretSource = source;
  return secretKey;
}

export async function signSession(user: Pick<UserRecord, "tenantId" | "id" | "sessionVersion">): Promise<{ token: string; maxAgeSeconds: number }> {
  const maxAgeSeconds = Math.round(config().SESSION_HOURS * 3600);
  const token = await new SignJWT({ tid: user.tenantId, sv: user.sessionVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(user.id))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${maxAgeSeconds}s`)
    .sign(await signingKey());
  return { token, maxAgeSeconds };
}

const IPV4 = /^(\d+)\.(\d+)\.\d+\.\d+$/;
/** Loopback, unique local (fc00::/7) and link-local (fe80::/10) IPv6 addresses. */
const PRIVATE_IPV6 = /^\[(::1|f[cd][0-9a-f]{0,2}:.*|fe[89ab][0-9a-f]?:.*)\]$/;

/**
 * Hosts reached over plain HTTP on purpose: this machine, and the store's own network when the local
 * runtime is opened by its address or machine name (http://192.168.0.10:3000, http://caixa:3000). A Secure
 * cookie would never come back there. Every public host (the CloudFront domain, a store's domain) gets Secure.
 */
function isLocalNetworkHost(host: string): boolean {
  const lower = host.trim().toLowerCase();
  const name = lower.startsWith("[") ? lower.slice(0, lower.indexOf("]") + 1) : (lower.split(":")[0] ?? "");
  if (!name) return false;
  if (name.startsWith("[")) return PRIVATE_IPV6.test(name);
  if (name === "localhost" || name.endsWith(".localhost") || name.endsWith(".local") || !name.includes(".")) return true;
  const ipv4 = IPV4.exec(name);
  if (!ipv4) return false;
  const [first, second] = [Number(ipv4[1]), Number(ipv4[2])];
  return (
    first === 127 ||
    first === 10 ||
    (first === 192 && second === 168) ||
    (first === 172 && second >= 16 && second <= 31) ||
    (first === 169 && second === 254)
  );
}

export function sessionCookie(token: string, maxAgeSeconds: number, host: string): string {
  const secure = isLocalNetworkHost(host) ? "" : "; Secure";
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function clearedSessionCookie(host: string): string {
  return sessionCookie("", 0, host);
}

export function readCookie(cookies: readonly string[] | undefined, name: string): string | undefined {
  for (const cookie of cookies ?? []) {
    for (const part of cookie.split(";")) {
      const [key, ...rest] = part.trim().split("=");
      if (key === name) return rest.join("=");
    }
  }
  return undefined;
}

/** What a valid session token says; trusted (signed) but not yet checked against the user's record. */
export interface SessionClaims {
  tenantId: string;
  userId: number;
  sessionVersion: number;
  /** This sign-in's id: signing out revokes it alone (the user's other sessions go on). */
  sessionId: string;
  /** When the token expires (seconds since the epoch): a revocation is kept until then. */
  expiresAt: number;
}

/**
 * Verifies the session cookie's signature and expiry (no table read). A token must carry an expiry and an id,
 * as every token signSession makes does: one without would never end, nor be revocable on sign-out.
 */
export async function verifySessionToken(cookies: readonly string[] | undefined): Promise<SessionClaims> {
  const token = readCookie(cookies, SESSION_COOKIE);
  if (!token) throw new Unauthorized("Faça o login para continuar.");
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { algorithms: ["HS256"], requiredClaims: ["exp", "jti"] });
    return {
      tenantId: String(payload.tid),
      userId: Number(payload.sub),
      sessionVersion: Number(payload.sv),
      sessionId: String(payload.jti),
      expiresAt: Number(payload.exp),
    };
  } catch {
    throw new Unauthorized();
  }
}

/** The session of verified claims, if their user still exists with the same session version. */
export async function loadSession(claims: SessionClaims): Promise<Session> {
  const { tenantId, userId, sessionVersion, sessionId } = claims;
  const userKey = keys.user(tenantId, userId);
  const revocationKey = sessionId ? keys.revokedSession(tenantId, sessionId) : undefined;
  // One round trip for both: this runs before every authenticated answer.
  const found = await getAll(revocationKey ? [userKey, revocationKey] : [userKey]);
  const isKey = (key: Key) => (item: Record<string, unknown>) => item.pk === key.pk && item.sk === key.sk;
  const userItem = found.find(isKey(userKey));
  const user = userItem ? userFromItem(userItem) : undefined;
  const revoked = revocationKey !== undefined && found.some(isKey(revocationKey));
  if (!user || user.sessionVersion !== sessionVersion || revoked) throw new Unauthorized();
  return {
    tenantId,
    userId: user.id,
    username: user.username,
    name: user.name,
    avatar: user.avatar,
    admin: user.role === "admin",
  };
}

/** Signing out: the token stops working at once, though a copy of it would be valid until it expires. */
export async function revokeSession(claims: SessionClaims): Promise<void> {
  if (!claims.sessionId) return;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.revokedSession(claims.tenantId, claims.sessionId), expiresAt: claims.expiresAt },
    }),
  );
}

/**
 * A session holds only on its own company's hosts: a cookie carried to another tenant's host (or its API
 * address, by x-forwarded-host) is refused there, as if absent.
 */
export async function requireSessionTenantOfHost(claims: SessionClaims, host: string): Promise<void> {
  if ((await tenantForHost(host)) !== claims.tenantId) throw new Unauthorized();
}

/** Verifies the session cookie, that it belongs to the host's tenant, and that its user still exists with the same session version. */
export async function authenticate(cookies: readonly string[] | undefined, host: string): Promise<Session> {
  const claims = await verifySessionToken(cookies);
  const [session] = await Promise.all([loadSession(claims), requireSessionTenantOfHost(claims, host)]);
  return session;
}
