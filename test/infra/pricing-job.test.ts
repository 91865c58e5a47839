import { App, Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { beforeAll, describe, expect, it } from "vitest";
import { JOBS } from "../../functions/plan/jobs";
import { JobStateMachine } from "../../infra/constructs/jobs";

/**
 * The pricing classification's state machine as CDK builds it from its job definition: one task, the
 * classification function with its memory and timeout, its whole state in and its output under `result`, any
 * failure caught and handed with the error to the failure recorder (which marks the job failed, and the
 * pricing's row reads it), then a Fail state; the whole run bounded by the definition's timeout.
 */

const DEFINITION = JOBS.pricingClassification;
const DESCRIPTION = "Job pricingClassification task classify";

interface AslState {
  Type: string;
  Resource?: string;
  Next?: string;
  End?: boolean;
  InputPath?: unknown;
  Parameters?: unknown;
  OutputPath?: unknown;
  ResultPath?: unknown;
  Catch?: unknown;
}
type TemplatePart = string | { "Fn::GetAtt"?: [string, string] };

let template: Template;

beforeAll(() => {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new Stack(app, "PricingJob");
  const table = new dynamodb.Table(stack, "Table", { partitionKey: { name: "pk", type: dynamodb.AttributeType.STRING } });
  const recorder = lambda.Function.fromFunctionArn(stack, "Recorder", "arn:aws:lambda:sa-east-1:123456789012:function:recorder");
  new JobStateMachine(stack, "Job", { name: "pricingClassification", definition: DEFINITION, recorder, resources: { table, defaultTenantId: "demo" } });
  template = Template.fromStack(stack);
}, 60_000);

function definition(): { StartAt: string; TimeoutSeconds?: number; States: Record<string, AslState> } {
  const machines: Record<string, { Properties?: { DefinitionString: { "Fn::Join": [string, TemplatePart[]] } } }> =
    template.findResources("AWS::StepFunctions::StateMachine");
  const [machine, ...others] = Object.values(machines);
  expect(others).toHaveLength(0);
  const parts = machine?.Properties?.DefinitionString["Fn::Join"][1] ?? [];
  return JSON.parse(parts.map((part) => (typeof part === "string" ? part : `function:${part["Fn::GetAtt"]?.[0] ?? "?"}`)).join(""));
}

function functionWith(description: string): { id: string; props: Record<string, unknown> } {
  const found: Record<string, { Properties?: Record<string, unknown> }> = template.findResources("AWS::Lambda::Function", {
    Properties: { Description: description },
  });
  const [entry, ...others] = Object.entries(found);
  expect(others).toHaveLength(0);
  if (!entry) throw new Error(`no function ${description}`);
  return { id: entry[0], props: entry[1].Properties ?? {} };
}

describe("the pricing classification state machine", () => {
  it("runs the classification task on the whole job input, its output under result, ending there", () => {
    const asl = definition();
    expect(asl.StartAt).toBe("classify");
    const classify = asl.States.classify;
    expect(classify).toMatchObject({ Type: "Task", ResultPath: "$.result", End: true });
    expect([classify?.InputPath, classify?.Parameters, classify?.OutputPath]).toEqual([undefined, undefined, undefined]);
    expect(classify?.Resource).toBe(`function:${functionWith(DESCRIPTION).id}`);
    expect(Object.values(asl.States).map((state) => state.Type).sort()).toEqual(["Fail", "Task", "Task"]);
  });

  it("hands any failure, with its error, to the failure recorder, then fails", () => {
    const asl = definition();
    expect(asl.States.classify?.Catch).toEqual([{ ErrorEquals: ["States.ALL"], ResultPath: "$.error", Next: "RecordFailure" }]);
    expect(asl.States.RecordFailure).toMatchObject({ Type: "Task", ResultPath: null, Next: "Failed" });
    expect(asl.States.Failed).toMatchObject({ Type: "Fail", Error: "JobFailed" });
  });

  it("bounds the run by the definition's timeout", () => {
    expect(definition().TimeoutSeconds).toBe(DEFINITION.timeoutMinutes * 60);
  });

  it("gives the task its memory and timeout on arm64 Node.js 22, with the table to read and write", () => {
    const task = DEFINITION.tasks[0];
    const { props } = functionWith(DESCRIPTION);
    expect(props).toMatchObject({ MemorySize: task.memoryMb, Timeout: task.timeoutSeconds, Runtime: "nodejs22.x", Architectures: ["arm64"] });
    const policies: Record<string, { Properties?: { PolicyDocument: { Statement: { Action: string | string[] }[] } } }> =
      template.findResources("AWS::IAM::Policy");
    const actions = Object.values(policies).flatMap((policy) =>
      (policy.Properties?.PolicyDocument.Statement ?? []).flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action])),
    );
    expect(actions).toEqual(expect.arrayContaining(["dynamodb:BatchGetItem", "dynamodb:Query", "dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem"]));
    expect(actions).not.toContain("dynamodb:Scan");
  });
});
