import type { BuildOptions } from "esbuild";
import { JOB_FAILURE_RECORDER, JOBS, NIGHTLY_AGGREGATION } from "../../functions/plan/jobs";
import { ROUTE_GROUPS } from "../../functions/plan/routes";
import { REPO_ROOT } from "./paths";

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
  // The PDF renderer's parts the reports never use are left out (see each stub): the font-file parser and
  // its WOFF2 decompressor (standard fonts only), English hyphenation patterns, AES (never encrypted),
  // pdfkit's own line breaker (@react-pdf lays text out itself), the SVG image parser (raster logos only),
  // and React's reconciler (a report's tree is built in one pass); the layout engine's WebAssembly is read
  // from beside the bundle (PDF_FONTS_SCRIPT puts it there). Paths are from the repo root, where both CDK
  // and the bench run esbuild.
  alias: {
    brotli: "./infra/lambda-bundle/stubs/brotli",
    fontkit: "./infra/lambda-bundle/stubs/fontkit.js",
    "@noble/ciphers": "./infra/lambda-bundle/stubs/noble-ciphers",
    linebreak: "./infra/lambda-bundle/stubs/linebreak.js",
    "@react-pdf/hyphenate": "./infra/lambda-bundle/stubs/hyphenate",
    "@react-pdf/svg": "./infra/lambda-bundle/stubs/react-pdf-svg.js",
    "@react-pdf/reconciler": "./infra/lambda-bundle/stubs/react-pdf-reconciler.ts",
    "yoga-layout": "./infra/lambda-bundle/stubs/yoga-layout",
  },
} as const;

/** The same options for esbuild's API (the bench and the bundle tests), writing `entry` to `outfile`. */
export function lambdaBuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: LAMBDA_BUNDLING.format,
    banner: { js: LAMBDA_BUNDLING.banner },
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    external: [...LAMBDA_BUNDLING.external],
    minify: LAMBDA_BUNDLING.minify,
    target: LAMBDA_BUNDLING.target,
    define: { ...LAMBDA_BUNDLING.define },
    alias: { ...LAMBDA_BUNDLING.alias },
    absWorkingDir: REPO_ROOT,
    logLevel: "silent",
  };
}

/** The script that puts pdfkit's standard fonts and the layout engine's WebAssembly beside a bundle that renders PDFs. */
export const PDF_FONTS_SCRIPT = "infra/lambda-bundle/add-pdf-fonts.mjs";

/** Whether a function's bundle renders PDFs, and so needs PDF_FONTS_SCRIPT's files beside it. */
export function rendersPdf(entry: string): boolean {
  return JOBS.reportRendering.tasks.some((task) => task.entry === entry);
}

/** The aliases as the CDK's esbuild arguments. */
export function lambdaAliasArgs(): Record<string, string> {
  return Object.fromEntries(Object.entries(LAMBDA_BUNDLING.alias).map(([name, target]) => [`--alias:${name}`, target]));
}

/** Every function's handler file (API route groups, job tasks, failure recorder, nightly aggregation). */
export function lambdaEntries(): { name: string; entry: string }[] {
  return [
    ...Object.entries(ROUTE_GROUPS).map(([group, definition]) => ({ name: `api ${group}`, entry: definition.entry })),
    ...Object.entries(JOBS).flatMap(([job, definition]) => definition.tasks.map((task) => ({ name: `job ${job}.${task.name}`, entry: task.entry }))),
    { name: "job failure recorder", entry: JOB_FAILURE_RECORDER.entry },
    { name: "nightly aggregation", entry: NIGHTLY_AGGREGATION },
  ];
}
