import Badge from "@cloudscape-design/components/badge";
import Box from "@cloudscape-design/components/box";
import type { PricingNotableLossRow, PricingRow } from "../../../../shared/contracts/pricing";
import type { ListConfig, TotalSpec } from "../../lists";
import { NOTABLE_LOSS_TEXT } from "./labels";
import { notableLossTotalsOf, type NotableLossTotals } from "./notable-loss-totals";
import { canEditNewPrice, isApplying, isBelowDesiredAtNewPrice } from "./rules";

/**
 * /pricing/:id/notable_loss (spec §3 PricingNotableLoss): each notable product below its desired margin, what
 * it sold in the period, what it lost and the new price with its figures.
 */

/** The mark of a row whose new price is not the suggestion: typed ('Editado'), kept ('Mantido'), none possible. */
const SOURCE_MARKS: Readonly<Record<string, { text: string; color: "blue" | "grey" | "red"; reason?: string }>> = {
  edited: { text: NOTABLE_LOSS_TEXT.edited, color: "blue" },
  kept: { text: NOTABLE_LOSS_TEXT.kept, color: "grey" },
  no_suggestion: { text: NOTABLE_LOSS_TEXT.noSuggestion, color: "red", reason: NOTABLE_LOSS_TEXT.noSuggestionReason },
};

const markOf = (row: Pick<PricingNotableLossRow, "edited" | "price_source">) => SOURCE_MARKS[row.edited ? "edited" : row.price_source];

/** The product, marked 'Editado', 'Mantido' or 'Sem sugestão' when its new price is not the suggested one. */
export function productText(row: Pick<PricingNotableLossRow, "product" | "edited" | "price_source">): string {
  const mark = markOf(row);
  return mark ? `${row.product} (${mark.text})` : row.product;
}

function ProductCell({ row }: { row: PricingNotableLossRow }) {
  const mark = markOf(row);
  return (
    <>
      {row.product}
      {mark ? (
        <>
          {" "}
          <span title={mark.reason}>
            <Badge color={mark.color}>{mark.text}</Badge>
          </span>
          {mark.reason ? (
            <Box variant="small" display="block" color="text-body-secondary">
              {mark.reason}
            </Box>
          ) : null}
        </>
      ) : null}
    </>
  );
}

const total = (column: string, figure: keyof NotableLossTotals, label?: string, always?: true): TotalSpec<PricingNotableLossRow> => ({
  column,
  kind: "custom",
  compute: (rows) => notableLossTotalsOf(rows)[figure],
  ...(label ? { label } : {}),
  ...(always ? { always } : {}),
});

/**
 * At 1366 px the list shows, without scrolling sideways and with names on two lines, the product, its current
 * margin and loss, the current shelf price beside the new one (DESIGN §6), and the new margin and new gross
 * margin, whose totals the footer thus shows (spec §9); the cost, sales, taxes, profit, the other new figures,
 * the desired margin (the new margins below it are highlighted), the group and the codes are one click away
 * in the preferences (and their totals show with them).
 */
export const NOTABLE_LOSS_LIST: ListConfig<PricingNotableLossRow> = {
  section: "pricing",
  listId: "notable_loss",
  trackBy: "id",
  cardTitle: ["product", "product_id"],
  columns: [
    { id: "product_id", header: "Código", type: "code", hidden: true },
    { id: "product", header: "Produto", type: "text", value: productText, cell: (row) => <ProductCell row={row} /> },
    { id: "group_name", header: "Grupo", type: "text", hidden: true },
    { id: "total_quantity", header: "Quantidade", type: "quantity", unit: (row) => row.unit, hidden: true },
    { id: "unit", header: "Unidade", type: "text", hidden: true },
    { id: "total_cost", header: "Custo Total", type: "currency", hidden: true },
    { id: "total_sales", header: "Venda Total", type: "currency", hidden: true },
    { id: "total_taxes", header: "Impostos", type: "currency", hidden: true },
    { id: "total_profit", header: "Lucro", type: "currency", hidden: true },
    { id: "current_margin", header: "Margem Atual", type: "percent" },
    { id: "total_loss", header: "Perda Total", type: "currency" },
    { id: "current_unit_sale", header: NOTABLE_LOSS_TEXT.currentUnitSale, type: "currency" },
    { id: "new_unit_sale", header: "Novo Valor de Venda", type: "currency" },
    { id: "new_total_sales", header: "Nova Venda Total", type: "currency", hidden: true },
    { id: "new_total_taxes", header: "Novos Impostos", type: "currency", hidden: true },
    { id: "new_total_profit", header: "Novo Lucro", type: "currency", hidden: true },
    { id: "new_margin", header: "Nova Margem", type: "percent", tone: (row) => (isBelowDesiredAtNewPrice(row) ? "warning" : undefined) },
    { id: "new_gross_margin", header: "Nova Margem Bruta", type: "percent" },
    { id: "desired_margin", header: "Margem Desejável", type: "percent", hidden: true },
    { id: "suggested_unit_sale", header: "Valor Sugerido", type: "currency", hidden: true },
  ],
  defaultSort: [
    { key: "total_loss", direction: "desc" },
    { key: "product", direction: "asc" },
  ],
  totals: [
    total("total_cost", "cost"),
    total("total_sales", "sales"),
    total("total_taxes", "taxes"),
    total("total_profit", "profit"),
    total("current_margin", "margin", "Margem"),
    total("total_loss", "loss"),
    total("new_total_sales", "newSales"),
    total("new_total_taxes", "newTaxes"),
    total("new_total_profit", "newProfit"),
    // Spec §9: the footer adds the new average and gross margins, whatever columns are shown.
    total("new_margin", "newAverageMargin", "Nova Margem Média", true),
    total("new_gross_margin", "newGrossMargin", "Nova Margem Bruta", true),
  ],
};

type EditablePricing = Pick<PricingRow, "status" | "classification" | "apply_progress">;

/** Why 'Editar Novo Valor de Venda' is off, or null when it is on (spec §4: only while classified). */
export function editBlockedReason(pricing: EditablePricing | null): string | null {
  if (!pricing) return NOTABLE_LOSS_TEXT.loadingPricing;
  if (canEditNewPrice(pricing)) return null;
  if (pricing.status === "applied") return NOTABLE_LOSS_TEXT.editApplied;
  if (isApplying(pricing)) return NOTABLE_LOSS_TEXT.editApplying;
  return NOTABLE_LOSS_TEXT.editNotClassified;
}
