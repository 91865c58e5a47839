import type { PricingNotableLossRow } from "../../shared/contracts/pricing";

/**
 * A notable-loss row as the API sends it: 100 units costing R$ 800,00, sold for R$ 1.000,00 with ICMS of
 * R$ 180,00 out and R$ 96,00 in (net margin 14,5%), desired margin 30%: the price that reaches it is R$ 11,52,
 * suggested as R$ 11,99 (the ,99 ending); it sells at R$ 10,00 now.
 */
export const AZEITE: PricingNotableLossRow = {
  id: 1_000_001,
  pricing_id: 1,
  product_id: 17,
  product: "AZEITE EXTRA VIRGEM 500ML",
  group_id: 1,
  group_name: "MERCEARIA",
  unit: "UN",
  total_quantity: 100,
  total_cost: 800,
  total_sales: 1000,
  total_taxes: 84,
  total_profit: 116,
  current_margin: 14.5,
  total_loss: 124,
  new_unit_sale: 11.99,
  new_total_sales: 1199,
  new_total_taxes: 119.82,
  new_total_profit: 279.18,
  new_margin: 34.9,
  new_gross_margin: 49.88,
  desired_margin: 30,
  total_in_tax: 96,
  total_out_tax: 180,
  suggested_unit_sale: 11.99,
  edited: false,
  current_unit_sale: 10,
  price_source: "suggested",
  version: 1,
};
