import {
  defaultSalesPeriod,
  MAX_SALES_PERIOD_DAYS,
  periodContains,
  type SalesPeriod,
  type SalesPeriodProblem,
  salesPeriodProblem,
} from "../../../shared/contracts/sales";

export { defaultSalesPeriod, periodContains, type SalesPeriod };
import { type IsoDay, isIsoDay, todayInSaoPaulo } from "../../../shared/dates";
import { decodeBase64Text, encodeBase64Text } from "./base64-text";

/**
 * The sales route parameters (spec §2.2) and the sales period rules (spec §5, §9). Every parameter is base64
 * text: {period} of 'start,end', {salesDate} of a date, {groupId} of 'groupId|groupName'. Decoders answer
 * null for anything that is not exactly that, so a bad link is a 404.
 */

/** A product group as the {groupId} parameter carries it. */
export interface SalesGroup {
  groupId: number;
  groupName: string;
}

/** One day as a period (the day drill-downs read the period reports with start = end). */
export function dayPeriod(day: IsoDay): SalesPeriod {
  return { start: day, end: day };
}

/** The {period} route parameter: base64 of 'start,end'. */
export function encodeSalesPeriod(period: SalesPeriod): string {
  return encodeBase64Text(`${period.start},${period.end}`);
}

/** Reads a {period} route parameter back; null unless it is two valid dates, start not after end. */
export function decodeSalesPeriod(param: string): SalesPeriod | null {
  const text = decodeBase64Text(param);
  if (text === null) return null;
  const [start, end, ...rest] = text.split(",");
  if (start === undefined || end === undefined || rest.length > 0) return null;
  if (!isIsoDay(start) || !isIsoDay(end) || start > end) return null;
  return { start, end };
}

/** The {salesDate} route parameter: base64 of 'YYYY-MM-DD'. */
export function encodeSalesDate(day: IsoDay): string {
  return encodeBase64Text(day);
}

export function decodeSalesDate(param: string): IsoDay | null {
  const text = decodeBase64Text(param);
  return text !== null && isIsoDay(text) ? text : null;
}

/** The {groupId} route parameter: base64 of 'groupId|groupName' (the name keeps accents and any '|'). */
export function encodeSalesGroup(group: SalesGroup): string {
  return encodeBase64Text(`${group.groupId}|${group.groupName}`);
}

/** Reads a {groupId} parameter back; a bare 'groupId' is accepted with an empty name. */
export function decodeSalesGroup(param: string): SalesGroup | null {
  const text = decodeBase64Text(param);
  if (text === null) return null;
  const separator = text.indexOf("|");
  const id = separator < 0 ? text : text.slice(0, separator);
  if (!/^\d{1,15}$/.test(id)) return null;
  return { groupId: Number(id), groupName: separator < 0 ? "" : text.slice(separator + 1) };
}

/**
 * Spec §5: the range needs both ends, in order, and its end must not be after now; like the reports' API, it
 * spans at most MAX_SALES_PERIOD_DAYS days.
 */
export const SALES_PERIOD_MESSAGES = {
  required: "Preencha o campo 'Período de Vendas'",
  order: "A data inicial deve ser anterior ou igual à data final",
  tooLong: `O período não pode passar de ${MAX_SALES_PERIOD_DAYS} dias`,
  future: "A data final não pode ser posterior a hoje",
} as const;

const PROBLEM_MESSAGES: Readonly<Record<SalesPeriodProblem, string>> = {
  order: SALES_PERIOD_MESSAGES.order,
  too_long: SALES_PERIOD_MESSAGES.tooLong,
};

/** Why a chosen range cannot be applied, or null when it can; "today" is São Paulo's. */
export function salesPeriodError(start: string | null | undefined, end: string | null | undefined, now: Date): string | null {
  if (!start || !end || !isIsoDay(start) || !isIsoDay(end)) return SALES_PERIOD_MESSAGES.required;
  const problem = salesPeriodProblem(start, end);
  if (problem) return PROBLEM_MESSAGES[problem];
  if (end > todayInSaoPaulo(now)) return SALES_PERIOD_MESSAGES.future;
  return null;
}
