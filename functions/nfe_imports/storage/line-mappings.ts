import * as z from "zod";
import { nfeKeys } from "../../lib/keys";
import { getAll, putRequest, writeAll } from "../../lib/entities/support/dynamo";
import { defineEntity, type EntityOf, stored } from "../../lib/entities/support/entity";

/**
 * What a supplier's line is in this store: (supplier, supplier code `cProd`, supplier unit `uCom`) → product
 * and fraction (stock units per supplier unit). Stored when the user maps a line and when a note is
 * confirmed; the next notes of that supplier match by it before any GTIN.
 *
 * Keys: pk T#<t>#NFEMAP#<supplier id padded>, sk <supplier code>#<unit>.
 * Access patterns: the mappings of a note's lines (matching it): BatchGet; one mapping: Put (last wins).
 */
export const lineMappingEntity = defineEntity({
  keys: (tenantId, mapping) => nfeKeys.lineMapping(tenantId, mapping.supplierId, mapping.supplierCode, mapping.unit),
  item: z.object({
    supplierId: stored.number(),
    supplierCode: stored.text(),
    unit: stored.text(),
    productId: stored.number(),
    fraction: stored.number(),
  }),
});

export type LineMapping = EntityOf<typeof lineMappingEntity>;

export const mappingKey = (supplierCode: string, unit: string): string => `${supplierCode}#${unit}`;

/**
 * The supplier's mappings of these lines, by mappingKey(code, unit). Only the lines' keys are read: a supplier
 * maps thousands of codes over the years, and a note names a few of them.
 */
export async function mappingsOfLines(
  tenantId: string,
  supplierId: number,
  lines: readonly { supplierCode: string; unit: string }[],
): Promise<Map<string, LineMapping>> {
  const items = await getAll(lines.map((line) => nfeKeys.lineMapping(tenantId, supplierId, line.supplierCode, line.unit)));
  const mappings = items.map(lineMappingEntity.fromItem);
  return new Map(mappings.map((mapping) => [mappingKey(mapping.supplierCode, mapping.unit), mapping]));
}

export async function rememberMappings(tenantId: string, mappings: LineMapping[]): Promise<void> {
  const byKey = new Map(mappings.map((mapping) => [mappingKey(mapping.supplierCode, mapping.unit), mapping]));
  await writeAll([...byKey.values()].map((mapping) => putRequest(lineMappingEntity.toItem(tenantId, mapping))));
}
