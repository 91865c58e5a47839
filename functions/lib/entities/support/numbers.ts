import { roundTo } from "../../../../shared/money";

export { roundTo };

/** Rounding at storage (DESIGN §3): money 2 decimals, unit costs up to 4, quantities up to 3, rates 2. */
export const money = (value: number): number => roundTo(value, 2);
export const unitCost = (value: number): number => roundTo(value, 4);
export const quantity = (value: number): number => roundTo(value, 3);
export const rate = (value: number): number => roundTo(value, 2);
