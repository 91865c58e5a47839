import { type SalesTotals, salesFigures } from "../../shared/formulas/sales";
import {
  type DailySalesRow,
  type GroupSalesRow,
  type ProductSalesRow,
  quantityWire,
  salesFiguresWire,
} from "../../shared/contracts/sales";
import { readDaySummaries } from "../lib/entities/sales-figures";
import { cachedAnswer } from "../lib/answer-cache";
import type { ApiRequest, ApiResult } from "../lib/http";
import { parseInput } from "../lib/validate";
import { groupNameOf, productNameOf } from "../lib/sales-figures/names";
import { notableProductIds } from "./notable";
import { readPeriodFigures, readPeriodVersions } from "../lib/sales-figures/period-read";
import { groupTotals, productTotals, sumProductDays } from "../lib/sales-figures/period-sums";
import { groupFilterQuery, salesPeriodQuery } from "./period";

/**
 * The sales reports (spec §7 Sales), all from the aggregated figures: daily rows from the day summaries;
 * group and product rows from the days' product documents summed in integer cents, margins computed from the
 * summed figures. A day's groups sum to the day, a group's products to the group, to the cent.
 */

const figures = (totals: SalesTotals) => salesFiguresWire(salesFigures(totals));

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
      ...figures(summary.totals),
    }));
  return { data };
}

/** GET /api/group_sales_by_period (and GET /api/group_sales for one day): one row per group. */
export async function groupSalesByPeriod(request: ApiRequest): Promise<ApiResult> {
  const { from, to } = period(request);
  const versions = await readPeriodVersions(request.tenantId, from, to, { groups: true });
  return cachedAnswer(
    request.tenantId,
    `groups#${from}#${to}`,
    versions.signature,
    async (): Promise<GroupSalesRow[]> => {
      const read = await readPeriodFigures(versions);
      return groupTotals(sumProductDays(read.days)).map((group) => ({
        group_id: group.groupId,
        group_name: groupNameOf(read.groupNames, group.groupId),
        products: group.products,
        ...figures(group),
      }));
    },
  );
}

/** GET /api/group_sales: the groups of one day (start = end), the same rows as by period. */
export const groupSalesOfDay = groupSalesByPeriod;

/** GET /api/product_sales_by_period: one row per product of the period, optionally of one group. */
export async function productSalesByPeriod(request: ApiRequest): Promise<ApiResult> {
  const { from, to } = period(request);
  const { group_id: groupId } = parseInput(groupFilterQuery, request.query);
  const [versions, notable] = await Promise.all([
    readPeriodVersions(request.tenantId, from, to, { products: true }),
    notableProductIds(request.tenantId),
  ]);
  const key = `products#${from}#${to}#${groupId ?? "all"}`;
  const signature = `${versions.signature}|notable:${[...notable].sort((a, b) => a - b).join(",")}`;
  return cachedAnswer(request.tenantId, key, signature, async (): Promise<ProductSalesRow[]> => {
    const read = await readPeriodFigures(versions);
    return productTotals(sumProductDays(read.days, groupId)).map((product) => {
      const names = read.productNames.get(product.productId);
      return {
        product_id: product.productId,
        product: productNameOf(read.productNames, product.productId),
        notable: notable.has(product.productId),
        unit: names?.unit ?? "",
        quantity: quantityWire(product.quantityMilli),
        ...figures(product),
      };
    });
  });
}
