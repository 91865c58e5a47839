import type { EntryItemRow, EntryRow, NfeImportRow } from "../../../../shared/contracts/nfe-imports";
import type { ListConfig } from "../../lists";
import { ENTRY_SOURCE_OPTIONS, ENTRY_STATUS_OPTIONS, formatAccessKey, numberAndSeries } from "./labels";

/**
 * /entries: every purchase entry, from the integration or imported from the NF-e XML. The key reads in groups
 * of 4 (and wraps), the newest entries first; totals of value and ICMS credit.
 */
export const ENTRIES_LIST: ListConfig<EntryRow> = {
  section: "entries",
  listId: "entries",
  trackBy: "id",
  cardTitle: ["supplier", "number"],
  columns: [
    { id: "date", header: "Emissão", type: "date" },
    { id: "supplier", header: "Fornecedor", type: "text" },
    { id: "number", header: "Número/Série", shortHeader: "Nº/Série", type: "text", value: numberAndSeries, stackUnder: "supplier" },
    { id: "access_key", header: "Chave de Acesso", type: "text", value: (row) => formatAccessKey(row.access_key) },
    { id: "total", header: "Total", type: "currency" },
    { id: "icms_credit", header: "Crédito de ICMS", shortHeader: "ICMS", type: "currency" },
    { id: "source", header: "Origem", type: "status", display: "badge", options: ENTRY_SOURCE_OPTIONS },
    { id: "status", header: "Status", type: "status", options: ENTRY_STATUS_OPTIONS },
  ],
  defaultSort: [
    { key: "date", direction: "desc" },
    { key: "id", direction: "desc" },
  ],
  totals: [
    { column: "total", kind: "sum", label: "Total das Entradas" },
    { column: "icms_credit", kind: "sum", label: "Crédito de ICMS" },
  ],
};

/** /entries/:entryId/items: each line in the supplier's unit and in stock units, its cost, credit and what was written off. */
export const ENTRY_ITEMS_LIST: ListConfig<EntryItemRow> = {
  section: "entries",
  listId: "entry_items",
  trackBy: "id",
  cardTitle: ["product", "product_id"],
  columns: [
    { id: "product_id", header: "Código", type: "code" },
    { id: "product", header: "Produto", type: "text" },
    { id: "entry_quantity", header: "Quantidade na Nota", shortHeader: "Qtd. Nota", type: "quantity", unit: (row) => row.entry_unit },
    { id: "entry_unit_cost", header: "Custo na Nota", type: "unitCost", hidden: true },
    { id: "fraction", header: "Fração", type: "quantity", hidden: true },
    { id: "quantity", header: "Quantidade em Estoque", shortHeader: "Qtd. Estoque", type: "quantity", unit: (row) => row.unit },
    { id: "unit_cost", header: "Custo Unitário", type: "unitCost" },
    { id: "total_cost", header: "Custo Total", type: "currency" },
    { id: "icms_credit", header: "Crédito de ICMS", type: "currency" },
    { id: "written_off", header: "Baixado", type: "quantity", unit: (row) => row.unit },
  ],
  defaultSort: [{ key: "id", direction: "asc" }],
  totals: [
    { column: "total_cost", kind: "sum", label: "Total da Entrada" },
    { column: "icms_credit", kind: "sum", label: "Crédito de ICMS" },
  ],
};

/** /nfe_imports: the notes read but waiting for the user (a product, a fraction, a warning to accept). */
export const IMPORTS_WAITING_LIST: ListConfig<NfeImportRow> = {
  section: "entries",
  listId: "imports_waiting",
  trackBy: "id",
  cardTitle: ["supplier", "number"],
  columns: [
    { id: "issue_date", header: "Emissão", type: "date" },
    { id: "supplier", header: "Fornecedor", type: "text" },
    { id: "number", header: "Número/Série", shortHeader: "Nº/Série", type: "text", value: numberAndSeries },
    { id: "total", header: "Total", type: "currency" },
    { id: "lines", header: "Linhas", type: "integer" },
    {
      id: "pending_lines",
      header: "Linhas Pendentes",
      shortHeader: "Pendentes",
      type: "integer",
      tone: (row) => (row.pending_lines > 0 ? "warning" : "success"),
    },
    { id: "file", header: "Arquivo", type: "text", hidden: true },
    { id: "created_by", header: "Enviada por", type: "text", hidden: true },
  ],
  defaultSort: [
    { key: "issue_date", direction: "asc" },
    { key: "id", direction: "asc" },
  ],
  totals: [{ column: "total", kind: "sum", label: "Total das Notas" }],
};
