import type { IcmsReversalRow } from "../../../../shared/contracts/use-and-loss";
import type { ListConfig } from "../../lists";
import { STATUS_OPTIONS } from "./labels";

/**
 * 'Estorno de Crédito de ICMS' (/use_and_loss/icms_reversal/:period): each write-off of a loss dated in the
 * period, with the credit of its entry line to reverse; totals of cost and credit. The product's code, the
 * operation, the entry's date and the status start hidden, so the figures fit beside the product and the supplier.
 */
export const ICMS_REVERSAL_LIST: ListConfig<IcmsReversalRow> = {
  section: "use_and_loss",
  listId: "icms_reversal",
  trackBy: (row) => `${row.operation_id}-${row.entry_item_id}`,
  cardTitle: ["product", "product_id"],
  lockLastColumn: true,
  columns: [
    { id: "operation_date", header: "Data", type: "date" },
    { id: "operation_id", header: "Operação", type: "code", hidden: true },
    { id: "product_id", header: "Código", type: "code", hidden: true },
    { id: "product", header: "Produto", type: "text" },
    { id: "entry_number", header: "Nº da Entrada", type: "text" },
    { id: "entry_date", header: "Data da Entrada", type: "date", hidden: true },
    { id: "supplier", header: "Fornecedor", type: "text" },
    { id: "status", header: "Status", type: "status", options: STATUS_OPTIONS, hidden: true },
    { id: "quantity", header: "Quantidade", type: "quantity", unit: (row) => row.unit },
    { id: "cost", header: "Custo", type: "currency" },
    { id: "icms_credit", header: "Crédito a Estornar", type: "currency" },
  ],
  defaultSort: [
    { key: "operation_date", direction: "asc" },
    { key: "operation_id", direction: "asc" },
  ],
  totals: [
    { column: "cost", kind: "sum", label: "Custo Total" },
    { column: "icms_credit", kind: "sum", label: "Total a Estornar" },
  ],
};
