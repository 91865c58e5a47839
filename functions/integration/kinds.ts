import type * as z from "zod";
import { upsertEntries, entryWire } from "../lib/entities/entries";
import { groupWire, upsertGroups } from "../lib/entities/groups";
import { priceQuoteWire, upsertPriceQuotes } from "../lib/entities/price-quotes";
import { productWire, upsertProducts } from "../lib/entities/products";
import { purchaseOrderWire, upsertPurchaseOrders } from "../lib/entities/purchase-orders";
import { saleLineWire, upsertSaleLines } from "../lib/entities/sale-lines";
import { stockTakingWire, upsertStockTakings } from "../lib/entities/stock-takings";
import { supplierWire, upsertSuppliers } from "../lib/entities/suppliers";
import { upsertUseAndLoss, useAndLossWire } from "../lib/entities/use-and-loss";
import { InvalidInput } from "../lib/errors";
import { describeIssue } from "../lib/entities/support/wire";
import { orderPriceQuotes, productGroups, type Reference, requireReferences, saleLineProducts } from "./references";

/** Validates every raw item of a batch with the kind's wire schema, then stores them all. */
export type Ingest = (tenantId: string, items: readonly unknown[]) => Promise<void>;

/**
 * Parses every item before anything is written: the first invalid one is a 400 naming its index (from 0)
 * and field.
 */
export function parseItems<S extends z.ZodType>(schema: S, items: readonly unknown[]): z.output<S>[] {
  return items.map((raw, index) => {
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    throw new InvalidInput(issue ? describeIssue(index, issue) : `Item ${index}: dados inválidos.`);
  });
}

/** A kind: its wire schema, how its records are stored, and which stored records they must name. */
function kind<S extends z.ZodType>(
  schema: S,
  store: (tenantId: string, items: z.output<S>[]) => Promise<unknown>,
  references: (records: z.output<S>[]) => Reference[] = () => [],
): Ingest {
  return async (tenantId, items) => {
    const records = parseItems(schema, items);
    await requireReferences(tenantId, references(records));
    await store(tenantId, records);
  };
}

/** The record kinds the store's systems send to POST /api/integration/{kind}. */
export const INGEST_KINDS = {
  groups: kind(groupWire, upsertGroups),
  products: kind(productWire, upsertProducts, productGroups),
  suppliers: kind(supplierWire, upsertSuppliers),
  entries: kind(entryWire, upsertEntries),
  sales: kind(saleLineWire, upsertSaleLines, saleLineProducts),
  price_quotes: kind(priceQuoteWire, upsertPriceQuotes),
  purchase_orders: kind(purchaseOrderWire, upsertPurchaseOrders, orderPriceQuotes),
  stock_takings: kind(stockTakingWire, upsertStockTakings),
  use_and_loss: kind(useAndLossWire, upsertUseAndLoss),
} satisfies Record<string, Ingest>;

export type IngestKind = keyof typeof INGEST_KINDS;

export function isIngestKind(value: string | undefined): value is IngestKind {
  return value !== undefined && Object.hasOwn(INGEST_KINDS, value);
}
