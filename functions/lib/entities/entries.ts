import { camelCased } from "./support/case";
import { sourceKeys } from "../keys";
import { type EntryReplacement, replaceEntries } from "./entry-replacement";
import { getAll, getItem, queryIndex } from "./support/dynamo";
import { entryEntity, entryItemEntity, type PurchaseEntry, type PurchaseEntryItem } from "./entry-records";
import { money, quantity, unitCost } from "./support/numbers";
import { requireProducts, requireSuppliers, requireUnique } from "./refs";
import { lastById } from "./support/rows";
import { amount, isoDate, list, positiveId, record, sourceId, text, unitCode } from "./support/wire";
import { entriesFreeOfKeys } from "./entry-keys";
import * as z from "zod";
import { MONEY, QUANTITY, UNIT_COST } from "../../../shared/contracts/bounds";

/**
 * Purchase entries (notas fiscais de entrada, NF-e) with their items, from the store's ERP.
 * An item is bought in an entry unit (a CX of 12 UN) and enters stock in the product's unit:
 * quantity = entry quantity x fraction, unit cost = entry unit cost / fraction.
 * `allocated` on an item is what use-and-loss write-offs took from it (write-offs.ts); a re-sent entry never
 * resets it, and an item with write-offs cannot lose quantity below them or disappear.
 *
 * Keys: entry pk T#<t>#ENTRY, sk <id padded> { ..., itemIds, version } (how a re-sent entry replaces its
 *       items, safely against concurrent re-sends: entry-replacement.ts).
 *       item  pk T#<t>#ENTRYITEM#<id padded>, sk ITEM;
 *             gsi1pk T#<t>#ENTRYITEM#P#<product id padded>, gsi1sk <date>#<entry id>#<item id>.
 * Access patterns:
 * - last entries of a product since a date (order item dialog), entries available for a write-off of a
 *   product since a date (use and loss): Query gsi1 by product, gsi1sk >= date, newest first.
 * - one entry item by id (write-off): GetItem. One entry: GetItem; its items: BatchGetItem of itemIds.
 */
export interface PurchaseEntryItemInput {
  id: number;
  productId: number;
  entryQuantity: number;
  entryUnit: string;
  entryUnitCost: number;
  /** Stock units per entry unit (12 for a CX of 12 UN). */
  fraction: number;
  /** Optional overrides of the derived stock quantity and unit cost. */
  quantity?: number;
  unitCost?: number;
  /** ICMS credit of the item (money); default: total cost x the product's ICMS in rate. */
  icmsCredit?: number;
}

export interface PurchaseEntryInput {
  id: number;
  /** NF-e number. */
  number: string;
  /** NF-e series and access key, when sent. */
  series?: string;
  accessKey?: string;
  date: string;
  supplierId: number;
  items: PurchaseEntryItemInput[];
}

const MAX_ITEMS_PER_ENTRY = 990;

/**
 * Entries and entry items imported from NF-e files here (functions/nfe_imports/) take ids from this one on;
 * the ERP's ids stay below it, so the two never collide (the same split as the floor's use and loss).
 */
export const APP_ENTRY_ID_BASE = 1_000_000_000;

const ACCESS_KEY_MESSAGE = "deve ser a chave de acesso da NF-e, com 44 caracteres";
/** 44 characters: digits, letters allowed only where an alphanumeric CNPJ sits (7th to 18th). */
export const ACCESS_KEY_SHAPE = /^\d{6}[0-9A-Z]{12}\d{26}$/;

/**
 * Wire: { "id": 5001, "number": "000123456", "date": "2026-11-18", "supplier_id": 17, "items": [
 *   { "id": 90001, "product_id": 990001, "entry_quantity": 10, "entry_unit": "CX", "entry_unit_cost": 120,
 *     "fraction": 12, "icms_credit": 144 } ] }
 * Optional per item: "quantity" and "unit_cost" (stock units; derived when absent), "icms_credit".
 * Optional per entry: "series" and "access_key" (the NF-e's 44 characters): an entry whose key another entry
 * already holds (the note imported from its XML file here) is not stored a second time (entry-keys.ts).
 * Ids (entry and item) below APP_ENTRY_ID_BASE.
 */
export const entryWire = record({
  id: sourceId(APP_ENTRY_ID_BASE),
  number: text(44),
  series: text(3).optional(),
  access_key: z
    .string({ error: ACCESS_KEY_MESSAGE })
    .transform((value) => value.replace(/\s/g, "").toUpperCase())
    .refine((value) => ACCESS_KEY_SHAPE.test(value), { error: ACCESS_KEY_MESSAGE })
    .optional(),
  date: isoDate(),
  supplier_id: positiveId(),
  items: list(
    record({
      id: sourceId(APP_ENTRY_ID_BASE),
      product_id: positiveId(),
      entry_quantity: amount(QUANTITY, "positive"),
      entry_unit: unitCode(),
      entry_unit_cost: amount(UNIT_COST, "nonNegative"),
      fraction: amount(QUANTITY, "positive"),
      quantity: amount(QUANTITY, "positive").optional(),
      unit_cost: amount(UNIT_COST, "nonNegative").optional(),
      icms_credit: amount(MONEY, "nonNegative").optional(),
    }),
    1,
    MAX_ITEMS_PER_ENTRY,
  ),
}).transform((wire): PurchaseEntryInput => ({ ...camelCased(wire), series: wire.series ?? "", accessKey: wire.access_key ?? "" }));

export type { PurchaseEntry, PurchaseEntryItem };

export const entryFromItem = entryEntity.fromItem;
export const entryItemFromItem = entryItemEntity.fromItem;

