import { sourceKeys } from "../keys";
import { getAll, putRequest, queryPartition, writeAll } from "./support/dynamo";
import { defineEntity, type EntityOf, stored } from "./support/entity";
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
export const supplierEntity = defineEntity({
  keys: (tenantId, supplier) => sourceKeys.supplier(tenantId, supplier.id),
  /** document: CNPJ digits, "" when unknown. */
  item: z.object({ id: stored.number(), name: stored.text(), document: stored.text() }),
});

export type Supplier = EntityOf<typeof supplierEntity>;

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

export const supplierFromItem = supplierEntity.fromItem;

export async function listSuppliers(tenantId: string): Promise<Supplier[]> {
  return (await queryPartition(sourceKeys.suppliersPartition(tenantId))).map(supplierFromItem);
}

export async function getSuppliers(tenantId: string, ids: Iterable<number>): Promise<Map<number, Supplier>> {
  const items = await getAll([...new Set(ids)].map((id) => sourceKeys.supplier(tenantId, id)));
  return new Map(items.map(supplierFromItem).map((supplier) => [supplier.id, supplier]));
}

/** Idempotent by id: the last one of a batch wins. */
export async function upsertSuppliers(tenantId: string, suppliers: Supplier[]): Promise<void> {
  const byId = new Map(suppliers.map((supplier) => [supplier.id, supplier]));
  await writeAll([...byId.values()].map((supplier) => putRequest(supplierEntity.toItem(tenantId, supplier))));
}
