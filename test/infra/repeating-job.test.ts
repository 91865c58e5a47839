import { App, Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { beforeAll, describe, expect, it } from "vitest";
import type { JobDefinition, JobInput } from "../../functions/plan/jobs";
import { JobStateMachine } from "../../infra/constructs/jobs";
import { runJob } from "../../infra/local/jobs";
import { repoModuleUrl } from "../../infra/build/paths";

/**
 * A job whose first task works in slices (`repeatsWhileMore`, as inventory processing does): it runs again on
 * the state after it while it answers `more`, then the next task runs, alike in the local runner and in the
 * synthesized state machine (walked here as Step Functions would, Choice and Pass states included).
 */
const REPEATING_JOB = {
  tasks: [
    {
      name: "countdown",
      entry: "test/infra/repeating-job/countdown.ts",
      timeoutSeconds: 10,
      memoryMb: 256,
      needs: { table: "read", jwtSecret: false },
      repeatsWhileMore: true,
    },
    { name: "echo", entry: "test/infra/two-task-job/echo.ts", timeoutSeconds: 10, memoryMb: 256, needs: { table: "read", jwtSecret: false } },
  ],
  timeoutMinutes: 1,
  stateMachineArnEnv: "REPEATING_STATE_MACHINE_ARN",
} satisfies JobDefinition;

const INPUT: JobInput = { tenantId: "demo", jobId: "job-1", params: { inventoryId: 7 } };

interface AslState {
  Type: string;
  Resource?: string;
  Next?: string;
  End?: boolean;
  ResultPath?: string;
  Choices?: { Variable: string; BooleanEquals: boolean; Next: string }[];
  Default?: string;
}
type TemplatePart = string | { "Fn::GetAtt"?: [string, string] };

let template: Template;

beforeAll(() => {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new Stack(app, "RepeatingJob");
  const table = new dynamodb.Table(stack, "Table", { partitionKey: { name: "pk", type: dynamodb.AttributeType.STRING } });
  const recorder = lambda.Function.fromFunctionArn(stack, "Recorder", "arn:aws:lambda:sa-east-1:123456789012:function:recorder");
  new JobStateMachine(stack, "Job", { name: "repeating", definition: REPEATING_JOB, recorder, resources: { table, defaultTenantId: "demo" } });
  template = Template.fromStack(stack);
}, 60_000);

function synthesizedAsl(): { StartAt: string; States: Record<string, AslState> } {
  const machines: Record<string, { Properties?: { DefinitionString: { "Fn::Join": [string, TemplatePart[]] } } }> =
    template.findResources("AWS::StepFunctions::StateMachine");
  const [machine] = Object.values(machines);
  const parts = machine?.Properties?.DefinitionString["Fn::Join"][1] ?? [];
  return JSON.parse(parts.map((part) => (typeof part === "string" ? part : `function:${part["Fn::GetAtt"]?.[0] ?? "?"}`)).join(""));
}

/** A JSONPath of plain fields ($.a.b) read from the state. */
function read(state: unknown, path: string): unknown {
  return path
    .replace(/^\$\./, "")
    .split(".")
    .reduce<unknown>((value, field) => (typeof value === "object" && value !== null ? (value as Record<string, unknown>)[field] : undefined), state);
}

/** Walks the state machine as Step Functions would: answers the tasks in the order they ran, with their input. */
async function runInTheCloud(input: JobInput): Promise<{ task: string; input: Record<string, unknown> }[]> {
  const asl = synthesizedAsl();
  const ran: { task: string; input: Record<string, unknown> }[] = [];
  let state: Record<string, unknown> = JSON.parse(JSON.stringify(input));
  let name: string | undefined = asl.StartAt;
  while (name) {
    const current: AslState | undefined = asl.States[name];
    if (!current) throw new Error(`Estado inexistente: ${name}`);
    if (current.Type === "Task") {
      const task = REPEATING_JOB.tasks.find((candidate) => candidate.name === name);
      if (!task) throw new Error(`Tarefa sem definição: ${name}`);
      ran.push({ task: task.name, input: state });
      const module: { handler: (input: unknown) => Promise<unknown> } = await import(/* @vite-ignore */ repoModuleUrl(task.entry));
      const output: unknown = JSON.parse(JSON.stringify((await module.handler(state)) ?? null));
      expect(current.ResultPath).toBe("$.result");
      state = { ...state, result: output };
      name = current.End ? undefined : current.Next;
    } else if (current.Type === "Choice") {
      const chosen = current.Choices?.find((choice) => read(state, choice.Variable) === choice.BooleanEquals);
      name = chosen?.Next ?? current.Default;
    } else if (current.Type === "Pass") {
      name = current.End ? undefined : current.Next;
    } else {
      throw new Error(`Estado não simulado: ${current.Type}`);
    }
    if (ran.length > 20) throw new Error("A máquina não sai do laço.");
  }
  return ran;
}

describe("a job with a repeating task", () => {
  it("runs the task until it stops asking for more, then the next one, in the state machine", async () => {
    const ran = await runInTheCloud(INPUT);
    expect(ran.map((step) => step.task)).toEqual(["countdown", "countdown", "countdown", "echo"]);
    expect(ran[1]?.input).toEqual({ ...INPUT, result: { more: true, runs: 1 } });
    expect(ran[3]?.input).toEqual({ ...INPUT, result: { more: false, runs: 3 } });
  });

  it("does the same in the local runner", async () => {
    const final = await runJob(REPEATING_JOB, INPUT);
    // The echo task answers its input: what it received after the third countdown.
    expect(final?.result).toEqual({ ...INPUT, result: { more: false, runs: 3 } });
  });

  it("catches a failure of the repeating task like any other", () => {
    const { States } = synthesizedAsl();
    expect(States.countdown?.Type).toBe("Task");
    expect((States.countdown as { Catch?: unknown }).Catch).toEqual([{ ErrorEquals: ["States.ALL"], ResultPath: "$.error", Next: "RecordFailure" }]);
  });
});
