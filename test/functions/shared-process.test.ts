import { InvokeCommand, LambdaClient } from "@aws-sdk/client-lambda";
import { SFNClient, StartExecutionCommand } from "@aws-sdk/client-sfn";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, inject, it } from "vitest";
import { triggerAggregation, useLocalAggregation } from "../../functions/lib/aggregation-trigger";
import { resetConfig } from "../../functions/lib/config";
import { startJob } from "../../functions/lib/jobs/start";
import { installLocalJobRunner } from "../../infra/local/jobs";
import { pointAtLocalTable, useTestTable } from "../support/table";

/**
 * The functions tier runs its files in shared processes: what one file installs in the process (the local
 * runtime's in-process job runner and aggregation) must not reach the file after it, which would then never
 * take the AWS path it tests. Moving to a file's table is where a file starts.
 */
const { tableName } = useTestTable();
const AWS_SETTINGS = {
  AGGREGATION_FUNCTION_NAME: "back-office-aggregation",
  REPORT_STATE_MACHINE_ARN: "arn:aws:states:sa-east-1:1:stateMachine:reports",
};

afterEach(() => {
  for (const name of Object.keys(AWS_SETTINGS)) delete process.env[name];
  resetConfig();
});

describe("a test file in a shared process", () => {
  it("starts jobs and aggregations the AWS way though the file before it installed the in-process runners", async () => {
    const ranInProcess: string[] = [];
    installLocalJobRunner();
    useLocalAggregation(async () => {
      ranInProcess.push("aggregation");
    });

    // The next file moves to its table.
    pointAtLocalTable(inject("dynamoEndpoint"), tableName);
    Object.assign(process.env, AWS_SETTINGS);
    resetConfig();
    const lambda = mockClient(LambdaClient);
    const sfn = mockClient(SFNClient);
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
    sfn.on(StartExecutionCommand).resolves({ executionArn: "arn:aws:states:sa-east-1:1:execution:reports:x" });
    try {
      const outcome = await triggerAggregation({ tenantId: "demo", from: "2024-05-01", to: "2024-05-01" }, async () => {
        ranInProcess.push("aggregation in this process");
      });
      const job = await startJob("demo", "reportRendering", { report: "purchase_order", id: 7 });
      expect(outcome).toBe("queued");
      expect(lambda.commandCalls(InvokeCommand)).toHaveLength(1);
      expect(sfn.commandCalls(StartExecutionCommand).map((call) => call.args[0].input.name)).toEqual([job.jobId]);
      expect(ranInProcess).toEqual([]);
    } finally {
      lambda.restore();
      sfn.restore();
    }
  });
});
