import type { WriteOffAvailableRow, WriteOffRow } from "../../../../shared/contracts/use-and-loss";
import type { ListConfig } from "../../lists";

/** The Baixa Fiscal dialog's lists (spec §2.6, §3): the entries available, newest first, and the write-offs made. */

export const AVAILABLE_ENTRIES_LIST: ListConfig<WriteOffAvailableRow> = {
  section: "use_and_loss",
  listId: "writeoff_available",
  variant: "dialog",
  trackBy: "entry_item_id",
  lockedColumns: 0,
  columns: [
    { id: "entry_date", header: "Data", type: "date" },
    { id: "entry_number", header: "Nº da Entrada", type: "text" },
    { id: "entry_supplier", header: "Fornecedor", type: "text" },
    { id: "available", header: "Disponível", type: "quantity", unit: (row) => row.unit },
  ],
  defaultSort: [
    { key: "entry_date", direction: "desc" },
    { key: "entry_item_id", direction: "desc" },
  ],
};

/** An operation's allocations: the quantity taken from each entry line, its cost and its ICMS credit to reverse. */
export function allocationsList(unit: string): ListConfig<WriteOffRow> {
  return {
    section: "use_and_loss",
    listId: "writeoff_allocations",
    variant: "dialog",
    trackBy: "entry_item_id",
    lockedColumns: 0,
    columns: [
      { id: "entry_date", header: "Data", type: "date" },
      { id: "entry_number", header: "Nº da Entrada", type: "text" },
      { id: "supplier", header: "Fornecedor", type: "text" },
      { id: "quantity", header: "Baixado", type: "quantity", unit: () => unit },
      { id: "cost", header: "Custo", type: "currency" },
      { id: "icms_credit", header: "Estorno de ICMS", type: "currency" },
    ],
    defaultSort: [{ key: "entry_date", direction: "desc" }],
    totals: [
      { column: "quantity", kind: "sum", label: "Total Baixado" },
      { column: "cost", kind: "sum", label: "Custo" },
      { column: "icms_credit", kind: "sum", label: "Estorno de ICMS" },
    ],
  };
}
