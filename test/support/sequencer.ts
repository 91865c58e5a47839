import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The order the run starts its test files in: longest first, whatever the tier. Vitest's own order runs the
 * tiers one after another by name (the jsdom tier, "web", last and nearly alone on a 2-core machine) and, on a
 * fresh clone with no timings cached, the files of a tier by size. Starting the longest files first and ending
 * on the many short ones packs the two workers better, and one tier's waits (a browser, a restarted database)
 * are filled with another's work. The files of a tier that shares its processes stay together (`longestFirst`).
 * A whole run here ended at 603 s instead of 691 s, with 1,140 CPU-s instead of 1,274.
 *
 * The estimates are the seconds each file took in a run on a 2-core machine (test/support/test-durations.json);
 * `npm run test:durations` writes them again from a run. A file missing there (a new one) takes its tier's
 * typical time, and test/shared/test-durations.test.ts says when files are missing.
 */

export const DURATIONS_FILE = path.join(import.meta.dirname, "test-durations.json");

/** Seconds a file of a tier typically takes, for one with no measured time yet. */
const TIER_SECONDS: Readonly<Record<string, number>> = { e2e: 20, functions: 3, "infra-local": 10, infra: 2, web: 1, shared: 0.1 };

export function readDurations(): Record<string, number> {
  return JSON.parse(readFileSync(DURATIONS_FILE, "utf8")) as Record<string, number>;
}

/** A test file's estimated seconds, by its path from the repository root ("test/e2e/users.test.ts"). */
export function estimatedSeconds(durations: Readonly<Record<string, number>>, file: string): number {
  return durations[file] ?? TIER_SECONDS[file.split("/")[1] ?? ""] ?? 1;
}

/**
 * Longest first; equal estimates keep vitest's order. The files of a group (a tier whose files share their
 * processes) stay together, longest first, where the group's longest file falls: a worker of a shared-process
 * tier is reused only by the next file of the same tier, and interleaving them re-imports the tier's modules.
 */
export function longestFirst<T>(
  files: readonly T[],
  fileOf: (item: T) => string,
  durations: Readonly<Record<string, number>>,
  groupOf: (item: T) => string | undefined = () => undefined,
): T[] {
  const sorted = files
    .map((item, index) => ({ item, index, seconds: estimatedSeconds(durations, fileOf(item)) }))
    .sort((a, b) => b.seconds - a.seconds || a.index - b.index)
    .map(({ item }) => item);
  const placed = new Set<string>();
  const ordered: T[] = [];
  for (const item of sorted) {
    const group = groupOf(item);
    if (group === undefined) ordered.push(item);
    else if (!placed.has(group)) {
      placed.add(group);
      ordered.push(...sorted.filter((other) => groupOf(other) === group));
    }
  }
  return ordered;
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const inVitestOrder = await super.sort(files);
    return longestFirst(
      inVitestOrder,
      (spec) => path.relative(root, spec.moduleId).split(path.sep).join("/"),
      readDurations(),
      (spec) => (spec.project.config.isolate ? undefined : spec.project.name),
    );
  }
}
