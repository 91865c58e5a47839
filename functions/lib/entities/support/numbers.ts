import { MONEY, QUANTITY, RATE, UNIT_COST } from "../../../../shared/contracts/bounds";
import { roundTo } from "../../../../shared/money";

export { roundTo };

/** Rounding at storage (DESIGN §3): money 2 decimals, unit costs up to 4, quantities up to 3, rates 2. */
export const money = (value: number): number => roundTo(value, MONEY.decimals);
export const unitCost = (value: number): number => roundTo(value, UNIT_COST.decimals);
export const quantity = (value: number): number => roundTo(value, QUANTITY.decimals);
export const rate = (value: number): number => roundTo(value, RATE.decimals);
