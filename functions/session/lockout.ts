import { TooManyRequests, Unauthorized } from "../lib/errors";
import { type Key, keys } from "../lib/keys";
import { type AttemptSlot, clearFailures, extendWindow, giveBackSlot, recordFailure, takeAttemptSlot } from "./login-attempts";

/**
 * The sign-in throttle. Every attempt takes a slot in three counters before its password is checked, each
 * counting attempts under check plus failures within a LOCK_MINUTES window:
 * - the username at this address (MAX_FAILED_LOGINS): the lock a guesser meets. It is the only one a success
 *   clears, and it keeps a stranger elsewhere from locking the real owner out: the owner's own address has its
 *   own count.
 * - this address, across usernames (MAX_FAILED_LOGINS_PER_ADDRESS): slows spraying many usernames from one
 *   place. Staff behind one store address share it, which a day of typing mistakes never fills; a success does
 *   not clear it, or one valid account would reset a sprayer's budget.
 * - the username, across addresses (MAX_FAILED_LOGINS_PER_USERNAME): bounds guessing spread over many
 *   addresses. Only such a distributed attack locks the owner out everywhere, and only for LOCK_MINUTES.
 * A counter that reaches its limit refuses (429) until LOCK_MINUTES after the failure that filled it.
 */
export const MAX_FAILED_LOGINS = 5;
export const MAX_FAILED_LOGINS_PER_ADDRESS = 30;
export const MAX_FAILED_LOGINS_PER_USERNAME = 100;
export const LOCK_MINUTES = 15;
const LOCK_MS = LOCK_MINUTES * 60 * 1000;

export const LOGIN_MESSAGES = {
  invalid: "Usuário ou senha inválidos.",
  locked: `Muitas tentativas de login sem sucesso. Aguarde ${LOCK_MINUTES} minutos e tente novamente.`,
};

export interface SignInSource {
  tenantId: string;
  username: string;
  /** The client address as clientAddress() spells it. */
  address: string;
}

interface Counter {
  key: Key;
  limit: number;
  clearedBySuccess: boolean;
}

/** Most specific first: an attempt refused by its own username-at-address count touches no shared counter. */
function countersOf({ tenantId, username, address }: SignInSource): Counter[] {
  return [
    { key: keys.loginAttemptsOfUsernameAtAddress(tenantId, username, address), limit: MAX_FAILED_LOGINS, clearedBySuccess: true },
    { key: keys.loginAttemptsOfAddress(tenantId, address), limit: MAX_FAILED_LOGINS_PER_ADDRESS, clearedBySuccess: false },
    { key: keys.loginAttemptsOfUsername(tenantId, username), limit: MAX_FAILED_LOGINS_PER_USERNAME, clearedBySuccess: false },
  ];
}

interface TakenSlot {
  counter: Counter;
  slot: AttemptSlot;
}

/**
 * Runs `checkPassword` only once the attempt holds a slot in every counter, and answers what it found.
 * Refuses with 429 when a counter is full, with 401 when the check finds nothing, or with 429 when that
 * failure fills a counter.
 */
export async function withinSignInLimits<T>(source: SignInSource, checkPassword: () => Promise<T | undefined>): Promise<T> {
  const taken = await takeSlots(countersOf(source), Date.now());
  let found: T | undefined;
  try {
    found = await checkPassword();
  } catch (error) {
    await giveBack(taken);
    throw error;
  }
  if (found === undefined) throw await failedAttempt(taken, Date.now());
  // The person is who they said: a slot left taken by a failed write only narrows the window until it ends.
  await Promise.allSettled(taken.map(({ counter, slot }) => (counter.clearedBySuccess ? clearFailures(slot) : giveBackSlot(slot))));
  return found;
}

async function takeSlots(counters: Counter[], now: number): Promise<TakenSlot[]> {
  const taken: TakenSlot[] = [];
  for (const counter of counters) {
    const slot = await takeAttemptSlot(counter.key, counter.limit, LOCK_MS, now);
    if (!slot) {
      await giveBack(taken);
      throw new TooManyRequests(LOGIN_MESSAGES.locked);
    }
    taken.push({ counter, slot });
  }
  return taken;
}

/** Undoes slots of an attempt that will not be judged; the refusal or error it ends with is what counts. */
async function giveBack(taken: TakenSlot[]): Promise<void> {
  await Promise.allSettled(taken.map(({ slot }) => giveBackSlot(slot)));
}

async function failedAttempt(taken: TakenSlot[], now: number): Promise<Error> {
  const filled = await Promise.all(
    taken.map(async ({ counter, slot }) => {
      const failures = await recordFailure(slot);
      if (failures === undefined || failures < counter.limit) return false;
      await extendWindow(slot, now + LOCK_MS);
      return true;
    }),
  );
  return filled.includes(true) ? new TooManyRequests(LOGIN_MESSAGES.locked) : new Unauthorized(LOGIN_MESSAGES.invalid);
}
