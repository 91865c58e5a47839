import type { InventoryPeriod } from "../../shared/contracts/inventories";

const PERIOD_MONTHS: Record<InventoryPeriod, [number, number]> = {
  annual: [1, 12],
  first: [1, 3],
  second: [4, 6],
  third: [7, 9],
  fourth: [10, 12],
};

/** First and last day of an inventory's period. */
export function periodRange(year: number, period: InventoryPeriod): { start: string; end: string } {
  const [first, last] = PERIOD_MONTHS[period];
  const lastDay = new Date(Date.UTC(year, last, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, "0");
  return { start: `${year}-${pad(first)}-01`, end: `${year}-${pad(last)}-${pad(lastDay)}` };
}
