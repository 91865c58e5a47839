import type { Product } from "./products";
import type { StoredItem } from "./support/dynamo";
import { num, str } from "./support/fields";

/**
 * The product fields a source record keeps as they were when it arrived (spec §3: code, barcode, group,
 * name, unit), so later changes to the product do not rewrite operations, counts and inventories.
 */
export interface ProductCopy {
  productId: number;
  barcode: string;
  groupId: number;
  groupName: string;
  product: string;
  unit: string;
}

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

export function productCopyFromItem(item: StoredItem): ProductCopy {
  return {
    productId: num(item, "productId"),
    barcode: str(item, "barcode"),
    groupId: num(item, "groupId"),
    groupName: str(item, "groupName"),
    product: str(item, "product"),
    unit: str(item, "unit"),
  };
}
