import type { ReportJobStarted, ReportJobState, ReportValue } from "../../../../shared/contracts/reports";
import { request, sendForData } from "../../app/api";

/**
 * A report is a job (DESIGN §1): POST /api/reports starts it, GET /api/reports/{job_id} tells whether it is
 * running, failed (with the server's reason as the answer's message, which the API client also shows as a
 * notification) or done (with the PDF's URL). The page polls, soon and then less often, until the job ends or
 * a minute has passed.
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

/** A status read: the job's state, and the reason the server gave when it refused the job. */
export type ReportJobReading = ReportJobState & { reason?: string };

export interface ReportJobApi {
  /** Starts the job; its id, or null when refused. */
  start: (value: ReportValue) => Promise<string | null>;
  /** The job's state, or null when it cannot be read. */
  status: (jobId: string) => Promise<ReportJobReading | null>;
}

export interface RunReportOptions {
  api?: ReportJobApi;
  /** Time from one status read's due time to the next; past the last, the last again. */
  pollDelaysMs?: readonly number[];
  /** Give up after this long. */
  timeoutMs?: number;
  /** The waiting message shows at least this long (spec §2.5, §9: about 0.5 s). */
  minWaitMs?: number;
  signal?: AbortSignal;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * A 30-item order is ready in a few hundred ms to about 1.5 s (a cold renderer): read soon, then every 250 ms
 * up to 3 s, so a PDF is never shown much later than it was ready (reads 0.6 s apart made a job done at
 * 0.9 s show at 1.6 s), then back off to one read a second.
 */
export const REPORT_POLL_DELAYS_MS = [100, 150, 250, 250, 250, 250, 250, 250, 250, 250, 250, 250, 500, 1000] as const;
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
    const response = await request<unknown>("GET", `/reports/${encodeURIComponent(jobId)}`);
    if (!response.ok || !isReportJobState(response.envelope.data)) return null;
    const reason = response.envelope.message?.msg;
    return reason ? { ...response.envelope.data, reason } : response.envelope.data;
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

async function pollReport(
  value: ReportValue,
  options: Required<Omit<RunReportOptions, "signal">> & { signal?: AbortSignal },
): Promise<ReportOutcome> {
  const { api, pollDelaysMs, timeoutMs, signal, now } = options;
  const failed: ReportOutcome = { ok: false, message: REPORT_TEXT.failed };
  const jobId = await api.start(value);
  if (!jobId) return failed;
  const deadline = now() + timeoutMs;
  // Reads are due at fixed times from the start: after an answer that was slow to come (the server was busy
  // rendering), the next read follows at once rather than a whole delay later.
  let due = now();
  for (let read = 0; !signal?.aborted; read++) {
    due += pollDelaysMs[Math.min(read, pollDelaysMs.length - 1)] ?? 0;
    if (due > deadline) return { ok: false, message: REPORT_TEXT.timeout };
    await options.sleep(Math.max(0, due - now()), signal);
    if (signal?.aborted) break;
    const job = await api.status(jobId);
    if (!job) return failed;
    if (job.status === "failed") return { ok: false, message: job.reason ?? REPORT_TEXT.failed };
    if (job.status === "done") return { ok: true, url: job.url };
  }
  return failed;
}

/** Generates a report: starts the job, polls it, and answers the PDF's URL or a pt-BR reason. */
export async function runReport(value: ReportValue, options: RunReportOptions = {}): Promise<ReportOutcome> {
  const resolved = {
    api: options.api ?? reportJobApi,
    pollDelaysMs: options.pollDelaysMs ?? REPORT_POLL_DELAYS_MS,
    timeoutMs: options.timeoutMs ?? REPORT_TIMEOUT_MS,
    minWaitMs: options.minWaitMs ?? REPORT_MIN_WAIT_MS,
    now: options.now ?? Date.now,
    sleep: options.sleep ?? sleep,
    ...(options.signal ? { signal: options.signal } : {}),
  };
  const [outcome] = await Promise.all([pollReport(value, resolved), resolved.sleep(resolved.minWaitMs, options.signal)]);
  return outcome;
}
