import type { MissingProductRow } from "../../shared/contracts/inventories";
import { todayInSaoPaulo } from "../../shared/dates";
import { newInventoryProductIds } from "./storage/inventory-products";
import { readInventorySheet, readSheetEntries } from "./storage/inventory-sheet";
import { listNotableProducts } from "../notable_products/read";
import { getProducts, type Product } from "../lib/entities/products";
import { stockedProducts } from "../lib/entities/stocked-products";
import { newStockTakingIds, openCount, type StockTaking } from "./storage/stock-takings";
import { groupNames } from "../lib/entities/refs";
import { Conflict, NotFound } from "../lib/errors";
import { ReservedIds, withSettlingCount } from "./close-counts";
import { INVENTORY_MESSAGES } from "./messages";
import { changeCountingSheet, onFreshSheet, requireCounting, requireInventory, reserveFor } from "./sheet-access";
import { missingProductRow } from "./wire";

/**
 * Missing products of the inventory in counting (DESIGN §6): products with non-zero stock that have no
 * inventory product yet. Zeroing or confirming one gives it a closed count of 0 or of its stock, and so its
 * inventory product; a negative stock cannot be confirmed (spec §3, §5).
 */

export async function listMissingProducts(tenantId: string, inventoryId: number): Promise<MissingProductRow[]> {
  const [inventory, products, sheet, notables] = await Promise.all([
    requireInventory(tenantId, inventoryId),
    stockedProducts(tenantId),
    readInventorySheet(tenantId, inventoryId),
    listNotableProducts(tenantId),
  ]);
  if (inventory.status !== "counting") throw new Conflict(INVENTORY_MESSAGES.missingOnlyWhileCounting(inventory.status));
  const inInventory = new Set(sheet.entries.filter((entry) => entry.product).map((entry) => entry.productId));
  const notable = new Set(notables.map((row) => row.productId));
  return products
    .filter((product) => !inInventory.has(product.id))
    .map((product) => missingProductRow(product, notable.has(product.id)));
}

export type Settlement = "zero" | "confirm";

const ACTIONS: Record<Settlement, string> = { zero: "zerar produtos de", confirm: "confirmar quantidades de" };

/**
 * Zeroes or confirms missing products of a counting inventory, all of them or none: every product must
 * exist, none may be in the inventory already, and a confirmed one may not have a negative stock. Answers
 * the closed counts made, in the order asked.
 */
export function settleMissingProducts(tenantId: string, inventoryId: number, productIds: readonly number[], how: Settlement): Promise<StockTaking[]> {
  return onFreshSheet(async () => {
    requireCounting(await requireInventory(tenantId, inventoryId), ACTIONS[how]);
    const products = await requireAll(tenantId, productIds);
    if (how === "confirm") {
      const negative = products.find((product) => product.stock < 0);
      if (negative) throw new Conflict(INVENTORY_MESSAGES.negativeQuantity(negative.id, negative.stock));
    }
    const entries = await readSheetEntries(tenantId, inventoryId, productIds);
    const counted = productIds.find((productId) => entries.get(productId)?.product);
    if (counted !== undefined) throw new Conflict(INVENTORY_MESSAGES.alreadyInInventory(counted));

    const [countIds, productRowIds, groups] = await Promise.all([
      reserveFor(productIds, (count) => newStockTakingIds(tenantId, count)),
      reserveFor(productIds, (count) => newInventoryProductIds(tenantId, count)),
      groupNames(tenantId),
    ]);
    const takeDate = todayInSaoPaulo();
    const countOf = new Map(
      products.map((product) => {
        const count = openCount({
          id: countIds.get(product.id) ?? 0,
          takeDate,
          inventoryId,
          product,
          productId: product.id,
          quantity: how === "zero" ? 0 : product.stock,
          groups,
        });
        return [product.id, count];
      }),
    );
    const ids = new ReservedIds(productRowIds);
    const written = await changeCountingSheet(
      tenantId,
      inventoryId,
      productIds,
      (entry, productId) => {
        const count = countOf.get(productId);
        return count ? withSettlingCount(entry, count, ids) : entry;
      },
      ACTIONS[how],
    );
    const made = new Map(written.flatMap((entry) => entry.counts).map((count) => [count.id, count]));
    return productIds.flatMap((productId) => made.get(countIds.get(productId) ?? 0) ?? []);
  });
}

async function requireAll(tenantId: string, productIds: readonly number[]): Promise<Product[]> {
  const found = await getProducts(tenantId, productIds);
  return productIds.map((productId) => {
    const product = found.get(productId);
    if (!product) throw new NotFound(INVENTORY_MESSAGES.productNotFound(productId));
    return product;
  });
}
