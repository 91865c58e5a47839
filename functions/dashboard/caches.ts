import { clearPeriodCache } from "../sales/read";
import { clearPeriodFiguresCache } from "./period-figures";
import { clearSheetProgressCache } from "./sheet-progress";
import { clearStockedProductsInMemory } from "../lib/entities/stocked-products";

/** Forgets everything a warm function kept for the page (the bench measures a cold one with it). */
export function clearDashboardCaches(): void {
  clearPeriodCache();
  clearPeriodFiguresCache();
  clearSheetProgressCache();
  clearStockedProductsInMemory();
}
