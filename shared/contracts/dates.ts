import * as z from "zod";
import { addDays, type IsoDay, isIsoDay, todayInSaoPaulo } from "../dates";

/**
 * The days a request may carry (screens and integration): none before 2000 (the spec's minimum year) and
 * none far in the future. Two windows:
 * - "document": a purchase order, its delivery, a price quote, a query's period: up to a year after today
 *   (a delivery is scheduled ahead).
 * - "event": what already happened (a count, a use or loss, a sale, an entry, an aggregated day): up to
 *   today, with one day of slack for a clock in another time zone than the store's (São Paulo).
 * "Today" is todayInSaoPaulo(): the store's day, read from the clock when the request is checked.
 */
export type DateWindow = "document" | "event";

export const MIN_DAY: IsoDay = "2000-01-01";

const DAYS_AHEAD: Readonly<Record<DateWindow, number>> = {
  document: 366,
  event: 1,
};

/** The first and last day a window accepts on the store's day `today`. */
export function dateWindow(window: DateWindow, today: IsoDay = todayInSaoPaulo()): { from: IsoDay; to: IsoDay } {
  return { from: MIN_DAY, to: addDays(today, DAYS_AHEAD[window]) };
}

/** Whether a valid day falls in the window (YYYY-MM-DD compares as text). */
export function isInDateWindow(day: IsoDay, window: DateWindow, today: IsoDay = todayInSaoPaulo()): boolean {
  const { from, to } = dateWindow(window, today);
  return day >= from && day <= to;
}

/** 2026-11-28 -> 28/11/2026. */
const brazilianDay = (day: IsoDay): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** "de 01/01/2000 a 28/11/2026" (pt-BR days, for the screens' messages) or "de 2000-01-01 a 2026-11-28" (the integration's). */
export function describeDateWindow(window: DateWindow, style: "pt-BR" | "iso", today: IsoDay = todayInSaoPaulo()): string {
  const { from, to } = dateWindow(window, today);
  const write = style === "iso" ? (day: IsoDay) => day : brazilianDay;
  return `de ${write(from)} a ${write(to)}`;
}

/** The refusal of a day outside the window, naming the field: "O campo 'Data Inicial' deve ser uma data de 01/01/2000 a 28/11/2026." */
export const dayOutsideWindowMessage = (label: string, window: DateWindow): string =>
  `O campo '${label}' deve ser uma data ${describeDateWindow(window, "pt-BR")}.`;

/**
 * The one schema of a day in a body or a query: YYYY-MM-DD text of a real day (else `invalid`), within the
 * window (else dayOutsideWindowMessage, with today's bounds).
 */
export function dayInput(label: string, window: DateWindow, invalid = `Preencha o campo '${label}' com uma data válida (AAAA-MM-DD).`) {
  return z
    .string({ error: invalid })
    .refine(isIsoDay, { error: invalid, abort: true })
    .refine((day) => isInDateWindow(day, window), { error: () => dayOutsideWindowMessage(label, window) });
}

/**
 * The optional ends of a list's period in a query (history-period.ts), both refused with `message` when not a
 * day; the query's schema checks their order with periodInOrder.
 */
export function periodQueryFields(message: string) {
  const day = z.string({ error: message }).refine(isIsoDay, { error: message });
  return { start_date: day.optional(), end_date: day.optional() };
}
