import type { ReportJobStarted, ReportJobState, ReportValue } from "../../../../shared/contracts/reports";
import { getOne, sendForData } from "../../app/api";

/**
 * A report is a job (DESIGN §1): POST /api/reports starts it, GET /api/reports/{job_id} tells whether it is
 * running, failed or done (with the PDF's URL). The page polls until it ends or a minute has passed.
 */

export const REPORT_TEXT = {
  waiting: "Aguarde, gerando relatório...",
  failedTitle: "Não foi possível gerar o relatório",
  failed: "Ocorreu um erro ao gerar o relatório. Tente novamente.",
  timeout: "O relatório demorou demais para ser gerado. Tente novamente.",
  invalid: "Endereço de relatório inválido.",
  retry: "Tentar novamente",
  frameTitle: "Relatório",
} as const;

export type ReportOutcome = { ok: true; url: string } | { ok: false; message: string };

export interface ReportJobApi {
  /** Starts the job; its id, or null when refused. */
  start: (value: ReportValue) => Promise<string | null>;
  /** The job's state, or null when it cannot be read. */
  status: (jobId: string) => Promise<ReportJobState | null>;
}

export interface RunReportOptions {
  api?: ReportJobApi;
  /** Time between status reads (spec: about 500 ms). */
  pollMs?: number;
  /** Give up after this long. */
  timeoutMs?: number;
  /** The waiting message shows at least this long (spec §2.5, §9: about 0.5 s). */
  minWaitMs?: number;
  signal?: AbortSignal;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const REPORT_POLL_MS = 500;
export const REPORT_TIMEOUT_MS = 60_000;
export const REPORT_MIN_WAIT_MS = 500;

function isReportJobState(value: unknown): value is ReportJobState {
  if (typeof value !== "object" || value === null) return false;
  const job = value as Record<string, unknown>;
  if (job.status === "done") return typeof job.url === "string" && job.url !== "";
  return job.status === "running" || job.status === "failed";
}

export const reportJobApi: ReportJobApi = {
  start: async (value) => {
    const data = await sendForData<Partial<ReportJobStarted>>("POST", "/reports", value);
    return typeof data?.job_id === "string" ? data.job_id : null;
  },
  status: async (jobId) => {
    const data = await getOne<unknown>(`/reports/${encodeURIComponent(jobId)}`);
    return isReportJobState(data) ? data : null;
  },
};

/** Resolves after `ms`, or early when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

async function pollReport(value: ReportValue, options: Required<Omit<RunReportOptions, "signal">> & { signal?: AbortSignal }) {
  const { api, pollMs, timeoutMs, signal, now } = options;
  const failed: ReportOutcome = { ok: false, message: REPORT_TEXT.failed };
  const jobId = await api.start(value);
  if (!jobId) return failed;
  const deadline = now() + timeoutMs;
  while (!signal?.aborted) {
    const job = await api.status(jobId);
    if (!job || job.status === "failed") return failed;
    if (job.status === "done") return { ok: true, url: job.url } satisfies ReportOutcome;
    if (now() + pollMs > deadline) return { ok: false, message: REPORT_TEXT.timeout } satisfies ReportOutcome;
    await options.sleep(pollMs, signal);
  }
  return failed;
}

/** Generates a report: starts the job, polls it, and answers the PDF's URL or a pt-BR reason. */
export async function runReport(value: ReportValue, options: RunReportOptions = {}): Promise<ReportOutcome> {
  const resolved = {
    api: options.api ?? reportJobApi,
    pollMs: options.pollMs ?? REPORT_POLL_MS,
    timeoutMs: options.timeoutMs ?? REPORT_TIMEOUT_MS,
    minWaitMs: options.minWaitMs ?? REPORT_MIN_WAIT_MS,
    now: options.now ?? Date.now,
    sleep: options.sleep ?? sleep,
    ...(options.signal ? { signal: options.signal } : {}),
  };
  const [outcome] = await Promise.all([pollReport(value, resolved), resolved.sleep(resolved.minWaitMs, options.signal)]);
  return outcome;
}
