import type {
  CreateInventoryBody,
  InventoryProductRow,
  InventoryRow,
  MissingProductRow,
  StockTakingRow,
  StockTakingStatusFilter,
} from "../../../../shared/contracts/inventories";
import { withVersionQuery } from "../../../../shared/contracts/record-version";
import type { ListHead } from "../../../../shared/wire/list-head";
import { getList, getOne, send, sendEach } from "../../app/api";
import { MESSAGES } from "./labels";

/**
 * The inventories calls of spec §7; each failed read raises its §8 notification and reads as empty. A refused
 * write shows the server's reason (the API client raises it).
 */

const inventoryPath = (id: number) => `/inventories/${id}`;
const countPath = (id: number) => `/stock_taking/${id}`;

export function fetchInventories(): Promise<InventoryRow[]> {
  return getList<InventoryRow>("/inventories", { errorMessage: MESSAGES.inventoriesLoad });
}

/** One inventory (the screens under it show its status); null when it cannot be read. */
export function fetchInventory(id: number): Promise<InventoryRow | null> {
  return getOne<InventoryRow>(inventoryPath(id), { errorMessage: MESSAGES.inventoriesLoad });
}

/** A refusal (409 'Já existe um Inventário em Contagem!') shows the server's text. */
export function createInventory(body: CreateInventoryBody): Promise<boolean> {
  return send("POST", "/inventories", body);
}

export function finalizeInventory(id: number): Promise<boolean> {
  return send("POST", `${inventoryPath(id)}/finalize`);
}

export function processInventory(id: number): Promise<boolean> {
  return send("POST", `${inventoryPath(id)}/process`);
}

export function removeInventory(id: number): Promise<boolean> {
  return send("DELETE", inventoryPath(id));
}

export function finalizeInventories(ids: readonly number[]): Promise<number> {
  return sendEach(ids, {
    method: "POST",
    path: (id) => `${inventoryPath(id)}/finalize`,
    failed: MESSAGES.finalizeFailed,
    done: MESSAGES.finalizedInventories,
  });
}

export function processInventories(ids: readonly number[]): Promise<number> {
  return sendEach(ids, {
    method: "POST",
    path: (id) => `${inventoryPath(id)}/process`,
    failed: MESSAGES.processFailed,
    done: MESSAGES.processingInventories,
  });
}

export function removeInventories(ids: readonly number[]): Promise<number> {
  return sendEach(ids, { method: "DELETE", path: inventoryPath, failed: MESSAGES.removeInventoryFailed, done: MESSAGES.removedInventories });
}

/** "all" is no filter: the query leaves it out. `onHead` is handed the first page, count and sums before the whole list arrives. */
export function fetchCounts(inventoryId: number, status: StockTakingStatusFilter, onHead?: (head: ListHead<StockTakingRow>) => void): Promise<StockTakingRow[]> {
  return getList<StockTakingRow>("/stock_taking", {
    query: { inventory_id: inventoryId, status: status === "all" ? undefined : status },
    errorMessage: MESSAGES.countsLoad,
    ...(onHead ? { onHead } : {}),
  });
}

/** The count as a row read it: its version goes along, so a change made meanwhile by someone else is not overwritten (409). */
type CountAsRead = Pick<StockTakingRow, "id" | "version">;

/** Spec §5 fix count: the count's quantity becomes `stock`. */
export function fixCount(count: CountAsRead, stock: number): Promise<boolean> {
  return send("POST", `${countPath(count.id)}/fix`, { stock, version: count.version });
}

export function closeCount(count: CountAsRead): Promise<boolean> {
  return send("POST", `${countPath(count.id)}/close`, { version: count.version });
}

/** One call for the selection (spec §7 POST /stock_taking/close_all). */
export function closeCounts(ids: readonly number[]): Promise<boolean> {
  return send("POST", "/stock_taking/close_all", { ids });
}

export function removeCount(count: CountAsRead): Promise<boolean> {
  return send("DELETE", withVersionQuery(countPath(count.id), count.version));
}

export function removeCounts(counts: readonly CountAsRead[]): Promise<number> {
  const versions = new Map(counts.map((count) => [count.id, count.version]));
  return sendEach(
    counts.map((count) => count.id),
    {
      method: "DELETE",
      path: (id) => withVersionQuery(countPath(id), versions.get(id)),
      failed: MESSAGES.removeCountFailed,
      done: MESSAGES.removedCounts,
    },
  );
}

/** An inventory's products; `onHead` is handed their first page, count and sums before the whole list arrives. */
export function fetchInventoryProducts(inventoryId: number, onHead?: (head: ListHead<InventoryProductRow>) => void): Promise<InventoryProductRow[]> {
  return getList<InventoryProductRow>("/inventory_products", {
    query: { inventory_id: inventoryId },
    errorMessage: MESSAGES.productsLoad,
    ...(onHead ? { onHead } : {}),
  });
}

export function removeInventoryProduct(id: number): Promise<boolean> {
  return send("DELETE", `/inventory_products/${id}`);
}

export function fetchMissingProducts(inventoryId: number): Promise<MissingProductRow[]> {
  return getList<MissingProductRow>(`${inventoryPath(inventoryId)}/missing_products`, { errorMessage: MESSAGES.missingLoad });
}

/** A closed count of 0 for the product. */
export function zeroProduct(inventoryId: number, productId: number): Promise<boolean> {
  return send("POST", "/stock_taking/zero_product", { inventory_id: inventoryId, product_id: productId });
}

export function zeroProducts(inventoryId: number, productIds: readonly number[]): Promise<boolean> {
  return send("POST", "/stock_taking/zero_all_products", { inventory_id: inventoryId, product_ids: productIds });
}

/** A closed count of the product's current stock. */
export function confirmProduct(inventoryId: number, productId: number): Promise<boolean> {
  return send("POST", `${inventoryPath(inventoryId)}/confirm_product_quantity`, { product_id: productId });
}

export function confirmProducts(inventoryId: number, productIds: readonly number[]): Promise<boolean> {
  return send("POST", `${inventoryPath(inventoryId)}/confirm_all_products_quantity`, { product_ids: productIds });
}
