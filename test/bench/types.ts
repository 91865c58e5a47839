/** A warm measurement: the handler the user waits for, beside the floor (the same items read straight). */
export interface Measurement {
  name: string;
  run: () => Promise<unknown>;
  floor?: () => Promise<unknown>;
  /** Untimed, before each timed run (e.g. dropping the function's cache to measure a cold container). */
  before?: () => void | Promise<void>;
  /** One extra call that describes the answer (rows, bytes). */
  detail?: () => Promise<string>;
  target: { maxP95Ms: number; maxRatio?: number };
}

/** A one-off timing (seeding, one aggregation), answering a detail text. */
export interface OneShot {
  name: string;
  run: () => Promise<string>;
  /** Untimed, before the timed run (e.g. one run to warm DynamoDB Local's JVM). */
  warmup?: () => Promise<unknown>;
  /** Timed once after the run: the same data read straight (printed beside it). */
  floor?: () => Promise<unknown>;
  target?: { maxMs: number };
}

/** DESIGN §10: a warm list endpoint answers within 1.5x of the floor and under 300 ms. */
export const WARM_LIST_TARGET = { maxP95Ms: 300, maxRatio: 1.5 } as const;
/** A fresh container (what it keeps in memory gone; the answers stored in the table there): within 2x of the floor. */
export const COLD_LIST_TARGET = { maxP95Ms: 300, maxRatio: 2 } as const;
/**
 * The first read of a list since its data changed, by any container: the answer is built (read, decoded,
 * summed, serialized, compressed) and stored. Held to the absolute bound; its ratio is printed.
 */
export const FIRST_BUILD_TARGET = { maxP95Ms: 300 } as const;
