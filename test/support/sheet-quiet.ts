import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../functions/lib/db";
import { SHEET_BUCKETS } from "../../functions/inventories/storage/inventory-sheet";
import { sourceKeys } from "../../functions/lib/keys";

/**
 * An inventory's sheet as if its last count were `ms` ago: the change time of each stored bucket moved back
 * (the lists store their answers only once the sheet is quiet; see SHEET_QUIET_MS).
 */
export async function sheetLastChangedAgo(tenantId: string, inventoryId: number, ms: number): Promise<void> {
  await Promise.all(
    Array.from({ length: SHEET_BUCKETS }, async (_, bucket) => {
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: sourceKeys.inventorySheetBucket(tenantId, inventoryId, bucket),
            UpdateExpression: "SET changedAt = :at",
            ConditionExpression: "attribute_exists(pk)",
            ExpressionAttributeValues: { ":at": Date.now() - ms },
          }),
        );
      } catch (error) {
        // A bucket never written has nothing to move.
        if ((error as Error).name !== "ConditionalCheckFailedException") throw error;
      }
    }),
  );
}
