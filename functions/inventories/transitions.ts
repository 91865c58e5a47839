import {
  commitInventoryFinalized,
  commitInventoryRemoved,
  type Inventory,
} from "./storage/inventories";
import { readInventorySheet, sheetDeletes, sheetUnchangedChecks } from "./storage/inventory-sheet";
import { removeDerivations } from "../lib/entities/stored-derivations";
import { Conflict, NotFound } from "../lib/errors";
import { withoutInventoryProduct } from "./close-counts";
import { inventoryAnswersPrefix } from "./lists";
import { INVENTORY_MESSAGES } from "./messages";
import { changeCountingSheet, locateInventoryProduct, onFreshSheet, requireCounting, requireInventory } from "./sheet-access";
import { inventoryTotals } from "./totals";

/**
 * The transitions of an inventory (spec §4, DESIGN §6): a counting one is finalized (refused while any count
 * is open or with no inventory product; its totals frozen) or removed with its sheet; each is one transaction that releases the counting
 * guard, conditioned on what was read, so a count arriving meanwhile makes it read and decide again.
 */

export function finalizeInventory(tenantId: string, inventoryId: number): Promise<Inventory> {
  return onFreshSheet(async () => {
    const inventory = await requireInventory(tenantId, inventoryId);
    requireCounting(inventory, "finalizar");
    const sheet = await readInventorySheet(tenantId, inventoryId);
    const open = sheet.entries.reduce((sum, entry) => sum + entry.counts.filter((count) => count.status === "open").length, 0);
    if (open > 0) throw new Conflict(INVENTORY_MESSAGES.finalizeOpenCounts(open));
    const totals = inventoryTotals(sheet.entries.flatMap((entry) => (entry.product ? [entry.product] : [])));
    if (totals.products === 0) throw new Conflict(INVENTORY_MESSAGES.finalizeWithoutProducts);
    const finalized: Inventory = { ...inventory, status: "finalized", ...totals };
    await commitInventoryFinalized(tenantId, finalized, sheetUnchangedChecks(tenantId, sheet));
    return finalized;
  });
}

export function removeInventory(tenantId: string, inventoryId: number): Promise<void> {
  return onFreshSheet(async () => {
    const inventory = await requireInventory(tenantId, inventoryId);
    requireCounting(inventory, "remover");
    await commitInventoryRemoved(tenantId, inventory, sheetDeletes(tenantId, inventoryId));
    await removeDerivations(tenantId, inventoryAnswersPrefix(inventoryId));
  });
}

/** DELETE /inventory_products/{id}: only while counting; what it does to its counts: withoutInventoryProduct. */
export function removeInventoryProduct(tenantId: string, id: number): Promise<void> {
  return onFreshSheet(async () => {
    const { inventoryId, entry } = await locateInventoryProduct(tenantId, id);
    await changeCountingSheet(
      tenantId,
      inventoryId,
      [entry.productId],
      (fresh) => {
        if (fresh?.product?.id !== id) throw new NotFound(INVENTORY_MESSAGES.inventoryProductNotFound(id));
        return withoutInventoryProduct(fresh);
      },
      "remover produtos de",
    );
  });
}
