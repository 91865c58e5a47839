/** A warm measurement: the handler the user waits for, beside the floor (the same items read straight). */
export interface Measurement {
  name: string;
  run: () => Promise<unknown>;
  floor?: () => Promise<unknown>;
  /** Untimed, before each timed run (e.g. dropping the function's cache to measure a cold container). */
  before?: () => void;
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
  target?: { maxMs: number };
}
