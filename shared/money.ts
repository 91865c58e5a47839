/**
 * Money and other decimal amounts as integers (DESIGN §3: BRL with 2 decimals, unit costs with up to 4,
 * quantities with up to 3). Amounts are held as integer cents (or thousandths for quantities) so sums never
 * drift; rounding is half away from zero, at storage and aggregation boundaries only.
 */

/** An amount of BRL in integer cents. */
export type Cents = number;

/** Digits beyond these are binary noise (1.005 is stored as 1.00499999999999989...). */
const SIGNIFICANT_DIGITS = 15;

/** Far enough from x.5 that binary noise cannot move the rounding (noise is ~1e-16 relative). */
const NOISE_MARGIN = 1e-6;
const RELATIVE_NOISE = 1e-12;

/**
 * |value| x 10^decimals, its binary noise dropped where the noise could move the rounding: near a half, and,
 * for ceilings (`nearWhole`), near a whole. Rounding half away from zero takes a value near a whole to that
 * whole with or without its noise, so whole cents and round figures stay on the fast path (the slow one,
 * toPrecision, was most of the time of decoding a 15,000-row list in the browser).
 */
function scaled(value: number, decimals: number, nearWhole = false): number {
  const magnitude = Math.abs(value) * 10 ** decimals;
  const fraction = magnitude - Math.floor(magnitude);
  const margin = Math.max(NOISE_MARGIN, magnitude * RELATIVE_NOISE);
  // Only values near a half (or a whole, for ceilings) need the noise dropped; that is the slow path.
  if (Math.abs(fraction - 0.5) > margin && (!nearWhole || (fraction > margin && fraction < 1 - margin))) return magnitude;
  // Scaling then dropping the noise keeps 1.005 -> 100.5 (not 100.49999999999999) before rounding.
  return Number(magnitude.toPrecision(SIGNIFICANT_DIGITS));
}

function assertFinite(value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`Valor numérico inválido: ${value}`);
}

/** value x 10^decimals as an integer, rounded half away from zero (2.675 at 2 decimals -> 268). */
export function toScaledInteger(value: number, decimals: number): number {
  assertFinite(value);
  const rounded = Math.round(scaled(value, decimals));
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** value rounded half away from zero to `decimals` places (12.345 -> 12.35, -12.345 -> -12.35). */
export function roundTo(value: number, decimals: number): number {
  // `|| 0` turns -0 (from a tiny negative) into 0.
  return toScaledInteger(value, decimals) / 10 ** decimals || 0;
}

/** Reais to integer cents, half away from zero. */
export function toCents(reais: number): Cents {
  return toScaledInteger(reais, 2);
}

/** Reais to integer cents, always rounding up (towards +infinity): 10.001 -> 1001, -10.009 -> -1000. */
export function ceilToCents(reais: number): Cents {
  assertFinite(reais);
  const magnitude = scaled(reais, 2, true);
  const cents = reais < 0 ? -Math.floor(magnitude) : Math.ceil(magnitude);
  return cents === 0 ? 0 : cents;
}

/** Integer cents to reais for the wire (a number with at most 2 decimals). */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** Quantities travel in thousandths inside the aggregation (3 decimals). */
export function toMilli(quantity: number): number {
  return toScaledInteger(quantity, 3);
}

export function fromMilli(milli: number): number {
  return milli / 1000;
}

/** Adds integers (cents, thousandths); refuses anything else, so float drift cannot creep in. */
export function sumIntegers(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Valor não inteiro numa soma exata: ${value}`);
    total += value;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError("Soma fora do intervalo seguro.");
  return total;
}

/** Adds integer cents exactly. */
export const sumCents: (values: Iterable<Cents>) => Cents = sumIntegers;

/** numerator / denominator of exact integers, rounded half away from zero, as a number. */
export function divideRounded(numerator: bigint, denominator: bigint): number {
  if (denominator === 0n) throw new RangeError("Divisão por zero.");
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const magnitude = (2n * n + d) / (2n * d);
  const result = Number(negative ? -magnitude : magnitude);
  return result === 0 ? 0 : result;
}

/** True when a number has at most `decimals` decimal places (binary noise such as 0.1 + 0.2 aside). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) <= Math.max(1, Math.abs(scaled)) * 1e-12;
}
