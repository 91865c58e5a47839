/** The bench's printed table: one row per named measurement. */
export interface BenchRow {
  name: string;
  /** Warm p50 / p95 in ms, or a single timing (p50 = p95). */
  p50: number;
  p95: number;
  floorP50?: number;
  floorP95?: number;
  /** Free text: rows, bytes, notes. */
  detail?: string;
  /** The DESIGN §10 target in words, and whether it was met. */
  target?: string;
  ok?: boolean;
  /** The 1-minute load average before and after the row was measured. */
  load?: { before: number; after: number };
}

/**
 * A row measured while the machine ran more than it has cores (the 1-minute load average above the core
 * count before or after it) is not comparable with a quiet run: its times say as much about the other work.
 */
export function busyWhileMeasured(row: BenchRow, cores: number): boolean {
  return row.load !== undefined && Math.max(row.load.before, row.load.after) > cores;
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "-" : value.toFixed(value < 10 ? 1 : 0));

export function ratio(row: BenchRow): number | undefined {
  return row.floorP95 ? row.p95 / row.floorP95 : undefined;
}

export function formatTable(rows: readonly BenchRow[], cores: number): string {
  const header = ["medição", "p50 ms", "p95 ms", "piso p50", "piso p95", "p95/piso", "meta", "ok", "carga antes/depois", "detalhe"];
  const body = rows.map((row) => {
    const r = ratio(row);
    return [
      row.name,
      ms(row.p50),
      ms(row.p95),
      ms(row.floorP50),
      ms(row.floorP95),
      r === undefined ? "-" : `${r.toFixed(2)}x`,
      row.target ?? "",
      row.ok === undefined ? "" : row.ok ? "sim" : "NÃO",
      row.load === undefined
        ? ""
        : `${row.load.before.toFixed(1)} / ${row.load.after.toFixed(1)}${busyWhileMeasured(row, cores) ? " não comparável" : ""}`,
      row.detail ?? "",
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => (cells[column] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...body.map(line)].join("\n");
}
