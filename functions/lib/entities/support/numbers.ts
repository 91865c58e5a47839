/**
 * Rounding at storage (DESIGN §3): money 2 decimals, unit costs up to 4, quantities up to 3, rates 2.
 * Half away from zero, computed in decimal text so 1.005 rounds to 1.01.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  const result = sign * Number(`${shifted}e-${decimals}`);
  return Object.is(result, -0) ? 0 : result;
}

export const money = (value: number): number => roundTo(value, 2);
export const unitCost = (value: number): number => roundTo(value, 4);
export const quantity = (value: number): number => roundTo(value, 3);
export const rate = (value: number): number => roundTo(value, 2);
