/**
 * The kit's one door to display formats. The shell's pt-BR formatters (web/src/app/format.ts) are reused;
 * the only one missing there, whole numbers, is added here.
 */
export {
  formatCurrency,
  formatDate,
  formatListDate,
  formatPercent,
  formatQuantity,
  formatUnitCost,
  parseDate,
  toIsoDate,
} from "../app/format";

const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** 1234 -> "1.234"; empty for a missing value. */
export function formatInteger(value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? integer.format(value) : "";
}
