import type { Product } from "../lib/entities/products";
import type { PurchaseOrderInput } from "../purchasing/read";
import type { SaleLine } from "../lib/entities/sale-lines";
import { getAll } from "../lib/entities/support/dynamo";
import { keysOf } from "../lib/entities/support/entity";
import { InvalidInput } from "../lib/errors";
import { type Key, sourceKeys } from "../lib/keys";

/**
 * References of integration records to records that must already be stored, checked before a batch is
 * written. (Entries, quotes, orders, counts and use/loss operations check their products and suppliers as
 * they store, since they copy names from them; these are the references nothing else reads.)
 */
const TARGETS = {
  group: { key: sourceKeys.group, noun: "um grupo cadastrado" },
  product: { key: sourceKeys.product, noun: "um produto cadastrado" },
  priceQuote: { key: sourceKeys.quote, noun: "uma cotação cadastrada" },
} satisfies Record<string, { key: (tenantId: string, id: number) => Key; noun: string }>;

/** Where a record of a batch names another one: item index in `items` (from 0), wire field, what and which. */
export interface Reference {
  index: number;
  field: string;
  target: keyof typeof TARGETS;
  id: number;
}

const keyText = (key: Key) => `${key.pk}\u0000${key.sk}`;

/**
 * A 400 naming the first reference to a record that is not stored. Every reference of the batch is read at
 * once (BatchGets of the keys alone), never one Get per row, so a batch of 1000 lines stays one round of reads.
 */
export async function requireReferences(tenantId: string, references: readonly Reference[]): Promise<void> {
  if (references.length === 0) return;
  const keyOf = (reference: Reference) => TARGETS[reference.target].key(tenantId, reference.id);
  const stored = await getAll(references.map(keyOf), ["pk", "sk"]);
  const found = new Set(stored.map((item) => keyText(keysOf(item))));
  const missing = references.find((reference) => !found.has(keyText(keyOf(reference))));
  if (missing) {
    throw new InvalidInput(
      `Item ${missing.index}: campo '${missing.field}' não corresponde a ${TARGETS[missing.target].noun} (${missing.id}).`,
    );
  }
}

export const productGroups = (products: readonly Product[]): Reference[] =>
  products.map((product, index) => ({ index, field: "group_id", target: "group", id: product.groupId }));

export const saleLineProducts = (lines: readonly SaleLine[]): Reference[] =>
  lines.map((line, index) => ({ index, field: "product_id", target: "product", id: line.productId }));

/** An order's price quote, when it was made from one (0 = none). */
export const orderPriceQuotes = (orders: readonly PurchaseOrderInput[]): Reference[] =>
  orders.flatMap((order, index) =>
    order.priceQuoteId === 0 ? [] : [{ index, field: "price_quote_id", target: "priceQuote" as const, id: order.priceQuoteId }],
  );
