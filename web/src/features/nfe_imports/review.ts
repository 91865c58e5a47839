import type { NfeImportDetail, NfeImportLineRow, NfeLineMappingBody, NfeProblemRow } from "../../../../shared/contracts/nfe-imports";
import { roundTo } from "../../../../shared/money";
import { parseDecimalInput } from "../../lists/filter-values";

/** The review of a note waiting: a line's product and fraction as typed, the figures they give, what confirming needs. */

export const FRACTION_DECIMALS = 6;
export const FRACTION_MAX = 100_000;

export const REVIEW_TEXT = {
  product: "Produto",
  fraction: "Fração",
  fractionDescription: (supplierUnit: string) => `Unidades de estoque em 1 ${supplierUnit} do fornecedor.`,
  productRequired: "Escolha o produto desta linha.",
  fractionInvalid: `Preencha o campo 'Fração' com um valor maior que zero, com até ${FRACTION_DECIMALS} casas decimais.`,
  fractionTooLarge: `A fração pode ser no máximo ${FRACTION_MAX.toLocaleString("pt-BR")}.`,
  pendingLines: (count: number) => (count === 1 ? "1 linha precisa de produto ou fração." : `${count} linhas precisam de produto ou fração.`),
  blocked: "A nota tem um problema que impede a entrada.",
} as const;

export interface LineFields {
  product_id: number | null;
  fraction: string;
}

export type LineFieldErrors = Partial<Record<"product" | "fraction", string>>;

/** A fraction as typed: "12", "0,5", "1.000" (thousands), or null. */
export function parseFraction(text: string): number | null {
  return parseDecimalInput(text.trim(), FRACTION_DECIMALS);
}

/** The body to send for a line, or each field's message. */
export function validateLine(fields: LineFields): { ok: true; value: NfeLineMappingBody } | { ok: false; errors: LineFieldErrors } {
  const errors: LineFieldErrors = {};
  if (fields.product_id === null) errors.product = REVIEW_TEXT.productRequired;
  const fraction = parseFraction(fields.fraction);
  if (fraction === null || fraction <= 0) errors.fraction = REVIEW_TEXT.fractionInvalid;
  else if (fraction > FRACTION_MAX) errors.fraction = REVIEW_TEXT.fractionTooLarge;
  if (errors.product || errors.fraction || fields.product_id === null || fraction === null) return { ok: false, errors };
  return { ok: true, value: { product_id: fields.product_id, fraction } };
}

/** The line's figures in stock units for a fraction: quantity × fraction (3 decimals) and line cost ÷ that (4 decimals). */
export function stockFigures(line: Pick<NfeImportLineRow, "quantity" | "line_cost">, fraction: number | null) {
  if (fraction === null || fraction <= 0) return null;
  const stockQuantity = roundTo(line.quantity * fraction, 3);
  if (stockQuantity <= 0) return null;
  return { stockQuantity, unitCost: roundTo(line.line_cost / stockQuantity, 4) };
}

/** The fraction the line dialog starts with: the line's own, else the suggestion (qTrib ÷ qCom), else 1. */
export function initialFraction(line: NfeImportLineRow): string {
  const fraction = line.fraction ?? line.suggested_fraction ?? 1;
  return String(roundTo(fraction, FRACTION_DECIMALS)).replace(".", ",");
}

/** Why 'Confirmar entrada' is off, or undefined when the note can be confirmed. */
export function confirmBlockedReason(note: Pick<NfeImportDetail, "pending_lines" | "problems">): string | undefined {
  if (note.problems.some((problem) => problem.level === "block")) return REVIEW_TEXT.blocked;
  if (note.pending_lines > 0) return REVIEW_TEXT.pendingLines(note.pending_lines);
  return undefined;
}

/** The warnings the user accepts on confirming. */
export function warningsOf(problems: readonly NfeProblemRow[]): NfeProblemRow[] {
  return problems.filter((problem) => problem.level === "warn");
}
