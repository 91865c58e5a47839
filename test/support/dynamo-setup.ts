import type { TestProject } from "vitest/node";
import { acquireDynamoLocal } from "./dynamo-local";

declare module "vitest" {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

/** Global setup of the projects with data tests: the run's DynamoDB Local; each test file makes its own table in it. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dynamo = await acquireDynamoLocal();
  project.provide("dynamoEndpoint", dynamo.endpoint);
  return dynamo.release;
}
