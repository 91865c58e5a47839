import type { MissingProductRow } from "../../../../shared/contracts/inventories";
import type { ListConfig } from "../../lists";
import { notableFlagCell } from "../../app/notable-flags/NotableFlags";

/** /inventories/:id/missing_products (spec §2.7): products with stock and no count yet. */
export const MISSING_PRODUCTS_LIST: ListConfig<MissingProductRow> = {
  section: "inventories",
  listId: "missing_products",
  trackBy: "product_id",
  cardTitle: ["product", "product_id", "barcode"],
  columns: [
    { id: "barcode", header: "Cód. Barras", type: "text" },
    { id: "product_id", header: "Código", type: "code" },
    { id: "product", header: "Produto", type: "text", cell: notableFlagCell },
    // A negative stock (which cannot be confirmed, only zeroed) stands out.
    { id: "quantity", header: "Estoque Atual", type: "quantity", unit: (row) => row.unit, tone: (row) => (row.quantity < 0 ? "danger" : undefined) },
  ],
  defaultSort: [{ key: "product", direction: "asc" }],
};
