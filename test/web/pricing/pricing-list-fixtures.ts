import { classFields, type PricingRow, type PricingTotalsWire, totalFields } from "../../../shared/contracts/pricing";

const NO_TOTALS: PricingTotalsWire = { products: 0, cost: 0, sales: 0, taxes: 0, profit: 0, net_margin: 0 };

/** A pricing row as GET /api/pricing sends it: classified, 50/30/20, March to May 2025, ',99' endings. */
export function pricingRow(overrides: Partial<PricingRow> = {}): PricingRow {
  const total: PricingTotalsWire = { products: 120, cost: 80_000, sales: 100_000, taxes: 8_400, profit: 11_600, net_margin: 14.5 };
  return {
    id: 7,
    status: "classified",
    period_start: "2025-03-01",
    period_end: "2025-05-29",
    a_class_margin: 50,
    b_class_margin: 30,
    c_class_margin: 20,
    total_groups: 9,
    ...totalFields(total),
    ...classFields({ a: { ...total, products: 20 }, b: { ...NO_TOTALS, products: 40, cost: 100 }, c: { ...NO_TOTALS, products: 60 } }),
    price_ending: "99",
    classification: { status: "done", started_at: "2025-06-01T12:00:00.000Z", finished_at: "2025-06-01T12:00:03.000Z" },
    apply_progress: null,
    applied_at: null,
    ...overrides,
  };
}

/** A pricing just created: its classification runs and its totals are still 0. */
export function classifyingRow(overrides: Partial<PricingRow> = {}): PricingRow {
  return pricingRow({
    status: "created",
    ...totalFields(NO_TOTALS),
    ...classFields({ a: NO_TOTALS, b: NO_TOTALS, c: NO_TOTALS }),
    total_groups: 0,
    classification: { status: "running", started_at: "2025-06-01T12:00:00.000Z" },
    ...overrides,
  });
}
