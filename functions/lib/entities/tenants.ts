import { keys } from "../keys";
import { queryAll } from "./support/dynamo";
import { keysOf } from "./support/entity";

/**
 * The tenant registry (written by provisionTenant).
 * Keys: pk TENANTS, sk <tenant id>. Access pattern: every tenant (nightly aggregation): Query pk TENANTS.
 */
export async function listTenants(): Promise<string[]> {
  const items = await queryAll({
    KeyConditionExpression: "pk = :pk",
    ExpressionAttributeValues: { ":pk": keys.tenantRegistry("").pk },
  });
  return items.map((item) => keysOf(item).sk).filter((tenantId) => tenantId !== "");
}
