import { defaultSalesPeriod, type GroupSalesRow, type ProductSalesRow, quantityWire, salesFiguresWire } from "../../../shared/contracts/sales";
import { type SalesTotals, salesFigures } from "../../../shared/formulas/sales";
import { PRODUCT_SALES_COLUMNS } from "../../../shared/contracts/sales-columns";
import { columnsForm } from "../../../shared/wire/columns";
import { type AnswerOptions, cachedAnswer } from "../../lib/request/answer-cache";
import { listNotableProducts } from "../../notable_products/read";
import type { ApiResult } from "../../lib/request/http";
import { groupNameOf, productNameOf } from "./names";
import { readPeriodFigures, readPeriodVersions } from "./period-read";
import { groupTotals, productTotals, sumProductDays } from "./period-sums";

/**
 * The group and product answers of a sales period (spec §7 Sales), summed from the days' product documents
 * in integer cents, margins computed from the summed figures: a day's groups sum to the day, a group's
 * products to the group, to the cent. Kept and stored by the versions they were summed from
 * (answer-cache.ts); the nightly aggregation prepares the default period's, so the first screen of the day
 * reads them ready.
 */

/** A row's money, quantities and margins as sent. */
export const figuresWire = (totals: SalesTotals) => salesFiguresWire(salesFigures(totals));

/** One row per group of the period. */
export async function groupSalesAnswer(tenantId: string, from: string, to: string, options?: AnswerOptions): Promise<ApiResult> {
  const versions = await readPeriodVersions(tenantId, from, to, { groups: true });
  return cachedAnswer(tenantId, `groups#${from}#${to}`, versions.signature, async (): Promise<GroupSalesRow[]> => {
    const read = await readPeriodFigures(versions);
    return groupTotals(sumProductDays(read.days)).map((group) => ({
      group_id: group.groupId,
      group_name: groupNameOf(read.groupNames, group.groupId),
      products: group.products,
      ...figuresWire(group),
    }));
  }, options);
}

/** One row per product of the period, optionally of one group; the notable flag with it; in columns when the client asks. */
export async function productSalesAnswer(tenantId: string, from: string, to: string, groupId?: number, options?: AnswerOptions): Promise<ApiResult> {
  const [versions, notables] = await Promise.all([readPeriodVersions(tenantId, from, to, { products: true }), listNotableProducts(tenantId)]);
  const notable = new Set(notables.map((row) => row.productId));
  const signature = `${versions.signature}|notable:${[...notable].sort((a, b) => a - b).join(",")}`;
  return cachedAnswer(tenantId, `products#${from}#${to}#${groupId ?? "all"}`, signature, async (): Promise<ProductSalesRow[]> => {
    const read = await readPeriodFigures(versions);
    return productTotals(sumProductDays(read.days, groupId)).map((product) => ({
      product_id: product.productId,
      product: productNameOf(read.productNames, product.productId),
      notable: notable.has(product.productId),
      unit: read.productNames.get(product.productId)?.unit ?? "",
      quantity: quantityWire(product.quantityMilli),
      ...figuresWire(product),
    }));
  }, { ...options, columns: columnsForm(PRODUCT_SALES_COLUMNS, undefined) });
}

/**
 * Builds and stores the answers the sales screens open on (the default period, every group, the products in
 * the compact form the web client asks for), for a new day just aggregated: the first screen of the morning
 * reads them ready.
 */
export async function prepareDefaultPeriodAnswers(tenantId: string, now: Date): Promise<void> {
  const { start, end } = defaultSalesPeriod(now);
  await Promise.all([groupSalesAnswer(tenantId, start, end, { ahead: true }), productSalesAnswer(tenantId, start, end, undefined, { ahead: true, inColumns: true })]);
}
