import { vi } from "vitest";
import { log } from "../../functions/lib/log";

export interface Captured<T> {
  value: T;
  /** Every line written to stdout and stderr while the work ran, as written. */
  text: string;
  /** The lines that are JSON objects (log lines and metrics), parsed. */
  json: Record<string, unknown>[];
}

/**
 * Runs `work` with the logger at INFO (the tests run it silent) and keeps what the process writes meanwhile,
 * where Lambda would send it to CloudWatch. `env` is set for the work only (POWERTOOLS_METRICS_DISABLED=false
 * to see the metrics, POWERTOOLS_DEV=true for the terminal's form).
 */
export async function captureOutput<T>(work: () => Promise<T>, env: Record<string, string> = {}): Promise<Captured<T>> {
  const chunks: string[] = [];
  const keep = ((chunk: unknown) => {
    chunks.push(typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8"));
    return true;
  }) as typeof process.stdout.write;
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation(keep);
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation(keep);
  // The terminal's form goes through the global console, which vitest takes over before any stream.
  const consoleLog = vi.spyOn(console, "log").mockImplementation((line: unknown) => void chunks.push(`${String(line)}\n`));
  const consoleError = vi.spyOn(console, "error").mockImplementation((line: unknown) => void chunks.push(`${String(line)}\n`));
  const level = log.getLevelName();
  log.setLogLevel("INFO");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  try {
    const value = await work();
    const text = chunks.join("");
    return { value, text, json: parsedLines(text) };
  } finally {
    vi.unstubAllEnvs();
    log.setLogLevel(level);
    for (const spy of [stdout, stderr, consoleLog, consoleError]) spy.mockRestore();
  }
}

function parsedLines(text: string): Record<string, unknown>[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
