import type { DailySalesRow } from "../../shared/contracts/sales";
import { readDaySummaries } from "./storage/sales-figures";
import { acceptsColumns, type ApiRequest, type ApiResult } from "../lib/request/http";
import { parseInput } from "../lib/request/validate";
import { figuresWire, groupSalesAnswer, productSalesAnswer } from "./figures/period-answers";
import { groupFilterQuery, salesPeriodQuery } from "./period";

/**
 * The sales reports (spec §7 Sales), all from the aggregated figures: daily rows from the day summaries;
 * group and product rows from the days' product documents (functions/sales/figures/period-answers.ts).
 */

function period(request: ApiRequest) {
  const { start_date: from, end_date: to } = parseInput(salesPeriodQuery, request.query);
  return { from, to };
}

/** GET /api/daily_sales: one row per day with sales in the period. */
export async function dailySales(request: ApiRequest): Promise<ApiResult> {
  const { from, to } = period(request);
  const summaries = await readDaySummaries(request.tenantId, from, to);
  const data: DailySalesRow[] = summaries
    .filter((summary) => summary.products > 0)
    .map((summary) => ({
      id: Number(summary.day.replaceAll("-", "")),
      sale_date: summary.day,
      groups: summary.groups,
      products: summary.products,
      ...figuresWire(summary.totals),
    }));
  return { data };
}

/** GET /api/group_sales_by_period (and GET /api/group_sales for one day): one row per group. */
export async function groupSalesByPeriod(request: ApiRequest): Promise<ApiResult> {
  const { from, to } = period(request);
  return groupSalesAnswer(request.tenantId, from, to);
}

/** GET /api/group_sales: the groups of one day (start = end), the same rows as by period. */
export const groupSalesOfDay = groupSalesByPeriod;

/** GET /api/product_sales_by_period: one row per product of the period, optionally of one group. */
export async function productSalesByPeriod(request: ApiRequest): Promise<ApiResult> {
  const { from, to } = period(request);
  const { group_id: groupId } = parseInput(groupFilterQuery, request.query);
  return productSalesAnswer(request.tenantId, from, to, groupId, { inColumns: acceptsColumns(request) });
}
