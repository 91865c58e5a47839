import { camelCased } from "../../lib/entities/support/case";
import * as z from "zod";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../lib/db";
import { sourceKeys } from "../../lib/keys";
import { mapLimit } from "../../lib/entities/support/concurrency";
import { deleteRequest, putRequest, queryPartition, type StoredItem, WRITE_CONCURRENCY, writeAll } from "../../lib/entities/support/dynamo";
import { defineEntity, type EntityOf, keysOf, stored } from "../../lib/entities/support/entity";
import { unitCost } from "../../lib/entities/support/numbers";
import { requireProducts, requireSuppliers, requireUnique } from "../../lib/entities/refs";
import { lastById } from "../../lib/entities/support/rows";
import { amount, isoDate, list, positiveId, record, text, unitCode } from "../../lib/entities/support/wire";
import { UNIT_COST } from "../../../shared/contracts/bounds";

/**
 * Price quotes (cotações) with their participants: each participant is one supplier's unit cost for one
 * product of the quote.
 *
 * Keys: quote pk T#<t>#QUOTE, sk <id padded>.
 *       participant pk T#<t>#QUOTE#<quote id padded>, sk P#<product id padded>#S#<supplier id padded>.
 * Access patterns:
 * - participants of a product in a quote (order item dialog, GET /price_quote/item_participants):
 *   Query participant pk, begins_with P#<product>#.
 * - the quote of an order (GET /price_quote/{id}): GetItem; all its participants: Query participant pk.
 * - every quote: Query pk T#<t>#QUOTE.
 */
export interface QuoteParticipantInput {
  id: number;
  productId: number;
  supplierId: number;
  /** Default: the product's unit. */
  unit?: string;
  unitCost: number;
}

export interface PriceQuoteInput {
  id: number;
  date: string;
  description: string;
  participants: QuoteParticipantInput[];
}

export const quoteEntity = defineEntity({
  keys: (tenantId, quote) => sourceKeys.quote(tenantId, quote.id),
  item: z.object({
    id: stored.number(),
    date: stored.text(),
    description: stored.text(),
    products: stored.number(),
    suppliers: stored.number(),
  }),
});

export type PriceQuote = EntityOf<typeof quoteEntity>;

export const participantEntity = defineEntity({
  keys: (tenantId, participant) => sourceKeys.quoteParticipant(tenantId, participant.quoteId, participant.productId, participant.supplierId),
  item: z.object({
    id: stored.number(),
    quoteId: stored.number(),
    productId: stored.number(),
    supplierId: stored.number(),
    supplier: stored.text(),
    unit: stored.text(),
    unitCost: stored.number(),
  }),
});

export type QuoteParticipant = EntityOf<typeof participantEntity>;

const MAX_PARTICIPANTS = 5000;

/**
 * Wire: { "id": 301, "date": "2026-11-10", "description": "COTAÇÃO SEMANAL MERCEARIA", "participants": [
 *   { "id": 1, "product_id": 990001, "supplier_id": 17, "unit": "UN", "unit_cost": 9.85 } ] }
 * "description" and "unit" are optional.
 */
export const priceQuoteWire = record({
  id: positiveId(),
  date: isoDate(),
  description: text(120).optional(),
  participants: list(
    record({
      id: positiveId(),
      product_id: positiveId(),
      supplier_id: positiveId(),
      unit: unitCode().optional(),
      unit_cost: amount(UNIT_COST, "nonNegative"),
    }),
    1,
    MAX_PARTICIPANTS,
  ),
}).transform((wire): PriceQuoteInput => ({ ...camelCased(wire), description: wire.description?.toUpperCase() ?? `COTAÇÃO ${wire.id}` }));

export const quoteFromItem = quoteEntity.fromItem;
export const participantFromItem = participantEntity.fromItem;

export async function getQuote(tenantId: string, id: number): Promise<PriceQuote | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sourceKeys.quote(tenantId, id) }));
  return Item ? quoteFromItem(Item) : undefined;
}


/** The participants of a quote, or only those quoting one product. */
export async function listQuoteParticipants(tenantId: string, quoteId: number, productId?: number): Promise<QuoteParticipant[]> {
  const items = await queryPartition(
    sourceKeys.quoteParticipantsPartition(tenantId, quoteId),
    productId === undefined ? "P#" : sourceKeys.quoteParticipantsOfProduct(productId),
  );
  return items.map(participantFromItem);
}

/**
 * Idempotent by quote id: a re-sent quote's participants become exactly the ones sent. A supplier quotes a
 * product once per quote. Everything is checked before anything is written.
 */
export async function upsertPriceQuotes(tenantId: string, quotes: PriceQuoteInput[]): Promise<void> {
  const rows = lastById(quotes);
  for (const { index, value } of rows) {
    requireUnique(
      value.participants,
      (participant) => `${participant.productId}/${participant.supplierId}`,
      (participant, j) =>
        `Item ${index}: campo 'participants[${j}]' repete o fornecedor ${participant.supplierId} para o produto ${participant.productId}.`,
    );
  }
  const flat = rows.flatMap(({ index, value }) => value.participants.map((participant, j) => ({ index, j, participant })));
  const products = await requireProducts(
    tenantId,
    flat.map(({ index, j, participant }) => ({ index, field: `participants[${j}].product_id`, id: participant.productId })),
  );
  const suppliers = await requireSuppliers(
    tenantId,
    flat.map(({ index, j, participant }) => ({ index, field: `participants[${j}].supplier_id`, id: participant.supplierId })),
  );

  const existingParticipants = await mapLimit(rows, WRITE_CONCURRENCY, ({ value }) =>
    queryPartition(sourceKeys.quoteParticipantsPartition(tenantId, value.id), "P#", { consistent: true }),
  );
  const puts: StoredItem[] = [];
  const deletes: { pk: string; sk: string }[] = [];
  rows.forEach(({ value: quote }, position) => {
    const participants = quote.participants.map((participant) =>
      participantEntity.toItem(tenantId, {
        id: participant.id,
        quoteId: quote.id,
        productId: participant.productId,
        supplierId: participant.supplierId,
        supplier: suppliers.get(participant.supplierId)?.name ?? "",
        unit: participant.unit ?? products.get(participant.productId)?.unit ?? "UN",
        unitCost: unitCost(participant.unitCost),
      }),
    );
    const sent = new Set(participants.map((participant) => keysOf(participant).sk));
    const existing = (existingParticipants[position] ?? []).map(keysOf);
    deletes.push(...existing.filter((key) => !sent.has(key.sk)));
    puts.push(
      ...participants,
      quoteEntity.toItem(tenantId, {
        id: quote.id,
        date: quote.date,
        description: quote.description,
        products: new Set(quote.participants.map((participant) => participant.productId)).size,
        suppliers: new Set(quote.participants.map((participant) => participant.supplierId)).size,
      }),
    );
  });
  await writeAll(puts.map(putRequest));
  await writeAll(deletes.map(deleteRequest));
}
