import { notFound } from "@tanstack/react-router";
// zod/mini: these schemas load with the first page, where every kilobyte counts.
import * as z from "zod/mini";
import { STOCK_TAKING_STATUS_FILTERS } from "../../../shared/contracts/inventories";
import { PRICING_CLASS_VIEWS } from "../../../shared/contracts/pricing";
import { ORDER_STATUS_FILTERS } from "../../../shared/contracts/purchasing";
import { USE_LOSS_OPERATION_FILTERS, USE_LOSS_STATUS_FILTERS } from "../../../shared/contracts/use-and-loss";
import { decodeSalesPeriod, encodeSalesPeriod, type SalesPeriod } from "./sales-period";

/** The enumerated route parameters of spec §2.2, from each area's contract; any other value is a 404. */
export const pricingClassSchema = z.enum(PRICING_CLASS_VIEWS);
export const countStatusSchema = z.enum(STOCK_TAKING_STATUS_FILTERS);
export const operationSchema = z.enum(USE_LOSS_OPERATION_FILTERS);
export const operationStatusSchema = z.enum(USE_LOSS_STATUS_FILTERS);
export const purchaseOrderStatusSchema = z.enum(ORDER_STATUS_FILTERS);

export function parseParam<T extends string>(schema: z.ZodMiniType<T>, value: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw notFound();
  return result.data;
}

/**
 * A {period} route parameter (base64 of 'start,end', spec §2.2) for the router: pages and links work with the
 * decoded period, the URL carries the base64; one that does not decode is a 404. The sales lists and the ICMS
 * reversal are both chosen by a sales period.
 */
export const periodRouteParams = {
  parse: (raw: { period: string }) => {
    const period = decodeSalesPeriod(raw.period);
    if (period === null) throw notFound();
    return { period };
  },
  stringify: (params: { period: SalesPeriod }) => ({ period: encodeSalesPeriod(params.period) }),
};

export function parseOptionalParam<T extends string>(schema: z.ZodMiniType<T>, value: string | undefined): T | undefined {
  return value === undefined ? undefined : parseParam(schema, value);
}

/** Where to go after sign-in: a path of this app, never another site nor the sign-in pages themselves. */
export function safeReturnPath(from: string | undefined): string {
  if (!from?.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return "/";
  if (/^\/(login|logout)(?:[/?#]|$)/.test(from)) return "/";
  return from;
}

/** /login?from=<path>: where the user was going (spec §2.2). */
export const loginSearchSchema = z.object({
  from: z.catch(z.optional(z.string()), undefined),
});

/** A record id in a path (order, inventory, pricing, product group): the API's integer id in decimal; anything else is a 404. */
export const recordIdSchema = z.string().check(z.regex(/^\d{1,15}$/));
