import { isValidGtin } from "../../../shared/check-digits";
import type { PurchaseOrderItemRow, PurchaseOrderRow } from "../../../shared/contracts/purchasing";

type ReadApi = <T>(method: "GET", pathAndQuery: string) => Promise<T>;

/**
 * Demo products with a valid barcode (a GTIN an NF-e line can be matched by), one order item each, read from
 * the demo's purchase orders through the API: its product, barcode and unit.
 */
export async function productsWithBarcode(api: ReadApi, count: number): Promise<PurchaseOrderItemRow[]> {
  const byProduct = new Map<number, PurchaseOrderItemRow>();
  for (const order of await api<PurchaseOrderRow[]>("GET", "/purchase_orders")) {
    for (const item of await api<PurchaseOrderItemRow[]>("GET", `/purchase_orders/${order.id}/items`)) {
      if (isValidGtin(item.barcode) && !byProduct.has(item.product_id)) byProduct.set(item.product_id, item);
    }
    if (byProduct.size >= count) break;
  }
  if (byProduct.size < count) throw new Error(`A loja de demonstração não tem ${count} produtos com código de barras válido.`);
  return [...byProduct.values()].slice(0, count);
}
