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
  /** The cores' worth of CPU processes outside the bench used on average while the row was measured. */
  otherCores?: number;
}

/** Other work above this share of the machine makes a row not comparable. */
const OTHER_WORK_SHARE = 0.25;

/**
 * A row measured while other work ran is not comparable with a quiet run: its times say as much about the other
 * work. Where the bench could read the CPU other processes used, that decides (above a quarter of the cores);
 * otherwise the 1-minute load average above the core count, before or after the row, which counts the bench's
 * own processes too.
 */
export function busyWhileMeasured(row: BenchRow, cores: number): boolean {
  if (row.otherCores !== undefined) return row.otherCores > cores * OTHER_WORK_SHARE;
  return row.load !== undefined && Math.max(row.load.before, row.load.after) > cores;
}

/** Why rows are marked, for the line under the table. */
export function busyRule(rows: readonly BenchRow[], cores: number): string {
  return rows.every((row) => row.otherCores !== undefined)
    ? `outros processos usando mais de ${(cores * OTHER_WORK_SHARE).toFixed(1)} núcleo`
    : `carga acima de ${cores}`;
}

function loadCell(row: BenchRow, cores: number): string {
  if (row.load === undefined) return "";
  const others = row.otherCores === undefined ? "" : `, outros ${row.otherCores.toFixed(2)}`;
  return `${row.load.before.toFixed(1)} / ${row.load.after.toFixed(1)}${others}${busyWhileMeasured(row, cores) ? " não comparável" : ""}`;
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "-" : value.toFixed(value < 10 ? 1 : 0));

export function ratio(row: BenchRow): number | undefined {
  return row.floorP95 ? row.p95 / row.floorP95 : undefined;
}

export function formatTable(rows: readonly BenchRow[], cores: number): string {
  const header = ["medição", "p50 ms", "p95 ms", "piso p50", "piso p95", "p95/piso", "meta", "ok", "carga antes/depois, outros (núcleos)", "detalhe"];
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
      loadCell(row, cores),
      row.detail ?? "",
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => (cells[column] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...body.map(line)].join("\n");
}
