import type { InventoryProductRow } from "../../../../shared/contracts/inventories";
import { INVENTORY_PRODUCTS_ORDER } from "../../../../shared/contracts/inventories-columns";
import type { ListConfig, SortSpec, Tone } from "../../lists";
import { notableFlagCell } from "../../app/notable-flags/NotableFlags";
import { INVENTORY_PRODUCTS_LIST_ID } from "./links";

/**
 * /inventories/:id/products (spec §2.7): each product's stock and cost before (actual) and after (fixed) the
 * inventory, and the divergence a manager reads: fixed - actual, in quantity and in cost.
 */

/** The divergence views: every product, or only the losses (or the gains), the biggest first. */
export const PRODUCT_VIEWS = ["all", "losses", "gains"] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/** A loss in red, a gain in green; no divergence, no badge. */
export function differenceTone(difference: number): Tone | undefined {
  if (difference < 0) return "danger";
  if (difference > 0) return "success";
  return undefined;
}

/**
 * The spec's columns and the cost difference. To fit 1366 px without scrolling sideways, the table shows the
 * product code under the barcode and the adjusted quantity under the actual one ('Qtd.', titled in full);
 * the quantity difference and the group are one click away in the preferences.
 */
const columns: ListConfig<InventoryProductRow>["columns"] = [
  { id: "barcode", header: "Cód. Barras", type: "text" },
  { id: "product_id", header: "Código", type: "code", stackUnder: "barcode" },
  { id: "product", header: "Produto", type: "text", cell: notableFlagCell },
  { id: "actual_quantity", header: "Quantidade Atual", shortHeader: "Qtd. Atual", type: "quantity", unit: (row) => row.unit },
  { id: "fixed_quantity", header: "Quantidade Ajustada", shortHeader: "Qtd. Ajustada", type: "quantity", unit: (row) => row.unit, stackUnder: "actual_quantity" },
  { id: "actual_cost", header: "Custo Atual", type: "currency" },
  { id: "fixed_cost", header: "Custo Ajustado", type: "currency" },
  { id: "unit_cost", header: "Custo Unitário", shortHeader: "Custo Unit.", type: "unitCost" },
  { id: "difference_quantity", header: "Diferença", type: "quantity", unit: (row) => row.unit, hidden: true },
  { id: "difference_cost", header: "Diferença de Custo", type: "currency", tone: (row) => differenceTone(row.difference_cost) },
  { id: "group_name", header: "Grupo", type: "text", hidden: true },
];

const SORTS: Readonly<Record<ProductView, SortSpec>> = {
  all: INVENTORY_PRODUCTS_ORDER,
  losses: [
    { key: "difference_cost", direction: "asc" },
    { key: "product", direction: "asc" },
  ],
  gains: [
    { key: "difference_cost", direction: "desc" },
    { key: "product", direction: "asc" },
  ],
};

/** Each view is its own list (its own saved sort and filters), so its default sort is what it opens with. */
function listOf(view: ProductView): ListConfig<InventoryProductRow> {
  return {
    section: INVENTORY_PRODUCTS_LIST_ID.section,
    listId: view === "all" ? INVENTORY_PRODUCTS_LIST_ID.listId : `${INVENTORY_PRODUCTS_LIST_ID.listId}_${view}`,
    trackBy: "id",
    cardTitle: ["product", "product_id", "barcode"],
    columns,
    defaultSort: SORTS[view],
    totals: [
      { column: "actual_cost", kind: "sum" },
      { column: "fixed_cost", kind: "sum" },
      { column: "difference_cost", kind: "sum" },
    ],
  };
}

export const INVENTORY_PRODUCTS_LISTS: Readonly<Record<ProductView, ListConfig<InventoryProductRow>>> = {
  all: listOf("all"),
  losses: listOf("losses"),
  gains: listOf("gains"),
};

/** The rows a view shows: the losses are the products whose fixed cost is below the actual one. */
export function rowsOfView(rows: readonly InventoryProductRow[], view: ProductView): readonly InventoryProductRow[] {
  if (view === "losses") return rows.filter((row) => row.difference_cost < 0);
  if (view === "gains") return rows.filter((row) => row.difference_cost > 0);
  return rows;
}
