import type { TestProject } from "vitest/node";
import { buildWebIfStale } from "../../infra/local/build-web";
import { type DynamoLocal, startDynamoLocal } from "../../infra/local/dynamodb";

declare module "vitest" {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

let dynamo: DynamoLocal | undefined;

/**
 * One in-memory DynamoDB Local for the whole run; each test file makes its own table in it. The web app is
 * built once here so the browser tests running side by side never build it at the same time.
 */
export async function setup(project: TestProject): Promise<void> {
  const [local] = await Promise.all([startDynamoLocal(), buildWebIfStale()]);
  dynamo = local;
  project.provide("dynamoEndpoint", dynamo.endpoint);
}

export async function teardown(): Promise<void> {
  await dynamo?.stop();
}
