import type { PricingProductRow, PricingRow } from "../../../../shared/contracts/pricing";
import { PRICING_PRODUCTS_ORDER } from "../../../../shared/contracts/pricing-columns";
import type { ListConfig } from "../../lists";
import { shareTotal } from "../../lists/totals";
import { notableFlagCell } from "../../app/notable-flags/NotableFlags";
import { productClassColumn } from "./ClassBadge";

/** The pricing's totals the share columns are a percent of. */
export type PricingShareWholes = Pick<PricingRow, "total_cost" | "total_sales" | "total_taxes">;

/**
 * The product lists of a pricing (spec §2.9, §3 PricingProduct): every product, one class, one group's or one
 * class of one group's, all one list (one saved filter, spec §2.1 'pricing products'). At 1366 px the list
 * shows, without scrolling sideways and with names on two lines, the product, its total cost, sales, share of
 * the sales, profit, net margin and class; the code, the group, the quantity, the taxes, the unit figures and
 * the cost and tax shares are one click away in the preferences. The share columns' footers are the shown
 * rows' share of the pricing's totals (`pricing`; none until it is read).
 */
export function pricingProductsList(pricing: PricingShareWholes | null): ListConfig<PricingProductRow> {
  return {
    section: "pricing",
    listId: "products",
    trackBy: "id",
    cardTitle: ["product", "product_id"],
    columns: COLUMNS,
    defaultSort: PRICING_PRODUCTS_ORDER,
    // Spec §9: sums of cost, sales, taxes and profit; the shares are the filtered rows' share of the pricing
    // (100,00% for every product), the margin recomputed from the sums.
    totals: [
      { column: "total_cost", kind: "sum" },
      shareTotal("cost_percent", "total_cost", pricing?.total_cost ?? null),
      { column: "total_sales", kind: "sum" },
      shareTotal("sales_percent", "total_sales", pricing?.total_sales ?? null),
      { column: "total_taxes", kind: "sum" },
      shareTotal("taxes_percent", "total_taxes", pricing?.total_taxes ?? null),
      { column: "total_profit", kind: "sum" },
      { column: "net_margin", kind: "margin", profit: "total_profit", cost: "total_cost" },
    ],
  };
}

const COLUMNS: ListConfig<PricingProductRow>["columns"] = [
  { id: "product_id", header: "Código", type: "code", hidden: true },
  { id: "product", header: "Produto", type: "text", cell: notableFlagCell },
  { id: "group_name", header: "Grupo", type: "text", hidden: true },
  { id: "total_quantity", header: "Quantidade", type: "quantity", unit: (row) => row.unit, hidden: true },
  { id: "unit_cost", header: "Custo Unitário", type: "unitCost", hidden: true },
  { id: "total_cost", header: "Custo Total", type: "currency" },
  { id: "cost_percent", header: "% do Custo", type: "percent", hidden: true },
  { id: "unit_sale", header: "Venda Unitária", type: "unitCost", hidden: true },
  { id: "total_sales", header: "Venda Total", type: "currency" },
  { id: "sales_percent", header: "% das Vendas", type: "percent" },
  { id: "unit_tax", header: "Imposto Unitário", type: "unitCost", hidden: true },
  { id: "total_taxes", header: "Impostos", type: "currency", hidden: true },
  { id: "taxes_percent", header: "% dos Impostos", type: "percent", hidden: true },
  { id: "unit_profit", header: "Lucro Unitário", type: "unitCost", hidden: true },
  { id: "total_profit", header: "Lucro Total", type: "currency" },
  { id: "net_margin", header: "Margem Líquida", type: "percent" },
  productClassColumn<PricingProductRow>(),
];
