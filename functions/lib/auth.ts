import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { jwtVerify, SignJWT } from "jose";
import { config } from "./config";
import { db, tableName } from "./db";
import { Unauthorized } from "./errors";
import { keys } from "./keys";
import type { UserRecord } from "./user-record";

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
    .setIssuedAt()
    .setExpirationTime(`${maxAgeSeconds}s`)
    .sign(await signingKey());
  return { token, maxAgeSeconds };
}

function isLocalHost(host: string): boolean {
  const name = host.split(":")[0] ?? "";
  return name === "localhost" || name === "127.0.0.1" || name === "[::1]";
}

export function sessionCookie(token: string, maxAgeSeconds: number, host: string): string {
  const secure = isLocalHost(host) ? "" : "; Secure";
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
}

/** Verifies the session cookie's signature and expiry (no table read). */
export async function verifySessionToken(cookies: readonly string[] | undefined): Promise<SessionClaims> {
  const token = readCookie(cookies, SESSION_COOKIE);
  if (!token) throw new Unauthorized("Faça o login para continuar.");
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { algorithms: ["HS256"] });
    return { tenantId: String(payload.tid), userId: Number(payload.sub), sessionVersion: Number(payload.sv) };
  } catch {
    throw new Unauthorized();
  }
}

/** The session of verified claims, if their user still exists with the same session version. */
export async function loadSession(claims: SessionClaims): Promise<Session> {
  const { tenantId, userId, sessionVersion } = claims;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(tenantId, userId) }));
  const user = Item as UserRecord | undefined;
  if (!user || user.sessionVersion !== sessionVersion) throw new Unauthorized();
  return {
    tenantId,
    userId: user.id,
    username: user.username,
    name: user.name,
    avatar: user.avatar,
    admin: user.role === "admin",
  };
}

/** Verifies the session cookie and that its user still exists with the same session version. */
export async function authenticate(cookies: readonly string[] | undefined): Promise<Session> {
  return loadSession(await verifySessionToken(cookies));
}
