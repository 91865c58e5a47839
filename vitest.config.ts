import { defineConfig } from "vitest/config";
import { noonShiftMs, RUN_CLOCK_SHIFT_ENV } from "./test/support/clock";
import { FUNCTIONS_FILES_IN_OWN_PROCESS } from "./test/support/own-process-files";
import { LongestFirst } from "./test/support/sequencer";

/**
 * How long `expect.poll` waits by default: the browser tests poll for what the server answers (a list, a
 * notification, a saved row), and on a loaded 2-core machine that takes well over vitest's 1 s default.
 */
const SERVER_WAIT_MS = 10_000;
/**
 * How often `expect.poll` asks again: each ask is a round trip to Chromium or the server, and at vitest's 50 ms
 * they took CPU from the work awaited (four browser files: 210 s of CPU at 50 ms, 187 s at 200 ms).
 */
const POLL_INTERVAL_MS = 200;

/** Starts (or shares) the run's DynamoDB Local: only the tiers with data tests need Java. */
const DYNAMO_LOCAL = "test/support/dynamo-setup.ts";

/**
 * One today for the whole run (see test/support/clock.ts): the shift is fixed here, once, and reaches the global
 * setups and the processes they fork through process.env, the test workers through `env`.
 */
process.env[RUN_CLOCK_SHIFT_ENV] ??= String(noonShiftMs());
const RUN_CLOCK = "test/support/run-clock.ts";

/** One project per tier: `npx vitest run --project web` runs one of them, `npm test` all. */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: "forks",
    // Two files at a time even on 2 cores (vitest's default there is 1): most of a file's time is spent waiting on
    // DynamoDB Local, the local server or Chromium, so a second file fills the wait.
    maxWorkers: 2,
    // Longest files first, across the tiers (see test/support/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    env: { LOG_LEVEL: "silent", [RUN_CLOCK_SHIFT_ENV]: process.env[RUN_CLOCK_SHIFT_ENV] },
    expect: { poll: { timeout: SERVER_WAIT_MS, interval: POLL_INTERVAL_MS } },
    projects: [
      // Worker threads start faster than forks; the tiers without data tests set no process.env, so they share one.
      { extends: true, test: { name: "shared", pool: "threads", include: ["test/shared/**/*.test.ts"] } },
      {
        extends: true,
        test: { name: "web", pool: "threads", isolate: false, include: ["test/web/**/*.test.{ts,tsx}"], setupFiles: ["test/support/jsdom-setup.ts"] },
      },
      {
        extends: true,
        test: {
          name: "functions",
          isolate: false,
          include: ["test/functions/**/*.test.ts"],
          exclude: FUNCTIONS_FILES_IN_OWN_PROCESS,
          globalSetup: [DYNAMO_LOCAL],
          setupFiles: [RUN_CLOCK],
        },
      },
      {
        extends: true,
        test: { name: "functions-own-process", include: FUNCTIONS_FILES_IN_OWN_PROCESS, globalSetup: [DYNAMO_LOCAL], setupFiles: [RUN_CLOCK] },
      },
      {
        extends: true,
        test: { name: "infra", include: ["test/infra/**/*.test.ts", "test/infra-local/**/*.test.ts"], globalSetup: [DYNAMO_LOCAL], setupFiles: [RUN_CLOCK] },
      },
      { extends: true, test: { name: "e2e", include: ["test/e2e/**/*.test.ts"], globalSetup: ["test/support/e2e-setup.ts"], setupFiles: [RUN_CLOCK] } },
    ],
  },
});
