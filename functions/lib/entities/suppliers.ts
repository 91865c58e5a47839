import { sourceKeys } from "../keys";
import { tableName } from "../db";
import { getAll, getItem, putRequest, queryPartition, transactWrite, writeAll } from "./support/dynamo";
import { failedConditions } from "../transactions";
import { reserveIds } from "./support/ids";
import { defineEntity, type EntityOf, itemReader, stored } from "./support/entity";
import { record, sourceId, text } from "./support/wire";
import * as z from "zod";

/**
 * Supplier (fornecedor), from the store's ERP.
 *
 * Keys: pk T#<t>#SUPPLIER, sk <id padded>.
 * Access patterns:
 * - every supplier (pickers, reports): Query pk.
 * - suppliers of a list of ids (names copied onto entries, quotes and orders when they arrive): BatchGetItem.
 * - the supplier of a CNPJ (an NF-e's issuer): Query pk, by document; one an import created: GetItem of
 *   pk T#<t>#SUPPLIERCNPJ, sk <cnpj> {supplierId}, put with it on the condition that the CNPJ has none.
 *
 * Suppliers an NF-e import creates take ids from APP_SUPPLIER_ID_BASE on; the ERP's stay below.
 */
export const APP_SUPPLIER_ID_BASE = 1_000_000_000;
export const supplierEntity = defineEntity({
  keys: (tenantId, supplier) => sourceKeys.supplier(tenantId, supplier.id),
  /** document: CNPJ digits, "" when unknown. */
  item: z.object({ id: stored.number(), name: stored.text(), document: stored.text() }),
});

export type Supplier = EntityOf<typeof supplierEntity>;

const CNPJ_MESSAGE = "deve ser um CNPJ de 14 dígitos";

/** Wire: { "id": 17, "name": "DISTRIBUIDORA SÃO JORGE LTDA", "document": "12345678000190" } (document optional) */
export const supplierWire = record({
  id: sourceId(APP_SUPPLIER_ID_BASE),
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

const readCnpjClaim = itemReader(z.object({ supplierId: stored.number() }));

/**
 * The supplier of a CNPJ: the first registered with it, else the one an import created for it, else a new
 * one named `name` (created once even when two notes of it arrive together). Answers it and whether it is new.
 */
export async function supplierOfCnpj(tenantId: string, cnpj: string, name: string): Promise<{ supplier: Supplier; created: boolean }> {
  const known = (await listSuppliers(tenantId)).filter((supplier) => supplier.document === cnpj).sort((a, b) => a.id - b.id)[0];
  if (known) return { supplier: known, created: false };
  const claimKey = sourceKeys.supplierOfCnpj(tenantId, cnpj);
  for (;;) {
    const claimed = await getItem(claimKey, { consistent: true });
    if (claimed) {
      const supplier = (await getSuppliers(tenantId, [readCnpjClaim(claimed).supplierId])).get(readCnpjClaim(claimed).supplierId);
      if (supplier) return { supplier, created: false };
    }
    const [id = APP_SUPPLIER_ID_BASE] = await reserveIds(tenantId, "supplier", 1, APP_SUPPLIER_ID_BASE);
    const supplier: Supplier = { id, name: name.trim().toUpperCase().slice(0, 120), document: cnpj };
    try {
      await transactWrite([
        { Put: { TableName: tableName(), Item: { ...claimKey, supplierId: id }, ConditionExpression: "attribute_not_exists(pk)" } },
        putRequest(supplierEntity.toItem(tenantId, supplier)),
      ]);
      return { supplier, created: true };
    } catch (error) {
      if (!failedConditions(error)?.includes(0)) throw error;
    }
  }
}
