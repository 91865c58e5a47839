/** What other areas read of the sales figures (pricing's classification, the dashboard). */
export { groupNameOf, productNameOf } from "./figures/names";
export { readPeriod } from "./figures/period-read";
export { type GroupPeriodTotals, groupTotals, type PeriodEntry, productTotals, sumProductDays } from "./figures/period-sums";
export type { ProductNames } from "./storage/sales-catalog";
export { type DaySummary, readDaySummaries } from "./storage/sales-figures";