/** An entry as last stored; one whose first replacement is still being written (only a claim so far) is not there yet. */
export async function getEntry(tenantId: string, id: number, options: { consistent?: boolean } = {}): Promise<PurchaseEntry | undefined> {
  const header = await getItem(sourceKeys.entry(tenantId, id), options);
  return header && header.id !== undefined ? entryFromItem(header) : undefined;
}

export async function getEntryItem(tenantId: string, id: number): Promise<PurchaseEntryItem | undefined> {
  const item = await getItem(sourceKeys.entryItem(tenantId, id));
  return item ? entryItemFromItem(item) : undefined;
}

export async function getEntryItems(tenantId: string, ids: Iterable<number>, options: { consistent?: boolean } = {}): Promise<Map<number, PurchaseEntryItem>> {
  const items = await getAll([...new Set(ids)].map((id) => sourceKeys.entryItem(tenantId, id)), undefined, options);
  return new Map(items.map(entryItemFromItem).map((item) => [item.id, item]));
}

/** Every entry (whatever its source) dated from `from` to `to` (YYYY-MM-DD, both included), newest first. */
export async function listEntriesOfPeriod(tenantId: string, from: string, to: string): Promise<PurchaseEntry[]> {
  const items = await queryIndex(sourceKeys.entriesByDate(tenantId), { from, to: `${to}$` }, { descending: true });
  return items.filter((item) => item.id !== undefined).map(entryFromItem);
}

/** Entry items of a product from `since` (YYYY-MM-DD, inclusive), up to `until` when given with it, newest first. */
export async function listEntryItemsOfProduct(tenantId: string, productId: number, since?: string, until?: string): Promise<PurchaseEntryItem[]> {
  const items = await queryIndex(
    sourceKeys.entryItemsOfProduct(tenantId, productId),
    // Keys of the last day are `<until>#...`, all below `<until>$` ("$" follows "#").
    since ? { from: since, ...(until ? { to: `${until}$` } : {}) } : {},
    { descending: true },
  );
  return items.map(entryItemFromItem);
}

/** An entry item as stored (keys aside); `allocated` is the write-offs' (kept when the item is replaced). */
function itemAttributes(tenantId: string, entry: PurchaseEntryInput, supplier: string, item: PurchaseEntryItemInput, unit: string, icmsInRate: number) {
  const totalCost = money(item.entryQuantity * item.entryUnitCost);
  const attributes: Omit<PurchaseEntryItem, "allocated"> = {
    id: item.id,
    entryId: entry.id,
    entryNumber: entry.number,
    entryDate: entry.date,
    supplierId: entry.supplierId,
    supplier,
    productId: item.productId,
    entryQuantity: quantity(item.entryQuantity),
    entryUnit: item.entryUnit,
    entryUnitCost: unitCost(item.entryUnitCost),
    fraction: quantity(item.fraction),
    quantity: quantity(item.quantity ?? item.entryQuantity * item.fraction),
    unit,
    unitCost: unitCost(item.unitCost ?? item.entryUnitCost / item.fraction),
    totalCost,
    icmsCredit: money(item.icmsCredit ?? (totalCost * icmsInRate) / 100),
  };
  const { gsi1pk, gsi1sk } = entryItemEntity.keys(tenantId, { ...attributes, allocated: 0 });
  return { gsi1pk, gsi1sk, ...attributes };
}

/**
 * Idempotent by entry id: the entry's items become exactly the ones sent (new ones added, changed ones
 * updated keeping their write-offs, missing ones removed), safely against concurrent re-sends
 * (entry-replacement.ts). Everything is checked before anything is written.
 */
export async function upsertEntries(tenantId: string, entries: PurchaseEntryInput[]): Promise<void> {
  const sent = lastById(entries);
  const itemRefs = sent.flatMap(({ index, value }) =>
    value.items.map((item, j) => ({ index, field: `items[${j}].product_id`, id: item.productId })),
  );
  const products = await requireProducts(tenantId, itemRefs);
  const suppliers = await requireSuppliers(
    tenantId,
    sent.map(({ index, value }) => ({ index, field: "supplier_id", id: value.supplierId })),
  );
  const allItems = sent.flatMap(({ index, value }) => value.items.map((item, j) => ({ index, j, entryId: value.id, item })));
  requireUnique(
    allItems,
    ({ item }) => String(item.id),
    ({ index, j, item }) => `Item ${index}: campo 'items[${j}].id' repete o item de entrada ${item.id}.`,
  );
  // Keys are claimed once the batch passed its checks: a refused batch claims none.
  const free = new Set(await entriesFreeOfKeys(tenantId, sent.map(({ value }) => value)));
  const rows = sent.filter(({ value }) => free.has(value));
  const replacements = rows.map(({ index, value: entry }): EntryReplacement => {
    const supplier = suppliers.get(entry.supplierId)?.name ?? "";
    const items = entry.items.map((item) => {
      const product = products.get(item.productId);
      return itemAttributes(tenantId, entry, supplier, item, product?.unit ?? "UN", product?.icmsInRate ?? 0);
    });
    const header = entryEntity.toItem(tenantId, {
      id: entry.id,
      number: entry.number,
      series: entry.series ?? "",
      accessKey: entry.accessKey ?? "",
      source: "erp",
      status: "active",
      date: entry.date,
      supplierId: entry.supplierId,
      supplier,
      totalCost: money(items.reduce((sum, item) => sum + item.totalCost, 0)),
      icmsCredit: money(items.reduce((sum, item) => sum + item.icmsCredit, 0)),
      itemIds: items.map((item) => item.id),
    });
    return { index, entryId: entry.id, header, items };
  });
  await replaceEntries(tenantId, replacements);
}
