import { DeleteCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../lib/db";
import { getItem, type StoredItem } from "../lib/entities/support/dynamo";
import { num } from "../lib/entities/support/fields";
import { keys } from "../lib/keys";
import { isConditionFailure } from "../lib/transactions";

/**
 * Failed sign-ins of a username (the lockout's bookkeeping, see lockout.ts).
 * Keys: pk T#<t>#LOGINFAIL, sk <username>; expiresAt is the table's TTL attribute.
 */
export interface LoginFailures {
  failures: number;
  lockedUntil?: number;
  /** Epoch seconds; also the table's TTL attribute. */
  expiresAt: number;
}

function loginFailuresFromItem(item: StoredItem): LoginFailures {
  return {
    failures: num(item, "failures"),
    ...(typeof item.lockedUntil === "number" ? { lockedUntil: item.lockedUntil } : {}),
    expiresAt: num(item, "expiresAt"),
  };
}

export async function readLoginFailures(tenantId: string, username: string): Promise<LoginFailures | undefined> {
  const item = await getItem(keys.loginFailures(tenantId, username));
  return item ? loginFailuresFromItem(item) : undefined;
}

/** Counts one failed sign-in atomically; the count restarts when the last window has expired. */
export async function recordLoginFailure(tenantId: string, username: string, windowMs: number, now: number): Promise<number> {
  const key = keys.loginFailures(tenantId, username);
  const expiresAt = Math.floor((now + windowMs) / 1000);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: "ADD failures :one SET expiresAt = :expiresAt",
        ConditionExpression: "attribute_not_exists(pk) OR expiresAt > :nowSeconds",
        ExpressionAttributeValues: { ":one": 1, ":expiresAt": expiresAt, ":nowSeconds": Math.floor(now / 1000) },
        ReturnValues: "ALL_NEW",
      }),
    );
    return Number(Attributes?.failures);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...key, failures: 1, expiresAt } }));
    return 1;
  }
}

export async function lockLogin(tenantId: string, username: string, until: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.loginFailures(tenantId, username),
      UpdateExpression: "SET lockedUntil = :until, expiresAt = :expiresAt",
      ExpressionAttributeValues: { ":until": until, ":expiresAt": Math.floor(until / 1000) },
    }),
  );
}

export async function clearLoginFailures(tenantId: string, username: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.loginFailures(tenantId, username) }));
}
