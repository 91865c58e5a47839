import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { lambdaBuildOptions, lambdaEntries } from "../../infra/build/bundling";
import type { BenchRow } from "./report";

const MAX_BUNDLE_KB = 600;
const MAX_IMPORT_MS = 100;
const IMPORT_RUNS = 3;

/**
 * Milliseconds a fresh Node process takes to import a bundle, the best of a few. The AWS SDK packages it
 * uses are imported first and not counted: the Lambda runtime provides them (about 85 ms here for the
 * DynamoDB client alone, whatever the bundle).
 */
function importMs(file: string): number {
  const sdkPackages = [...new Set(readFileSync(file, "utf8").match(/@aws-sdk\/[a-z0-9-]+/g) ?? [])];
  const preload = sdkPackages.map((name) => `await import(${JSON.stringify(name)});`).join(" ");
  const script = `${preload} const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
  const times = Array.from({ length: IMPORT_RUNS }, () =>
    Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", env: { ...process.env, LOG_LEVEL: "silent" } }).trim()),
  );
  return Math.min(...times);
}

/**
 * DESIGN §10: each Lambda bundled as CDK bundles it (the AWS SDK left to the runtime) stays under 600 KB
 * and imports in under 100 ms. Bundles are written inside the repository so the SDK resolves from
 * node_modules, as the runtime provides it.
 */
/** Every bundle row's name starts so (`--only bundle` measures them alone). */
export const BUNDLE_ROW_PREFIX = "bundle";

export async function bundleRows(outDir: string): Promise<BenchRow[]> {
  mkdirSync(outDir, { recursive: true });
  const rows: BenchRow[] = [];
  for (const { name, entry } of lambdaEntries()) {
    const outfile = path.join(outDir, `${entry.replaceAll("/", "_").replace(/\.ts$/, "")}.mjs`);
    await build(lambdaBuildOptions(entry, outfile));
    const kb = statSync(outfile).size / 1024;
    const ms = importMs(outfile);
    rows.push({
      name: `${BUNDLE_ROW_PREFIX} ${name}`,
      p50: ms,
      p95: ms,
      detail: `${kb.toFixed(0)} KB`,
      target: `< ${MAX_BUNDLE_KB} KB, import (sem SDK) < ${MAX_IMPORT_MS} ms`,
      ok: kb < MAX_BUNDLE_KB && ms < MAX_IMPORT_MS,
    });
  }
  return rows;
}
