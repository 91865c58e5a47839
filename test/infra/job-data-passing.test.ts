import { App, Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { beforeAll, describe, expect, it } from "vitest";
import { type JobDefinition, type JobInput, type JobState, stateAfterTask } from "../../functions/plan/jobs";
import { JobStateMachine } from "../../infra/constructs/jobs";
import { runJob } from "../../infra/local/jobs";
import { repoModuleUrl } from "../../infra/build/paths";

/** A job that exists only here: its second task answers what it received. */
const TWO_TASK_JOB = {
  tasks: [
    { name: "count", entry: "test/infra/two-task-job/count.ts", timeoutSeconds: 10, memoryMb: 256, needs: { table: "read", jwtSecret: false } },
    { name: "echo", entry: "test/infra/two-task-job/echo.ts", timeoutSeconds: 10, memoryMb: 256, needs: { table: "read", jwtSecret: false } },
  ],
  timeoutMinutes: 1,
  stateMachineArnEnv: "TWO_TASK_STATE_MACHINE_ARN",
} satisfies JobDefinition;

const JOB_NAME = "twoTask";
const INPUT: JobInput = { tenantId: "demo", jobId: "job-1", params: { report: "purchase_order", id: 7 } };

interface AslState {
  Type: string;
  Resource?: string;
  Next?: string;
  End?: boolean;
  InputPath?: unknown;
  Parameters?: unknown;
  ResultSelector?: unknown;
  ResultPath?: unknown;
  OutputPath?: unknown;
}
interface Asl {
  StartAt: string;
  States: Record<string, AslState>;
}
type TemplatePart = string | { "Fn::GetAtt"?: [string, string] };

let template: Template;

beforeAll(() => {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new Stack(app, "TwoTaskJob");
  const table = new dynamodb.Table(stack, "Table", { partitionKey: { name: "pk", type: dynamodb.AttributeType.STRING } });
  const recorder = lambda.Function.fromFunctionArn(stack, "Recorder", "arn:aws:lambda:sa-east-1:123456789012:function:recorder");
  new JobStateMachine(stack, "Job", { name: JOB_NAME, definition: TWO_TASK_JOB, recorder, resources: { table, defaultTenantId: "demo" } });
  template = Template.fromStack(stack);
}, 60_000);

/** The synthesized ASL; a function ARN reads as `function:<logical id>`. */
function synthesizedAsl(): Asl {
  const machines: Record<string, { Properties?: { DefinitionString: { "Fn::Join": [string, TemplatePart[]] } } }> =
    template.findResources("AWS::StepFunctions::StateMachine");
  const [machine, ...others] = Object.values(machines);
  expect(others).toHaveLength(0);
  const parts = machine?.Properties?.DefinitionString["Fn::Join"][1] ?? [];
  return JSON.parse(
    parts.map((part) => (typeof part === "string" ? part : `function:${part["Fn::GetAtt"]?.[0] ?? "?"}`)).join(""),
  );
}

function functionDescription(resource: string | undefined): string | undefined {
  const id = resource?.replace(/^function:/, "") ?? "";
  const found: Record<string, { Properties?: { Description?: string } }> = template.findResources("AWS::Lambda::Function");
  return found[id]?.Properties?.Description;
}

async function invoke(entry: string, input: unknown): Promise<unknown> {
  const module: { handler: (input: unknown) => Promise<unknown> } = await import(/* @vite-ignore */ repoModuleUrl(entry));
  // What a Lambda invoked with payloadResponseOnly answers: the handler's value as JSON, null for nothing.
  return JSON.parse(JSON.stringify((await module.handler(input)) ?? null));
}

/** Step Functions' ResultPath `$.<field>`: the state with the field set to the task's output. */
function applyResultPath(state: Record<string, unknown>, resultPath: unknown, output: unknown): Record<string, unknown> {
  const field = typeof resultPath === "string" ? /^\$\.(\w+)$/.exec(resultPath)?.[1] : undefined;
  if (!field) throw new Error(`ResultPath not simulated here: ${String(resultPath)}`);
  return { ...state, [field]: output };
}

/** Runs the synthesized state machine's task states in order, as Step Functions would: answers each one's input. */
async function inputsInTheCloud(asl: Asl, input: JobInput): Promise<Map<string, unknown>> {
  const received = new Map<string, unknown>();
  let state: Record<string, unknown> = JSON.parse(JSON.stringify(input));
  let name: string | undefined = asl.StartAt;
  while (name) {
    const current: AslState | undefined = asl.States[name];
    const task = TWO_TASK_JOB.tasks.find((candidate) => candidate.name === name);
    if (!current || !task) throw new Error(`State without a task: ${name}`);
    expect(current.Type).toBe("Task");
    // No path narrows what goes in or comes out: the task receives the whole state.
    expect([current.InputPath, current.Parameters, current.ResultSelector, current.OutputPath]).toEqual([undefined, undefined, undefined, undefined]);
    expect(functionDescription(current.Resource)).toBe(`Job ${JOB_NAME} task ${task.name}`);
    received.set(name, state);
    state = applyResultPath(state, current.ResultPath, await invoke(task.entry, state));
    name = current.End ? undefined : current.Next;
  }
  return received;
}

describe("a two-task job", () => {
  it("gives its second task the same input in the local runner and in the state machine", async () => {
    const local = await runJob(TWO_TASK_JOB, INPUT);
    const cloud = await inputsInTheCloud(synthesizedAsl(), INPUT);

    expect([...cloud.keys()]).toEqual(["count", "echo"]);
    expect(cloud.get("count")).toEqual(INPUT);
    const expected = { ...INPUT, result: { counted: 2, tenantId: "demo" } };
    expect(cloud.get("echo")).toEqual(expected);
    // The echo task answers its input, so the local run's final result is what it received.
    expect(local?.result).toEqual(expected);
  });

  it("carries a task that answers nothing as a null result, as a Lambda's payload is", () => {
    const state: JobState = stateAfterTask(INPUT, undefined);
    expect(state).toEqual({ ...INPUT, result: null });
  });
});
