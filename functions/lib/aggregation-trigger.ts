import { InvokeCommand, LambdaClient } from "@aws-sdk/client-lambda";
import { config } from "./config";

/** What the aggregation function receives when asked for a range (besides its nightly schedule). */
export interface AggregationRequest {
  tenantId: string;
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

export type AggregationRunner = (request: AggregationRequest) => Promise<unknown>;

/** "ran": finished in this process, its effect visible now; "queued": handed to the aggregation function. */
export type AggregationOutcome = "ran" | "queued";

let localRunner: AggregationRunner | undefined;
let lambda: LambdaClient | undefined;

/** The local runtime (and tests) run aggregations in-process; AWS invokes the aggregation function. */
export function useLocalAggregation(runner: AggregationRunner | undefined): void {
  localRunner = runner;
}

/**
 * Starts an aggregation: with a local runner installed, runs it and waits; otherwise, with
 * AGGREGATION_FUNCTION_NAME set, invokes that function asynchronously (InvocationType Event); with neither,
 * runs `inProcess` and waits.
 */
export async function triggerAggregation(request: AggregationRequest, inProcess: AggregationRunner): Promise<AggregationOutcome> {
  const functionName = config().AGGREGATION_FUNCTION_NAME;
  if (localRunner || !functionName) {
    await (localRunner ?? inProcess)(request);
    return "ran";
  }
  lambda ??= new LambdaClient({});
  await lambda.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: "Event",
      Payload: new TextEncoder().encode(JSON.stringify(request)),
    }),
  );
  return "queued";
}
