import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./db";
import { keys } from "./keys";

/** Next value of a per-tenant sequence (ids the product creates itself). */
export async function nextId(tenantId: string, sequence: string): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(tenantId, sequence),
      UpdateExpression: "ADD #value :one",
      ExpressionAttributeNames: { "#value": "value" },
      ExpressionAttributeValues: { ":one": 1 },
      ReturnValues: "UPDATED_NEW",
    }),
  );
  return Number(Attributes?.value);
}
