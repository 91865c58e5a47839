import * as z from "zod";
import type { Product } from "./products";
import { itemReader, stored } from "./support/entity";

/**
 * The product fields a source record keeps as they were when it arrived (spec §3: code, barcode, group,
 * name, unit), so later changes to the product do not rewrite operations, counts and inventories.
 */
export const productCopyFields = {
  productId: stored.number(),
  barcode: stored.text(),
  groupId: stored.number(),
  groupName: stored.text(),
  product: stored.text(),
  unit: stored.text(),
};

const productCopyItem = z.object(productCopyFields);

export type ProductCopy = z.output<typeof productCopyItem>;

/** The copy of a product as it is now; a product that is gone leaves empty fields and unit UN. */
export function copyProduct(productId: number, product: Product | undefined, groupNames: Map<number, string>): ProductCopy {
  const groupId = product?.groupId ?? 0;
  return {
    productId,
    barcode: product?.barcode ?? "",
    groupId,
    groupName: groupNames.get(groupId) ?? "",
    product: product?.description ?? "",
    unit: product?.unit ?? "UN",
  };
}

/** The copy held by a stored record that spreads productCopyFields into its item schema. */
export const productCopyFromItem = itemReader(productCopyItem);
