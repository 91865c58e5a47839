import { createHash } from "node:crypto";
import type { PricingGroupRow, PricingNotableLossRow, PricingProductRow, PricingRow, StoredNotableLossRow } from "../../shared/contracts/pricing";
import { periodContains, type SalesPeriod } from "../../shared/contracts/sales";
import { todayInSaoPaulo } from "../../shared/dates";
import type { ProductClass } from "../../shared/formulas/abc";
import type { PricingTotals } from "../../shared/formulas/pricing";
import { PRICING_PRODUCT_COLUMNS } from "../../shared/contracts/pricing-columns";
import { columnsForm } from "../../shared/wire/columns";
import { JOBS } from "../plan/jobs";
import { refusalReason } from "../lib/jobs/failure";
import { type ClassificationRun, getPricing, listPricings, type Pricing } from "./storage/pricing";
import { productFromItem } from "../lib/entities/products";
import { getAll } from "../lib/entities/support/dynamo";
import { sourceKeys } from "../lib/keys";
import { readPricingGroups, readPricingLosses, readPricingProducts } from "./storage/pricing-results";
import { Conflict, NotFound } from "../lib/errors";
import { type AnswerOptions, cachedAnswer } from "../lib/request/answer-cache";
import type { ApiResult } from "../lib/request/http";
import { type JobRecord, readJob } from "../lib/jobs/start";
import { VersionedCache } from "../lib/versioned-cache";
import { PRICING_MESSAGES } from "./messages";
import { atShelfPrices } from "./notable-loss-rows";
import { pricingRow } from "./wire";

/** What names a pricing's answers in the answer cache (removed with the pricing). */
export const pricingAnswersPrefix = (pricingId: number) => `pricing#${pricingId}#`;

/**
 * The pricing area's reads. The pricing list joins each running classification with its job's record, so a
 * job that died without a word (a timeout, a crash) shows failed. A classified pricing's lists come from its
 * current result's documents (pricing-results.ts), decoded once per result in a warm function (a result never
 * changes: a reclassification writes a new one) and answered from answers already built for the same result
 * (and, for notable losses, the same edits).
 */

// Within an API function (functions/plan/memory.ts): a few pricings of 15,000 products decoded (their answers: functions/lib/request/answer-cache.ts).
const PRODUCT_ROWS_CACHE_BYTES = 48 * 1024 * 1024;
const LOSS_ROWS_CACHE_BYTES = 8 * 1024 * 1024;
/** Roughly what one decoded row holds in memory. */
const ROW_BYTES = 1_000;

const productRows = new VersionedCache<PricingProductRow[]>(PRODUCT_ROWS_CACHE_BYTES);
const lossRows = new VersionedCache<StoredNotableLossRow[]>(LOSS_ROWS_CACHE_BYTES);

/** How long past its state machine's timeout a run that no record explains is taken as interrupted. */
const RUN_DEADLINE_MS = (JOBS.pricingClassification.timeoutMinutes + 1) * 60_000;

/**
 * The classification as the row shows it: a run still marked running whose job failed (the failure recorder
 * marked the job, not the pricing) shows the job's reason; one past its state machine's timeout, which ends
 * the execution without its catch (nor any record), interrupted.
 */
export function classificationAsSeen(run: ClassificationRun, job: JobRecord | undefined, now = Date.now()): ClassificationRun {
  if (run.status !== "running") return run;
  if (job?.status === "failed") return { ...run, status: "failed", error: refusalReason(job) ?? PRICING_MESSAGES.classificationFault };
  if (now - Date.parse(run.startedAt) > RUN_DEADLINE_MS) {
    return { ...run, status: "failed", error: PRICING_MESSAGES.classificationInterrupted };
  }
  return run;
}

/** An applied pricing's day in São Paulo (one applied before the day was kept: its period's end). */
function appliedDay(pricing: Pricing): string {
  return pricing.appliedAt ? todayInSaoPaulo(new Date(pricing.appliedAt)) : pricing.periodEnd;
}

/** Which pricings a list shows: one by id, those applied in a period (and every one not applied), or all. */
export type PricingListFilter = { id: number } | { period: SalesPeriod } | "all";

/** The pricings a filter shows: one by id is read alone (a pricing's screens ask for it as they open). */
async function pricingsShown(tenantId: string, filter: PricingListFilter): Promise<Pricing[]> {
  if (filter !== "all" && "id" in filter) {
    const pricing = await getPricing(tenantId, filter.id);
    return pricing ? [pricing] : [];
  }
  const pricings = await listPricings(tenantId);
  if (filter === "all") return pricings;
  const { period } = filter;
  return pricings.filter((pricing) => pricing.status !== "applied" || periodContains(period, appliedDay(pricing)));
}

/** GET /pricing (spec §3 Pricing rows), oldest period first; the dashboard's last pricing reads them all. */
export async function listPricingRows(tenantId: string, filter: PricingListFilter): Promise<PricingRow[]> {
  const pricings = (await pricingsShown(tenantId, filter)).sort((x, y) => x.periodStart.localeCompare(y.periodStart) || x.id - y.id);
  return Promise.all(
    pricings.map(async (pricing) => {
      const run = pricing.classification;
      if (run?.status !== "running") return pricingRow(pricing);
      const job = run.jobId ? await readJob(tenantId, run.jobId) : undefined;
      return pricingRow(pricing, classificationAsSeen(run, job));
    }),
  );
}

/** A pricing whose lists can be read (classified or applied), with its current result. */
async function classifiedPricing(tenantId: string, pricingId: number): Promise<Pricing & { resultId: string }> {
  const pricing = await getPricing(tenantId, pricingId, { consistent: true });
  if (!pricing) throw new NotFound(PRICING_MESSAGES.notFound(pricingId));
  const { resultId } = pricing;
  if (pricing.status === "created" || resultId === undefined) throw new Conflict(PRICING_MESSAGES.notClassified(pricingId));
  return { ...pricing, resultId };
}

