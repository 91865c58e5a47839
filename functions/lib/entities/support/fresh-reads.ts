import { backoff } from "./concurrency";
import { Conflict } from "../../errors";
import { failedConditions, isTransactionConflict } from "../../transactions";

/**
 * A change that reads, decides by the rules and writes one transaction conditioned on what it read. When
 * something it read changed before it wrote (a parallel change of the same records), it has lost a race, not
 * broken a rule: the step runs again on fresh reads, so the rules judge the new state (the second of two
 * parallel applies then hears why it may not). After a few lost races in a row it answers 409 `busyMessage`.
 */
const ATTEMPTS = 6;

/** What was read does not add up (read between two writes of one change): read again. */
export class StaleRead extends Error {}

function lostRace(error: unknown): boolean {
  return error instanceof StaleRead || failedConditions(error) !== undefined || isTransactionConflict(error);
}

export async function onFreshReads<T>(step: () => Promise<T>, busyMessage: string): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!lostRace(error)) throw error;
      if (attempt + 1 >= ATTEMPTS) throw new Conflict(busyMessage);
      await backoff(attempt, 20, 300);
    }
  }
}
