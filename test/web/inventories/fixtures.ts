import type { InventoryProcessing, InventoryRow } from "../../../shared/contracts/inventories";

/** An inventory of the first quarter of 2025, as the API lists it, in `status`. */
export function inventory(status: string, processing: InventoryProcessing | null = null, extra: Partial<InventoryRow> = {}): InventoryRow {
  return {
    id: 3,
    year: 2025,
    period: "first",
    period_start: "2025-01-01",
    period_end: "2025-03-31",
    status,
    products: 2,
    divergent_products: 1,
    positive_products: 2,
    zeroed_products: 0,
    negative_products: 0,
    actual_value: 100,
    fixed_value: 90.5,
    processing,
    ...extra,
  };
}