/**
 * Reads from the pricing's current result. A result replaced between reading the header and reading its
 * documents (a reclassification committed and deleted it) is read again from the new header once.
 */
async function fromCurrentResult<T>(tenantId: string, pricingId: number, read: (pricing: Pricing & { resultId: string }) => Promise<T>): Promise<T> {
  const pricing = await classifiedPricing(tenantId, pricingId);
  try {
    return await read(pricing);
  } catch (error) {
    const now = await classifiedPricing(tenantId, pricingId);
    if (now.resultId === pricing.resultId) throw error;
    return read(now);
  }
}

async function cachedRows<R>(cache: VersionedCache<R[]>, key: string, resultId: string, read: () => Promise<R[]>): Promise<R[]> {
  const found = cache.get(key, resultId);
  if (found) return found;
  const rows = await read();
  cache.set(key, resultId, rows, rows.length * ROW_BYTES);
  return rows;
}

/** GET /pricing_groups?pricing_id=: spec §3 PricingGroup rows. */
export function groupsAnswer(tenantId: string, pricingId: number): Promise<ApiResult> {
  return fromCurrentResult(tenantId, pricingId, (pricing) =>
    cachedAnswer(tenantId, `${pricingAnswersPrefix(pricingId)}groups`, pricing.resultId, (): Promise<PricingGroupRow[]> => readPricingGroups(tenantId, pricingId, pricing.resultId), {
      stored: false,
    }),
  );
}

/** The current shelf prices (the catalog's sale prices) of products, read consistently; a product gone has none. */
export async function readShelfPrices(tenantId: string, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const items = await getAll(
    [...new Set(productIds)].map((id) => sourceKeys.product(tenantId, id)),
    undefined,
    { consistent: true },
  );
  return new Map(items.map(productFromItem).map((product) => [product.id, product.price]));
}

/** The notable-loss rows of a pricing's current result as classified (no shelf prices nor edits). */
export function storedLosses(tenantId: string, pricing: Pricing & { resultId: string }): Promise<StoredNotableLossRow[]> {
  return cachedRows(lossRows, `${tenantId}#${pricing.id}#losses`, pricing.resultId, () => readPricingLosses(tenantId, pricing.id, pricing.resultId));
}

/**
 * Notable-loss rows of a pricing's current result (all of them, or those `pick` keeps) at the products' current
 * shelf prices, with the edited prices merged (notable-loss-rows.ts); the version is the pricing's edit version.
 */
export async function currentLosses(
  tenantId: string,
  pricing: Pricing & { resultId: string },
  pick: (rows: StoredNotableLossRow[]) => StoredNotableLossRow[] = (rows) => rows,
): Promise<PricingNotableLossRow[]> {
  const rows = pick(await storedLosses(tenantId, pricing));
  const shelf = await readShelfPrices(
    tenantId,
    rows.map((row) => row.product_id),
  );
  return atShelfPrices(rows, shelf, pricing.editedPrices, pricing.editVersion);
}

/** GET /pricing_notable_loss?pricing_id=: spec §3 PricingNotableLoss rows, at the shelf prices of now, edited prices merged. */
export function lossesAnswer(tenantId: string, pricingId: number): Promise<ApiResult> {
  return fromCurrentResult(tenantId, pricingId, async (pricing) => {
    const rows = await currentLosses(tenantId, pricing);
    // The shelf prices move outside the pricing (the ERP, other pricings): they sign the answer too.
    const shelf = createHash("sha256")
      .update(rows.map((row) => `${row.product_id}:${row.current_unit_sale}`).join(","))
      .digest("base64url");
    return cachedAnswer(tenantId, `${pricingAnswersPrefix(pricingId)}losses`, `${pricing.resultId}:${pricing.editVersion}:${shelf}`, () => rows);
  });
}

export interface ProductFilter {
  groupId?: number;
  productClass?: ProductClass;
}

/** The totals the products' shares are of: the whole pricing's, whatever the filter. */
function pricingTotalsOf(pricing: Pricing): PricingTotals {
  const { total } = pricing.figures;
  return { totalCost: total.cost, totalSales: total.sales, totalTaxes: total.taxes, totalProfit: total.profit, netMargin: total.netMargin };
}

/**
 * GET /pricing_products?pricing_id=&group_id=&class=: spec §3 PricingProduct rows, of one group and/or class;
 * in columns when the client asks (options.inColumns), with the pricing's totals as the base of the shares.
 */
export function productsAnswer(tenantId: string, pricingId: number, filter: ProductFilter, options: AnswerOptions = {}): Promise<ApiResult> {
  const matches = (row: PricingProductRow) =>
    (filter.groupId === undefined || row.group_id === filter.groupId) && (filter.productClass === undefined || row.class === filter.productClass);
  return fromCurrentResult(tenantId, pricingId, (pricing) =>
    cachedAnswer(tenantId, `${pricingAnswersPrefix(pricingId)}products#${filter.groupId ?? "all"}#${filter.productClass ?? "all"}`, pricing.resultId, async () => {
      const rows = await cachedRows(productRows, `${tenantId}#${pricingId}#products`, pricing.resultId, () =>
        readPricingProducts(tenantId, pricingId, pricing.resultId),
      );
      return filter.groupId === undefined && filter.productClass === undefined ? rows : rows.filter(matches);
    }, {
      ...options,
      columns: columnsForm(PRICING_PRODUCT_COLUMNS, pricingTotalsOf(pricing)),
    }),
  );
}
