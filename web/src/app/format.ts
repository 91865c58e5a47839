/** pt-BR display formats (spec §5, §9): BRL, percent with 2 decimals, quantities up to 3 decimals, dates. */

const LOCALE = "pt-BR";

const currency = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "BRL" });
const twoDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToThreeDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 0, maximumFractionDigits: 3 });

function isNumber(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** 1234.5 -> "R$ 1.234,50"; empty for a missing value. */
export function formatCurrency(value: number | null | undefined): string {
  return isNumber(value) ? currency.format(value) : "";
}

const unitCost = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "BRL", minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** A unit cost keeps up to 4 decimals (DESIGN §3): 26.4483 -> "R$ 26,4483", 4.5 -> "R$ 4,50". */
export function formatUnitCost(value: number | null | undefined): string {
  return isNumber(value) ? unitCost.format(value) : "";
}

/** A percent figure as the server sends it (12.345 means 12.345 %) -> "12,35%". */
export function formatPercent(value: number | null | undefined): string {
  return isNumber(value) ? `${twoDecimals.format(value)}%` : "";
}

/** 1234.5678 -> "1.234,568"; whole numbers without decimals. */
export function formatQuantity(value: number | null | undefined): string {
  return isNumber(value) ? upToThreeDecimals.format(value) : "";
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a date as the calendar day it names: "YYYY-MM-DD" becomes local midnight of that day (no
 * timezone shift); other ISO timestamps are read as instants. Null when unreadable.
 */
export function parseDate(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (!value) return null;
  const match = ISO_DATE.exec(value);
  if (match) {
    const [, year, month, day] = match;
    const date = new Date(Number(year), Number(month) - 1, Number(day));
    return date.getMonth() === Number(month) - 1 ? date : null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, "0");
}

/** "2025-03-07" -> "07/03/2025". */
export function formatDate(value: string | Date | null | undefined): string {
  const date = parseDate(value);
  return date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}` : "";
}

/** Lists show short years: "2025-03-07" -> "07/03/25". */
export function formatListDate(value: string | Date | null | undefined): string {
  const date = parseDate(value);
  return date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear() % 100)}` : "";
}

/** The local calendar day of a date as the server expects it: "YYYY-MM-DD". */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
