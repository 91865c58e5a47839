import type { ProductLastEntryRow, QuoteParticipantRow } from "../../../../shared/contracts/purchasing";
import type { ListConfig } from "../../lists";

/** 'Participantes da Cotação' (spec §2.5): each supplier's informed unit cost; dialog list of 10 rows. */
export const QUOTE_PARTICIPANTS_LIST: ListConfig<QuoteParticipantRow> = {
  section: "purchase_orders",
  listId: "quote_participants",
  variant: "dialog",
  trackBy: "id",
  lockedColumns: 0,
  columns: [
    { id: "supplier", header: "Fornecedor", type: "text" },
    { id: "unit", header: "Unidade", type: "text" },
    { id: "unit_cost", header: "Custo Informado", type: "unitCost" },
  ],
  defaultSort: [
    { key: "unit_cost", direction: "asc" },
    { key: "supplier", direction: "asc" },
  ],
};

/** 'Últimas Entradas' (spec §2.5, §3): purchase figures in the entry unit, entry figures in stock units. */
export const LAST_ENTRIES_LIST: ListConfig<ProductLastEntryRow> = {
  section: "purchase_orders",
  listId: "last_entries",
  variant: "dialog",
  trackBy: (entry) => String(entry.id),
  lockedColumns: 0,
  columns: [
    { id: "entry_date", header: "Data", type: "date" },
    { id: "supplier", header: "Fornecedor", type: "text" },
    { id: "entry_quantity", header: "Qtd. Compra", type: "quantity", unit: (entry) => entry.entry_unit },
    { id: "entry_unit_cost", header: "Custo Compra", type: "unitCost" },
    { id: "entry_fraction", header: "Fracionamento", type: "quantity" },
    { id: "quantity", header: "Qtd. Entrada", type: "quantity", unit: (entry) => entry.unit },
    { id: "unit_cost", header: "Custo Unitário", type: "unitCost" },
  ],
  defaultSort: [{ key: "entry_date", direction: "desc" }],
};
