import { performance } from "node:perf_hooks";
import { SmokeFailure } from "./http";
import type { SmokeOptions } from "./options";
import { SMOKE_STEPS, type SmokeState, type SmokeStep } from "./steps";

export type StepOutcome = "ok" | "falhou" | "pulado";

export interface StepResult {
  name: string;
  outcome: StepOutcome;
  /** What the step's decisive call answered (e.g. "200", "202"), or why it was skipped. */
  status: string;
  ms: number;
  /** Why it failed, in pt-BR. */
  failure?: string;
}

export interface SmokeResult {
  ok: boolean;
  steps: StepResult[];
  /** The printed order's PDF, when the print step ran. */
  pdf?: Uint8Array;
}

async function runStep(step: SmokeStep, state: SmokeState): Promise<StepResult> {
  const skipped = step.skipped?.(state);
  if (skipped) return { name: step.name(state), outcome: "pulado", status: skipped, ms: 0 };
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const status = await step.run(state);
    return { name: step.name(state), outcome: "ok", status, ms: elapsed() };
  } catch (error) {
    const failure = error instanceof SmokeFailure ? error.message : `Erro inesperado: ${error instanceof Error ? error.message : String(error)}`;
    const status = error instanceof SmokeFailure && error.status !== undefined ? String(error.status) : "-";
    return { name: step.name(state), outcome: "falhou", status, ms: elapsed(), failure };
  }
}

export function formatStep(result: StepResult): string {
  const label = { ok: "OK    ", falhou: "FALHOU", pulado: "PULADO" }[result.outcome];
  const line = `${label} ${result.name.padEnd(50)} ${result.status.padEnd(16)} ${String(result.ms).padStart(6)} ms`;
  return result.failure ? `${line}\n       ${result.failure}` : line;
}

/**
 * Runs the steps in order against the stack, printing each as it ends; stops at the first failure. Never
 * throws: a step that breaks is a failed step.
 */
export async function runSmoke(options: SmokeOptions, say: (line: string) => void = () => undefined): Promise<SmokeResult> {
  const state: SmokeState = { options };
  const steps: StepResult[] = [];
  for (const step of SMOKE_STEPS) {
    const result = await runStep(step, state);
    steps.push(result);
    say(formatStep(result));
    if (result.outcome === "falhou") break;
  }
  const ok = steps.every((step) => step.outcome !== "falhou");
  return { ok, steps, ...(state.pdf ? { pdf: state.pdf } : {}) };
}

/** The closing line: all passed (with the total time), or the step that failed. */
export function summaryLine(result: SmokeResult, baseUrl: string): string {
  const total = result.steps.reduce((sum, step) => sum + step.ms, 0);
  const failed = result.steps.find((step) => step.outcome === "falhou");
  if (failed) return `Smoke test FALHOU em ${baseUrl}, no passo '${failed.name}': ${failed.failure ?? ""}`;
  const skipped = result.steps.filter((step) => step.outcome === "pulado").length;
  return `Smoke test OK em ${baseUrl}: ${result.steps.length - skipped} passos em ${total} ms${skipped ? ` (${skipped} pulados)` : ""}.`;
}
