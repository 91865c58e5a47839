import type * as z from "zod";
import { type DateWindow, describeDateWindow, isInDateWindow } from "../../shared/contracts/dates";
import { hasInvalidCharacters } from "../../shared/contracts/text";
import { todayInSaoPaulo } from "../../shared/dates";
import { upsertEntries, entryWire } from "../lib/entities/entries";
import { groupWire, upsertGroups } from "../lib/entities/groups";
import { priceQuoteWire, purchaseOrderWire, upsertPriceQuotes, upsertPurchaseOrders } from "../purchasing/intake";
import { productWire, upsertProducts } from "../lib/entities/products";
import { saleLineWire, upsertSaleLines } from "../lib/entities/sale-lines";
import { stockTakingWire, upsertStockTakings } from "../inventories/intake";
import { supplierWire, upsertSuppliers } from "../lib/entities/suppliers";
import { upsertUseAndLoss, useAndLossWire } from "../use_and_loss/intake";
import { InvalidInput } from "../lib/errors";
import { describeIssue, fieldPath } from "../lib/entities/support/wire";
import { orderPriceQuotes, productGroups, type Reference, requireReferences, saleLineProducts } from "./references";

/** Validates every raw item of a batch with the kind's wire schema, then stores them all. */
export type Ingest = (tenantId: string, items: readonly unknown[]) => Promise<void>;

/** The days of a kind's records (top-level wire fields) and the window each must fall in (shared/contracts/dates.ts). */
export type DateFields = Readonly<Record<string, DateWindow>>;

/** The path of the first text in a raw item holding a character no text field takes (shared/contracts/text.ts). */
function invalidTextAt(value: unknown, path: readonly PropertyKey[] = []): readonly PropertyKey[] | undefined {
  if (typeof value === "string") return hasInvalidCharacters(value) ? path : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const found = invalidTextAt(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Parses every item before anything is written: the first invalid one is a 400 naming its index (from 0)
 * and field. Past its wire schema, an item is refused for any text holding a control or bidirectional
 * character or a lone surrogate (the ERP is told which, rather than the text being stored altered), and for
 * a day outside its window (no day before 2000; a count, use, loss, sale or entry not after today, an order
 * or quote not more than a year ahead).
 */
export function parseItems<S extends z.ZodType>(schema: S, items: readonly unknown[], dates: DateFields = {}): z.output<S>[] {
  const today = todayInSaoPaulo();
  return items.map((raw, index) => {
    const result = schema.safeParse(raw);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new InvalidInput(issue ? describeIssue(index, issue) : `Item ${index}: dados inválidos.`);
    }
    const invalidText = invalidTextAt(raw);
    if (invalidText) throw new InvalidInput(`Item ${index}: campo '${fieldPath(invalidText)}' contém caracteres inválidos.`);
    for (const [field, window] of Object.entries(dates)) {
      const day = (raw as Record<string, unknown>)[field];
      if (typeof day === "string" && !isInDateWindow(day, window, today)) {
        throw new InvalidInput(`Item ${index}: campo '${field}' deve ser uma data ${describeDateWindow(window, "iso", today)}.`);
      }
    }
    return result.data;
  });
}

/** A kind: its wire schema, how its records are stored, which stored records they must name, its days' windows. */
function kind<S extends z.ZodType>(
  schema: S,
  store: (tenantId: string, items: z.output<S>[]) => Promise<unknown>,
  references: (records: z.output<S>[]) => Reference[] = () => [],
  dates: DateFields = {},
): Ingest {
  return async (tenantId, items) => {
    const records = parseItems(schema, items, dates);
    await requireReferences(tenantId, references(records));
    await store(tenantId, records);
  };
}

/** The record kinds the store's systems send to POST /api/integration/{kind}. */
export const INGEST_KINDS = {
  groups: kind(groupWire, upsertGroups),
  products: kind(productWire, upsertProducts, productGroups),
  suppliers: kind(supplierWire, upsertSuppliers),
  entries: kind(entryWire, upsertEntries, undefined, { date: "event" }),
  sales: kind(saleLineWire, upsertSaleLines, saleLineProducts, { date: "event" }),
  price_quotes: kind(priceQuoteWire, upsertPriceQuotes, undefined, { date: "document" }),
  purchase_orders: kind(purchaseOrderWire, upsertPurchaseOrders, orderPriceQuotes, { date: "document", deliver_date: "document" }),
  stock_takings: kind(stockTakingWire, upsertStockTakings, undefined, { take_date: "event" }),
  use_and_loss: kind(useAndLossWire, upsertUseAndLoss, undefined, { date: "event" }),
} satisfies Record<string, Ingest>;

export type IngestKind = keyof typeof INGEST_KINDS;

export function isIngestKind(value: string | undefined): value is IngestKind {
  return value !== undefined && Object.hasOwn(INGEST_KINDS, value);
}
