import type autocannon from "autocannon";

/** One load's figures as `npm run load` prints them. */
export interface LoadSummary {
  name: string;
  seconds: number;
  requestsPerSecond: number;
  /** 2xx answers per second: for sign-in, the sign-ins the server completed. */
  succeededPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** Non-2xx answers the route is expected to give under load (sign-in: 401, 429). */
  expectedRefusals: number;
  /** Any other non-2xx answer. */
  unexpected: number;
  /** Requests that got no HTTP answer (connection refused or cut, timed out). */
  socketErrors: number;
  /** Those by error code. */
  socketErrorKinds: Record<string, number>;
}

export function summarize(
  name: string,
  result: autocannon.Result,
  expected: readonly number[],
  socketErrorKinds: Record<string, number>,
): LoadSummary {
  const statuses: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = stats.count ?? 0;
  const nonSuccess = Object.entries(statuses).filter(([status]) => !status.startsWith("2"));
  const expectedRefusals = nonSuccess.filter(([status]) => expected.includes(Number(status))).reduce((sum, [, count]) => sum + count, 0);
  const unexpected = nonSuccess.reduce((sum, [, count]) => sum + count, 0) - expectedRefusals;
  return {
    name,
    seconds: result.duration,
    requestsPerSecond: result.requests.average,
    succeededPerSecond: result["2xx"] / Math.max(result.duration, 1e-9),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses,
    expectedRefusals,
    unexpected,
    socketErrors: result.errors,
    socketErrorKinds,
  };
}

const decimal = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

export function formatLoadTable(summaries: readonly LoadSummary[]): string {
  const header = ["rota", "req/s", "2xx/s", "p50 ms (2xx)", "p99 ms (2xx)", "respostas por status", "esperadas (401/429)", "inesperadas", "erros de conexão"];
  const body = summaries.map((summary) => [
    summary.name,
    decimal(summary.requestsPerSecond),
    decimal(summary.succeededPerSecond),
    decimal(summary.p50Ms),
    decimal(summary.p99Ms),
    Object.entries(summary.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", "),
    String(summary.expectedRefusals),
    String(summary.unexpected),
    [String(summary.socketErrors), ...Object.entries(summary.socketErrorKinds).map(([kind, count]) => `${kind}: ${count}`)].join(" "),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => (cells[column] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...body.map(line)].join("\n");
}
