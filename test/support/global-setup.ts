import type { TestProject } from "vitest/node";
import { type DynamoLocal, startDynamoLocal } from "../../infra/local/dynamodb";

declare module "vitest" {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

let dynamo: DynamoLocal | undefined;

/** One in-memory DynamoDB Local for the whole run; each test file makes its own table in it. */
export async function setup(project: TestProject): Promise<void> {
  dynamo = await startDynamoLocal();
  project.provide("dynamoEndpoint", dynamo.endpoint);
}

export async function teardown(): Promise<void> {
  await dynamo?.stop();
}
