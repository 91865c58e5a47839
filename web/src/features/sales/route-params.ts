import { notFound } from "@tanstack/react-router";
// zod/mini, as the app's other route schemas: they load with the first page.
import * as z from "zod/mini";
import type { IsoDay } from "../../../../shared/dates";
import {
  decodeSalesDate,
  decodeSalesGroup,
  decodeSalesPeriod,
  encodeSalesDate,
  encodeSalesGroup,
  encodeSalesPeriod,
  type SalesGroup,
  type SalesPeriod,
} from "../../app/sales-period";

/**
 * Parse and stringify of the sales routes' base64 parameters (spec §2.2), for the router: pages and links
 * work with the decoded values, the URL carries the base64; a parameter that does not decode is a 404.
 */

function required<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}

export const periodGroupRouteParams = {
  parse: (raw: { period: string; groupId: string }) => ({
    period: required(decodeSalesPeriod(raw.period)),
    groupId: required(decodeSalesGroup(raw.groupId)),
  }),
  stringify: (params: { period: SalesPeriod; groupId: SalesGroup }) => ({
    period: encodeSalesPeriod(params.period),
    groupId: encodeSalesGroup(params.groupId),
  }),
};

export const dayRouteParams = {
  parse: (raw: { salesDate: string }) => ({ salesDate: required(decodeSalesDate(raw.salesDate)) }),
  stringify: (params: { salesDate: IsoDay }) => ({ salesDate: encodeSalesDate(params.salesDate) }),
};

export const dayGroupRouteParams = {
  parse: (raw: { salesDate: string; groupId: string }) => ({
    salesDate: required(decodeSalesDate(raw.salesDate)),
    groupId: required(decodeSalesGroup(raw.groupId)),
  }),
  stringify: (params: { salesDate: IsoDay; groupId: SalesGroup }) => ({
    salesDate: encodeSalesDate(params.salesDate),
    groupId: encodeSalesGroup(params.groupId),
  }),
};

/**
 * ?period= on a day's screens: the daily list's period the day was opened from (base64 of 'start,end', as
 * the {period} parameter), where 'Venda Diária' leads back to. In the URL, so a reload, a new tab or the
 * browser's back button keep it; a value that does not decode is dropped, never a 404.
 */
export const daySearchSchema = z.object({
  period: z.catch(z.optional(z.string().check(z.refine((text) => decodeSalesPeriod(text) !== null))), undefined),
});

export type DaySearch = z.infer<typeof daySearchSchema>;

/** The day screens' search for a daily period (none when the day was not opened from a daily list). */
export function daySearch(dailyPeriod: SalesPeriod | undefined): DaySearch {
  return dailyPeriod ? { period: encodeSalesPeriod(dailyPeriod) } : {};
}

/** The daily period a day's screen was opened from, read back from its search. */
export function dailyPeriodOf(search: DaySearch): SalesPeriod | undefined {
  return search.period === undefined ? undefined : (decodeSalesPeriod(search.period) ?? undefined);
}
