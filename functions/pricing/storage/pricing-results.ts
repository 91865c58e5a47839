import type {
  PricingClassFields,
  PricingGroupRow,
  StoredNotableLossRow,
  PricingProductRow,
  PricingTotalFields,
} from "../../../shared/contracts/pricing";
import { pricingKeys } from "../../lib/keys";
import { type ChunkedDocument, MAX_CHUNK_BYTES, readChunked, writeChunked } from "../../lib/entities/chunked-documents";
import { decodeJson, encodeInChunks, encodeJson } from "../../lib/entities/support/columnar";
import { deletePartition } from "../../lib/entities/support/dynamo";

/**
 * What a pricing's lists read, in the shape they read it (DESIGN §3): per classification result, one
 * whole-list document per list (groups, products, notable losses), gzipped and chunked below the item limit
 * (chunked-documents.ts): 15,000 products come back with one BatchGet instead of 15,000 items. The rows are
 * stored as the API sends them (shared/contracts/pricing.ts), column by column (each field's values in one
 * array: the names once, not 15,000 times). Notable-loss rows hold the suggested price; edited prices live on
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

/** Values of each field, by field name, for `rows` rows. */
interface ColumnsDocument {
  rows: number;
  columns: Record<string, unknown[]>;
}

function encodeColumns<R extends object>(rows: readonly R[], fields: readonly (keyof R & string)[]): Uint8Array[] {
  const encode = (start: number, end: number) => {
    const slice = rows.slice(start, end);
    const columns: Record<string, unknown[]> = {};
    for (const field of fields) columns[field] = slice.map((row) => row[field]);
    return encodeJson({ rows: slice.length, columns } satisfies ColumnsDocument);
  };
  return encodeInChunks(encode, rows.length, MAX_CHUNK_BYTES);
}

/** Reads the fields of a stored row by index, each checked to be of its type (a damaged document reads as zeros). */
class ColumnReader {
  constructor(private readonly columns: Record<string, unknown[]>) {}

  num(field: string, index: number): number {
    const value = this.columns[field]?.[index];
    return typeof value === "number" ? value : 0;
  }

  text(field: string, index: number): string {
    const value = this.columns[field]?.[index];
    return typeof value === "string" ? value : "";
  }

  flag(field: string, index: number): boolean {
    return this.columns[field]?.[index] === true;
  }
}

function isColumnsDocument(value: unknown): value is ColumnsDocument {
  if (typeof value !== "object" || value === null || !("rows" in value) || !("columns" in value)) return false;
  const { rows, columns } = value;
  return typeof rows === "number" && typeof columns === "object" && columns !== null && Object.values(columns).every(Array.isArray);
}

function decodeColumns<R>(blobs: readonly Uint8Array[], row: (read: ColumnReader, index: number) => R): R[] {
  const rows: R[] = [];
  for (const blob of blobs) {
    const document = decodeJson(blob);
    if (!isColumnsDocument(document)) throw new Error("Documento de precificação ilegível.");
    const read = new ColumnReader(document.columns);
    for (let index = 0; index < document.rows; index++) rows.push(row(read, index));
  }
  return rows;
}

const TOTAL_FIELDS = ["total_products", "total_cost", "total_sales", "total_taxes", "total_profit", "total_net_margin"] as const satisfies readonly (keyof PricingTotalFields)[];
const CLASS_FIELDS = (["a", "b", "c"] as const).flatMap(
  (productClass) => (["products", "cost", "sales", "taxes", "profit", "net_margin"] as const).map((figure) => `${productClass}_class_${figure}` as const),
) satisfies (keyof PricingClassFields)[];

const GROUP_FIELDS = ["id", "pricing_id", "group_id", "group_name", ...TOTAL_FIELDS, ...CLASS_FIELDS] as const satisfies readonly (keyof PricingGroupRow)[];

const PRODUCT_FIELDS = [
  "id",
  "pricing_id",
  "product_id",
  "product",
  "notable",
  "group_id",
  "group_name",
  "total_quantity",
  "unit",
  "unit_cost",
  "total_cost",
  "cost_percent",
  "unit_sale",
  "total_sales",
  "sales_percent",
  "unit_tax",
  "total_taxes",
  "taxes_percent",
  "unit_profit",
  "total_profit",
  "net_margin",
  "class",
] as const satisfies readonly (keyof PricingProductRow)[];

const LOSS_FIELDS = [
  "id",
  "pricing_id",
  "product_id",
  "product",
  "group_id",
  "group_name",
  "unit",
  "total_quantity",
  "total_cost",
  "total_sales",
  "total_taxes",
  "total_profit",
  "current_margin",
  "total_loss",
  "new_unit_sale",
  "new_total_sales",
  "new_total_taxes",
  "new_total_profit",
  "new_margin",
  "new_gross_margin",
  "desired_margin",
  "total_in_tax",
  "total_out_tax",
  "suggested_unit_sale",
  "edited",
] as const satisfies readonly (keyof StoredNotableLossRow)[];

function totalsOf(read: ColumnReader, i: number): PricingTotalFields {
  return {
    total_products: read.num("total_products", i),
    total_cost: read.num("total_cost", i),
    total_sales: read.num("total_sales", i),
    total_taxes: read.num("total_taxes", i),
    total_profit: read.num("total_profit", i),
    total_net_margin: read.num("total_net_margin", i),
  };
}

