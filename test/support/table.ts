import { randomUUID } from "node:crypto";
import { beforeAll, inject } from "vitest";
import { resetConfig } from "../../functions/lib/config";
import { forgetEverythingKept } from "../../functions/lib/kept-in-memory";
import { ensureTable } from "../../infra/local/dynamodb";
import { removeLocalRunners } from "../../infra/local/jobs";

export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-signing";

const LOCAL_ENDPOINT = /^http:\/\/(127\.0\.0\.1|localhost):\d+$/;

/**
 * Points the functions loaded in this test process at a table of the run's DynamoDB Local. Refuses anything
 * but a local endpoint, so data tests can never touch a real table.
 */
export function pointAtLocalTable(endpoint: string, tableName: string): void {
  if (!LOCAL_ENDPOINT.test(endpoint)) throw new Error(`Endpoint não local: ${endpoint}`);
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    DEFAULT_TENANT_ID: "demo",
    DYNAMODB_ENDPOINT: endpoint,
    JWT_SECRET: TEST_JWT_SECRET,
    AWS_REGION: "local",
  });
  resetConfig();
  // What the functions kept in memory was read from the table this process used before.
  forgetEverythingKept();
  // A test file shares its process with others: it starts, as a cold function does, starting jobs and
  // aggregations the AWS way, until it installs the in-process runners itself.
  removeLocalRunners();
}

/** Points the functions at a fresh table in the run's DynamoDB Local. */
export function useTestTable(): { tableName: string } {
  const state = { tableName: `test-${randomUUID()}` };
  beforeAll(async () => {
    const endpoint = inject("dynamoEndpoint");
    pointAtLocalTable(endpoint, state.tableName);
    await ensureTable(endpoint, state.tableName);
  });
  return state;
}
