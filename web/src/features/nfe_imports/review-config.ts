import type { NfeImportDetail, NfeImportLineRow } from "../../../../shared/contracts/nfe-imports";
import type { ListConfig } from "../../lists";
import { divergenceText, divergenceTone } from "./labels";

const MATCH_LABELS: Readonly<Record<NfeImportLineRow["match"], string>> = {
  remembered: "Vínculo do fornecedor",
  gtin: "Código de barras",
  user: "Escolhido na revisão",
  none: "Sem vínculo",
};

/** The product column: the product chosen, or why the line waits. */
function productText(line: NfeImportLineRow): string {
  if (line.product_id === undefined) return line.pending ?? "Produto não vinculado";
  return `${line.product_id} - ${line.product ?? ""}`;
}

/**
 * /nfe_imports/:importId: the note's lines as the supplier wrote them, the product each one became, the stock
 * figures of its fraction and its divergence from the order (the orders' 5 % / 10 % colours).
 */
export const REVIEW_LINES_LIST: ListConfig<NfeImportLineRow> = {
  section: "entries",
  listId: "review_lines",
  trackBy: (line) => String(line.number),
  cardTitle: ["description", "number", "supplier_code"],
  columns: [
    { id: "number", header: "Item", type: "code" },
    { id: "supplier_code", header: "Código do Fornecedor", shortHeader: "Cód. Forn.", type: "text", hidden: true },
    { id: "description", header: "Descrição na Nota", type: "text" },
    { id: "quantity", header: "Quantidade na Nota", shortHeader: "Qtd. Nota", type: "quantity", unit: (line) => line.unit },
    { id: "product", header: "Produto", type: "text", value: productText, tone: (line) => (line.pending ? "warning" : undefined) },
    { id: "fraction", header: "Fração", type: "quantity" },
    { id: "stock_quantity", header: "Quantidade em Estoque", shortHeader: "Qtd. Estoque", type: "quantity", unit: (line) => line.product_unit },
    { id: "unit_cost", header: "Custo Unitário", type: "unitCost" },
    { id: "line_cost", header: "Custo da Linha", type: "currency" },
    { id: "icms_credit", header: "Crédito de ICMS", type: "currency", hidden: true },
    { id: "match", header: "Vínculo", type: "text", value: (line) => MATCH_LABELS[line.match] ?? "", hidden: true },
    { id: "gtin", header: "GTIN", type: "text", hidden: true },
    { id: "divergence", header: "Pedido", type: "text", value: (line) => divergenceText(line.divergence), tone: (line) => divergenceTone(line.divergence) },
  ],
  defaultSort: [{ key: "number", direction: "asc" }],
  totals: [
    { column: "line_cost", kind: "sum", label: "Total das Linhas" },
    { column: "icms_credit", kind: "sum", label: "Crédito de ICMS" },
  ],
};

export type MissingOrderItem = NfeImportDetail["missing_order_items"][number];

/** The order's items the note does not bring. */
export const MISSING_ORDER_ITEMS_LIST: ListConfig<MissingOrderItem> = {
  section: "entries",
  listId: "missing_order_items",
  trackBy: (item) => String(item.product_id),
  cardTitle: ["product", "product_id"],
  variant: "dialog",
  columns: [
    { id: "product_id", header: "Código", type: "code" },
    { id: "product", header: "Produto", type: "text" },
    { id: "quantity", header: "Quantidade no Pedido", shortHeader: "Qtd. Pedido", type: "quantity" },
    { id: "unit_cost", header: "Custo no Pedido", type: "unitCost" },
  ],
  defaultSort: [{ key: "product", direction: "asc" }],
};
