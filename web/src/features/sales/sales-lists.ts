import type { DailySalesRow, GroupSalesRow, ProductSalesRow, SalesFiguresWire } from "../../../../shared/contracts/sales";
import { BY_SALES_ORDER } from "../../../../shared/contracts/sales-columns";
import type { ColumnDef, ListConfig, RowOption, TotalSpec } from "../../lists";
import { notableFlagCell } from "../../app/notable-flags/NotableFlags";
import { GROUP_SALES_LIST_ID, PRODUCT_SALES_LIST_ID } from "./links";
import type { OpenSalesView } from "./sales-navigation";
import { dayView, groupProductsView, type SalesView } from "./sales-views";

/**
 * The three row shapes of the sales screens (spec §3 DailySales, GroupSales, ProductSales) as list
 * configs: columns, footer totals and default sorts (spec §9), and their row options (spec §2.10). Each
 * list starts with the day, group or product and the seven figures a store reads (Custo, Venda, Lucro,
 * Margem, ICMS a Recolher, Lucro Líquido, Margem Líquida), which fit a 1366 px screen; codes, counts,
 * quantities and the two ICMS parts start hidden, one click away in the list's preferences.
 */

/**
 * The figures every sales row carries, in the order the lists show them. ICMS Crédito and ICMS Saída start
 * hidden (one click away in the list's preferences) so the rest fits a 1366 px screen.
 */
function figureColumns<T extends SalesFiguresWire>(): ColumnDef<T>[] {
  return [
    { id: "cost", header: "Custo", type: "currency" },
    { id: "sales", header: "Venda", type: "currency" },
    { id: "profit", header: "Lucro", type: "currency" },
    { id: "margin", header: "Margem", type: "percent" },
    { id: "in_tax", header: "ICMS Crédito", type: "currency", hidden: true },
    { id: "out_tax", header: "ICMS Saída", type: "currency", hidden: true },
    { id: "tax_value", header: "ICMS a Recolher", type: "currency" },
    { id: "net_profit", header: "Lucro Líquido", type: "currency" },
    { id: "net_margin", header: "Margem Líquida", type: "percent" },
  ];
}

/** Spec §9: sums of cost, sales, taxes and profit; margins recomputed from the sums (profit x 100 / cost). */
function figureTotals<T extends SalesFiguresWire>(): TotalSpec<T>[] {
  return [
    { column: "cost", kind: "sum" },
    { column: "sales", kind: "sum" },
    { column: "profit", kind: "sum" },
    { column: "margin", kind: "margin", profit: "profit", cost: "cost" },
    { column: "in_tax", kind: "sum" },
    { column: "out_tax", kind: "sum" },
    { column: "tax_value", kind: "sum" },
    { column: "net_profit", kind: "sum" },
    { column: "net_margin", kind: "margin", profit: "net_profit", cost: "cost" },
  ];
}

export const DAILY_SALES_LIST: ListConfig<DailySalesRow> = {
  section: "sales",
  listId: "daily",
  trackBy: "id",
  columns: [
    { id: "sale_date", header: "Data", type: "date" },
    { id: "groups", header: "Grupos", type: "integer", hidden: true },
    { id: "products", header: "Produtos", type: "integer", hidden: true },
    ...figureColumns<DailySalesRow>(),
  ],
  defaultSort: [{ key: "sale_date", direction: "desc" }],
  totals: figureTotals<DailySalesRow>(),
};

export const GROUP_SALES_LIST: ListConfig<GroupSalesRow> = {
  ...GROUP_SALES_LIST_ID,
  trackBy: "group_id",
  cardTitle: ["group_name", "group_id"],
  columns: [
    { id: "group_id", header: "Código", type: "code", hidden: true },
    { id: "group_name", header: "Grupo", type: "text" },
    { id: "products", header: "Produtos", type: "integer", hidden: true },
    ...figureColumns<GroupSalesRow>(),
  ],
  defaultSort: BY_SALES_ORDER,
  totals: figureTotals<GroupSalesRow>(),
};

export const PRODUCT_SALES_LIST: ListConfig<ProductSalesRow> = {
  ...PRODUCT_SALES_LIST_ID,
  trackBy: "product_id",
  cardTitle: ["product", "product_id"],
  columns: [
    { id: "product_id", header: "Código", type: "code", hidden: true },
    { id: "product", header: "Produto", type: "text", cell: notableFlagCell },
    { id: "quantity", header: "Quantidade", type: "quantity", unit: (row) => row.unit, hidden: true },
    ...figureColumns<ProductSalesRow>(),
  ],
  defaultSort: BY_SALES_ORDER,
  totals: figureTotals<ProductSalesRow>(),
};

/** Builds a screen's row options once it knows how to open another screen and which one it is. */
export type SalesRowOptions<T> = (open: OpenSalesView, view: SalesView) => readonly RowOption<T>[];

export const dailyRowOptions: SalesRowOptions<DailySalesRow> = (open, view) => [
  { id: "groups", text: "Visualizar Grupos", onClick: (row) => open(dayView("dayGroups", row.sale_date, view)) },
  { id: "products", text: "Visualizar Produtos", onClick: (row) => open(dayView("dayProducts", row.sale_date, view)) },
];

export const groupRowOptions: SalesRowOptions<GroupSalesRow> = (open, view) => [
  {
    id: "products",
    text: "Visualizar Produtos",
    onClick: (row) => open(groupProductsView(view, { groupId: row.group_id, groupName: row.group_name })),
  },
];