function classesOf(read: ColumnReader, i: number): PricingClassFields {
  return {
    a_class_products: read.num("a_class_products", i),
    a_class_cost: read.num("a_class_cost", i),
    a_class_sales: read.num("a_class_sales", i),
    a_class_taxes: read.num("a_class_taxes", i),
    a_class_profit: read.num("a_class_profit", i),
    a_class_net_margin: read.num("a_class_net_margin", i),
    b_class_products: read.num("b_class_products", i),
    b_class_cost: read.num("b_class_cost", i),
    b_class_sales: read.num("b_class_sales", i),
    b_class_taxes: read.num("b_class_taxes", i),
    b_class_profit: read.num("b_class_profit", i),
    b_class_net_margin: read.num("b_class_net_margin", i),
    c_class_products: read.num("c_class_products", i),
    c_class_cost: read.num("c_class_cost", i),
    c_class_sales: read.num("c_class_sales", i),
    c_class_taxes: read.num("c_class_taxes", i),
    c_class_profit: read.num("c_class_profit", i),
    c_class_net_margin: read.num("c_class_net_margin", i),
  };
}

const groupRow = (read: ColumnReader, i: number): PricingGroupRow => ({
  id: read.num("id", i),
  pricing_id: read.num("pricing_id", i),
  group_id: read.num("group_id", i),
  group_name: read.text("group_name", i),
  ...totalsOf(read, i),
  ...classesOf(read, i),
});

const productRow = (read: ColumnReader, i: number): PricingProductRow => ({
  id: read.num("id", i),
  pricing_id: read.num("pricing_id", i),
  product_id: read.num("product_id", i),
  product: read.text("product", i),
  notable: read.flag("notable", i),
  group_id: read.num("group_id", i),
  group_name: read.text("group_name", i),
  total_quantity: read.num("total_quantity", i),
  unit: read.text("unit", i),
  unit_cost: read.num("unit_cost", i),
  total_cost: read.num("total_cost", i),
  cost_percent: read.num("cost_percent", i),
  unit_sale: read.num("unit_sale", i),
  total_sales: read.num("total_sales", i),
  sales_percent: read.num("sales_percent", i),
  unit_tax: read.num("unit_tax", i),
  total_taxes: read.num("total_taxes", i),
  taxes_percent: read.num("taxes_percent", i),
  unit_profit: read.num("unit_profit", i),
  total_profit: read.num("total_profit", i),
  net_margin: read.num("net_margin", i),
  class: read.text("class", i),
});

const lossRow = (read: ColumnReader, i: number): StoredNotableLossRow => ({
  id: read.num("id", i),
  pricing_id: read.num("pricing_id", i),
  product_id: read.num("product_id", i),
  product: read.text("product", i),
  group_id: read.num("group_id", i),
  group_name: read.text("group_name", i),
  unit: read.text("unit", i),
  total_quantity: read.num("total_quantity", i),
  total_cost: read.num("total_cost", i),
  total_sales: read.num("total_sales", i),
  total_taxes: read.num("total_taxes", i),
  total_profit: read.num("total_profit", i),
  current_margin: read.num("current_margin", i),
  total_loss: read.num("total_loss", i),
  new_unit_sale: read.num("new_unit_sale", i),
  new_total_sales: read.num("new_total_sales", i),
  new_total_taxes: read.num("new_total_taxes", i),
  new_total_profit: read.num("new_total_profit", i),
  new_margin: read.num("new_margin", i),
  new_gross_margin: read.num("new_gross_margin", i),
  desired_margin: read.num("desired_margin", i),
  total_in_tax: read.num("total_in_tax", i),
  total_out_tax: read.num("total_out_tax", i),
  suggested_unit_sale: read.num("suggested_unit_sale", i),
  edited: read.flag("edited", i),
});

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
    writeChunked(document("GROUPS"), encodeColumns(result.groups, GROUP_FIELDS)),
    writeChunked(document("PRODUCTS"), encodeColumns(result.products, PRODUCT_FIELDS)),
    writeChunked(document("LOSSES"), encodeColumns(result.losses, LOSS_FIELDS)),
  ]);
}

async function readList<R>(
  tenantId: string,
  pricingId: number,
  resultId: string,
  list: PricingList,
  row: (read: ColumnReader, index: number) => R,
): Promise<R[]> {
  const [document] = await readChunked([listDocument(tenantId, pricingId, resultId, list)]);
  if (!document) throw new Error(`Resultado ${resultId} da precificação ${pricingId} sem a lista ${list}.`);
  return decodeColumns(document.blobs, row);
}

export const readPricingGroups = (tenantId: string, pricingId: number, resultId: string) => readList(tenantId, pricingId, resultId, "GROUPS", groupRow);
export const readPricingProducts = (tenantId: string, pricingId: number, resultId: string) =>
  readList(tenantId, pricingId, resultId, "PRODUCTS", productRow);
export const readPricingLosses = (tenantId: string, pricingId: number, resultId: string) => readList(tenantId, pricingId, resultId, "LOSSES", lossRow);

/** Deletes a pricing's result documents: those of one result, or all of them. */
export function deletePricingResults(tenantId: string, pricingId: number, resultId?: string): Promise<void> {
  return deletePartition(pricingKeys.resultsPartition(tenantId, pricingId), resultId === undefined ? undefined : `${resultId}#`);
}
