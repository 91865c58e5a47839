/**
 * pt-BR number display (spec §5, §9), the same on the screens and in the PDF reports: BRL, unit costs with
 * up to 4 decimals (DESIGN §3), percent figures with 2, quantities with up to 3, whole numbers. A missing
 * value shows as empty text.
 */

const LOCALE = "pt-BR";

/**
 * Each format is made on its first use: making the eight of them when the module loads cost every screen's
 * first start about 80 ms on a mid-range phone, screens that show no figure too.
 */
function formatOnFirstUse(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat(LOCALE, options));
}

const currency = formatOnFirstUse({ style: "currency", currency: "BRL" });
const unitCost = formatOnFirstUse({ style: "currency", currency: "BRL", minimumFractionDigits: 2, maximumFractionDigits: 4 });
const twoDecimals = formatOnFirstUse({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToThreeDecimals = formatOnFirstUse({ minimumFractionDigits: 0, maximumFractionDigits: 3 });
const integer = formatOnFirstUse({ maximumFractionDigits: 0 });

function isNumber(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** 1234.5 -> "R$ 1.234,50". */
export function formatCurrency(value: number | null | undefined): string {
  return isNumber(value) ? currency().format(value) : "";
}

/** Decimals a unit cost may show: at least 2 (as money), at most 4 (DESIGN §3). */
export const UNIT_COST_DECIMALS = { min: 2, max: 4 } as const;

const unitCostFixed = new Map(
  [2, 3, 4].map((decimals) => [
    decimals,
    formatOnFirstUse({ style: "currency", currency: "BRL", minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  ]),
);

/**
 * 26.4483 -> "R$ 26,4483", 4.5 -> "R$ 4,50". With `decimals` (2 to 4), every value shows that many, so
 * a column of unit costs reads alike: 1.5 at 4 -> "R$ 1,5000".
 */
export function formatUnitCost(value: number | null | undefined, decimals?: number): string {
  if (!isNumber(value)) return "";
  const fixed = decimals === undefined ? undefined : unitCostFixed.get(decimals);
  return (fixed ?? unitCost)().format(value);
}

/** Decimals one unit cost needs once rounded to 4: 1.5 -> 1, 2.3456 -> 4, 3 -> 0. */
function decimalsNeeded(value: number): number {
  let scaled = Math.round(Math.abs(value) * 10 ** UNIT_COST_DECIMALS.max);
  let decimals = UNIT_COST_DECIMALS.max;
  while (decimals > 0 && scaled % 10 === 0) {
    scaled /= 10;
    decimals -= 1;
  }
  return decimals;
}

/** The decimals a column of unit costs shows: the most any of them needs, at least 2, at most 4. */
export function unitCostDecimals(values: Iterable<number | null | undefined>): number {
  let decimals: number = UNIT_COST_DECIMALS.min;
  for (const value of values) {
    if (!isNumber(value)) continue;
    decimals = Math.max(decimals, decimalsNeeded(value));
    if (decimals === UNIT_COST_DECIMALS.max) break;
  }
  return decimals;
}

/** A percent figure as the server sends it (12.345 means 12.345 %) -> "12,35%". */
export function formatPercent(value: number | null | undefined): string {
  return isNumber(value) ? `${twoDecimals().format(value)}%` : "";
}

/** 1234.5678 -> "1.234,568"; whole numbers without decimals. */
export function formatQuantity(value: number | null | undefined): string {
  return isNumber(value) ? upToThreeDecimals().format(value) : "";
}

/** 1234 -> "1.234". */
export function formatInteger(value: number | null | undefined): string {
  return isNumber(value) ? integer().format(value) : "";
}
