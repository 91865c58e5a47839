/**
 * The functions tier runs its files one after another in two shared processes, so each file does not load the
 * whole server again (about a minute of a run). These files get a process of their own: they replace a module
 * the server imports (`vi.mock`), which a shared process may have loaded already, or they observe the process's
 * first request.
 */
export const FUNCTIONS_FILES_IN_OWN_PROCESS = [
  "test/functions/concurrency-entry-items.test.ts",
  "test/functions/dashboard.test.ts",
  "test/functions/telemetry.test.ts",
];
