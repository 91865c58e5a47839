import { randomUUID } from "node:crypto";
import { beforeAll, inject } from "vitest";
import { resetConfig } from "../../functions/lib/config";
import { ensureTable } from "../../infra/local/dynamodb";

export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-signing";

/**
 * Points the functions at a fresh table in the run's DynamoDB Local. Refuses anything but a local endpoint,
 * so data tests can never touch a real table.
 */
export function useTestTable(): { tableName: string } {
  const state = { tableName: `test-${randomUUID()}` };
  beforeAll(async () => {
    const endpoint = inject("dynamoEndpoint");
    if (!/^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(endpoint)) throw new Error(`Endpoint não local: ${endpoint}`);
    Object.assign(process.env, {
      TABLE_NAME: state.tableName,
      DEFAULT_TENANT_ID: "demo",
      DYNAMODB_ENDPOINT: endpoint,
      JWT_SECRET: TEST_JWT_SECRET,
      AWS_REGION: "local",
    });
    resetConfig();
    await ensureTable(endpoint, state.tableName);
  });
  return state;
}
