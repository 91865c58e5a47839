import type {
  PricingClassFields,
  PricingGroupRow,
  StoredNotableLossRow,
  PricingProductRow,
  PricingTotalFields,
} from "../../../shared/contracts/pricing";
import { pricingKeys } from "../../lib/keys";
import { type ChunkedDocument, MAX_CHUNK_BYTES, readChunked, writeChunked } from "../../lib/entities/chunked-documents";
import { decodeRowColumns, encodeRowColumns, type FieldKind, type RowFields, type RowOf } from "../../lib/entities/support/columnar";
import { deletePartition } from "../../lib/entities/support/dynamo";

/**
 * What a pricing's lists read, in the shape they read it (DESIGN §3): per classification result, one
 * whole-list document per list (groups, products, notable losses), gzipped and chunked below the item limit
 * (chunked-documents.ts): 15,000 products come back with one BatchGet instead of 15,000 items. The rows are
 * stored as the API sends them (shared/contracts/pricing.ts), as row documents (support/columnar.ts: each
 * field's values in one array, the names once, not 15,000 times). Notable-loss rows hold the suggested price; edited prices live on
 * the pricing's header and are merged when read (functions/pricing/notable-loss.ts).
 *
 * A result is written once, under a new result id, by the classification run that computed it, and becomes
 * current when the run commits it to the header (pricing.ts commitClassified): a reader follows the header,
 * so it never sees a result half written, and two runs of one job never write the same items.
 *
 * Keys: pk T#<t>#PRICING#<pricing>#RESULT, sk <result id>#<LIST>#<nn>.
 * Access patterns: a list of the current result: BatchGet of its head, then of its chunks; every document of
 * a pricing (removal, the result a reclassification replaced): Query pk, keys only.
 */
export type PricingList = "GROUPS" | "PRODUCTS" | "LOSSES";

function listDocument(tenantId: string, pricingId: number, resultId: string, list: PricingList): ChunkedDocument {
  return {
    headKey: pricingKeys.resultDocument(tenantId, pricingId, resultId, list, 0),
    chunkKey: (chunk) => pricingKeys.resultDocument(tenantId, pricingId, resultId, list, chunk),
  };
}

const TOTAL_FIELDS = {
  total_products: "number",
  total_cost: "number",
  total_sales: "number",
  total_taxes: "number",
  total_profit: "number",
  total_net_margin: "number",
} as const satisfies RowFields<PricingTotalFields>;

const CLASS_FIELDS = {
  a_class_products: "number",
  a_class_cost: "number",
  a_class_sales: "number",
  a_class_taxes: "number",
  a_class_profit: "number",
  a_class_net_margin: "number",
  b_class_products: "number",
  b_class_cost: "number",
  b_class_sales: "number",
  b_class_taxes: "number",
  b_class_profit: "number",
  b_class_net_margin: "number",
  c_class_products: "number",
  c_class_cost: "number",
  c_class_sales: "number",
  c_class_taxes: "number",
  c_class_profit: "number",
  c_class_net_margin: "number",
} as const satisfies RowFields<PricingClassFields>;

const GROUP_FIELDS = {
  id: "number",
  pricing_id: "number",
  group_id: "number",
  group_name: "text",
  ...TOTAL_FIELDS,
  ...CLASS_FIELDS,
} as const satisfies RowFields<PricingGroupRow>;

const PRODUCT_FIELDS = {
  id: "number",
  pricing_id: "number",
  product_id: "number",
  product: "text",
  notable: "flag",
  group_id: "number",
  group_name: "text",
  total_quantity: "number",
  unit: "text",
  unit_cost: "number",
  total_cost: "number",
  cost_percent: "number",
  unit_sale: "number",
  total_sales: "number",
  sales_percent: "number",
  unit_tax: "number",
  total_taxes: "number",
  taxes_percent: "number",
  unit_profit: "number",
  total_profit: "number",
  net_margin: "number",
  class: "text",
} as const satisfies RowFields<PricingProductRow>;

const LOSS_FIELDS = {
  id: "number",
  pricing_id: "number",
  product_id: "number",
  product: "text",
  group_id: "number",
  group_name: "text",
  unit: "text",
  total_quantity: "number",
  total_cost: "number",
  total_sales: "number",
  total_taxes: "number",
  total_profit: "number",
  current_margin: "number",
  total_loss: "number",
  new_unit_sale: "number",
  new_total_sales: "number",
  new_total_taxes: "number",
  new_total_profit: "number",
  new_margin: "number",
  new_gross_margin: "number",
  desired_margin: "number",
  total_in_tax: "number",
  total_out_tax: "number",
  suggested_unit_sale: "number",
  edited: "flag",
} as const satisfies RowFields<StoredNotableLossRow>;

/** A classification result: the rows of the three lists. */
export interface PricingResult {
  groups: readonly PricingGroupRow[];
  products: readonly PricingProductRow[];
  losses: readonly StoredNotableLossRow[];
}

/** Writes a result's three documents under `resultId` (new: nothing reads them until the header names it). */
export async function writePricingResult(tenantId: string, pricingId: number, resultId: string, result: PricingResult): Promise<void> {
  const document = (list: PricingList) => listDocument(tenantId, pricingId, resultId, list);
  await Promise.all([
    writeChunked(document("GROUPS"), encodeRowColumns(result.groups, GROUP_FIELDS, MAX_CHUNK_BYTES)),
    writeChunked(document("PRODUCTS"), encodeRowColumns(result.products, PRODUCT_FIELDS, MAX_CHUNK_BYTES)),
    writeChunked(document("LOSSES"), encodeRowColumns(result.losses, LOSS_FIELDS, MAX_CHUNK_BYTES)),
  ]);
}

async function readList<F extends Record<string, FieldKind>>(
  tenantId: string,
  pricingId: number,
  resultId: string,
  list: PricingList,
  fields: F,
): Promise<RowOf<F>[]> {
  const [document] = await readChunked([listDocument(tenantId, pricingId, resultId, list)]);
  if (!document) throw new Error(`Resultado ${resultId} da precificação ${pricingId} sem a lista ${list}.`);
  return decodeRowColumns(document.blobs, fields);
}

export const readPricingGroups = (tenantId: string, pricingId: number, resultId: string): Promise<PricingGroupRow[]> =>
  readList(tenantId, pricingId, resultId, "GROUPS", GROUP_FIELDS);
export const readPricingProducts = (tenantId: string, pricingId: number, resultId: string): Promise<PricingProductRow[]> =>
  readList(tenantId, pricingId, resultId, "PRODUCTS", PRODUCT_FIELDS);
export const readPricingLosses = (tenantId: string, pricingId: number, resultId: string): Promise<StoredNotableLossRow[]> =>
  readList(tenantId, pricingId, resultId, "LOSSES", LOSS_FIELDS);

/** Deletes a pricing's result documents: those of one result, or all of them. */
export function deletePricingResults(tenantId: string, pricingId: number, resultId?: string): Promise<void> {
  return deletePartition(pricingKeys.resultsPartition(tenantId, pricingId), resultId === undefined ? undefined : `${resultId}#`);
}
