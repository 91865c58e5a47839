import { clearDashboardCaches } from "../../functions/dashboard/caches";
import { clearInventoryTotalsCache } from "../../functions/inventories/lists";
import { clearAnswersInMemory } from "../../functions/lib/answer-cache";
import { deleteRequest, queryPartition, writeAll } from "../../functions/lib/entities/support/dynamo";
import { str } from "../../functions/lib/entities/support/fields";
import { keys } from "../../functions/lib/keys";
import { clearCatalogIndexes } from "../../functions/notable_products/catalog-index";
import { clearPricingRowsCache } from "../../functions/pricing/lists";

/**
 * A fresh container, as the bench's cold rows start each call: nothing the functions keep in memory
 * (decoded documents, built answers, indexes). What is stored in the table stays, as it does in AWS,
 * where another container may have built and stored a list's answer.
 */
export function freshContainer(): void {
  clearAnswersInMemory();
  clearDashboardCaches();
  clearInventoryTotalsCache();
  clearPricingRowsCache();
  clearCatalogIndexes();
}

/** A fresh container that no other container went before: no answer stored for the tenant either. */
export async function freshContainerNothingStored(tenantId: string): Promise<void> {
  freshContainer();
  const stored = await queryPartition(keys.derivationsPartition(tenantId));
  await writeAll(stored.map((item) => deleteRequest({ pk: str(item, "pk"), sk: str(item, "sk") })));
}
