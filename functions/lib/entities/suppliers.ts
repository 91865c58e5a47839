import { sourceKeys } from "../keys";
import { getAll, putRequest, queryPartition, type StoredItem, writeAll } from "./support/dynamo";
import { num, str } from "./support/fields";
import { positiveId, record, text } from "./support/wire";
import * as z from "zod";

/**
 * Supplier (fornecedor), from the store's ERP.
 *
 * Keys: pk T#<t>#SUPPLIER, sk <id padded>.
 * Access patterns:
 * - every supplier (pickers, reports): Query pk.
 * - suppliers of a list of ids (names copied onto entries, quotes and orders when they arrive): BatchGetItem.
 */
export interface Supplier {
  id: number;
  name: string;
  /** CNPJ digits, "" when unknown. */
  document: string;
}

const CNPJ_MESSAGE = "deve ser um CNPJ de 14 dígitos";

/** Wire: { "id": 17, "name": "DISTRIBUIDORA SÃO JORGE LTDA", "document": "12345678000190" } (document optional) */
export const supplierWire = record({
  id: positiveId(),
  name: text(120),
  document: z
    .string({ error: CNPJ_MESSAGE })
    .transform((value) => value.replace(/\D/g, ""))
    .refine((digits) => digits.length === 14, { error: CNPJ_MESSAGE })
    .optional(),
}).transform((wire): Supplier => ({ id: wire.id, name: wire.name.toUpperCase(), document: wire.document ?? "" }));

export function supplierFromItem(item: StoredItem): Supplier {
  return { id: num(item, "id"), name: str(item, "name"), document: str(item, "document") };
}

export async function listSuppliers(tenantId: string): Promise<Supplier[]> {
  return (await queryPartition(sourceKeys.suppliersPartition(tenantId))).map(supplierFromItem);
}

export async function getSuppliers(tenantId: string, ids: Iterable<number>): Promise<Map<number, Supplier>> {
  const items = await getAll([...new Set(ids)].map((id) => sourceKeys.supplier(tenantId, id)));
  return new Map(items.map((item) => [num(item, "id"), supplierFromItem(item)]));
}

/** Idempotent by id: the last one of a batch wins. */
export async function upsertSuppliers(tenantId: string, suppliers: Supplier[]): Promise<void> {
  const byId = new Map(suppliers.map((supplier) => [supplier.id, supplier]));
  await writeAll([...byId.values()].map((supplier) => putRequest({ ...sourceKeys.supplier(tenantId, supplier.id), ...supplier })));
}
