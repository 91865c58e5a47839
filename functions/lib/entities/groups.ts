import { sourceKeys } from "../keys";
import * as z from "zod";
import { putRequest, queryPartition, writeAll } from "./support/dynamo";
import { defineEntity, type EntityOf, stored } from "./support/entity";
import { positiveId, record, text } from "./support/wire";

/**
 * Product group (MERCEARIA, BEBIDAS...), from the store's ERP.
 *
 * Keys: pk T#<t>#GROUP, sk <id padded>.
 * Access patterns:
 * - every group of the tenant (sales and pricing by group, group names beside products): Query pk.
 * - one group: GetItem.
 */
export const groupEntity = defineEntity({
  keys: (tenantId, group) => sourceKeys.group(tenantId, group.id),
  item: z.object({ id: stored.number(), name: stored.text() }),
});

export type ProductGroup = EntityOf<typeof groupEntity>;

/** Wire: { "id": 12, "name": "MERCEARIA" } */
export const groupWire = record({ id: positiveId(), name: text(80) }).transform(
  (wire): ProductGroup => ({ id: wire.id, name: wire.name.toUpperCase() }),
);

export const groupFromItem = groupEntity.fromItem;

export async function listGroups(tenantId: string): Promise<ProductGroup[]> {
  return (await queryPartition(sourceKeys.groupsPartition(tenantId))).map(groupFromItem);
}

/** Idempotent by id: the last one of a batch wins. */
export async function upsertGroups(tenantId: string, groups: ProductGroup[]): Promise<void> {
  const byId = new Map(groups.map((group) => [group.id, group]));
  await writeAll(
    [...byId.values()].map((group) => putRequest(groupEntity.toItem(tenantId, group))),
  );
}
