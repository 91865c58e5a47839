import { notFound } from "@tanstack/react-router";
// zod/mini: these schemas load with the first page, where every kilobyte counts.
import * as z from "zod/mini";

/** The enumerated route parameters of spec §2.2; any other value is a 404. */
export const pricingClassSchema = z.enum(["products", "a_class", "b_class", "c_class"]);
export const countStatusSchema = z.enum(["all", "open", "closed", "applied"]);
export const operationSchema = z.enum(["all", "use", "loss"]);
export const operationStatusSchema = z.enum(["all", "open", "closed", "applied"]);
export const purchaseOrderStatusSchema = z.enum(["all", "open", "closed"]);

export type PricingClass = z.infer<typeof pricingClassSchema>;
export type CountStatus = z.infer<typeof countStatusSchema>;
export type Operation = z.infer<typeof operationSchema>;
export type OperationStatus = z.infer<typeof operationStatusSchema>;
export type PurchaseOrderStatus = z.infer<typeof purchaseOrderStatusSchema>;

export function parseParam<T extends string>(schema: z.ZodMiniType<T>, value: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw notFound();
  return result.data;
}

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
