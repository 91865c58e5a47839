import { JOB_FAILURE_RECORDER, JOBS, NIGHTLY_AGGREGATION } from "../functions/jobs/definitions";
import { ROUTE_GROUPS } from "../functions/routes";

/**
 * How every Lambda is bundled by esbuild: the CDK functions use it, and the bench bundles the same way to
 * measure sizes and import times (DESIGN §10).
 */
export const LAMBDA_BUNDLING = {
  format: "esm",
  // The bundle is ESM; some dependencies still call require() for Node built-ins.
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  mainFields: ["module", "main"],
  // The Node 22 Lambda runtime carries AWS SDK v3.
  external: ["@aws-sdk/*"],
  minify: true,
  target: "node22",
  // Libraries that ship development builds beside production ones (React, its reconciler) keep only one.
  define: { "process.env.NODE_ENV": '"production"' },
} as const;

/** Every function's handler file (API route groups, job tasks, failure recorder, nightly aggregation). */
export function lambdaEntries(): { name: string; entry: string }[] {
  return [
    ...Object.entries(ROUTE_GROUPS).map(([group, definition]) => ({ name: `api ${group}`, entry: definition.entry })),
    ...Object.entries(JOBS).flatMap(([job, definition]) => definition.tasks.map((task) => ({ name: `job ${job}.${task.name}`, entry: task.entry }))),
    { name: "job failure recorder", entry: JOB_FAILURE_RECORDER },
    { name: "nightly aggregation", entry: NIGHTLY_AGGREGATION },
  ];
}
