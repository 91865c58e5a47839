import { parseDate, toIsoDate } from "../../app/format";
import { decodeBase64Text, encodeBase64Text } from "../../app/base64-text";

/** A sales period as the server takes it: both ends "YYYY-MM-DD", inclusive. */
export interface SalesPeriod {
  start: string;
  end: string;
}

const DEFAULT_PERIOD_DAYS = 30;

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Spec §9: the default sales range runs from 30 days before yesterday up to yesterday. */
export function defaultSalesPeriod(today: Date): SalesPeriod {
  const yesterday = addDays(today, -1);
  return { start: toIsoDate(addDays(yesterday, -DEFAULT_PERIOD_DAYS)), end: toIsoDate(yesterday) };
}

/** The {period} route parameter: base64 of 'start,end'. */
export function encodeSalesPeriod(period: SalesPeriod): string {
  return encodeBase64Text(`${period.start},${period.end}`);
}

/** Reads a {period} route parameter back; null when it is not two valid dates. */
export function decodeSalesPeriod(param: string): SalesPeriod | null {
  const text = decodeBase64Text(param);
  if (text === null) return null;
  const [start, end, ...rest] = text.split(",");
  if (!start || !end || rest.length > 0) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return null;
  if (!parseDate(start) || !parseDate(end)) return null;
  return { start, end };
}
