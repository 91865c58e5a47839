import { MARGIN, PRICE } from "../../../../shared/contracts/bounds";
import {
  belowDesiredMargin,
  isNotableLossEditChanged,
  type NotableLossRecompute,
  notableLossEditSchema,
  PRICING_INPUT_MESSAGES,
  type PricingNotableLossRow,
  recomputeNotableLoss,
  unitSaleForTypedMargin,
} from "../../../../shared/contracts/pricing";
import { percentOf } from "../../../../shared/formulas/percent";
import { unitFigure } from "../../../../shared/formulas/pricing";
import { formatCurrency, formatPercent } from "../../../../shared/format";
import { fromCents, toCents } from "../../../../shared/money";
import { parseDecimalInput } from "../../lists/filter-values";
import { NOTABLE_LOSS_DIALOG_TEXT } from "./labels";

/**
 * The 'Editar Novo Valor de Venda' dialog's fields and what it shows as the user types (spec §5 notable-loss
 * edit, DESIGN §7): typing a price recomputes the new figures and the margin field; typing a margin
 * back-computes the price (rounded up to the cent) and the rest.
 */

/** The two fields as typed the pt-BR way ("R$ 12,99", "30,5%"). */
export interface NotableLossFields {
  price: string;
  margin: string;
}

/** A row's figures as the dialog compares them: before (the period's) and after the new price. */
export interface NotableLossFigures {
  unitSale: number;
  totalSales: number;
  totalTaxes: number;
  totalProfit: number;
  margin: number;
  grossMargin: number;
  /** What the price leaves short of the desired margin (0 when it reaches it). */
  loss: number;
}

export interface NotableLossPreview {
  /** The typed price when it is one the server takes, else null. */
  price: number | null;
  /** The figures at that price; null while the price is not valid. */
  after: NotableLossFigures | null;
  /** The typed price leaves the product below its desired margin: the dialog warns (it does not refuse). */
  belowDesired: boolean;
  /** The typed price is the saved one: nothing to save (spec §5: submit disabled while unchanged). */
  unchanged: boolean;
  /** The typed price is the suggested one. */
  atSuggestion: boolean;
}

/** The fields at the row's saved new price. */
export function initialNotableLossFields(row: PricingNotableLossRow): NotableLossFields {
  return { price: formatCurrency(row.new_unit_sale), margin: formatPercent(row.new_margin) };
}

/** The fields at the suggested price (the 'Usar Valor Sugerido' button). */
export function suggestedNotableLossFields(row: PricingNotableLossRow): NotableLossFields {
  return withTypedPrice(row, formatCurrency(row.suggested_unit_sale));
}

/** A price the server takes (above 0, within the bounds), else null. */
function acceptedPrice(price: number): number | null {
  const checked = notableLossEditSchema.safeParse({ new_unit_sale: price });
  return checked.success ? checked.data.new_unit_sale : null;
}

/** A typed price the server takes (2 decimals at most), else null. */
export function parseNewUnitSale(text: string): number | null {
  const parsed = parseDecimalInput(text, PRICE.decimals);
  return parsed === null ? null : acceptedPrice(parsed);
}

/** Typing a price: the margin field shows the margin it gives (empty while the price cannot be read). */
export function withTypedPrice(row: PricingNotableLossRow, price: string): NotableLossFields {
  const value = parseNewUnitSale(price);
  return { price, margin: value === null ? "" : formatPercent(recomputeNotableLoss(row, value).new_margin) };
}

/** Typing a margin: the price field shows the price that gives it, rounded up to the cent (empty when none does). */
export function withTypedMargin(row: PricingNotableLossRow, margin: string): NotableLossFields {
  const value = parseDecimalInput(margin, MARGIN.decimals);
  const price = value === null ? null : acceptedPrice(unitSaleForTypedMargin(row, value));
  return { price: price === null ? "" : formatCurrency(price), margin };
}

/** d x cost / 100 - profit, in cents, not below 0: what a price leaves short of the desired margin. */
function lossAt(row: PricingNotableLossRow, profit: number): number {
  const desiredProfit = toCents((row.total_cost * row.desired_margin) / 100);
  return fromCents(Math.max(0, desiredProfit - toCents(profit)));
}

/** The period's figures, as the product sold at its current prices. */
export function figuresBefore(row: PricingNotableLossRow): NotableLossFigures {
  const cost = toCents(row.total_cost);
  return {
    unitSale: unitFigure(toCents(row.total_sales), row.total_quantity),
    totalSales: row.total_sales,
    totalTaxes: row.total_taxes,
    totalProfit: row.total_profit,
    margin: row.current_margin,
    grossMargin: percentOf(toCents(row.total_sales) - cost, cost),
    loss: row.total_loss,
  };
}

function figuresAfter(row: PricingNotableLossRow, recomputed: NotableLossRecompute): NotableLossFigures {
  return {
    unitSale: recomputed.new_unit_sale,
    totalSales: recomputed.new_total_sales,
    totalTaxes: recomputed.new_total_taxes,
    totalProfit: recomputed.new_total_profit,
    margin: recomputed.new_margin,
    grossMargin: recomputed.new_gross_margin,
    loss: lossAt(row, recomputed.new_total_profit),
  };
}

export function previewNotableLoss(row: PricingNotableLossRow, fields: NotableLossFields): NotableLossPreview {
  const price = parseNewUnitSale(fields.price);
  if (price === null) return { price, after: null, belowDesired: false, unchanged: false, atSuggestion: false };
  return {
    price,
    after: figuresAfter(row, recomputeNotableLoss(row, price)),
    belowDesired: belowDesiredMargin(row, price),
    unchanged: !isNotableLossEditChanged(row, price),
    atSuggestion: toCents(price) === toCents(row.suggested_unit_sale),
  };
}

/** Spec §5: id above 0 (refused here without one); the price above 0, message "Preencha o campo 'Novo Valor de Venda'". */
export function validateNotableLossEdit(row: PricingNotableLossRow, fields: NotableLossFields): { ok: true; price: number } | { ok: false; error: string } {
  const price = row.id > 0 ? parseNewUnitSale(fields.price) : null;
  return price === null ? { ok: false, error: PRICING_INPUT_MESSAGES.newUnitSale } : { ok: true, price };
}

/** The dialog's warning: 'Com este preço a margem fica em 29,98%, abaixo da margem desejável de 30,00%.' */
export function belowDesiredWarning(row: Pick<PricingNotableLossRow, "desired_margin">, margin: number): string {
  return NOTABLE_LOSS_DIALOG_TEXT.belowDesired(formatPercent(margin), formatPercent(row.desired_margin));
}
