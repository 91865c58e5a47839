/** What other areas read of the inventories (the dashboard's counting tile and progress). */
export { type InventoryTotals, listInventories } from "./storage/inventories";
export { readInventorySheet, readSheetVersions } from "./storage/inventory-sheet";
export { inventoryTotals } from "./totals";
export { countingInventoryId } from "./storage/inventories";
export { readSheetEntries } from "./storage/inventory-sheet";
