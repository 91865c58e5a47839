import * as z from "zod";
import { hasAtMostDecimals, roundTo } from "../money";

/**
 * The bounds of every money, unit cost, quantity and percent field: records from the integration API, the
 * screens' forms and the handlers' bodies. Money and unit costs with more decimals than they are stored with
 * are refused, never rounded (a sale price sent as 21.555 is not saved as 21.56). Quantities and percents are
 * rounded to their field's decimals first and the rounded value is checked, so what is validated is exactly
 * what is stored (0.001 as a percent rounds to 0 and is refused by "greater than 0" instead of being stored as 0).
 *
 * Why these numbers. The sales figures are exact integer sums (cents; thousandths for quantities) and must
 * stay below 2^53 (about 9.007e15). Within these bounds one sale line adds at most 1e9 to any of them: its
 * total is at most R$ 10,000,000.00 = 1e9 cents; its cost (quantity x unit cost) is held to the same limit;
 * its taxes are at most their base (rates up to 100%); its quantity is at most 1,000,000 = 1e9 thousandths.
 * A report spans at most 400 days (MAX_SALES_PERIOD_DAYS) and a large store sends about 5,000 lines a day
 * (1.8M a year), so a period sums at most 2e6 lines x 1e9 = 2e15: exact with 4.5 times to spare, even if
 * every line sat at the bound. Other stored values stay below 2^53 too: a product's stock x cost is at most
 * 1e6 x R$ 1e5 = R$ 1e11, and an order of 990 such items R$ 9.9e13. No real store comes near these limits.
 */

/** Largest amount of money in one field (a line total, an order total, an ICMS credit): R$ 10 million. */
export const MAX_MONEY = 10_000_000;
/** Largest price or cost of one unit: R$ 100 thousand. */
export const MAX_UNIT_COST = 100_000;
/** Largest quantity in one field (a sale line, an order item, a stock, a count), in units or kg. */
export const MAX_QUANTITY = 1_000_000;
/** Tax rates are percents of the amount. */
export const MAX_RATE = 100;
/** A desired margin is a percent over cost, so it may pass 100. */
export const MAX_MARGIN = 10_000;

/**
 * How a kind of number is stored (DESIGN §3: money 2 decimals, unit costs up to 4, quantities 3, percents 2)
 * and what a field does with more decimals: "refuse" (money and unit costs) or "round" to `decimals`.
 */
export interface NumberKind {
  decimals: number;
  max: number;
  extraDecimals: "refuse" | "round";
}

export const MONEY: NumberKind = { decimals: 2, max: MAX_MONEY, extraDecimals: "refuse" };
/** A sale price of one unit: money, bounded like a unit cost. */
export const PRICE: NumberKind = { decimals: 2, max: MAX_UNIT_COST, extraDecimals: "refuse" };
export const UNIT_COST: NumberKind = { decimals: 4, max: MAX_UNIT_COST, extraDecimals: "refuse" };
export const QUANTITY: NumberKind = { decimals: 3, max: MAX_QUANTITY, extraDecimals: "round" };
export const RATE: NumberKind = { decimals: 2, max: MAX_RATE, extraDecimals: "round" };
export const MARGIN: NumberKind = { decimals: 2, max: MAX_MARGIN, extraDecimals: "round" };

/** Which side of zero a field takes: "positive" refuses what rounds to 0; "signed" allows -max to max. */
export type Sign = "positive" | "nonNegative" | "signed";

/** The smallest value a field accepts once rounded. */
export function minimumOf(kind: NumberKind, sign: Sign): number {
  if (sign === "signed") return -kind.max;
  return sign === "positive" ? 10 ** -kind.decimals : 0;
}

/** The value rounded to the kind's decimals (half away from zero); far out of bounds, left as it is. */
export function roundAs(value: number, kind: NumberKind): number {
  return Math.abs(value) <= kind.max + 1 ? roundTo(value, kind.decimals) : value;
}

/**
 * The rounded value when it is a number within the field's bounds, else undefined. This is the check of a
 * value computed or stored (a line's cost, a stored sale line): a field's input also refuses the extra
 * decimals of money (acceptsDecimals, boundedNumber).
 */
export function boundedValue(value: unknown, kind: NumberKind, sign: Sign): number | undefined {
  if (typeof value !== "number" || !Number.isFinite(value)) return undefined;
  const rounded = roundAs(value, kind);
  return rounded >= minimumOf(kind, sign) && rounded <= kind.max ? rounded : undefined;
}

/**
 * Whether boundedValue would accept the value, without rounding the common case: the bounds sit on the
 * kind's decimal grid, so a value already between them stays between them once rounded.
 */
export function isWithinBounds(value: unknown, kind: NumberKind, sign: Sign): boolean {
  if (typeof value === "number" && value >= minimumOf(kind, sign) && value <= kind.max) return true;
  return boundedValue(value, kind, sign) !== undefined;
}

/** A line's cost (quantity x unit cost) rounded to the cent, when it is within the bounds of money either way. */
export function boundedLineCost(quantity: number, unitCost: number): number | undefined {
  return boundedValue(quantity * unitCost, MONEY, "signed");
}

// One formatter per number of decimals: the schemas describe their ranges as modules load, where building an
// Intl.NumberFormat per message cost a cold start about 20 ms.
const boundFormats = new Map<number, Intl.NumberFormat>();

function formatBound(value: number, kind: NumberKind): string {
  let format = boundFormats.get(kind.decimals);
  if (!format) {
    format = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: kind.decimals });
    boundFormats.set(kind.decimals, format);
  }
  return format.format(value);
}

/** Whether an input has no more decimals than its kind takes, where extra ones are refused (binary noise aside). */
export function acceptsDecimals(value: number, kind: NumberKind): boolean {
  return kind.extraDecimals === "round" || hasAtMostDecimals(value, kind.decimals);
}

/**
 * The accepted range in pt-BR, for messages: "de 0,001 a 1.000.000 (arredondado a 3 casas decimais)", or for
 * money "de 0 a 100.000, com até 4 casas decimais".
 */
export function describeRange(kind: NumberKind, sign: Sign): string {
  const range = `de ${formatBound(minimumOf(kind, sign), kind)} a ${formatBound(kind.max, kind)}`;
  return kind.extraDecimals === "refuse" ? `${range}, com até ${kind.decimals} casas decimais` : `${range} (arredondado a ${kind.decimals} casas decimais)`;
}

/** A zod error: a message, or one chosen from the issue (e.g. "é obrigatório" when the field is missing). */
export type BoundError = string | ((issue: { input?: unknown }) => string);

/**
 * The one schema of a bounded number: a finite number; with more decimals than the kind takes, refused
 * (money) or rounded to them; then checked against the bounds. It answers the rounded value (for money, the
 * value sent without its binary noise). Every failure carries `error`.
 */
export function boundedNumber(kind: NumberKind, sign: Sign, error: BoundError) {
  return z
    .number({ error })
    .refine((value) => acceptsDecimals(value, kind), { error, abort: true })
    .transform((value) => roundAs(value, kind))
    .pipe(z.number({ error }).min(minimumOf(kind, sign), { error }).max(kind.max, { error }));
}
