// zod/mini, as the app's other route schemas: they load with the first page.
import * as z from "zod/mini";
import { decodeSalesPeriod, encodeSalesPeriod, type SalesPeriod } from "../../app/sales-period";

/**
 * ?period= on 'Entradas': the period of entry dates shown (base64 of 'start,end', as the sales screens'
 * {period}). In the URL, so a reload, a new tab or the browser's back button keep it; a value that does not
 * decode is dropped (the screen opens on the default period), never a 404.
 */
export const entriesSearchSchema = z.object({
  period: z.catch(z.optional(z.string().check(z.refine((text) => decodeSalesPeriod(text) !== null))), undefined),
});

export type EntriesSearch = z.infer<typeof entriesSearchSchema>;

export function entriesSearch(period: SalesPeriod): EntriesSearch {
  return { period: encodeSalesPeriod(period) };
}
