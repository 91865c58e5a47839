import { inventoryProductOfCounts } from "../../../functions/inventories/close-counts";
import { closeCountSelection } from "../../../functions/inventories/counts";
import { openCountingInventory } from "../../../functions/inventories/open-counting";
import { periodRange } from "../../../functions/inventories/period";
import { inventoryTotals } from "../../../functions/inventories/totals";
import { listGroups } from "../../../functions/lib/entities/groups";
import {
  countingInventoryId,
  EMPTY_TOTALS,
  type Inventory,
  listInventories,
  putPastInventory,
  reserveInventoryIds,
} from "../../../functions/inventories/storage/inventories";
import { newInventoryProductIds } from "../../../functions/inventories/storage/inventory-products";
import { type SheetEntry, updateSheetEntries } from "../../../functions/inventories/storage/inventory-sheet";
import { listProducts, type Product } from "../../../functions/lib/entities/products";
import { openCount, type StockTaking, upsertStockTakings } from "../../../functions/inventories/storage/stock-takings";
import { copyProduct } from "../../../functions/lib/entities/product-copy";
import type { DemoStore } from "./generate";
import type { CountPlan, InventoryPlan } from "./operations";

interface Context {
  tenantId: string;
  products: Map<number, Product>;
  groups: Map<number, string>;
}

function countRecord(context: Context, plan: CountPlan, id: number, inventoryId: number): StockTaking {
  const product = context.products.get(plan.productId);
  return {
    ...openCount({ id, takeDate: plan.takeDate, inventoryId, product, productId: plan.productId, quantity: plan.quantity, groups: context.groups }),
    status: plan.status,
  };
}

/** A past inventory's sheet: each counted product's counts and the inventory product they make (fixed = their sum). */
async function pastSheet(context: Context, inventoryId: number, counts: StockTaking[]): Promise<SheetEntry[]> {
  const byProduct = new Map<number, StockTaking[]>();
  for (const count of counts) byProduct.set(count.productId, [...(byProduct.get(count.productId) ?? []), count]);
  const ids = await newInventoryProductIds(context.tenantId, byProduct.size);
  return [...byProduct].map(([productId, productCounts], index) => {
    const product = context.products.get(productId);
    const row = inventoryProductOfCounts({
      id: ids[index] ?? 0,
      inventoryId,
      product: copyProduct(productId, product, context.groups),
      counts: productCounts,
      firstCounted: { stock: product?.stock ?? 0, cost: product?.cost ?? 0 },
    });
    return { productId, product: row, counts: productCounts };
  });
}

async function loadPastInventory(context: Context, plan: InventoryPlan, inventoryId: number, firstCountId: number): Promise<number> {
  const counts = plan.counts.map((count, i) => countRecord(context, count, firstCountId + i, inventoryId));
  const entries = new Map((await pastSheet(context, inventoryId, counts)).map((entry) => [entry.productId, entry]));
  const range = periodRange(plan.year, plan.period);
  const inventory: Inventory = {
    id: inventoryId,
    year: plan.year,
    period: plan.period,
    periodStart: range.start,
    periodEnd: range.end,
    status: plan.status,
    createdAt: `${range.end}T12:00:00.000Z`,
    ...EMPTY_TOTALS,
    ...inventoryTotals([...entries.values()].flatMap((entry) => (entry.product ? [entry.product] : []))),
  };
  await updateSheetEntries(context.tenantId, inventoryId, [...entries.keys()], (_, productId) => entries.get(productId));
  await putPastInventory(context.tenantId, inventory);
  return counts.length;
}

/**
 * Past inventories (processed with applied counts, finalized with closed ones) and this quarter's in
 * counting, whose counts arrive like the integration's (open) and partly get closed into inventory products
 * as an administrator closes them. Skipped when the tenant already has inventories (a second seed).
 */
export async function loadInventories(tenantId: string, store: DemoStore): Promise<number> {
  if ((await listInventories(tenantId)).length > 0 || (await countingInventoryId(tenantId)) !== undefined) return 0;
  const context: Context = {
    tenantId,
    // As stored now (applied use and loss took some stock), not as generated.
    products: new Map((await listProducts(tenantId)).map((product) => [product.id, product])),
    groups: new Map((await listGroups(tenantId)).map((group) => [group.id, group.name])),
  };
  const counting = store.inventories.find((plan) => plan.status === "counting");
  const past = store.inventories.filter((plan) => plan.status !== "counting");
  const pastIds = await reserveInventoryIds(tenantId, past.length);
  let nextCountId = (counting?.counts.length ?? 0) + 1;
  let total = 0;
  for (const [index, plan] of past.entries()) {
    const stored = await loadPastInventory(context, plan, pastIds[index] ?? 0, nextCountId);
    nextCountId += stored;
    total += stored;
  }
  if (!counting) return total;
  await openCountingInventory(tenantId, { year: counting.year, period: counting.period });
  const counts = counting.counts.map((count, i) => ({ id: i + 1, takeDate: count.takeDate, productId: count.productId, quantity: count.quantity, status: count.status }));
  await upsertStockTakings(tenantId, counts);
  const closed = counts.filter((count) => count.status === "closed").map((count) => count.id);
  if (closed.length > 0) await closeCountSelection(tenantId, closed);
  return total + counts.length;
}
