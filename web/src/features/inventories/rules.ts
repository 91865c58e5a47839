import type { InventoryRow, MissingProductRow, StockTakingRow } from "../../../../shared/contracts/inventories";

/**
 * Which options the inventories screens offer (spec §4, DESIGN §6): the row menus and the selection's header
 * buttons ask these; the server enforces the same rules and answers a refusal with its reason.
 */

type Inventory = Pick<InventoryRow, "status" | "processing">;

/** Missing products, finalize and remove exist only while the inventory is counting. */
export function isCounting(inventory: Pick<InventoryRow, "status">): boolean {
  return inventory.status === "counting";
}

export const canFinalize = isCounting;
export const canRemoveInventory = isCounting;
export const canViewMissingProducts = isCounting;

/** A processing run that is still going (the list polls while one is). */
export function isProcessing(inventory: Inventory): boolean {
  return inventory.processing?.status === "running";
}

/** Finalized → processed; a failed or interrupted run is offered again (the server resumes it). */
export function canProcess(inventory: Inventory): boolean {
  return inventory.status === "finalized" && !isProcessing(inventory);
}

/** A finalized inventory whose last run failed: the option reads 'Processar Novamente'. */
export function processingFailed(inventory: Inventory): boolean {
  return inventory.status === "finalized" && inventory.processing?.status === "failed";
}

const every =
  <T>(rule: (item: T) => boolean) =>
  (selection: readonly T[]): boolean =>
    selection.length > 0 && selection.every(rule);

export const canFinalizeSelection = every(canFinalize);
export const canRemoveInventorySelection = every(canRemoveInventory);
export const canProcessSelection = every(canProcess);

/** Spec §4: a count is fixed, closed or removed only while open. */
export function isOpenCount(count: Pick<StockTakingRow, "status">): boolean {
  return count.status === "open";
}

/** Bulk close and remove are off when any selected count is not open. */
export const canChangeCountSelection = every(isOpenCount);

/** Spec §5: a negative stock cannot be confirmed (only zeroed). */
export function canConfirmMissing(product: Pick<MissingProductRow, "quantity">): boolean {
  return product.quantity >= 0;
}

export const canZeroMissingSelection = (selection: readonly MissingProductRow[]): boolean => selection.length > 0;
export const canConfirmMissingSelection = every(canConfirmMissing);

/** Inventory products are removed by an administrator while the inventory is counting (spec §6). */
export function canRemoveInventoryProduct(admin: boolean, inventory: Pick<InventoryRow, "status"> | null): boolean {
  return admin && inventory !== null && isCounting(inventory);
}
