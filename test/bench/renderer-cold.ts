import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { type JobInput, JOBS } from "../../functions/plan/jobs";
import { finishJob, setLocalJobRunner } from "../../functions/lib/jobs/start";
import { lambdaBuildOptions, PDF_FONTS_SCRIPT } from "../../infra/build/bundling";
import { REPO_ROOT } from "../../infra/build/paths";
import { installLocalJobRunner } from "../../infra/local/jobs";
import { CLICK_TO_PDF_MS, PRINT_ITEMS, printOrder, writePrintOrder } from "./printing";
import type { OneShot } from "./types";

/** The render task's Lambda asset as the CDK builds it: the bundle, and the standard fonts beside it. */
const ASSET_DIR = path.join(REPO_ROOT, ".build", "bench-renderer");

/**
 * A fresh Node process standing for a Lambda runtime that has just started: it loads the AWS SDK packages the
 * bundle uses (the runtime carries them; not counted, as in bundles.ts), says it is ready, then, for the one job
 * it is given, imports the built bundle and runs its handler, answering both times.
 */
const RENDERER_PROCESS = `
const [bundle, sdk] = process.argv.slice(1);
for (const name of JSON.parse(sdk)) await import(name);
process.send({ ready: true });
process.once("message", async (input) => {
  const started = performance.now();
  try {
    const task = await import(bundle);
    const imported = performance.now();
    await task.handler(input);
    process.send({ importMs: imported - started, taskMs: performance.now() - imported });
  } catch (error) {
    process.send({ error: error instanceof Error ? error.message : String(error) });
  }
  process.disconnect();
});
`;

interface RendererTimes {
  importMs: number;
  taskMs: number;
}

type RendererMessage = { ready: true } | RendererTimes | { error: string };

interface ColdRenderer {
  /** Hands the process its job; resolves with its times once the job is done (stored and marked done). */
  run(input: JobInput): Promise<RendererTimes>;
  stop(): void;
}

async function buildRendererAsset(): Promise<{ bundle: string; kb: number }> {
  const task = JOBS.reportRendering.tasks[0];
  if (!task) throw new Error("A tarefa de relatório não está definida.");
  rmSync(ASSET_DIR, { recursive: true, force: true });
  const bundle = path.join(ASSET_DIR, "index.mjs");
  await build(lambdaBuildOptions(task.entry, bundle));
  execFileSync(process.execPath, [path.join(REPO_ROOT, PDF_FONTS_SCRIPT), ASSET_DIR]);
  return { bundle, kb: statSync(bundle).size / 1024 };
}

function sdkPackagesOf(bundle: string): string[] {
  return [...new Set(readFileSync(bundle, "utf8").match(/@aws-sdk\/[a-z0-9-]+/g) ?? [])];
}

/** Starts a renderer process and waits until it has loaded the SDK (untimed). */
function startColdRenderer(bundle: string): Promise<ColdRenderer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--input-type=module", "-e", RENDERER_PROCESS, pathToFileURL(bundle).href, JSON.stringify(sdkPackagesOf(bundle))],
    { cwd: REPO_ROOT, env: { ...process.env, LOG_LEVEL: "silent" }, stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  const nextMessage = () =>
    new Promise<RendererMessage>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`O processo do gerador terminou antes de responder (código ${code}).`));
      child.once("exit", exited);
      child.once("message", (message) => {
        child.off("exit", exited);
        resolve(message as RendererMessage);
      });
    });
  return nextMessage().then(() => ({
    run: async (input) => {
      const answer = nextMessage();
      child.send(input);
      const message = await answer;
      if ("error" in message) throw new Error(`Geração do PDF falhou no processo novo: ${message.error}`);
      if (!("taskMs" in message)) throw new Error("Resposta inesperada do processo do gerador.");
      return message;
    },
    stop: () => {
      if (child.exitCode === null) child.kill();
    },
  }));
}

/** Printing runs its report jobs in `renderer` while `print` runs; the in-process runner is put back after. */
async function printWith(renderer: ColdRenderer, cookie: string): Promise<{ bytes: number; times: RendererTimes }> {
  let times: Promise<RendererTimes> | undefined;
  setLocalJobRunner((_job, input) => {
    times = renderer.run(input);
    // A failed render fails the job, so the page's polling ends with the reason, as the failure recorder does.
    times.catch((error: unknown) => finishJob(input.tenantId, input.jobId, { status: "failed", error: String(error) }).catch(() => undefined));
  });
  try {
    const file = await printOrder(cookie);
    if (!times) throw new Error("A impressão não iniciou nenhum job.");
    return { bytes: file.bytes, times: await times };
  } finally {
    installLocalJobRunner();
    renderer.stop();
  }
}

/**
 * DESIGN §10's click-to-PDF with a cold renderer: the print page's calls through the real API handlers (as the
 * warm row in printing.ts), with the job's render task run by the BUILT Lambda bundle in a fresh Node process,
 * as a new Lambda container runs it (module load, first read of the order, first layout and PDF, storing it).
 * The click path is measured whole, not added up: the page's polling interval is part of what the user waits.
 */
export function rendererColdOneShot(context: { tenantId: string; cookie: string; lastDay: string }): OneShot {
  let asset: { bundle: string; kb: number } | undefined;
  let timedRenderer: ColdRenderer | undefined;
  return {
    name: `print order (${PRINT_ITEMS} items), renderer frio`,
    // Untimed: the asset built, the order written, one cold print to warm the API side and DynamoDB Local, and
    // the timed print's process started with its SDK loaded.
    warmup: async () => {
      asset = await buildRendererAsset();
      await writePrintOrder(context.tenantId, context.lastDay);
      await printWith(await startColdRenderer(asset.bundle), context.cookie);
      timedRenderer = await startColdRenderer(asset.bundle);
    },
    run: async () => {
      if (!asset || !timedRenderer) throw new Error("Aquecimento não executado.");
      const { bytes, times } = await printWith(timedRenderer, context.cookie);
      return `PDF ${(bytes / 1024).toFixed(0)} KB; no processo novo: import ${times.importMs.toFixed(0)} ms, tarefa ${times.taskMs.toFixed(0)} ms (lê, desenha, grava); pacote ${asset.kb.toFixed(0)} KB`;
    },
    target: { maxMs: CLICK_TO_PDF_MS },
  };
}
