/** Timing helpers for the bench: warm runs, percentiles (nearest rank). */
export interface Timing {
  p50: number;
  p95: number;
  runs: number;
}

export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const rank = Math.min(sortedMs.length, Math.max(1, Math.ceil((p / 100) * sortedMs.length)));
  return sortedMs[rank - 1] ?? Number.NaN;
}

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), runs: sorted.length };
}

async function sample(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

export interface PairOptions {
  warmups: number;
  runs: number;
  /** Untimed, before each timed call of `run` (e.g. dropping a cache to measure the cold path). */
  before?: () => void | Promise<void>;
}

/**
 * Times `run` and, if given, `floor`, interleaved (run, floor, run, floor...) after untimed warm-ups, so both
 * see the same machine state (JIT, GC, the database's caches).
 */
export async function timePair(
  run: () => Promise<unknown>,
  floor: (() => Promise<unknown>) | undefined,
  options: PairOptions,
): Promise<{ run: Timing; floor: Timing | undefined }> {
  for (let i = 0; i < options.warmups; i++) {
    await options.before?.();
    await run();
    if (floor) await floor();
  }
  const runSamples: number[] = [];
  const floorSamples: number[] = [];
  for (let i = 0; i < options.runs; i++) {
    await options.before?.();
    runSamples.push(await sample(run));
    if (floor) floorSamples.push(await sample(floor));
  }
  return { run: timing(runSamples), floor: floor ? timing(floorSamples) : undefined };
}

/** Times one call. */
export async function timeOnce<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}
