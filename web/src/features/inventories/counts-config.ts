import type { StockTakingRow } from "../../../../shared/contracts/inventories";
import { STOCK_TAKING_ORDER } from "../../../../shared/contracts/inventories-columns";
import type { ListConfig } from "../../lists";
import { notableFlagCell } from "../../app/notable-flags/NotableFlags";
import { COUNT_STATUS_OPTIONS } from "./labels";

/**
 * /inventories/:id/stock_taking/:status (spec §2.7): the counts, newest first, with the spec's columns; the
 * table shows the product code under the barcode (what the floor scans). The group starts hidden.
 */
export const COUNTS_LIST: ListConfig<StockTakingRow> = {
  section: "inventories",
  listId: "stock_taking",
  trackBy: "id",
  cardTitle: ["product", "product_id", "barcode"],
  columns: [
    { id: "status", header: "Status", type: "status", options: COUNT_STATUS_OPTIONS },
    { id: "barcode", header: "Cód. Barras", type: "text" },
    { id: "product_id", header: "Código", type: "code", stackUnder: "barcode" },
    { id: "product", header: "Produto", type: "text", cell: notableFlagCell },
    { id: "quantity", header: "Quantidade", type: "quantity", unit: (row) => row.unit },
    { id: "current_stock", header: "Estoque Atual", type: "quantity", unit: (row) => row.unit },
    { id: "take_date", header: "Data", type: "date" },
    { id: "group_name", header: "Grupo", type: "text", hidden: true },
    { id: "id", header: "Contagem", type: "code", hidden: true },
  ],
  defaultSort: STOCK_TAKING_ORDER,
};
