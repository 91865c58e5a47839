/**
 * pt-BR number display (spec §5, §9), the same on the screens and in the PDF reports: BRL, unit costs with
 * up to 4 decimals (DESIGN §3), percent figures with 2, quantities with up to 3, whole numbers. A missing
 * value shows as empty text.
 */

const LOCALE = "pt-BR";

const currency = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "BRL" });
const unitCost = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "BRL", minimumFractionDigits: 2, maximumFractionDigits: 4 });
const twoDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToThreeDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 0, maximumFractionDigits: 3 });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

function isNumber(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** 1234.5 -> "R$ 1.234,50". */
export function formatCurrency(value: number | null | undefined): string {
  return isNumber(value) ? currency.format(value) : "";
}

/** 26.4483 -> "R$ 26,4483", 4.5 -> "R$ 4,50". */
export function formatUnitCost(value: number | null | undefined): string {
  return isNumber(value) ? unitCost.format(value) : "";
}

/** A percent figure as the server sends it (12.345 means 12.345 %) -> "12,35%". */
export function formatPercent(value: number | null | undefined): string {
  return isNumber(value) ? `${twoDecimals.format(value)}%` : "";
}

/** 1234.5678 -> "1.234,568"; whole numbers without decimals. */
export function formatQuantity(value: number | null | undefined): string {
  return isNumber(value) ? upToThreeDecimals.format(value) : "";
}

/** 1234 -> "1.234". */
export function formatInteger(value: number | null | undefined): string {
  return isNumber(value) ? integer.format(value) : "";
}
