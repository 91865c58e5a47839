import { onFreshReads as onFreshReadsOf } from "../lib/entities/support/fresh-reads";
import { USE_AND_LOSS_MESSAGES } from "./messages";

export { StaleRead } from "../lib/entities/support/fresh-reads";

/**
 * Every change of this area reads, decides by the rules and writes one transaction conditioned on what it
 * read (functions/lib/entities/support/fresh-reads.ts): a lost race runs the step again on fresh reads (the second of two
 * applies then hears "Só é possível aplicar operações baixadas"); after a few in a row it answers 409.
 */
export function onFreshReads<T>(step: () => Promise<T>): Promise<T> {
  return onFreshReadsOf(step, USE_AND_LOSS_MESSAGES.busy);
}
