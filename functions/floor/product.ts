import { barcodeNotFoundMessage, type FloorProduct, quantityDecimalsOf } from "../../shared/contracts/floor";
import { countingInventoryId, readSheetEntries } from "../inventories/read";
import { activeProductByBarcode } from "../lib/entities/products";
import { quantity } from "../lib/entities/support/numbers";
import { NotFound } from "../lib/errors";

/** GET /floor_product?barcode=: the active product of a barcode (404 when none) and its counts so far. */
export async function floorProduct(tenantId: string, barcode: string): Promise<FloorProduct> {
  const [product, inventoryId] = await Promise.all([activeProductByBarcode(tenantId, barcode), countingInventoryId(tenantId)]);
  if (!product) throw new NotFound(barcodeNotFoundMessage(barcode));
  const entry = inventoryId === undefined ? undefined : (await readSheetEntries(tenantId, inventoryId, [product.id])).get(product.id);
  const counts = entry?.counts ?? [];
  return {
    product_id: product.id,
    barcode: product.barcode,
    product: product.description,
    unit: product.unit,
    quantity_decimals: quantityDecimalsOf(product.unit),
    stock: product.stock,
    counting:
      inventoryId === undefined
        ? null
        : { inventory_id: inventoryId, counted: quantity(counts.reduce((sum, count) => sum + count.quantity, 0)), counts: counts.length },
  };
}
