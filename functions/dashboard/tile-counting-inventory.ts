import type { CountingInventoryTile } from "../../shared/contracts/dashboard";
import { fromCents, toCents } from "../../shared/money";
import { listInventories } from "../inventories/read";
import { sheetProgress } from "./sheet-progress";
import { stockedProducts } from "../lib/entities/stocked-products";
import type { TileContext } from "./tile-context";

/**
 * The inventory in counting so far: its products counted out of the products with stock (those not yet in
 * it are its missing products), its live totals and divergence, and the counts waiting to be closed.
 */
export async function countingInventoryTile({ tenantId }: TileContext): Promise<CountingInventoryTile> {
  const counting = (await listInventories(tenantId)).find((inventory) => inventory.status === "counting");
  if (!counting) return { inventory: null };
  const [progress, stockedList] = await Promise.all([sheetProgress(tenantId, counting.id), stockedProducts(tenantId)]);
  const { totals } = progress;
  const stocked = new Set(stockedList.map((product) => product.id));
  let countedStocked = 0;
  for (const productId of progress.productIds) if (stocked.has(productId)) countedStocked++;
  return {
    inventory: {
      id: counting.id,
      year: counting.year,
      period: counting.period,
      stocked_products: stocked.size,
      counted_stocked_products: countedStocked,
      inventory_products: totals.products,
      divergent_products: totals.divergentProducts,
      open_counts: progress.openCounts,
      actual_value: totals.actualValue,
      fixed_value: totals.fixedValue,
      losses_value: progress.losses,
      gains_value: progress.gains,
      difference_value: fromCents(toCents(totals.fixedValue) - toCents(totals.actualValue)),
    },
  };
}
