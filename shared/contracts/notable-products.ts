import * as z from "zod";
import { boundedNumber, MARGIN } from "./bounds";
import { recordVersionSchema } from "./record-version";

/**
 * The notable products area's contract (spec §3, §5): the notable product dialog's rules and the API's, one
 * schema (wire names, snake_case), the rows, and the product search the picker and the API share.
 */

export const NOTABLE_PRODUCT_MESSAGES = {
  product: "Preencha o campo 'Produto Notável'",
  desiredMargin: "Preencha o campo 'Margem Desejável'",
} as const;

/** Percent with 2 decimals (spec §9). */
export const DESIRED_MARGIN_DECIMALS = MARGIN.decimals;

const productIdSchema = z
  .number({ error: NOTABLE_PRODUCT_MESSAGES.product })
  .int(NOTABLE_PRODUCT_MESSAGES.product)
  .gt(0, NOTABLE_PRODUCT_MESSAGES.product)
  .max(Number.MAX_SAFE_INTEGER, NOTABLE_PRODUCT_MESSAGES.product);

/** Checked once rounded to 2 decimals: 0.001 would be stored as 0, so it is refused like 0. */
const desiredMarginSchema = boundedNumber(MARGIN, "positive", NOTABLE_PRODUCT_MESSAGES.desiredMargin);

/** POST /notable_products, and the creation and edit dialogs (the edit dialog shows the product read-only). */
export const notableProductFormSchema = z.object({
  product_id: productIdSchema,
  desired_margin: desiredMarginSchema,
});
export type NotableProductForm = z.infer<typeof notableProductFormSchema>;

/** PUT /notable_products/{productId}: the product comes from the path; `version`, the row's as read (record-version.ts). */
export const notableProductUpdateSchema = notableProductFormSchema.pick({ desired_margin: true }).extend({ version: recordVersionSchema.optional() });
export type NotableProductUpdate = z.infer<typeof notableProductUpdateSchema>;

/** GET /notable_products row (spec §3 NotableProduct, snake_case on the wire). */
export interface NotableProductView {
  product_id: number;
  product: string;
  desired_margin: number;
  /** The stored record's version: sent back by an edit or removal (record-version.ts). */
  version: number;
}

/** GET /fb_products/list_by_description row (spec §3 FbProduct). */
export interface FbProduct {
  id: number;
  description: string;
  /** The stock unit (answered by the search; absent while the catalog does not know it yet). */
  unit?: string;
}

/** Spec §5 product picker / §9: a search needs at least 3 characters, or a numeric text (id or barcode). */
export const PRODUCT_SEARCH_MIN_LENGTH = 3;

/** A search answers at most this many products (the picker says so when the list is full). */
export const PRODUCT_SEARCH_LIMIT = 50;

export function isNumericSearch(text: string): boolean {
  return /^\d+$/.test(text.trim());
}

export function isSearchable(text: string): boolean {
  const trimmed = text.trim();
  return isNumericSearch(trimmed) || trimmed.length >= PRODUCT_SEARCH_MIN_LENGTH;
}
