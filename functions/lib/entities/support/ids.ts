import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../db";
import { keys } from "../../keys";

/**
 * Reserves `count` consecutive ids of a per-tenant sequence in one write (the same counter item nextId
 * uses), offset by `base`. Answers them in order.
 */
export async function reserveIds(tenantId: string, sequence: string, count: number, base = 0): Promise<number[]> {
  if (count <= 0) return [];
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(tenantId, sequence),
      UpdateExpression: "ADD #value :count",
      ExpressionAttributeNames: { "#value": "value" },
      ExpressionAttributeValues: { ":count": count },
      ReturnValues: "UPDATED_NEW",
    }),
  );
  const last = Number(Attributes?.value);
  return Array.from({ length: count }, (_, i) => base + last - count + 1 + i);
}
