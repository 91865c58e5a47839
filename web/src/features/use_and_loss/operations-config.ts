import type { UseAndLossRow } from "../../../../shared/contracts/use-and-loss";
import type { ListConfig } from "../../lists";
import { notableFlagCell } from "../../app/notable-flags/NotableFlags";
import { OPERATION_OPTIONS, STATUS_OPTIONS } from "./labels";

/**
 * /use_and_loss/:operation/:status (spec §2.6): the spec's columns, then the date and the write-off figures
 * (written off, cost, ICMS credit to reverse), hidden until the user shows them. To fit a 1366 px laptop with
 * the side menu open, the table shows the product code under the barcode and heads the quantity 'Qtd.'.
 */
export const OPERATIONS_LIST: ListConfig<UseAndLossRow> = {
  section: "use_and_loss",
  listId: "operations",
  trackBy: "id",
  cardTitle: ["product", "product_id", "barcode"],
  columns: [
    { id: "operation", header: "Operação", type: "status", display: "badge", options: OPERATION_OPTIONS },
    { id: "barcode", header: "Cód. Barras", type: "text" },
    { id: "product_id", header: "Código", type: "code", stackUnder: "barcode" },
    { id: "product", header: "Produto", type: "text", cell: notableFlagCell },
    { id: "quantity", header: "Quantidade", shortHeader: "Qtd.", type: "quantity", unit: (row) => row.unit },
    { id: "status", header: "Status", type: "status", options: STATUS_OPTIONS },
    { id: "location", header: "Local de Uso", type: "text" },
    { id: "user_name", header: "Registrado por", type: "text" },
    { id: "date", header: "Data", type: "date", hidden: true },
    { id: "written_off", header: "Baixado", type: "quantity", unit: (row) => row.unit, hidden: true },
    { id: "cost", header: "Custo da Baixa", type: "currency", hidden: true },
    { id: "icms_credit", header: "Estorno de ICMS", type: "currency", hidden: true },
  ],
  defaultSort: [
    { key: "date", direction: "desc" },
    { key: "id", direction: "desc" },
  ],
  totals: [
    { column: "cost", kind: "sum", label: "Custo das Baixas" },
    { column: "icms_credit", kind: "sum", label: "Estorno de ICMS" },
  ],
};
