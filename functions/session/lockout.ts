import { TooManyRequests, Unauthorized } from "../lib/errors";
import { type LoginFailures, lockLogin, readLoginFailures, recordLoginFailure } from "./login-failures";

/** Failed sign-ins of a username within the window that lock it. */
export const MAX_FAILED_LOGINS = 5;
/** How long a lock lasts, and the window failures are counted in. */
export const LOCK_MINUTES = 15;
const LOCK_MS = LOCK_MINUTES * 60 * 1000;

export const LOGIN_MESSAGES = {
  invalid: "Usuário ou senha inválidos.",
  locked: `Muitas tentativas de login sem sucesso. Aguarde ${LOCK_MINUTES} minutos e tente novamente.`,
};

export function isLocked(failures: LoginFailures | undefined, now: number): boolean {
  return failures?.lockedUntil !== undefined && failures.lockedUntil > now;
}

/** Refuses (429) a sign-in while its username is locked; answers its failures so far, if any. */
export async function refuseWhileLocked(tenantId: string, username: string, now: number): Promise<LoginFailures | undefined> {
  const failures = await readLoginFailures(tenantId, username);
  if (isLocked(failures, now)) throw new TooManyRequests(LOGIN_MESSAGES.locked);
  return failures;
}

/**
 * Counts a failed sign-in and answers the refusal to throw: 401, or 429 once the count reaches
 * MAX_FAILED_LOGINS within the window, which also locks the username for LOCK_MINUTES.
 */
export async function failedLoginRefusal(tenantId: string, username: string, now: number): Promise<Error> {
  const count = await recordLoginFailure(tenantId, username, LOCK_MS, now);
  if (count < MAX_FAILED_LOGINS) return new Unauthorized(LOGIN_MESSAGES.invalid);
  await lockLogin(tenantId, username, now + LOCK_MS);
  return new TooManyRequests(LOGIN_MESSAGES.locked);
}
