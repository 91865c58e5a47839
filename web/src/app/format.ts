import { formatQuantity } from "../../../shared/format";

/** pt-BR dates and quantities on the screens (spec §5, §9); numbers and money are formatted by shared/format.ts. */

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

const LONG_DATE = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric" });

/** A chosen day as the date fields read it: "2026-03-01" -> "1 de março de 2026". */
export function formatLongDate(value: string | Date | null | undefined): string {
  const date = parseDate(value);
  return date ? LONG_DATE.format(date) : "";
}

/** A quantity with its unit, as the lists show it: "1,5 KG". */
export function quantityWithUnit(quantity: number, unit: string): string {
  return `${formatQuantity(quantity)} ${unit}`.trim();
}
