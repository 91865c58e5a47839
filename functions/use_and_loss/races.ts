import { backoff } from "../lib/entities/support/concurrency";
import { Conflict } from "../lib/errors";
import { failedConditions, isTransactionConflict } from "../lib/transactions";
import { USE_AND_LOSS_MESSAGES } from "./messages";

/**
 * Every change of this area reads, decides by the rules and writes one transaction conditioned on what it
 * read. When something it read changed before it wrote (another write-off on the same entry line, a parallel
 * apply), it has lost a race, not broken a rule: the step runs again on fresh reads, so the rules judge the
 * new state (the second of two applies then hears "Só é possível aplicar operações baixadas"). After a few
 * lost races in a row it answers 409, try again.
 */
const ATTEMPTS = 6;

/** What was read does not add up (an operation's write-offs against its written-off total): read again. */
export class StaleRead extends Error {}

function lostRace(error: unknown): boolean {
  return error instanceof StaleRead || failedConditions(error) !== undefined || isTransactionConflict(error);
}

export async function onFreshReads<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!lostRace(error)) throw error;
      if (attempt + 1 >= ATTEMPTS) throw new Conflict(USE_AND_LOSS_MESSAGES.busy);
      await backoff(attempt, 20, 300);
    }
  }
}
