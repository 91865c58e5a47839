import { addDays } from "../../../../shared/dates";
import { formatCurrency, formatPercent } from "../../../../shared/format";
import { parseDate } from "../../app/format";

/** Axis and popover texts of the page's charts, pt-BR. */

const compactCurrency = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", notation: "compact", maximumFractionDigits: 1 });
const dayMonth = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit" });

/** "R$ 12,5 mil" on an axis; the exact value shows in the popover. */
export const axisCurrency = (value: number): string => compactCurrency.format(value);

export const axisPercent = (value: number): string => formatPercent(value);

export const exactCurrency = (value: number): string => formatCurrency(value);

export const exactPercent = (value: number): string => formatPercent(value);

/** 25/10. */
export const dayOfMonth = (date: Date): string => dayMonth.format(date);

/** A day as a chart's x value (local midnight of that day). */
export function chartDay(day: string, shiftDays = 0): Date {
  return parseDate(shiftDays === 0 ? day : addDays(day, shiftDays)) ?? new Date(Number.NaN);
}

/** The same calendar day `days` later (earlier when negative). */
export function shiftedDay(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}
