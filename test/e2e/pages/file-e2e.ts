import { useE2e } from "./e2e";

/**
 * The browser test setting (see useE2e) of the test file that imports this: an area's test file runs the
 * journeys of several modules, which share its one company and browser connection through this module (each
 * test file loads its modules afresh, so each file gets its own). A company and a connection cost a file about
 * 4 CPU-s, its imports 2 more.
 */
export const e2e = useE2e();
