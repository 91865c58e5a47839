import { loginRequestSchema, type CurrentUser } from "../../shared/contracts/session";
import { clearedSessionCookie, revokeSession, sessionCookie, signSession, verifySessionToken } from "../lib/request/auth";
import type { ApiRequest, ApiResult } from "../lib/request/http";
import { TooManyRequests, Unauthorized } from "../lib/errors";
import { log } from "../lib/log";
import { countEvent } from "../lib/metrics";
import { verifyUserPassword } from "../lib/passwords";
import { findUserByUsername, type UserRecord } from "../lib/request/user-record";
import { parseInput } from "../lib/request/validate";
import { clientAddress } from "./client-address";
import { withinSignInLimits } from "./lockout";

export function toCurrentUser(user: UserRecord): CurrentUser {
  return { id: user.id, name: user.name, username: user.username, avatar: user.avatar, admin: user.role === "admin" };
}

export async function login(request: ApiRequest): Promise<ApiResult> {
  const { username, password } = parseInput(loginRequestSchema, request.body);
  const source = { tenantId: request.tenantId, username, address: clientAddress(request.event) };
  const user = await withinSignInLimits(source, async () => {
    const found = await findUserByUsername(request.tenantId, username);
    return (await verifyUserPassword(password, found?.passwordHash)) ? found : undefined;
  }).catch((error: unknown) => {
    // A wrong password, and an attempt refused by the throttle: both a sign-in that failed.
    if (error instanceof Unauthorized || error instanceof TooManyRequests) countEvent("SignInFailed");
    throw error;
  });
  countEvent("SignIn");
  const { token, maxAgeSeconds } = await signSession(user);
  return { data: toCurrentUser(user), cookies: [sessionCookie(token, maxAgeSeconds, request.host)] };
}

/** Clears the cookie and revokes the session it carried, if any (a stale or forged cookie just goes). */
export async function logout(request: ApiRequest): Promise<ApiResult> {
  const claims = await verifySessionToken(request.event.cookies).catch(() => undefined);
  if (claims && claims.tenantId === request.tenantId) {
    // The person still leaves this browser signed out; a failed revocation only leaves copies of the cookie alive until they expire.
    await revokeSession(claims).catch((error: unknown) =>
      log.error("session revocation failed", { error }),
    );
  }
  return { data: true, cookies: [clearedSessionCookie(request.host)] };
}
