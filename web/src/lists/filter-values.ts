import type { ColumnType } from "./types";

// Dates typed in filters are read like every date field of the app.
export { DATE_HINT, formatIsoDay, INVALID_DATE_TEXT, parseDateInput } from "../app/date-input";

/**
 * Filter input parsing (spec §5 filter inputs): numbers typed the pt-BR way ("1.234,56", "12,5",
 * "R$ 10", "12,5%"), with at most the decimals of the column's kind; dates typed dd/mm/yyyy (or dd/mm/yy)
 * and kept as YYYY-MM-DD.
 */

export type NumericType = "code" | "integer" | "quantity" | "currency" | "unitCost" | "percent";

/** Decimals a filter value may carry: counts 0, quantities 3, money and percent 2, unit costs 4. */
export const FILTER_DECIMALS: Readonly<Record<NumericType, number>> = {
  code: 0,
  integer: 0,
  quantity: 3,
  currency: 2,
  unitCost: 4,
  percent: 2,
};

export function isNumericFilterType(type: ColumnType): type is NumericType {
  return Object.hasOwn(FILTER_DECIMALS, type);
}

/** What a numeric filter accepts, in the user's words (the value editor's hint and the rejection notice). */
export function numberHint(type: NumericType): string {
  const decimals = FILTER_DECIMALS[type];
  if (decimals === 0) return "Número inteiro";
  if (type === "currency") return "Valor em R$, até 2 casas decimais (ex.: 1.234,56)";
  if (type === "unitCost") return "Valor em R$, até 4 casas decimais (ex.: 26,4483)";
  if (type === "percent") return "Percentual, até 2 casas decimais (ex.: 12,5)";
  return `Número com até ${decimals} casas decimais (ex.: 1,5)`;
}

export const INVALID_NUMBER_TEXT = "Valor inválido";

const WITH_COMMA = /^-?(\d{1,3}(\.\d{3})+|\d+),(\d*)$/;
const GROUPED_WHOLE = /^-?\d{1,3}(\.\d{3})+$/;
const PLAIN = /^-?\d+(\.(\d*))?$/;

/**
 * A typed number, or null when it is not one or has more decimals than allowed. A comma is the decimal
 * separator; without a comma, dots grouping thousands ("1.500") are thousands, a lone dot is decimal.
 */
export function parseDecimalInput(text: string, maxDecimals: number): number | null {
  const compact = text.replace(/R\$|%|\s/g, "");
  if (compact === "" || compact === "-") return null;
  let normalized: string;
  let decimals: string;
  const withComma = WITH_COMMA.exec(compact);
  if (withComma) {
    decimals = withComma[3] ?? "";
    normalized = compact.replace(/\./g, "").replace(",", ".");
  } else if (GROUPED_WHOLE.test(compact)) {
    decimals = "";
    normalized = compact.replace(/\./g, "");
  } else {
    const plain = PLAIN.exec(compact);
    if (!plain) return null;
    decimals = plain[2] ?? "";
    normalized = compact;
  }
  if (decimals.length > maxDecimals) return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/** A parsed number as token text: comma decimals, so "1,234" (a quantity) never reads as 1234. */
export function numberTokenValue(value: number): string {
  return String(value).replace(".", ",");
}

/** Lower case without accents: "Açúcar" and "acucar" match. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase("pt-BR");
}
