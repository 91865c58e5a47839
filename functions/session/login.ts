import type { CurrentUser } from "../../shared/api";
import { loginRequestSchema } from "../../shared/forms/login";
import { clearedSessionCookie, revokeSession, sessionCookie, signSession, verifySessionToken } from "../lib/auth";
import { TooManyRequests, Unauthorized } from "../lib/errors";
import type { ApiRequest, ApiResult } from "../lib/http";
import { log } from "../lib/log";
import { verifyUserPassword } from "../lib/passwords";
import type { UserRecord } from "../lib/user-record";
import { parseInput } from "../lib/validate";
import {
  clearLoginFailures,
  findUserByUsername,
  lockLogin,
  readLoginFailures,
  recordLoginFailure,
} from "../users/store";

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;
const LOCK_MS = LOCK_MINUTES * 60 * 1000;

export const LOGIN_MESSAGES = {
  invalid: "Usuário ou senha inválidos.",
  locked: `Muitas tentativas de login sem sucesso. Aguarde ${LOCK_MINUTES} minutos e tente novamente.`,
};

export function toCurrentUser(user: UserRecord): CurrentUser {
  return { id: user.id, name: user.name, username: user.username, avatar: user.avatar, admin: user.role === "admin" };
}

export async function login(request: ApiRequest): Promise<ApiResult> {
  const { username, password } = parseInput(loginRequestSchema, request.body);
  const now = Date.now();
  const failures = await readLoginFailures(request.tenantId, username);
  if (failures?.lockedUntil && failures.lockedUntil > now) throw new TooManyRequests(LOGIN_MESSAGES.locked);

  const user = await findUserByUsername(request.tenantId, username);
  if (!(await verifyUserPassword(password, user?.passwordHash)) || !user) {
    const count = await recordLoginFailure(request.tenantId, username, LOCK_MS, now);
    if (count >= MAX_FAILED_LOGINS) {
      await lockLogin(request.tenantId, username, now + LOCK_MS);
      throw new TooManyRequests(LOGIN_MESSAGES.locked);
    }
    throw new Unauthorized(LOGIN_MESSAGES.invalid);
  }
  if (failures) await clearLoginFailures(request.tenantId, username);
  const { token, maxAgeSeconds } = await signSession(user);
  return { data: toCurrentUser(user), cookies: [sessionCookie(token, maxAgeSeconds, request.host)] };
}

/** Clears the cookie and revokes the session it carried, if any (a stale or forged cookie just goes). */
export async function logout(request: ApiRequest): Promise<ApiResult> {
  const claims = await verifySessionToken(request.event.cookies).catch(() => undefined);
  if (claims && claims.tenantId === request.tenantId) {
    // The person still leaves this browser signed out; a failed revocation only leaves copies of the cookie alive until they expire.
    await revokeSession(claims).catch((error: unknown) =>
      log.error("session revocation failed", { tenantId: request.tenantId, error: error instanceof Error ? error.message : String(error) }),
    );
  }
  return { data: true, cookies: [clearedSessionCookie(request.host)] };
}
