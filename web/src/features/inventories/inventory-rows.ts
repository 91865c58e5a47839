import type { InventoryRow, MissingProductRow } from "../../../../shared/contracts/inventories";
import { fetchInventory, fetchMissingProducts } from "./api";
import { isCounting } from "./rules";

/** A list of an inventory as its route loads it: the inventory (null when it cannot be read) and its rows. */
export interface InventoryRows<T> {
  inventory: InventoryRow | null;
  rows: T[];
}

/** The missing products exist only for an inventory in counting: for any other no rows are asked for. */
export async function loadMissingProducts(id: number): Promise<InventoryRows<MissingProductRow>> {
  const inventory = await fetchInventory(id);
  const rows = inventory !== null && isCounting(inventory) ? await fetchMissingProducts(id) : [];
  return { inventory, rows };
}
